import {
	fromLocationValues,
	mapLocationServerKey,
	toLocationValues,
	validateLocation,
} from '../location';

const LINK_ERROR =
	'Please enter a valid link starting with http:// or https://.';

describe( 'the Location form', () => {
	it( 'reads a saved location', () => {
		expect(
			toLocationValues( {
				type: 'hybrid',
				venue: 'Town Hall',
				address: { address: '1 Main Street' },
				online_link: 'https://meet.example.com',
			} )
		).toEqual( {
			type: 'hybrid',
			venue: 'Town Hall',
			address: '1 Main Street',
			online_link: 'https://meet.example.com',
		} );
	} );

	it( 'opens an empty venue without a location or with an odd one', () => {
		const empty = {
			type: 'venue',
			venue: '',
			address: '',
			online_link: '',
		};
		expect( toLocationValues( null ) ).toEqual( empty );
		expect(
			toLocationValues( { type: 'moon', address: 'x' } as never )
		).toEqual( empty );
	} );

	it( 'sends only what the type uses', () => {
		const values = {
			venue: ' Town Hall ',
			address: ' 1 Main Street ',
			online_link: ' https://meet.example.com ',
		};
		expect( fromLocationValues( { ...values, type: 'venue' } ) ).toEqual( {
			location: {
				type: 'venue',
				venue: 'Town Hall',
				address: { address: '1 Main Street' },
				online_link: '',
			},
		} );
		expect( fromLocationValues( { ...values, type: 'online' } ) ).toEqual( {
			location: {
				type: 'online',
				venue: '',
				address: { address: '' },
				online_link: 'https://meet.example.com',
			},
		} );
		expect(
			fromLocationValues( { ...values, type: 'hybrid' } ).location
		).toMatchObject( {
			venue: 'Town Hall',
			online_link: 'https://meet.example.com',
		} );
	} );

	it( 'wants an address for a venue and a link online', () => {
		const empty = { venue: '', address: '', online_link: '' };
		expect( validateLocation( { ...empty, type: 'venue' } ) ).toEqual( {
			address: 'Please enter the address.',
		} );
		expect( validateLocation( { ...empty, type: 'online' } ) ).toEqual( {
			online_link: LINK_ERROR,
		} );
		expect(
			validateLocation( {
				...empty,
				type: 'hybrid',
				online_link: 'meet.example.com',
			} )
		).toEqual( {
			address: 'Please enter the address.',
			online_link: LINK_ERROR,
		} );
		expect(
			validateLocation( {
				type: 'hybrid',
				venue: '',
				address: '1 Main Street',
				online_link: 'http://meet.example.com',
			} )
		).toEqual( {} );
	} );

	it( 'shows server errors under its fields', () => {
		expect( mapLocationServerKey( 'location.online_link' ) ).toBe(
			'online_link'
		);
		expect( mapLocationServerKey( 'location.address.address' ) ).toBe(
			'address'
		);
		expect( mapLocationServerKey( 'location' ) ).toBeNull();
	} );
} );

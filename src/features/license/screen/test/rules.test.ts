import {
	formatExpiry,
	getRenewalNote,
	mapActivationServerKey,
	getStatusLabel,
	toActivation,
	validateActivation,
} from '../rules';

describe( 'the activation form’s checks', () => {
	it( 'ask for a name, a valid email and a key', () => {
		expect(
			validateActivation( { name: ' ', email: '', license_key: '' } )
		).toEqual( {
			name: 'Please input your name!',
			email: 'Enter Valid Email!',
			license_key: 'Please input your license key!',
		} );
		for ( const email of [ 'ada', 'ada@example', 'a b@example.com' ] ) {
			expect(
				validateActivation( { name: 'Ada', email, license_key: 'k' } )
			).toEqual( { email: 'Enter Valid Email!' } );
		}
		expect(
			validateActivation( {
				name: 'Ada',
				email: ' ada@example.com ',
				license_key: 'valid-1',
			} )
		).toEqual( {} );
	} );

	it( 'send the values trimmed', () => {
		expect(
			toActivation( {
				name: ' Ada ',
				email: 'ada@example.com ',
				license_key: ' valid-1 ',
			} )
		).toEqual( {
			name: 'Ada',
			email: 'ada@example.com',
			license_key: 'valid-1',
		} );
	} );

	it( 'take the server’s messages of their fields only', () => {
		expect( mapActivationServerKey( 'email' ) ).toBe( 'email' );
		expect( mapActivationServerKey( 'license_key' ) ).toBe( 'license_key' );
		expect( mapActivationServerKey( 'other' ) ).toBeNull();
	} );
} );

describe( 'the license’s wording', () => {
	it( 'formats the expiry in the site’s date format', () => {
		expect( formatExpiry( '2027-03-29 23:59:59' ) ).toBe(
			'March 29, 2027'
		);
		expect( formatExpiry( '2027-01-01' ) ).toBe( 'January 1, 2027' );
		expect( formatExpiry( 'lifetime' ) ).toBe( 'Never expires' );
		expect( formatExpiry( null ) ).toBe( 'Unknown' );
		expect( formatExpiry( 'soon' ) ).toBe( 'soon' );
	} );

	it( 'names the statuses, and asks to renew expired and disabled ones', () => {
		expect( getStatusLabel( 'valid' ) ).toBe( 'Active' );
		expect( getStatusLabel( 'expired' ) ).toBe( 'Expired' );
		expect( getStatusLabel( 'something_new' ) ).toBe( 'something_new' );
		expect( getRenewalNote( 'valid' ) ).toBeNull();
		expect( getRenewalNote( 'expired' ) ).toMatch( /expired.*Renew/ );
		expect( getRenewalNote( 'disabled' ) ).toMatch( /disabled.*Renew/ );
	} );
} );

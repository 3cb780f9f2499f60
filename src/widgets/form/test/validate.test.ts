import { widgetByName, WIDGETS, defaultValues } from '../../catalogue';
import { validateWidget } from '../validate';

const kind = ( name: string ) => {
	const found = widgetByName( name );
	if ( ! found ) {
		throw new Error( name );
	}
	return found;
};

describe( 'validateWidget', () => {
	it( 'passes every kind at its defaults, but for a required picker', () => {
		for ( const widget of WIDGETS ) {
			expect( validateWidget( widget, defaultValues( widget ) ) ).toEqual(
				widget.name === 'attendee-list'
					? { id: 'Choose an event.' }
					: {}
			);
		}
	} );

	it( 'wants an event for the attendee list', () => {
		const list = kind( 'attendee-list' );
		for ( const bad of [ '', ' ', '0', ',' ] ) {
			expect(
				validateWidget( list, { ...defaultValues( list ), id: bad } )
			).toEqual( { id: 'Choose an event.' } );
		}
		expect(
			validateWidget( list, { ...defaultValues( list ), id: '12' } )
		).toEqual( {} );
	} );

	it( 'wants numbers of at least 1', () => {
		const events = kind( 'events' );
		for ( const bad of [ '0', '-3', '', '  ', '2.5', 'abc', '1e3' ] ) {
			expect(
				validateWidget( events, {
					...defaultValues( events ),
					limit: bad,
				} )
			).toEqual( { limit: 'Enter a whole number of at least 1.' } );
		}
		expect(
			validateWidget( events, {
				...defaultValues( events ),
				limit: ' 1 ',
				desc_limit: 0,
			} )
		).toEqual( { desc_limit: 'Enter a whole number of at least 1.' } );
		expect(
			validateWidget( events, { ...defaultValues( events ), limit: 500 } )
		).toEqual( {} );
	} );

	it( 'wants the speakers slider count from 1 to 10', () => {
		const slider = kind( 'speakers-slider' );
		const check = ( count: string | number ) =>
			validateWidget( slider, {
				...defaultValues( slider ),
				slider_count: count,
			} );
		expect( check( 0 ) ).toEqual( {
			slider_count: 'Enter a whole number from 1 to 10.',
		} );
		expect( check( '11' ) ).toEqual( {
			slider_count: 'Enter a whole number from 1 to 10.',
		} );
		expect( check( '1' ) ).toEqual( {} );
		expect( check( 10 ) ).toEqual( {} );
		// The events slider has no maximum.
		const events = kind( 'events-slider' );
		expect(
			validateWidget( events, {
				...defaultValues( events ),
				slider_count: 11,
			} )
		).toEqual( {} );
	} );
} );

import { widgetByName, WIDGETS, defaultValues } from '../../catalogue';
import { scriptError, validateWidget } from '../validate';

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

	it( 'leaves out fields the form hides: the upcoming list beside no calendar', () => {
		const calendar = kind( 'events-calendar' );
		const values = { ...defaultValues( calendar ), limit: 0 };
		expect( validateWidget( calendar, values ) ).toEqual( {} );
		expect(
			validateWidget( calendar, { ...values, calendar_show: 'left' } )
		).toEqual( { limit: 'Enter a whole number of at least 1.' } );
	} );

	it( 'wants the ticket and RSVP forms’ event for a script only', () => {
		for ( const form of [ kind( 'ticket-form' ), kind( 'rsvp-form' ) ] ) {
			expect( validateWidget( form, defaultValues( form ) ) ).toEqual(
				{}
			);
			expect( scriptError( form, defaultValues( form ) ) ).toEqual( {
				field: 'event_id',
				message:
					'Choose an event to get a script: a page on another site has no event of its own.',
			} );
			expect(
				scriptError( form, {
					...defaultValues( form ),
					event_id: '12',
				} )
			).toBeNull();
		}
		// Other kinds' scripts need nothing more.
		const countdown = kind( 'countdown' );
		expect(
			scriptError( countdown, defaultValues( countdown ) )
		).toBeNull();
	} );
} );

import {
	endsAfterStart,
	fromDateTimeInput,
	getIsoWeekday,
	getLocalDate,
	getMonthPosition,
	getTimezoneOptions,
	normalizeDate,
	normalizeTime,
	toDateTimeInput,
	toLocalDateTime,
} from '../time';

describe( 'event times', () => {
	it.each( [
		[ '09:05', '09:05' ],
		[ '9:05', '09:05' ],
		[ '23:59:59', '23:59' ],
		[ '9:05 pm', '21:05' ],
		[ '12:00 AM', '00:00' ],
		[ '12:30 p.m.', '12:30' ],
		[ '24:00', '' ],
		[ '13:00 pm', '' ],
		[ '10:60', '' ],
		[ 'noon', '' ],
		[ '', '' ],
		[ null, '' ],
	] )( 'reads the time %p as %p', ( value, time ) => {
		expect( normalizeTime( value ) ).toBe( time );
	} );

	it.each( [
		[ '2026-03-29', '2026-03-29' ],
		[ '2026-03-29 10:00', '2026-03-29' ],
		[ '2026-02-30', '' ],
		[ '2026-13-01', '' ],
		[ '29/03/2026', '' ],
		[ undefined, '' ],
	] )( 'reads the date %p as %p', ( value, date ) => {
		expect( normalizeDate( value ) ).toBe( date );
	} );

	it( 'compares local date-times', () => {
		const start = toLocalDateTime( '2026-03-29', '9:00' );
		expect( start ).toBe( '2026-03-29T09:00' );
		expect(
			endsAfterStart( start, toLocalDateTime( '2026-03-29', '10:00' ) )
		).toBe( true );
		expect(
			endsAfterStart( start, toLocalDateTime( '2026-03-29', '09:00' ) )
		).toBe( false );
		expect(
			endsAfterStart( start, toLocalDateTime( '2026-03-28', '23:00' ) )
		).toBe( false );
		expect( endsAfterStart( start, null ) ).toBe( true );
		expect( toLocalDateTime( '', '09:00' ) ).toBeNull();
	} );

	it( 'converts sale times between the server and datetime-local inputs', () => {
		expect( toDateTimeInput( '2026-03-01 08:30' ) ).toBe(
			'2026-03-01T08:30'
		);
		expect( toDateTimeInput( '2026-03-01T08:30:00' ) ).toBe(
			'2026-03-01T08:30'
		);
		expect( toDateTimeInput( '' ) ).toBe( '' );
		expect( toDateTimeInput( 'soon' ) ).toBe( '' );
		expect( fromDateTimeInput( '2026-03-01T08:30' ) ).toBe(
			'2026-03-01 08:30'
		);
		expect( fromDateTimeInput( '' ) ).toBe( '' );
	} );

	it( 'gives the local date of an instant', () => {
		expect( getLocalDate( new Date( 2026, 0, 5, 23, 59 ) ) ).toBe(
			'2026-01-05'
		);
	} );
} );

describe( 'timezones', () => {
	it( 'sorts the zones, with UTC and the saved one added, underscores as spaces', () => {
		expect(
			getTimezoneOptions(
				[ 'Europe/Berlin', 'America/New_York' ],
				'Mars/Olympus'
			)
		).toEqual( [
			{ value: 'America/New_York', label: 'America/New York' },
			{ value: 'Europe/Berlin', label: 'Europe/Berlin' },
			{ value: 'Mars/Olympus', label: 'Mars/Olympus' },
			{ value: 'UTC', label: 'UTC' },
		] );
	} );

	it( 'keeps the underscores while the search has one', () => {
		expect(
			getTimezoneOptions( [ 'America/New_York' ], 'UTC', 'new_y' )
		).toEqual( [
			{ value: 'America/New_York', label: 'America/New_York' },
			{ value: 'UTC', label: 'UTC' },
		] );
		expect(
			getTimezoneOptions( [ 'America/New_York' ], 'UTC', 'new y' )[ 0 ]
				.label
		).toBe( 'America/New York' );
	} );

	it( 'does not repeat a known zone', () => {
		expect(
			getTimezoneOptions( [ 'UTC', 'Europe/Berlin' ], 'Europe/Berlin' )
		).toHaveLength( 2 );
	} );
} );

describe( 'weekdays', () => {
	it( 'gives ISO weekdays', () => {
		expect( getIsoWeekday( '2026-03-30' ) ).toBe( 1 ); // Monday
		expect( getIsoWeekday( '2026-03-29' ) ).toBe( 7 ); // Sunday
		expect( getIsoWeekday( 'x' ) ).toBeNull();
	} );

	it( 'places a date in its month', () => {
		// Tuesday 10 March 2026: the second Tuesday, not the last.
		expect( getMonthPosition( '2026-03-10' ) ).toEqual( {
			day: 10,
			weekday: 2,
			nth: 2,
			isLast: false,
		} );
		// Tuesday 31 March 2026: the fifth and last.
		expect( getMonthPosition( '2026-03-31' ) ).toEqual( {
			day: 31,
			weekday: 2,
			nth: 5,
			isLast: true,
		} );
		// Saturday 28 February 2026: the fourth and last.
		expect( getMonthPosition( '2026-02-28' ) ).toMatchObject( {
			nth: 4,
			isLast: true,
		} );
		expect( getMonthPosition( '' ) ).toBeNull();
	} );
} );

import {
	canEditRecurrence,
	fromRecurrenceValues,
	mapRecurrenceServerKey,
	toRecurrenceValues,
	toggleWeekday,
	validateRecurrence,
	type RecurrenceFormValues,
} from '../recurrence';

const WEEKLY: RecurrenceFormValues = {
	enabled: true,
	frequency: 'weekly',
	interval: '1',
	weekdays: [ 2 ],
	monthly_by: 'date',
	ends: 'after',
	until: '',
	count: '5',
};

describe( 'the Recurrence form', () => {
	it( 'is only for top-level events', () => {
		expect( canEditRecurrence( { parent: 0 } ) ).toBe( true );
		expect( canEditRecurrence( { parent: 9 } ) ).toBe( false );
	} );

	it( 'opens weekly on the start weekday, after 5, without a saved rule', () => {
		expect(
			toRecurrenceValues( {
				recurring_enabled: 'no',
				recurrence: null,
				start_date: '2026-03-10',
			} )
		).toEqual( { ...WEEKLY, enabled: false } );
	} );

	it( 'reads a saved rule', () => {
		expect(
			toRecurrenceValues( {
				recurring_enabled: 'yes',
				recurrence: {
					frequency: 'monthly',
					interval: 2,
					weekdays: [ 5, 1, 9 ],
					monthly_by: 'weekday',
					ends: 'on',
					until: '2026-12-31',
					count: 0,
				},
				start_date: '2026-03-10',
			} )
		).toEqual( {
			enabled: true,
			frequency: 'monthly',
			interval: '2',
			weekdays: [ 1, 5 ],
			monthly_by: 'weekday',
			ends: 'on',
			until: '2026-12-31',
			count: '5',
		} );
	} );

	it( 'sends only recurring_enabled when off', () => {
		expect( fromRecurrenceValues( { ...WEEKLY, enabled: false } ) ).toEqual(
			{ recurring_enabled: 'no' }
		);
	} );

	it( 'sends the rule when on, weekdays only for weekly, the chosen end only', () => {
		expect( fromRecurrenceValues( WEEKLY ) ).toEqual( {
			recurring_enabled: 'yes',
			recurrence: {
				frequency: 'weekly',
				interval: 1,
				weekdays: [ 2 ],
				monthly_by: 'date',
				ends: 'after',
				until: '',
				count: 5,
			},
		} );
		expect(
			fromRecurrenceValues( {
				...WEEKLY,
				frequency: 'daily',
				interval: '3',
				ends: 'on',
				until: '2026-04-01',
			} ).recurrence
		).toEqual( {
			frequency: 'daily',
			interval: 3,
			weekdays: [],
			monthly_by: 'date',
			ends: 'on',
			until: '2026-04-01',
			count: 0,
		} );
	} );

	it( 'keeps weekdays in order', () => {
		expect( toggleWeekday( [ 5, 2 ], 1, true ) ).toEqual( [ 1, 2, 5 ] );
		expect( toggleWeekday( [ 1, 2, 5 ], 2, false ) ).toEqual( [ 1, 5 ] );
	} );

	it( 'checks nothing while off', () => {
		expect(
			validateRecurrence(
				{ ...WEEKLY, enabled: false, interval: '0', weekdays: [] },
				'2026-03-10'
			)
		).toEqual( {} );
	} );

	it( 'accepts a valid rule', () => {
		expect( validateRecurrence( WEEKLY, '2026-03-10' ) ).toEqual( {} );
	} );

	it( 'wants an interval of 1 or more, a weekday and a count', () => {
		expect(
			validateRecurrence(
				{ ...WEEKLY, interval: '0', weekdays: [], count: '' },
				'2026-03-10'
			)
		).toEqual( {
			interval: 'Please enter a whole number of 1 or more.',
			weekdays: 'Please choose at least one day.',
			count: 'Please enter a whole number of 2 or more.',
		} );
	} );

	it( 'wants at least 2 occurrences, the event being the first', () => {
		expect(
			validateRecurrence( { ...WEEKLY, count: '1' }, '2026-03-10' )
		).toEqual( { count: 'Please enter a whole number of 2 or more.' } );
		expect(
			validateRecurrence( { ...WEEKLY, count: '2' }, '2026-03-10' )
		).toEqual( {} );
	} );

	it( 'wants a last date not before the start', () => {
		const on = { ...WEEKLY, ends: 'on' as const };
		expect( validateRecurrence( on, '2026-03-10' ) ).toEqual( {
			until: 'Please enter the last date.',
		} );
		expect(
			validateRecurrence( { ...on, until: '2026-03-09' }, '2026-03-10' )
		).toEqual( {
			until: 'The recurrence cannot end before the event starts.',
		} );
		expect(
			validateRecurrence( { ...on, until: '2026-03-10' }, '2026-03-10' )
		).toEqual( {} );
	} );

	it( 'shows server errors under its fields', () => {
		expect( mapRecurrenceServerKey( 'recurrence.interval' ) ).toBe(
			'interval'
		);
		expect( mapRecurrenceServerKey( 'recurring_enabled' ) ).toBe(
			'enabled'
		);
		expect( mapRecurrenceServerKey( 'recurrence' ) ).toBeNull();
	} );
} );

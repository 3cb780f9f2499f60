/**
 * The schedule form's pure rules: values ↔ data, checks, error keys and
 * the slot list's changes.
 */
import {
	addSlot,
	formatSlotTime,
	fromScheduleValues,
	getSlotTimeSpan,
	mapScheduleServerKey,
	MAX_SLOTS,
	moveSlot,
	newSlotValues,
	removeSlot,
	slotErrorKey,
	toScheduleValues,
	toTimeInput,
	validateSchedule,
	type ScheduleFormValues,
	type SlotFormValues,
} from '../values';

function slot( changes: Partial< SlotFormValues > = {} ): SlotFormValues {
	return {
		...newSlotValues(),
		topic: 'Keynote',
		start_time: '09:00',
		end_time: '10:00',
		...changes,
	};
}

function values(
	changes: Partial< ScheduleFormValues > = {}
): ScheduleFormValues {
	return {
		program_title: 'Opening Day',
		date: '2026-05-04',
		slots: [ slot() ],
		...changes,
	};
}

describe( 'toScheduleValues', () => {
	it( 'starts a new schedule with one empty slot', () => {
		const form = toScheduleValues( null );
		expect( form.program_title ).toBe( '' );
		expect( form.date ).toBe( '' );
		expect( form.slots ).toHaveLength( 1 );
		expect( form.slots[ 0 ] ).toMatchObject( {
			topic: '',
			start_time: '',
			end_time: '',
			room: '',
			objective: '',
			speakers: [],
		} );
	} );

	it( 'reads a saved schedule, times as HH:mm and speakers as ids', () => {
		const form = toScheduleValues( {
			program_title: 'Day 1',
			date: '2026-05-04',
			slots: [
				{
					topic: 'Welcome',
					start_time: '09:00:00',
					end_time: '9:30',
					room: 'Hall A',
					objective: 'Say hello',
					speakers: [ 3, '4' as unknown as number, 3, -1 ],
				},
			],
		} );
		expect( form ).toMatchObject( {
			program_title: 'Day 1',
			date: '2026-05-04',
			slots: [
				{
					topic: 'Welcome',
					start_time: '09:00',
					end_time: '',
					room: 'Hall A',
					objective: 'Say hello',
					speakers: [ 3, 4 ],
				},
			],
		} );
	} );

	it( 'gives each slot its own key', () => {
		const form = toScheduleValues( {
			program_title: 'Day 1',
			date: 'not a date',
			slots: [ slot(), slot() ],
		} );
		expect( form.date ).toBe( '' );
		expect( form.slots[ 0 ].key ).not.toBe( form.slots[ 1 ].key );
	} );
} );

describe( 'toTimeInput', () => {
	it.each( [
		[ '09:30', '09:30' ],
		[ '23:59:59', '23:59' ],
		[ ' 07:05 ', '07:05' ],
		[ '24:00', '' ],
		[ '9:30', '' ],
		[ 'noon', '' ],
		[ null, '' ],
	] )( '%p → %p', ( input, expected ) => {
		expect( toTimeInput( input ) ).toBe( expected );
	} );
} );

describe( 'fromScheduleValues', () => {
	it( 'sends the whole schedule with trimmed texts and no keys', () => {
		expect(
			fromScheduleValues(
				values( {
					program_title: '  Opening Day ',
					slots: [
						slot( {
							topic: ' Keynote ',
							room: ' Hall A ',
							objective: ' Why we are here\n',
							speakers: [ 7, 8 ],
						} ),
					],
				} )
			)
		).toEqual( {
			program_title: 'Opening Day',
			date: '2026-05-04',
			slots: [
				{
					topic: 'Keynote',
					start_time: '09:00',
					end_time: '10:00',
					room: 'Hall A',
					objective: 'Why we are here',
					speakers: [ 7, 8 ],
				},
			],
		} );
	} );
} );

describe( 'validateSchedule', () => {
	it( 'accepts a complete schedule, and one without slots', () => {
		expect( validateSchedule( values() ) ).toEqual( {} );
		expect( validateSchedule( values( { slots: [] } ) ) ).toEqual( {} );
	} );

	it( 'asks for the program title and the date', () => {
		expect(
			validateSchedule( values( { program_title: '   ', date: '' } ) )
		).toEqual( {
			program_title: 'Please enter the program title.',
			date: 'Please choose the date.',
		} );
		expect( validateSchedule( values( { date: '2026-02-30' } ) ) ).toEqual(
			{ date: 'Please choose a valid date.' }
		);
	} );

	it( 'asks for each slot’s topic and times, by slot', () => {
		expect(
			validateSchedule(
				values( {
					slots: [
						slot(),
						slot( { topic: ' ', start_time: '', end_time: '' } ),
					],
				} )
			)
		).toEqual( {
			'slots.1.topic': 'Please enter the topic.',
			'slots.1.start_time': 'Please choose the start time.',
			'slots.1.end_time': 'Please choose the end time.',
		} );
	} );

	it( 'wants the end after the start', () => {
		const same = slot( { start_time: '10:00', end_time: '10:00' } );
		const before = slot( { start_time: '10:00', end_time: '09:59' } );
		expect(
			validateSchedule( values( { slots: [ same, before, slot() ] } ) )
		).toEqual( {
			'slots.0.end_time': 'The slot must end after it starts.',
			'slots.1.end_time': 'The slot must end after it starts.',
		} );
	} );
} );

describe( 'server field keys', () => {
	it( 'shows known fields by their field and the rest above', () => {
		expect( mapScheduleServerKey( 'program_title' ) ).toBe(
			'program_title'
		);
		expect( mapScheduleServerKey( 'date' ) ).toBe( 'date' );
		expect( mapScheduleServerKey( 'slots.1.end_time' ) ).toBe(
			'slots.1.end_time'
		);
		expect( mapScheduleServerKey( 'slots.0.speakers' ) ).toBe(
			'slots.0.speakers'
		);
		expect( mapScheduleServerKey( 'slots' ) ).toBeNull();
		expect( mapScheduleServerKey( 'slots.0.colour' ) ).toBeNull();
		expect( mapScheduleServerKey( 'status' ) ).toBeNull();
	} );

	it( 'names slot errors as the server does', () => {
		expect( slotErrorKey( 2, 'topic' ) ).toBe( 'slots.2.topic' );
	} );
} );

describe( 'the slot list', () => {
	const [ a, b, c ] = [
		slot( { topic: 'A' } ),
		slot( { topic: 'B' } ),
		slot( { topic: 'C' } ),
	];

	it( 'adds an empty slot at the end, up to the limit', () => {
		const added = addSlot( [ a ] );
		expect( added ).toHaveLength( 2 );
		expect( added[ 1 ].topic ).toBe( '' );
		expect( added[ 1 ].key ).not.toBe( a.key );

		const full = Array.from( { length: MAX_SLOTS }, () => slot() );
		expect( addSlot( full ) ).toHaveLength( MAX_SLOTS );
	} );

	it( 'removes one slot', () => {
		expect( removeSlot( [ a, b, c ], 1 ) ).toEqual( [ a, c ] );
		expect( removeSlot( [ a ], 0 ) ).toEqual( [] );
	} );

	it( 'moves a slot up or down, not past the ends', () => {
		expect( moveSlot( [ a, b, c ], 1, -1 ) ).toEqual( [ b, a, c ] );
		expect( moveSlot( [ a, b, c ], 1, 1 ) ).toEqual( [ a, c, b ] );
		expect( moveSlot( [ a, b, c ], 0, -1 ) ).toEqual( [ a, b, c ] );
		expect( moveSlot( [ a, b, c ], 2, 1 ) ).toEqual( [ a, b, c ] );
		expect( moveSlot( [ a, b, c ], 5, -1 ) ).toEqual( [ a, b, c ] );
	} );

	it( 'shows a slot’s times in its heading, in the page’s language', () => {
		// ICU puts a narrow no-break space before AM.
		expect( getSlotTimeSpan( a, 'en-US' ) ).toMatch(
			/^9:00\sAM – 10:00\sAM$/
		);
		expect( getSlotTimeSpan( a, 'de-DE' ) ).toBe( '9:00 – 10:00' );
		expect(
			getSlotTimeSpan( { start_time: '13:05', end_time: '' }, 'en-GB' )
		).toBe( '13:05' );
		expect( getSlotTimeSpan( { start_time: '', end_time: '' } ) ).toBe(
			''
		);
		expect( formatSlotTime( '00:30', 'en-US' ) ).toMatch( /^12:30\sAM$/ );
	} );
} );

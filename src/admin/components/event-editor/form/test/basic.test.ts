import {
	fromBasicValues,
	getNewBasicValues,
	getStatusChoice,
	mapBasicServerKey,
	toBasicValues,
	validateBasic,
	type BasicFormValues,
} from '../basic';
import { makeEvent } from '../../../../utils/test/event-fixture';

const VALID: BasicFormValues = {
	...getNewBasicValues( new Date( 2026, 2, 10, 8 ), 'Europe/Berlin' ),
	title: 'Jazz Night',
};

describe( 'the Basic info form', () => {
	it( 'opens a new event today from 09:00 to 17:00, a draft in the browser zone', () => {
		expect(
			getNewBasicValues( new Date( 2026, 2, 10, 8 ), 'Asia/Tokyo' )
		).toEqual( {
			title: '',
			description: '',
			start_date: '2026-03-10',
			start_time: '09:00',
			end_date: '2026-03-10',
			end_time: '17:00',
			timezone: 'Asia/Tokyo',
			status: 'draft',
			categories: [],
			tags: [],
			banner: 0,
			banner_url: '',
		} );
	} );

	it( 'reads a saved event, normalizing times and defaulting the zone', () => {
		const values = toBasicValues(
			makeEvent( {
				start_time: '7:30 pm',
				end_time: '23:00:00',
				timezone: '',
				banner: 7,
				banner_url: 'https://example.com/b.jpg',
				categories: [ 4, 4, 5 ],
			} ),
			'UTC'
		);
		expect( values ).toMatchObject( {
			title: 'Jazz Night',
			start_time: '19:30',
			end_time: '23:00',
			timezone: 'UTC',
			banner: 7,
			banner_url: 'https://example.com/b.jpg',
			categories: [ 4, 5 ],
		} );
	} );

	it( 'sends the Basic info fields only, the title trimmed', () => {
		expect(
			fromBasicValues( {
				...VALID,
				title: '  Jazz Night ',
				banner: 7,
				banner_url: 'https://example.com/b.jpg',
			} )
		).toEqual( {
			title: 'Jazz Night',
			description: '',
			start_date: '2026-03-10',
			start_time: '09:00',
			end_date: '2026-03-10',
			end_time: '17:00',
			timezone: 'Europe/Berlin',
			status: 'draft',
			categories: [],
			tags: [],
			banner: 7,
		} );
	} );

	it( 'shows statuses as Draft, Pending review or Published, and sends one of those', () => {
		expect( getStatusChoice( 'draft' ) ).toBe( 'draft' );
		expect( getStatusChoice( 'pending' ) ).toBe( 'pending' );
		expect( getStatusChoice( 'publish' ) ).toBe( 'publish' );
		expect( getStatusChoice( 'future' ) ).toBe( 'publish' );
		expect( fromBasicValues( { ...VALID, status: 'future' } ).status ).toBe(
			'publish'
		);
		expect(
			fromBasicValues( { ...VALID, status: 'pending' } ).status
		).toBe( 'pending' );
	} );

	it( 'accepts a complete event', () => {
		expect( validateBasic( VALID ) ).toEqual( {} );
	} );

	it( 'requires a title', () => {
		expect( validateBasic( { ...VALID, title: '   ' } ) ).toEqual( {
			title: 'Please enter the event title.',
		} );
	} );

	it( 'requires the dates and times', () => {
		expect(
			validateBasic( {
				...VALID,
				start_date: '',
				start_time: '',
				end_date: '2026-02-31',
				end_time: '',
			} )
		).toEqual( {
			start_date: 'Please enter the start date.',
			start_time: 'Please enter the start time.',
			end_date: 'Please enter the end date.',
			end_time: 'Please enter the end time.',
		} );
	} );

	it.each( [
		[ '2026-03-10', '09:00' ],
		[ '2026-03-10', '08:59' ],
		[ '2026-03-09', '23:00' ],
	] )( 'refuses an end (%s %s) not after the start', ( date, time ) => {
		expect(
			validateBasic( { ...VALID, end_date: date, end_time: time } )
		).toEqual( { end_date: 'The event must end after it starts.' } );
	} );

	it( 'accepts an end on a later day at an earlier hour', () => {
		expect(
			validateBasic( {
				...VALID,
				end_date: '2026-03-11',
				end_time: '01:00',
			} )
		).toEqual( {} );
	} );

	it( 'requires a timezone', () => {
		expect( validateBasic( { ...VALID, timezone: '' } ) ).toEqual( {
			timezone: 'Please choose a timezone.',
		} );
	} );

	it( 'shows server errors of its own fields', () => {
		expect( mapBasicServerKey( 'start_time' ) ).toBe( 'start_time' );
		expect( mapBasicServerKey( 'tickets' ) ).toBeNull();
	} );
} );

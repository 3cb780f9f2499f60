import { type View } from '@wordpress/dataviews/wp';

import {
	formatCapacity,
	getCapacityShare,
	getStatusChoices,
	getViewStatus,
	isRsvpModuleOff,
	rsvpEventsViewToQuery,
	rsvpViewToQuery,
	STATUS_FILTER_FIELD,
	toResponseExportQuery,
} from '../rules';

const view = ( more: Partial< View > = {} ): View =>
	( {
		type: 'table',
		page: 1,
		perPage: 10,
		search: '',
		filters: [],
		...more,
	} ) as View;

const status = ( value: string ) => ( {
	field: STATUS_FILTER_FIELD,
	operator: 'is' as const,
	value,
} );

describe( 'rsvpViewToQuery', () => {
	it( 'asks for the going responses of the event by default', () => {
		expect( rsvpViewToQuery( view(), 12 ) ).toEqual( {
			event_id: 12,
			paged: 1,
			per_page: 10,
			status: 'going',
		} );
	} );

	it( 'sends the chosen status, the search, the page and the days', () => {
		expect(
			rsvpViewToQuery(
				view( {
					page: 3,
					perPage: 20,
					search: '  ann lee ',
					filters: [
						status( 'not_going' ),
						{
							field: 'date',
							operator: 'between',
							value: [ '2027-01-01', '' ],
						},
					],
				} ),
				5
			)
		).toEqual( {
			event_id: 5,
			paged: 3,
			per_page: 20,
			search: 'ann lee',
			status: 'not_going',
			date_from: '2027-01-01',
		} );
		expect(
			rsvpViewToQuery( view( { filters: [ status( 'all' ) ] } ), 5 )
				.status
		).toBe( 'all' );
	} );

	it( 'falls back to going for a status it does not know', () => {
		expect(
			getViewStatus( view( { filters: [ status( 'nope' ) ] } ) )
		).toBe( 'going' );
		expect(
			getViewStatus( view( { filters: [ status( 'waiting' ) ] } ) )
		).toBe( 'waiting' );
	} );

	it( 'pages and searches the events by title', () => {
		expect(
			rsvpEventsViewToQuery( view( { page: 2, search: 'jazz' } ) )
		).toEqual( { paged: 2, per_page: 10, search: 'jazz' } );
	} );
} );

describe( 'toResponseExportQuery', () => {
	it( 'exports the filter of the list on every page, not its page', () => {
		expect(
			toResponseExportQuery(
				rsvpViewToQuery(
					view( {
						page: 3,
						search: 'lee',
						filters: [ status( 'maybe' ) ],
					} ),
					12
				)
			)
		).toEqual( {
			event_id: 12,
			status: 'maybe',
			search: 'lee',
			date_from: '',
			date_to: '',
		} );
		expect(
			toResponseExportQuery( rsvpViewToQuery( view(), 12 ) )
		).toMatchObject( { status: 'going', search: '' } );
	} );
} );

describe( 'getStatusChoices', () => {
	it( 'offers going first (no filter), the others, then all, with their counts', () => {
		expect(
			getStatusChoices( { going: 3, maybe: 1, not_going: 2, waiting: 0 } )
		).toEqual( [
			{ value: '', label: 'Going (3)' },
			{ value: 'maybe', label: 'Maybe (1)' },
			{ value: 'not_going', label: 'Not going (2)' },
			{ value: 'waiting', label: 'Waiting list (0)' },
			{ value: 'all', label: 'All responses (6)' },
		] );
	} );

	it( 'names them without counts while they load', () => {
		expect(
			getStatusChoices( null ).map( ( choice ) => choice.label )
		).toEqual( [
			'Going',
			'Maybe',
			'Not going',
			'Waiting list',
			'All responses',
		] );
	} );
} );

describe( 'the capacity', () => {
	it( 'reads people going of the limit, or no limit', () => {
		expect( formatCapacity( 4, 5 ) ).toBe( '4 / 5' );
		expect( formatCapacity( 1200, -1 ) ).toBe( '1,200 (no limit)' );
	} );

	it( 'is a share of the limit, capped at 100', () => {
		expect( getCapacityShare( 4, 5 ) ).toBe( 80 );
		expect( getCapacityShare( 7, 5 ) ).toBe( 100 );
		expect( getCapacityShare( 0, 0 ) ).toBe( 100 );
		expect( getCapacityShare( 3, -1 ) ).toBeNull();
	} );
} );

describe( 'isRsvpModuleOff', () => {
	it( 'is off only when the settings say so', () => {
		expect( isRsvpModuleOff( { modules: { rsvp: 'off' } } ) ).toBe( true );
		expect( isRsvpModuleOff( { modules: {} } ) ).toBe( true );
		expect( isRsvpModuleOff( { modules: { rsvp: 'on' } } ) ).toBe( false );
		expect( isRsvpModuleOff( null ) ).toBe( false );
	} );
} );

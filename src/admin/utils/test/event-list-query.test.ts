import type { View } from '@wordpress/dataviews/wp';

import {
	clearFilters,
	eventViewToQuery,
	getDateRange,
	getStatusFilter,
	hasActiveFilters,
	isSiteWithoutEvents,
	setDateRange,
	setStatusFilter,
} from '../event-list-query';
import { applyViewChange } from '../view-to-query';

const VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 10,
	search: '',
	filters: [],
};

describe( 'eventViewToQuery', () => {
	it( 'asks for all events, page 1, 10 a page by default', () => {
		expect( eventViewToQuery( VIEW ) ).toEqual( {
			paged: 1,
			per_page: 10,
			status: 'all',
		} );
	} );

	it( 'sends the search as search_keyword, trimmed', () => {
		const query = eventViewToQuery( { ...VIEW, search: '  Gala ' } );
		expect( query.search_keyword ).toBe( 'Gala' );
		expect( query ).not.toHaveProperty( 'search' );
	} );

	it.each( [ 'draft', 'ongoing', 'upcoming', 'past' ] as const )(
		'filters by status %s',
		( status ) => {
			expect(
				eventViewToQuery( setStatusFilter( VIEW, status ) ).status
			).toBe( status );
		}
	);

	it( 'sends the date range as start_date and end_date', () => {
		expect(
			eventViewToQuery( setDateRange( VIEW, '2026-03-01', '2026-03-31' ) )
		).toEqual( {
			paged: 1,
			per_page: 10,
			status: 'all',
			start_date: '2026-03-01',
			end_date: '2026-03-31',
		} );
	} );

	it( 'sends an open-ended range with one end only', () => {
		const query = eventViewToQuery(
			setDateRange( VIEW, '', '2026-03-31' )
		);
		expect( query.end_date ).toBe( '2026-03-31' );
		expect( query ).not.toHaveProperty( 'start_date' );
	} );

	it( 'puts a reversed range in order', () => {
		const query = eventViewToQuery(
			setDateRange( VIEW, '2026-04-10', '2026-04-01' )
		);
		expect( [ query.start_date, query.end_date ] ).toEqual( [
			'2026-04-01',
			'2026-04-10',
		] );
	} );

	it( 'keeps page and page size', () => {
		expect(
			eventViewToQuery( { ...VIEW, page: 3, perPage: 50 } )
		).toMatchObject( { paged: 3, per_page: 50 } );
	} );
} );

describe( 'the status and date filters', () => {
	it( 'read back what was set', () => {
		const view = setDateRange(
			setStatusFilter( VIEW, 'upcoming' ),
			'2026-01-01',
			'2026-01-31'
		);
		expect( getStatusFilter( view ) ).toBe( 'upcoming' );
		expect( getDateRange( view ) ).toEqual( {
			start: '2026-01-01',
			end: '2026-01-31',
		} );
	} );

	it( 'drop the filter for all and for an empty range', () => {
		const view = setDateRange(
			setStatusFilter(
				setDateRange(
					setStatusFilter( VIEW, 'draft' ),
					'2026-01-01',
					''
				),
				'all'
			),
			'',
			''
		);
		expect( view.filters ).toEqual( [] );
		expect( getStatusFilter( view ) ).toBe( 'all' );
	} );

	it( 'ignore values that are not dates or statuses', () => {
		const view: View = {
			...VIEW,
			filters: [
				{ field: 'status', operator: 'is', value: 'trash' },
				{ field: 'date', operator: 'between', value: [ 'soon', 3 ] },
			],
		};
		expect( getStatusFilter( view ) ).toBe( 'all' );
		expect( getDateRange( view ) ).toEqual( { start: '', end: '' } );
		expect( setDateRange( VIEW, 'yesterday', '' ).filters ).toEqual( [] );
	} );

	it( 'send the list back to page 1 when they change', () => {
		const onPage3 = { ...VIEW, page: 3 };
		expect(
			applyViewChange( onPage3, setStatusFilter( onPage3, 'draft' ) ).page
		).toBe( 1 );
		expect(
			applyViewChange(
				onPage3,
				setDateRange( onPage3, '2026-01-01', '' )
			).page
		).toBe( 1 );
		expect( applyViewChange( onPage3, { ...onPage3, page: 4 } ).page ).toBe(
			4
		);
	} );

	it( 'count as active until cleared', () => {
		expect( hasActiveFilters( VIEW ) ).toBe( false );
		expect( hasActiveFilters( { ...VIEW, search: 'x' } ) ).toBe( true );
		expect( hasActiveFilters( { ...VIEW, search: '  ' } ) ).toBe( false );
		const filtered = setDateRange(
			setStatusFilter( { ...VIEW, search: 'x', perPage: 50 }, 'past' ),
			'2026-01-01',
			''
		);
		expect( hasActiveFilters( filtered ) ).toBe( true );
		const cleared = clearFilters( filtered );
		expect( hasActiveFilters( cleared ) ).toBe( false );
		expect( cleared.perPage ).toBe( 50 );
	} );
} );

describe( 'isSiteWithoutEvents', () => {
	const loaded = {
		view: VIEW,
		isLoaded: true,
		hasError: false,
		totalItems: 0,
	};

	it( 'is true when an unfiltered list counts no events', () => {
		expect( isSiteWithoutEvents( loaded ) ).toBe( true );
	} );

	it( 'waits for the answer, and not after an error', () => {
		expect( isSiteWithoutEvents( { ...loaded, isLoaded: false } ) ).toBe(
			false
		);
		expect( isSiteWithoutEvents( { ...loaded, hasError: true } ) ).toBe(
			false
		);
	} );

	it( 'is false with events, or when filters hide them', () => {
		expect( isSiteWithoutEvents( { ...loaded, totalItems: 3 } ) ).toBe(
			false
		);
		expect(
			isSiteWithoutEvents( {
				...loaded,
				view: setStatusFilter( VIEW, 'draft' ),
			} )
		).toBe( false );
		expect(
			isSiteWithoutEvents( { ...loaded, view: { ...VIEW, search: 'a' } } )
		).toBe( false );
		expect(
			isSiteWithoutEvents( { ...loaded, view: { ...VIEW, page: 2 } } )
		).toBe( false );
	} );
} );

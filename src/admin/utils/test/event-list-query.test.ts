import type { View } from '@wordpress/dataviews/wp';

import {
	eventViewToQuery,
	getStatusFilter,
	withLinkedStatus,
	type EventListStatus,
} from '../event-list-query';
import {
	applyViewChange,
	getDateRange,
	setDateRange,
	withViewFilter,
} from '../view-to-query';

const VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 10,
	search: '',
	filters: [],
};

/**
 * The view filtered by a status, as the Status select sets it.
 *
 * @param view   The view.
 * @param status The status.
 */
function withStatus( view: View, status: EventListStatus ): View {
	return withViewFilter( view, 'status', {
		field: 'status',
		operator: 'is',
		value: status,
	} );
}

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

	it.each( [ 'draft', 'pending', 'ongoing', 'upcoming', 'past' ] as const )(
		'filters by status %s',
		( status ) => {
			expect(
				eventViewToQuery( withStatus( VIEW, status ) ).status
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
			withStatus( VIEW, 'upcoming' ),
			'2026-01-01',
			'2026-01-31'
		);
		expect( getStatusFilter( view ) ).toBe( 'upcoming' );
		expect( getDateRange( view ) ).toEqual( {
			start: '2026-01-01',
			end: '2026-01-31',
		} );
	} );

	it( 'drop the date filter for an empty range', () => {
		const view = setDateRange(
			setDateRange( VIEW, '2026-01-01', '' ),
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
			applyViewChange( onPage3, withStatus( onPage3, 'draft' ) ).page
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
} );

describe( 'withLinkedStatus', () => {
	it( 'opens the list on the status a link names', () => {
		const view = withLinkedStatus( VIEW, 'pending' );
		expect( view.filters ).toEqual( [
			{ field: 'status', operator: 'is', value: 'pending' },
		] );
		expect( eventViewToQuery( view ).status ).toBe( 'pending' );
	} );

	it( 'keeps the view for no status, all, or one the list does not offer', () => {
		for ( const status of [ null, '', 'all', 'trash', 'publish' ] ) {
			expect( withLinkedStatus( VIEW, status ) ).toBe( VIEW );
		}
	} );
} );

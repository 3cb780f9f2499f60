import type { View } from '@wordpress/dataviews/wp';

import {
	applyViewChange,
	clearViewFilters,
	getPageRange,
	isSiteWithoutItems,
	isViewFiltered,
	viewToQuery,
	withSelectFilter,
} from '../view-to-query';

const VIEW: View = {
	type: 'table',
	page: 3,
	perPage: 20,
	search: '',
	fields: [ 'description' ],
};

describe( 'viewToQuery', () => {
	it( 'maps page and page size', () => {
		expect( viewToQuery( VIEW, [] ) ).toEqual( { paged: 3, per_page: 20 } );
		expect( viewToQuery( { type: 'table' }, [] ) ).toEqual( {
			paged: 1,
			per_page: 10,
		} );
	} );

	it( 'sends a trimmed search, and none when empty', () => {
		expect( viewToQuery( { ...VIEW, search: '  jazz ' }, [] ).search ).toBe(
			'jazz'
		);
		expect(
			viewToQuery( { ...VIEW, search: '   ' }, [] )
		).not.toHaveProperty( 'search' );
	} );

	it( 'names the search argument as the endpoint does', () => {
		expect(
			viewToQuery( { ...VIEW, search: ' gala ' }, [], {
				searchParam: 'search_keyword',
			} )
		).toEqual( { paged: 3, per_page: 20, search_keyword: 'gala' } );
	} );

	it( 'sorts only by fields the server sorts by', () => {
		expect(
			viewToQuery(
				{ ...VIEW, sort: { field: 'count', direction: 'desc' } },
				[ 'name', 'count' ]
			)
		).toEqual( {
			paged: 3,
			per_page: 20,
			orderby: 'count',
			order: 'desc',
		} );
		expect(
			viewToQuery(
				{ ...VIEW, sort: { field: 'description', direction: 'asc' } },
				[ 'name', 'count' ]
			)
		).not.toHaveProperty( 'orderby' );
	} );
} );

describe( 'applyViewChange', () => {
	it( 'goes back to page 1 when the search changes', () => {
		expect(
			applyViewChange( VIEW, { ...VIEW, search: 'rock' } ).page
		).toBe( 1 );
	} );

	it( 'goes back to page 1 when the filters or the page size change', () => {
		expect(
			applyViewChange( VIEW, {
				...VIEW,
				filters: [ { field: 'parent', operator: 'is', value: 2 } ],
			} ).page
		).toBe( 1 );
		expect( applyViewChange( VIEW, { ...VIEW, perPage: 50 } ).page ).toBe(
			1
		);
	} );

	it( 'keeps the page for paging and sorting', () => {
		expect( applyViewChange( VIEW, { ...VIEW, page: 4 } ).page ).toBe( 4 );
		expect(
			applyViewChange( VIEW, {
				...VIEW,
				sort: { field: 'name', direction: 'desc' },
			} ).page
		).toBe( 3 );
	} );
} );

describe( 'getPageRange', () => {
	it( 'gives the first and last position shown', () => {
		expect( getPageRange( 1, 10, 12 ) ).toEqual( { from: 1, to: 10 } );
		expect( getPageRange( 2, 10, 12 ) ).toEqual( { from: 11, to: 12 } );
		expect( getPageRange( 1, 10, 0 ) ).toEqual( { from: 0, to: 0 } );
	} );
} );

describe( 'the filters of a list', () => {
	const GROUP = {
		id: 'group',
		elements: [
			{ value: 0, label: 'All groups' },
			{ value: 5, label: 'Keynotes' },
		],
	};

	it( 'hold a select’s choice, and none for its first element', () => {
		const chosen = withSelectFilter( VIEW, GROUP, '5' );
		expect( chosen.filters ).toEqual( [
			{ field: 'group', operator: 'is', value: 5 },
		] );
		expect( withSelectFilter( chosen, GROUP, '0' ).filters ).toEqual( [] );
		expect( withSelectFilter( chosen, GROUP, '7' ).filters ).toEqual( [] );
	} );

	it( 'count as active until cleared, with the search', () => {
		expect( isViewFiltered( VIEW ) ).toBe( false );
		expect( isViewFiltered( { ...VIEW, search: '  ' } ) ).toBe( false );
		expect( isViewFiltered( { ...VIEW, search: 'x' } ) ).toBe( true );
		const filtered = withSelectFilter( VIEW, GROUP, '5' );
		expect( isViewFiltered( filtered ) ).toBe( true );
		const cleared = clearViewFilters( { ...filtered, search: 'x' } );
		expect( isViewFiltered( cleared ) ).toBe( false );
		expect( cleared.perPage ).toBe( 20 );
	} );
} );

describe( 'isSiteWithoutItems', () => {
	const state = {
		view: { ...VIEW, page: 1 },
		isLoaded: true,
		hasError: false,
		totalItems: 0,
	};

	it( 'holds for an unfiltered first page that counted none', () => {
		expect( isSiteWithoutItems( state ) ).toBe( true );
	} );

	it( 'does not hold while loading, after an error, or with items', () => {
		expect( isSiteWithoutItems( { ...state, isLoaded: false } ) ).toBe(
			false
		);
		expect( isSiteWithoutItems( { ...state, hasError: true } ) ).toBe(
			false
		);
		expect( isSiteWithoutItems( { ...state, totalItems: 1 } ) ).toBe(
			false
		);
	} );

	it( 'does not hold for a search, a filter or another page', () => {
		for ( const view of [
			{ ...state.view, search: 'nothing' },
			{
				...state.view,
				filters: [
					{ field: 'year', operator: 'is' as const, value: 2020 },
				],
			},
			{ ...state.view, page: 2 },
		] ) {
			expect( isSiteWithoutItems( { ...state, view } ) ).toBe( false );
		}
	} );
} );

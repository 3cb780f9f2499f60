import type { View } from '@wordpress/dataviews/wp';

import { applyViewChange, getPageRange, viewToQuery } from '../view-to-query';

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

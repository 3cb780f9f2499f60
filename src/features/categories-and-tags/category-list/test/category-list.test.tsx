/**
 * The category list at /categories: what every list does
 * (`describeList()`), and each category's parent.
 */
import { screen, within } from '@testing-library/react';

import type { EventCategory } from '../../../../stores/event-categories';
import {
	EVENT_MANAGER,
	listResponse,
	mockRest,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';
import {
	describeList,
	rowOf,
	type ListCase,
} from '../../../../admin/test/lists';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

function category( id: number, name: string, parent = 0 ): EventCategory {
	return {
		id,
		name,
		slug: name.toLowerCase(),
		description: `${ name } events`,
		parent,
		count: id,
		meta: {},
	};
}

const MUSIC = category( 1, 'Music' );
const JAZZ = category( 2, 'Jazz', 1 );
const TALKS = category( 3, 'Talks' );
const FILM = category( 4, 'Film' );

const CATEGORIES: ListCase< EventCategory > = {
	route: '/categories',
	restPath: '/eventin/v2/event/categories',
	rest: () => restFor( EVENT_MANAGER ),
	respond: listResponse,
	items: [ MUSIC, TALKS, FILM ],
	title: ( item ) => item.name,
	alwaysAdd: '&orderby=name&order=asc',
	noun: { one: 'category', many: 'categories' },
	searchLabel: 'Search categories',
	columns: [ 'Name', 'Description', 'Parent', 'Count', 'Action' ],
	addNew: { label: 'Add New Category', href: '/categories/create' },
	perPageLabel: 'Categories per page',
	filterLabels: [],
	deleteInMenu: true,
};

describe( 'the category list', () => {
	describeList( CATEGORIES );

	it( 'shows each category with its parent', async () => {
		mockRest( {
			...restFor( EVENT_MANAGER ),
			'GET /eventin/v2/event/categories': () =>
				listResponse( [ JAZZ, MUSIC ], 12 ),
		} );
		renderApp( '/categories' );

		await screen.findByText( 'Jazz' );
		const jazz = rowOf( 'Jazz' );
		expect( jazz ).toHaveTextContent( 'Jazz events' );
		expect( within( jazz ).getByText( 'Music' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Showing 1 - 10 of 12 categories' )
		).toBeInTheDocument();
	} );
} );

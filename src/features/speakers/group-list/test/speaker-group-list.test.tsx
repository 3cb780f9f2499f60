/**
 * The speaker group list at /group: what every list does
 * (`describeList()`), the speaker counts, and who may open it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SpeakerGroup } from '../../../../stores/speaker-groups';
import {
	EVENT_MANAGER,
	listResponse,
	mockRest,
	ORGANIZER_MANAGER,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';
import {
	describeList,
	listPaths,
	openList,
	rowOf,
	type ListCase,
} from '../../../../admin/test/lists';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

function group( id: number, name: string, count: number ): SpeakerGroup {
	return {
		id,
		name,
		slug: name.toLowerCase(),
		description: '',
		count,
	};
}

const KEYNOTES = group( 1, 'Keynotes', 4 );
const PANEL = group( 2, 'Panel', 0 );
const WORKSHOPS = group( 3, 'Workshops', 2 );

const GROUPS: ListCase< SpeakerGroup > = {
	route: '/group',
	restPath: '/eventin/v2/speaker/categories',
	rest: () => restFor( ORGANIZER_MANAGER ),
	respond: listResponse,
	items: [ KEYNOTES, PANEL, WORKSHOPS ],
	title: ( item ) => item.name,
	alwaysAdd: '&orderby=name&order=asc',
	noun: { one: 'group', many: 'groups' },
	searchLabel: 'Search groups',
	columns: [ 'Name', 'Speakers', 'Action' ],
	addNew: { label: 'Add New Group', href: '/group/create' },
	perPageLabel: 'Groups per page',
	filterLabels: [],
	deleteInMenu: true,
};

describe( 'the speaker group list', () => {
	describeList( GROUPS );

	it( 'shows how many speakers each group has', async () => {
		await openList( GROUPS, { items: [ KEYNOTES, PANEL ] } );

		expect( within( rowOf( 'Keynotes' ) ).getByText( '4' ) ).toBeVisible();
		expect( within( rowOf( 'Panel' ) ).getByText( '0' ) ).toBeVisible();
	} );

	it( 'says so when the search matches nothing', async () => {
		const user = userEvent.setup();
		await openList( GROUPS, {
			answers: {
				'GET /eventin/v2/speaker/categories': ( {
					path,
				}: {
					path: string;
				} ) =>
					path.includes( 'search=' )
						? listResponse( [] )
						: listResponse( [ KEYNOTES ] ),
			},
		} );

		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search groups' } ),
			'zzz'
		);

		expect(
			await screen.findByText( 'No groups match your search.' )
		).toBeInTheDocument();
	} );

	it( 'is not for users without etn_manage_organizer', async () => {
		mockRest( restFor( EVENT_MANAGER ) );
		renderApp( '/group' );

		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		expect( listPaths( GROUPS.restPath ) ).toEqual( [] );
	} );
} );

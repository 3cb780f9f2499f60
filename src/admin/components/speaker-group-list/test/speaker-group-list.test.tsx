import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	EVENT_MANAGER,
	listResponse,
	mockApiFetch,
	mockRest,
	ORGANIZER_MANAGER,
	renderApp,
	restFor,
} from '../../../test/helpers';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const LIST = 'GET /eventin/v2/speaker/categories';

function group( id: number, name: string, count: number ) {
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

function listPaths() {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter(
			( options ) =>
				! options.method &&
				options.path.startsWith( '/eventin/v2/speaker/categories?' )
		)
		.map( ( options ) => options.path );
}

function rowOf( name: string ) {
	return screen.getByText( name ).closest( 'tr' ) as HTMLElement;
}

/**
 * Picks Delete in a row's Actions menu.
 * @param user
 * @param name
 */
async function deleteRow(
	user: ReturnType< typeof userEvent.setup >,
	name: string
) {
	await user.click(
		within( rowOf( name ) ).getByRole( 'button', { name: 'Actions' } )
	);
	await user.click(
		await screen.findByRole( 'menuitem', { name: 'Delete' } )
	);
}

describe( 'the speaker group list', () => {
	it( 'shows the groups with their speaker counts and the totals', async () => {
		mockRest( {
			...restFor( ORGANIZER_MANAGER ),
			[ LIST ]: () => listResponse( [ KEYNOTES, PANEL ], 12 ),
		} );
		renderApp( '/group' );

		await screen.findByText( 'Keynotes' );
		expect(
			screen.getByRole( 'columnheader', { name: /Speakers/ } )
		).toBeInTheDocument();
		expect( within( rowOf( 'Keynotes' ) ).getByText( '4' ) ).toBeVisible();
		expect( within( rowOf( 'Panel' ) ).getByText( '0' ) ).toBeVisible();
		expect(
			screen.getByText( 'Showing 1 - 10 of 12 groups' )
		).toBeInTheDocument();
		expect( listPaths()[ 0 ] ).toBe(
			'/eventin/v2/speaker/categories?paged=1&per_page=10&orderby=name&order=asc'
		);
		expect(
			screen.getByRole( 'link', { name: 'Add New Group' } )
		).toBeInTheDocument();
	} );

	it( 'searches on the server, from page 1', async () => {
		const user = userEvent.setup();
		mockRest( {
			...restFor( ORGANIZER_MANAGER ),
			[ LIST ]: ( { path }: { path: string } ) =>
				path.includes( 'search=work' )
					? listResponse( [ WORKSHOPS ] )
					: listResponse( [ KEYNOTES, PANEL ] ),
		} );
		renderApp( '/group' );
		await screen.findByText( 'Keynotes' );

		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search groups' } ),
			'work'
		);

		expect( await screen.findByText( 'Workshops' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( screen.queryByText( 'Keynotes' ) ).not.toBeInTheDocument()
		);
		expect( listPaths() ).toContain(
			'/eventin/v2/speaker/categories?paged=1&per_page=10&search=work&orderby=name&order=asc'
		);
	} );

	it( 'says so when the search matches nothing', async () => {
		const user = userEvent.setup();
		mockRest( {
			...restFor( ORGANIZER_MANAGER ),
			[ LIST ]: ( { path }: { path: string } ) =>
				path.includes( 'search=' )
					? listResponse( [] )
					: listResponse( [ KEYNOTES ] ),
		} );
		renderApp( '/group' );
		await screen.findByText( 'Keynotes' );

		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search groups' } ),
			'zzz'
		);

		expect(
			await screen.findByText( 'No groups match your search.' )
		).toBeInTheDocument();
	} );

	it( 'deletes one group after confirmation', async () => {
		const user = userEvent.setup();
		let deleted = false;
		mockRest( {
			...restFor( ORGANIZER_MANAGER ),
			[ LIST ]: () =>
				listResponse( deleted ? [ PANEL ] : [ KEYNOTES, PANEL ] ),
			'DELETE /eventin/v2/speaker/categories': () => {
				deleted = true;
				return { deleted: [ 1 ] };
			},
		} );
		renderApp( '/group' );
		await screen.findByText( 'Keynotes' );

		await deleteRow( user, 'Keynotes' );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		expect( dialog ).toHaveTextContent(
			'Are you sure you want to delete this group?'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);

		expect(
			await screen.findByText( 'Successfully deleted the group!' )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/speaker/categories?ids%5B0%5D=1',
			method: 'DELETE',
		} );
		await waitFor( () =>
			expect( screen.queryByText( 'Keynotes' ) ).not.toBeInTheDocument()
		);
		expect( screen.getByText( 'Panel' ) ).toBeInTheDocument();
	} );

	it( 'deletes the selected groups in bulk', async () => {
		const user = userEvent.setup();
		let deleted = false;
		mockRest( {
			...restFor( ORGANIZER_MANAGER ),
			[ LIST ]: () =>
				listResponse(
					deleted ? [ WORKSHOPS ] : [ KEYNOTES, PANEL, WORKSHOPS ]
				),
			'DELETE /eventin/v2/speaker/categories': () => {
				deleted = true;
				return { deleted: [ 1, 2 ] };
			},
		} );
		renderApp( '/group' );
		await screen.findByText( 'Keynotes' );

		for ( const name of [ 'Keynotes', 'Panel' ] ) {
			await user.click( within( rowOf( name ) ).getByRole( 'checkbox' ) );
		}
		const deleteButtons = screen.getAllByRole( 'button', {
			name: 'Delete',
		} );
		await user.click( deleteButtons[ deleteButtons.length - 1 ] );

		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		expect( dialog ).toHaveTextContent(
			'Are you sure you want to delete these groups?'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);

		expect(
			await screen.findByText( 'Successfully deleted the groups!' )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/speaker/categories?ids%5B0%5D=1&ids%5B1%5D=2',
			method: 'DELETE',
		} );
		await waitFor( () =>
			expect( screen.queryByText( 'Panel' ) ).not.toBeInTheDocument()
		);
		expect( screen.getByText( 'Workshops' ) ).toBeInTheDocument();
	} );

	it( 'notifies "Failed to delete the group!" with the server’s reason', async () => {
		const user = userEvent.setup();
		mockRest( {
			...restFor( ORGANIZER_MANAGER ),
			[ LIST ]: () => listResponse( [ KEYNOTES ] ),
			'DELETE /eventin/v2/speaker/categories': () => {
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
					data: { status: 403 },
				};
			},
		} );
		renderApp( '/group' );
		await screen.findByText( 'Keynotes' );

		await deleteRow( user, 'Keynotes' );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);

		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Failed to delete the group!' );
		expect( alert ).toHaveTextContent(
			'Sorry, you are not allowed to do that.'
		);
		expect( screen.getByText( 'Keynotes' ) ).toBeInTheDocument();
	} );

	it( 'is not for users without etn_manage_organizer', async () => {
		mockRest( restFor( EVENT_MANAGER ) );
		renderApp( '/group' );

		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		expect( listPaths() ).toEqual( [] );
	} );
} );

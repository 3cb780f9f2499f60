import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	EVENT_MANAGER,
	listResponse,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
} from '../../../test/helpers';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

function category( id: number, name: string, parent = 0 ) {
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

function listPaths() {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter(
			( options ) =>
				! options.method && options.path.includes( 'categories?' )
		)
		.map( ( options ) => options.path );
}

describe( 'the category list', () => {
	it( 'shows the categories with their parent and the totals', async () => {
		mockRest( {
			...restFor( EVENT_MANAGER ),
			'GET /eventin/v2/event/categories': () =>
				listResponse( [ JAZZ, MUSIC ], 12 ),
		} );
		renderApp( '/categories' );

		const jazz = ( await screen.findByText( 'Jazz' ) ).closest(
			'tr'
		) as HTMLElement;
		expect( jazz ).toHaveTextContent( 'Jazz events' );
		expect( within( jazz ).getByText( 'Music' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Showing 1 - 10 of 12 categories' )
		).toBeInTheDocument();
		expect( listPaths()[ 0 ] ).toBe(
			'/eventin/v2/event/categories?paged=1&per_page=10&orderby=name&order=asc'
		);
	} );

	it( 'searches on the server, from page 1', async () => {
		const user = userEvent.setup();
		mockRest( {
			...restFor( EVENT_MANAGER ),
			'GET /eventin/v2/event/categories': ( {
				path,
			}: {
				path: string;
			} ) =>
				path.includes( 'search=tal' )
					? listResponse( [ TALKS ] )
					: listResponse( [ MUSIC, JAZZ ] ),
		} );
		renderApp( '/categories' );
		await screen.findByText( 'Jazz' );

		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search categories' } ),
			'tal'
		);

		expect( await screen.findByText( 'Talks' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( screen.queryByText( 'Jazz' ) ).not.toBeInTheDocument()
		);
		expect( listPaths() ).toContain(
			'/eventin/v2/event/categories?paged=1&per_page=10&search=tal&orderby=name&order=asc'
		);
	} );

	it( 'deletes the selected categories after confirmation', async () => {
		const user = userEvent.setup();
		let deleted = false;
		mockRest( {
			...restFor( EVENT_MANAGER ),
			'GET /eventin/v2/event/categories': () =>
				listResponse( deleted ? [ TALKS ] : [ MUSIC, JAZZ, TALKS ] ),
			'DELETE /eventin/v2/event/categories': () => {
				deleted = true;
				return { deleted: [ 1, 2 ] };
			},
		} );
		renderApp( '/categories' );
		await screen.findByText( 'Jazz' );

		for ( const name of [ 'Music', 'Jazz' ] ) {
			const row = screen
				.getAllByText( name )[ 0 ]
				.closest( 'tr' ) as HTMLElement;
			await user.click( within( row ).getByRole( 'checkbox' ) );
		}
		const deleteButtons = screen.getAllByRole( 'button', {
			name: 'Delete',
		} );
		await user.click( deleteButtons[ deleteButtons.length - 1 ] );

		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		expect( dialog ).toHaveTextContent(
			'Are you sure you want to delete these categories?'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);

		expect(
			await screen.findByText( 'Successfully deleted the categories!' )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/event/categories?ids%5B0%5D=1&ids%5B1%5D=2',
			method: 'DELETE',
		} );
		await waitFor( () =>
			expect( screen.queryByText( 'Jazz' ) ).not.toBeInTheDocument()
		);
		expect( screen.getByText( 'Talks' ) ).toBeInTheDocument();
	} );
} );

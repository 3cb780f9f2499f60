/**
 * The speaker list at /speakers, rendered in the app against a mocked REST API.
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Speaker } from '../../../../stores/speakers/types';
import {
	ADMIN,
	ORGANIZER_MANAGER,
	listResponse,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
} from '../../../test/helpers';
import { makeSpeaker, speakersResponse } from './fixtures';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

// Lists take a while to render on a busy machine.
jest.setTimeout( 20_000 );

const ADA = makeSpeaker( {
	image_id: 9,
	image: 'https://example.com/ada.jpg',
	speaker_group: [ 'Keynotes', 'Workshops' ],
	group_ids: [ 5, 6 ],
	category: [ 'speaker', 'organizer' ],
} );
const GRACE = makeSpeaker( {
	id: 2,
	name: 'Grace Hopper',
	email: 'grace@example.com',
	designation: '',
	company: 'Navy',
	category: [ 'organizer' ],
	author_url: 'https://example.com/author/grace/',
} );
const ALAN = makeSpeaker( {
	id: 3,
	name: 'Alan Turing',
	email: 'alan@example.com',
	designation: '',
	company: '',
	author_url: 'https://example.com/author/alan/',
} );

const GROUPS = [
	{ id: 5, name: 'Keynotes', slug: 'keynotes', description: '', count: 1 },
	{ id: 6, name: 'Workshops', slug: 'workshops', description: '', count: 1 },
];

/** The list requests made so far (their paths). */
function listPaths(): string[] {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter(
			( options ) =>
				! options.method &&
				options.path.startsWith( '/eventin/v2/speakers?' )
		)
		.map( ( options ) => options.path );
}

function rowOf( name: string ): HTMLElement {
	return screen.getByRole( 'link', { name } ).closest( 'tr' ) as HTMLElement;
}

async function openList( {
	speakers = [ ADA, GRACE, ALAN ],
	total = speakers.length,
	answers = {},
}: {
	speakers?: Speaker[];
	total?: number;
	answers?: Record< string, unknown >;
} = {} ) {
	mockRest( {
		...restFor( ORGANIZER_MANAGER ),
		'GET /eventin/v2/speakers': () => speakersResponse( speakers, total ),
		'GET /eventin/v2/speaker/categories': () => listResponse( GROUPS ),
		...answers,
	} );
	const rendered = renderApp( '/speakers' );
	if ( speakers.length ) {
		await screen.findByRole( 'link', { name: speakers[ 0 ].name } );
	}
	return rendered;
}

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'the speaker list', () => {
	it( 'asks for the first page and shows the columns and totals', async () => {
		await openList( { total: 23 } );

		expect( listPaths()[ 0 ] ).toBe(
			'/eventin/v2/speakers?paged=1&per_page=10'
		);
		expect(
			screen.getByText( 'Showing 1 - 10 of 23 speakers' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Add New Speaker' } )
		).toHaveAttribute( 'href', '/speakers/create' );
		for ( const header of [ 'Name', 'Group', 'Role', 'Action' ] ) {
			expect(
				screen.getByRole( 'columnheader', { name: header } )
			).toBeInTheDocument();
		}
	} );

	it( 'shows photo, name, details, groups and roles of each speaker', async () => {
		await openList();

		expect(
			screen.getByRole( 'link', { name: 'Ada Lovelace' } )
		).toHaveAttribute( 'href', '/speakers/edit/1' );
		const ada = rowOf( 'Ada Lovelace' );
		expect( ada.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://example.com/ada.jpg'
		);
		expect( ada ).toHaveTextContent( 'Analyst, Engines Ltd' );
		expect(
			Array.from(
				ada.querySelectorAll(
					'.eventin-speaker-tags--groups .eventin-speaker-tag'
				)
			).map( ( tag ) => tag.textContent )
		).toEqual( [ 'Keynotes', 'Workshops' ] );
		expect(
			Array.from(
				ada.querySelectorAll(
					'.eventin-speaker-tags--roles .eventin-speaker-tag'
				)
			).map( ( tag ) => tag.textContent )
		).toEqual( [ 'Speaker', 'Organizer' ] );

		const grace = rowOf( 'Grace Hopper' );
		expect( grace ).toHaveTextContent( 'Navy' );
		expect( grace.querySelector( 'img' ) ).toBeNull();
		expect(
			grace.querySelector( '.eventin-speaker-tags--roles' )
		).toHaveTextContent( /^Organizer$/ );
		expect( rowOf( 'Alan Turing' ) ).not.toHaveTextContent( ',' );
	} );

	it( 'links to the author page in a new tab, and to the edit page', async () => {
		await openList();

		const ada = rowOf( 'Ada Lovelace' );
		const view = within( ada ).getByRole( 'link', {
			name: 'View the author page of “Ada Lovelace” (opens in a new tab)',
		} );
		expect( view ).toHaveAttribute(
			'href',
			'https://example.com/author/ada/'
		);
		expect( view ).toHaveAttribute( 'target', '_blank' );
		expect( view ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect(
			within( ada ).getByRole( 'link', { name: 'Edit “Ada Lovelace”' } )
		).toHaveAttribute( 'href', '/speakers/edit/1' );
	} );

	it( 'filters by group and role, back on page 1', async () => {
		const user = userEvent.setup();
		await openList( { total: 25 } );

		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		await waitFor( () =>
			expect( listPaths() ).toContain(
				'/eventin/v2/speakers?paged=2&per_page=10'
			)
		);

		const group = screen.getByRole( 'combobox', { name: 'Group' } );
		expect(
			within( group )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'All groups', 'Keynotes', 'Workshops' ] );
		await user.selectOptions( group, 'Workshops' );
		await waitFor( () =>
			expect( listPaths() ).toContain(
				'/eventin/v2/speakers?paged=1&per_page=10&speaker_group=6'
			)
		);

		const role = screen.getByRole( 'combobox', { name: 'Role' } );
		expect(
			within( role )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'All roles', 'Speaker', 'Organizer' ] );
		await user.selectOptions( role, 'Organizer' );
		await waitFor( () =>
			expect( listPaths() ).toContain(
				'/eventin/v2/speakers?paged=1&per_page=10&speaker_group=6&category=organizer'
			)
		);

		await user.click(
			screen.getByRole( 'button', { name: 'Clear filters' } )
		);
		expect( screen.getByRole( 'combobox', { name: 'Group' } ) ).toHaveValue(
			'0'
		);
		expect( screen.getByRole( 'combobox', { name: 'Role' } ) ).toHaveValue(
			''
		);
	} );

	it( 'searches by name, 500 ms after typing stops', async () => {
		await openList();
		jest.useFakeTimers();
		const search = screen.getByRole( 'searchbox', {
			name: 'Search speakers',
		} );

		fireEvent.change( search, { target: { value: 'Gr' } } );
		act( () => {
			jest.advanceTimersByTime( 300 );
		} );
		fireEvent.change( search, { target: { value: 'Grace' } } );
		act( () => {
			jest.advanceTimersByTime( 499 );
		} );
		expect(
			listPaths().filter( ( path ) => path.includes( 'search' ) )
		).toEqual( [] );

		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		act( () => {
			jest.runOnlyPendingTimers();
		} );
		jest.useRealTimers();
		await waitFor( () =>
			expect(
				listPaths().filter( ( path ) => path.includes( 'search' ) )
			).toEqual( [
				'/eventin/v2/speakers?paged=1&per_page=10&search=Grace',
			] )
		);
	} );

	it( 'changes the page size, back on page 1', async () => {
		const user = userEvent.setup();
		await openList( { total: 45 } );

		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		expect(
			await screen.findByText( 'Showing 11 - 20 of 45 speakers' )
		).toBeInTheDocument();

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Speakers per page' } ),
			'20'
		);
		await waitFor( () =>
			expect( listPaths() ).toContain(
				'/eventin/v2/speakers?paged=1&per_page=20'
			)
		);
		expect(
			await screen.findByText( 'Showing 1 - 20 of 45 speakers' )
		).toBeInTheDocument();
	} );

	it( 'says when there are no speakers, or none match', async () => {
		const user = userEvent.setup();
		await openList( { speakers: [] } );

		expect(
			await screen.findByText( 'No speakers yet.' )
		).toBeInTheDocument();
		expect( screen.queryByText( /^Showing/ ) ).not.toBeInTheDocument();

		await user.selectOptions(
			await screen.findByRole( 'combobox', { name: 'Role' } ),
			'Organizer'
		);
		expect(
			await screen.findByText( 'No speakers match these filters.' )
		).toBeInTheDocument();
	} );

	it( 'deletes one speaker after confirmation', async () => {
		const user = userEvent.setup();
		let deleted = false;
		await openList( {
			answers: {
				'GET /eventin/v2/speakers': () =>
					speakersResponse( deleted ? [ GRACE ] : [ ADA, GRACE ] ),
				'DELETE /eventin/v2/speakers': () => {
					deleted = true;
					return { deleted: [ 1 ] };
				},
			},
		} );

		await user.click(
			within( rowOf( 'Ada Lovelace' ) ).getByRole( 'button', {
				name: 'Delete “Ada Lovelace”',
			} )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		expect( dialog ).toHaveTextContent(
			'Are you sure you want to delete this speaker?'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);

		expect(
			await screen.findByText( 'Successfully deleted the speaker!' )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/speakers?ids%5B0%5D=1',
			method: 'DELETE',
		} );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'link', { name: 'Ada Lovelace' } )
			).not.toBeInTheDocument()
		);
		expect(
			screen.queryByRole( 'dialog', { name: 'Are you sure?' } )
		).not.toBeInTheDocument();
	} );

	it( 'keeps the speaker when Cancel is chosen', async () => {
		const user = userEvent.setup();
		await openList();

		await user.click(
			within( rowOf( 'Ada Lovelace' ) ).getByRole( 'button', {
				name: 'Delete “Ada Lovelace”',
			} )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);

		expect(
			screen.queryByRole( 'dialog', { name: 'Are you sure?' } )
		).not.toBeInTheDocument();
		expect(
			mockApiFetch.mock.calls.some(
				( [ options ] ) => options.method === 'DELETE'
			)
		).toBe( false );
	} );

	it( 'says when a delete fails, with the server’s reason', async () => {
		const user = userEvent.setup();
		await openList( {
			answers: {
				'DELETE /eventin/v2/speakers': () => {
					throw {
						code: 'eventin_speaker_is_you',
						message: 'You cannot delete yourself.',
						data: { status: 403 },
					};
				},
			},
		} );

		await user.click(
			within( rowOf( 'Ada Lovelace' ) ).getByRole( 'button', {
				name: 'Delete “Ada Lovelace”',
			} )
		);
		await user.click(
			within(
				await screen.findByRole( 'dialog', { name: 'Are you sure?' } )
			).getByRole( 'button', { name: 'Delete' } )
		);

		expect(
			await screen.findByText( 'Failed to delete the speaker!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'You cannot delete yourself.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Ada Lovelace' } )
		).toBeInTheDocument();
	} );

	it( 'swaps the filters for bulk delete while rows are selected', async () => {
		const user = userEvent.setup();
		let deleted = false;
		await openList( {
			answers: {
				'GET /eventin/v2/speakers': () =>
					speakersResponse(
						deleted ? [ ALAN ] : [ ADA, GRACE, ALAN ]
					),
				'DELETE /eventin/v2/speakers': () => {
					deleted = true;
					return { deleted: [ 1, 2 ] };
				},
			},
		} );

		expect(
			screen.queryByRole( 'button', { name: 'Delete' } )
		).not.toBeInTheDocument();
		await user.click(
			within( rowOf( 'Ada Lovelace' ) ).getByRole( 'checkbox' )
		);
		await user.click(
			within( rowOf( 'Grace Hopper' ) ).getByRole( 'checkbox' )
		);

		expect(
			screen.queryByRole( 'searchbox', { name: 'Search speakers' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'combobox', { name: 'Group' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'combobox', { name: 'Role' } )
		).not.toBeInTheDocument();

		await user.click( screen.getByRole( 'button', { name: 'Delete' } ) );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		expect( dialog ).toHaveTextContent(
			'Are you sure you want to delete these speakers?'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);

		expect(
			await screen.findByText( 'Successfully deleted the speakers!' )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/speakers?ids%5B0%5D=1&ids%5B1%5D=2',
			method: 'DELETE',
		} );
		expect(
			await screen.findByRole( 'searchbox', { name: 'Search speakers' } )
		).toBeInTheDocument();
		await waitFor( () =>
			expect(
				screen.queryByRole( 'link', { name: 'Grace Hopper' } )
			).not.toBeInTheDocument()
		);
	} );

	it( 'is open to administrators', async () => {
		mockRest( {
			...restFor( ADMIN ),
			'GET /eventin/v2/speakers': () => speakersResponse( [ ADA ] ),
			'GET /eventin/v2/speaker/categories': () => listResponse( GROUPS ),
		} );
		renderApp( '/speakers' );
		expect(
			await screen.findByRole( 'link', { name: 'Ada Lovelace' } )
		).toBeInTheDocument();
	} );
} );

/**
 * The speaker list at /speakers, rendered in the app against a mocked REST
 * API: what every list does (`describeList()`), then the speaker list's own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Speaker } from '../../../../stores/speakers/types';
import {
	ADMIN,
	ORGANIZER_MANAGER,
	listResponse,
	mockRest,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';
import {
	describeList,
	listPaths as listPathsOf,
	openList as openListOf,
	rowOf,
	type ListCase,
} from '../../../../admin/test/lists';
import { makeSpeaker, speakersResponse } from './fixtures';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

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

const SPEAKERS: ListCase< Speaker > = {
	route: '/speakers',
	restPath: '/eventin/v2/speakers',
	rest: () => ( {
		...restFor( ORGANIZER_MANAGER ),
		'GET /eventin/v2/speaker/categories': () => listResponse( GROUPS ),
	} ),
	respond: speakersResponse,
	items: [ ADA, GRACE, ALAN ],
	title: ( speaker ) => speaker.name,
	noun: { one: 'speaker', many: 'speakers' },
	searchLabel: 'Search speakers',
	columns: [ 'Name', 'Group', 'Role', 'Action' ],
	addNew: { label: 'Add New Speaker', href: '/speakers/create' },
	perPageLabel: 'Speakers per page',
	filterLabels: [ 'Group', 'Role' ],
	emptyFilter: {
		label: 'Role',
		option: 'Organizer',
		param: 'category=organizer',
		noMatch: 'No speakers match these filters.',
	},
	deleteInMenu: false,
};

describeList( SPEAKERS );

/** The list requests made so far (their paths). */
function listPaths(): string[] {
	return listPathsOf( SPEAKERS.restPath );
}

/**
 * Opens /speakers.
 *
 * @param options          What the server holds.
 * @param options.speakers The speakers answered.
 * @param options.total    The total counted.
 */
function openList( {
	speakers = SPEAKERS.items,
	total,
}: { speakers?: Speaker[]; total?: number } = {} ) {
	return openListOf( SPEAKERS, { items: speakers, total } );
}

describe( 'the speaker list', () => {
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

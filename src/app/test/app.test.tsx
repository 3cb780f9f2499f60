/**
 * The shell: routes, header menu and header button rules.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	EVENT_MANAGER,
	SETTINGS,
	mockRest,
	renderApp,
	restFor,
} from '../../admin/test/helpers';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const DISABLED = { ...SETTINGS, disable_category_and_tags: 'on' as const };

function location() {
	return screen.getByTestId( 'location' );
}

describe( 'the admin app', () => {
	it( 'sends /events to the empty state when the site has no events', async () => {
		mockRest( restFor( EVENT_MANAGER ) );
		renderApp( '/events' );

		expect(
			await screen.findByRole( 'heading', { name: 'No events yet' } )
		).toBeInTheDocument();
		expect( location() ).toHaveTextContent( /^\/events\/empty$/ );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Events' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Create Event' } )
		).toHaveAttribute( 'href', '/events/create' );
		expect(
			screen.queryByRole( 'link', { name: /Add New/ } )
		).not.toBeInTheDocument();
	} );

	it.each( [ '/', '/no/such/screen', '/speakers' ] )(
		'redirects %s to /events (then, without events, to the empty state)',
		async ( path ) => {
			mockRest( restFor( EVENT_MANAGER ) );
			renderApp( path );

			expect(
				await screen.findByRole( 'heading', { name: 'No events yet' } )
			).toBeInTheDocument();
			expect( location() ).toHaveTextContent( /^\/events\/empty$/ );
		}
	);

	it( 'shows the Events menu group to users who manage events', async () => {
		mockRest( restFor( EVENT_MANAGER ) );
		renderApp( '/events' );

		const menu = await screen.findByRole( 'navigation', {
			name: 'Eventin menu',
		} );
		expect(
			within( menu )
				.getAllByRole( 'link' )
				.map( ( link ) => link.textContent )
		).toEqual( [
			'Events',
			'Event Categories',
			'Event Tags',
			'RSVP Report',
			'Shortcodes',
		] );
		expect(
			within( menu ).getByRole( 'link', { name: 'Events' } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );

	it.each( [
		[ [ 'etn_manage_organizer' ], [ 'Speakers', 'Speakers Group' ] ],
		[ [ 'etn_manage_schedule' ], [ 'Schedules' ] ],
		[ [ 'etn_manage_order' ], [ 'Purchase Report' ] ],
		[ [ 'etn_manage_attendee' ], [ 'Attendees' ] ],
		// Settings, but not the license: that is for super admins alone.
		[
			[ 'etn_manage_event', 'etn_manage_setting' ],
			[
				'Events',
				'Event Categories',
				'Event Tags',
				'RSVP Report',
				'Shortcodes',
				'Settings',
			],
		],
	] )(
		'shows a user with %j only the menu groups of those permissions',
		async ( permissions, entries ) => {
			mockRest( restFor( { ...EVENT_MANAGER, permissions } ) );
			renderApp( '/events' );

			const menu = await screen.findByRole( 'navigation', {
				name: 'Eventin menu',
			} );
			expect(
				within( menu )
					.getAllByRole( 'link' )
					.map( ( link ) => link.textContent )
			).toEqual( entries );
		}
	);

	it( 'shows no menu to a user whose permissions have no screen', async () => {
		mockRest(
			restFor( {
				...EVENT_MANAGER,
				permissions: [ 'etn_manage_qr_scan' ],
			} )
		);
		renderApp( '/events' );

		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'navigation', { name: 'Eventin menu' } )
		).not.toBeInTheDocument();
	} );

	it( 'offers Add New on lists and Go Back on create pages', async () => {
		const user = userEvent.setup();
		mockRest( restFor( EVENT_MANAGER ) );
		renderApp( '/categories' );

		await user.click(
			await screen.findByRole( 'link', { name: 'Add New Category' } )
		);
		expect( location() ).toHaveTextContent( '/categories/create' );
		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Add New Category',
			} )
		).toBeInTheDocument();

		await user.click( screen.getByRole( 'link', { name: 'Go Back' } ) );
		expect( location() ).toHaveTextContent( /^\/categories$/ );
		expect(
			await screen.findByRole( 'link', { name: 'Add New Category' } )
		).toBeInTheDocument();
	} );

	it( 'offers Add New Tag on the tags list', async () => {
		mockRest( restFor( EVENT_MANAGER ) );
		renderApp( '/tags' );

		expect(
			await screen.findByRole( 'link', { name: 'Add New Tag' } )
		).toHaveAttribute( 'href', '/tags/create' );
	} );

	it( 'hides Add New on categories and tags when they are disabled', async () => {
		mockRest( restFor( EVENT_MANAGER, DISABLED ) );
		renderApp( '/tags' );

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Event Tags',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Add New Tag' } )
		).not.toBeInTheDocument();
	} );

	it( 'sends the create pages back to their lists when disabled', async () => {
		mockRest( restFor( EVENT_MANAGER, DISABLED ) );
		renderApp( '/categories/create' );

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Event Categories',
			} )
		).toBeInTheDocument();
		expect( location() ).toHaveTextContent( /^\/categories$/ );
		expect(
			screen.queryByRole( 'textbox', { name: 'Category Name' } )
		).not.toBeInTheDocument();
	} );
} );

/**
 * The event list at /events, rendered in the app against a mocked REST API:
 * what every list does (`describeList()`), then the event list's own.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Event } from '../../../../stores/events/types';
import {
	ADMIN,
	EVENT_MANAGER,
	SETTINGS,
	listResponse,
	mockApiFetch,
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
	type OpenListOptions,
} from '../../../../admin/test/lists';
import {
	registerProductMenuItems,
	unregisterProductMenuItems,
} from '../../row-menu/product-items';
import { makeEvent } from './fixtures';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const JAZZ = makeEvent();
const GALA = makeEvent( {
	id: 2,
	title: 'Spring Gala',
	display_status: 'draft',
	status: 'draft',
	parent: 0,
	recurring_enabled: 'yes',
	sold_tickets: 3,
	total_ticket: -1,
	utc_offset: '-05:00',
	location: null,
	certificate_template: 5,
} );
const YOGA = makeEvent( {
	id: 3,
	title: 'Morning Yoga',
	display_status: 'ongoing',
	parent: 2,
	location_problem: true,
	location: {
		type: 'online',
		venue: '',
		address: { address: '' },
		online_link: 'https://meet.example.com/yoga',
	},
} );
const OLD = makeEvent( {
	id: 4,
	title: 'Winter Fair',
	display_status: 'expired',
} );

const LOCATION_PROBLEM =
	"There's a problem with this event's location. Kindly remove the location and save it again.";

const EVENTS: ListCase< Event > = {
	route: '/events',
	restPath: '/eventin/v2/events',
	rest: () => restFor( EVENT_MANAGER ),
	respond: listResponse,
	items: [ JAZZ, GALA, YOGA ],
	title: ( event ) => event.title,
	searchParam: 'search_keyword',
	alwaysAdd: '&status=all',
	noun: { one: 'event', many: 'events' },
	searchLabel: 'Search events',
	columns: [ 'Event', 'Sold', 'Status', 'Action' ],
	addNew: { label: 'Add New Event', href: '/events/create' },
	perPageLabel: 'Events per page',
	filterLabels: [ 'Status' ],
	emptyFilter: {
		label: 'Status',
		option: 'Draft',
		param: 'status=draft',
		noMatch: 'No events match these filters.',
	},
	deleteInMenu: true,
};

/** The list requests made so far (their paths). */
function listPaths(): string[] {
	return listPathsOf( EVENTS.restPath );
}

/**
 * Opens /events with all four events, as an event manager by default.
 *
 * @param options         What the server holds.
 * @param options.rest    The app's answers (another user or settings).
 * @param options.events  The events answered.
 * @param options.total   The total counted.
 * @param options.answers Other answers.
 */
function openList( {
	events = [ JAZZ, GALA, YOGA, OLD ],
	...options
}: Omit< OpenListOptions< Event >, 'items' > & { events?: Event[] } = {} ) {
	return openListOf( EVENTS, { items: events, ...options } );
}

async function openMoreMenu( title: string ) {
	const user = userEvent.setup();
	await user.click(
		within( rowOf( title ) ).getByRole( 'button', {
			name: `More actions for “${ title }”`,
		} )
	);
	const menu = await screen.findByRole( 'menu' );
	return { user, menu };
}

function menuLabels( menu: HTMLElement ): string[] {
	return within( menu )
		.getAllByRole( 'menuitem' )
		.map( ( item ) => item.textContent ?? '' );
}

beforeAll( () => {
	registerProductMenuItems();
} );

afterAll( () => {
	unregisterProductMenuItems();
} );

describeList( EVENTS );

describe( 'the event list', () => {
	it( 'links each title to its edit page, with location, start and offset', async () => {
		await openList();

		expect(
			screen.getByRole( 'link', { name: 'Jazz Night' } )
		).toHaveAttribute( 'href', '/events/create/1/basic' );
		const jazz = rowOf( 'Jazz Night' );
		expect( jazz ).toHaveTextContent( '1 Main St, Springfield' );
		expect( jazz ).toHaveTextContent( 'UTC+02:00' );
		expect( jazz.querySelector( 'time' ) ).toHaveAttribute(
			'datetime',
			'2026-03-29T19:00'
		);
		expect( rowOf( 'Spring Gala' ) ).toHaveTextContent( 'UTC-05:00' );
		expect( rowOf( 'Morning Yoga' ) ).toHaveTextContent(
			'https://meet.example.com/yoga'
		);
	} );

	it( 'shows the recurrence badges and the location warning', async () => {
		await openList();

		expect(
			within( rowOf( 'Spring Gala' ) ).getByText( 'Recurring Parent' )
		).toBeInTheDocument();
		expect(
			within( rowOf( 'Morning Yoga' ) ).getByText( 'Recurrence' )
		).toBeInTheDocument();
		expect( rowOf( 'Jazz Night' ) ).not.toHaveTextContent( /Recurr/ );

		const warning = within( rowOf( 'Morning Yoga' ) ).getByRole( 'img', {
			name: LOCATION_PROBLEM,
		} );
		expect( warning ).toHaveAttribute( 'tabindex', '0' );
		expect(
			within( rowOf( 'Jazz Night' ) ).queryByRole( 'img', {
				name: LOCATION_PROBLEM,
			} )
		).not.toBeInTheDocument();
	} );

	it( 'shows tickets sold with a progress bar, none when unlimited', async () => {
		await openList();

		const jazz = rowOf( 'Jazz Night' );
		expect( jazz ).toHaveTextContent( '12 / 50' );
		const bar = within( jazz ).getByRole( 'progressbar', {
			name: 'Tickets sold',
		} );
		expect( bar ).toHaveAttribute( 'aria-valuenow', '24' );
		expect( bar ).toHaveAttribute( 'aria-valuemax', '100' );

		const gala = rowOf( 'Spring Gala' );
		expect( gala ).toHaveTextContent( '3 / Unlimited' );
		expect( within( gala ).queryByRole( 'progressbar' ) ).toBeNull();
	} );

	it( 'tags each status', async () => {
		await openList();

		expect( rowOf( 'Jazz Night' ) ).toHaveTextContent( 'Upcoming' );
		expect( rowOf( 'Spring Gala' ) ).toHaveTextContent( 'Draft' );
		expect( rowOf( 'Morning Yoga' ) ).toHaveTextContent( 'Ongoing' );
		expect( rowOf( 'Winter Fair' ) ).toHaveTextContent( 'Expired' );
	} );

	it( 'filters by status and dates, back on page 1', async () => {
		const user = userEvent.setup();
		await openList( { total: 25 } );

		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		await waitFor( () =>
			expect( listPaths() ).toContain(
				'/eventin/v2/events?paged=2&per_page=10&status=all'
			)
		);

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Status' } ),
			'Past'
		);
		await waitFor( () =>
			expect( listPaths() ).toContain(
				'/eventin/v2/events?paged=1&per_page=10&status=past'
			)
		);

		fireEvent.change( screen.getByLabelText( 'From' ), {
			target: { value: '2026-03-01' },
		} );
		fireEvent.change( screen.getByLabelText( 'To' ), {
			target: { value: '2026-03-31' },
		} );
		await waitFor( () =>
			expect( listPaths() ).toContain(
				'/eventin/v2/events?paged=1&per_page=10&status=past&start_date=2026-03-01&end_date=2026-03-31'
			)
		);

		await user.click(
			screen.getByRole( 'button', { name: 'Clear filters' } )
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Status' } )
		).toHaveValue( 'all' );
		expect( screen.getByLabelText( 'From' ) ).toHaveValue( '' );
	} );

	it( 'gives an event manager Edit and a short More menu', async () => {
		await openList();

		const jazz = rowOf( 'Jazz Night' );
		expect(
			within( jazz ).getByRole( 'link', { name: 'Edit' } )
		).toHaveAttribute( 'href', '/events/create/1/basic' );
		expect(
			within( jazz ).queryByRole( 'link', { name: 'Scan Ticket' } )
		).not.toBeInTheDocument();

		const { menu } = await openMoreMenu( 'Jazz Night' );
		expect( menuLabels( menu ) ).toEqual( [
			'Preview (opens in a new tab)',
			'Clone',
			'Get Script',
			'Delete',
		] );
	} );

	it( 'gives every entry to a user holding every permission, with RSVP on', async () => {
		await openList( {
			rest: restFor( ADMIN, {
				...SETTINGS,
				modules: { rsvp: 'on' },
			} ),
		} );

		expect(
			within( rowOf( 'Spring Gala' ) ).getByRole( 'link', {
				name: 'Scan Ticket',
			} )
		).toHaveAttribute( 'href', '/attendees/event/2?scanner=1' );

		const { menu } = await openMoreMenu( 'Spring Gala' );
		expect( menuLabels( menu ) ).toEqual( [
			'Preview (opens in a new tab)',
			'Bookings',
			'RSVP Report',
			'Attendee list',
			'Clone',
			'Purchase Report',
			'Scan Ticket',
			'Send Certificate',
			'Get Script',
			'Delete',
		] );
	} );

	it( 'leaves RSVP Report out while the RSVP module is off', async () => {
		await openList( { rest: restFor( ADMIN ) } );

		const { menu } = await openMoreMenu( 'Jazz Night' );
		expect( menuLabels( menu ) ).not.toContain( 'RSVP Report' );
		expect( menuLabels( menu ) ).toContain( 'Bookings' );
	} );

	it( 'goes to the attendee list from the menu', async () => {
		mockRest( {
			...restFor( ADMIN ),
			'GET /eventin/v2/events': () => listResponse( [ JAZZ ] ),
		} );
		// The attendee screens come later: a stand-in route.
		renderApp( '/events', {}, [
			{
				path: '/attendees/event/:id',
				element: <p>Attendees of the event</p>,
			},
		] );
		await screen.findByRole( 'link', { name: 'Jazz Night' } );

		const { user, menu } = await openMoreMenu( 'Jazz Night' );
		await user.click(
			within( menu ).getByRole( 'menuitem', { name: 'Attendee list' } )
		);

		expect(
			await screen.findByText( 'Attendees of the event' )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/attendees/event/1'
		);
	} );

	it( 'opens the preview in a new tab', async () => {
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		await openList();

		const { user, menu } = await openMoreMenu( 'Jazz Night' );
		await user.click(
			within( menu ).getByRole( 'menuitem', { name: /Preview/ } )
		);

		expect( open ).toHaveBeenCalledWith(
			'https://example.com/events/jazz-night/',
			'_blank',
			'noopener,noreferrer'
		);
		open.mockRestore();
	} );

	it( 'clones an event and refreshes the list', async () => {
		await openList( {
			answers: {
				'POST /eventin/v2/events/1/clone': makeEvent( {
					id: 10,
					title: 'Jazz Night (Copy)',
					status: 'draft',
				} ),
			},
		} );
		const before = listPaths().length;

		const { user, menu } = await openMoreMenu( 'Jazz Night' );
		await user.click(
			within( menu ).getByRole( 'menuitem', { name: 'Clone' } )
		);

		expect(
			await screen.findByText( 'Successfully cloned the event!' )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/events/1/clone',
			method: 'POST',
		} );
		await waitFor( () =>
			expect( listPaths().length ).toBeGreaterThan( before )
		);
	} );

	it( 'says when a clone fails', async () => {
		await openList( {
			answers: {
				'POST /eventin/v2/events/1/clone': () => {
					throw { code: 'rest_error', message: 'Nope.' };
				},
			},
		} );

		const { user, menu } = await openMoreMenu( 'Jazz Night' );
		await user.click(
			within( menu ).getByRole( 'menuitem', { name: 'Clone' } )
		);

		expect(
			await screen.findByText( 'Failed to clone the event!' )
		).toBeInTheDocument();
	} );

	it( 'goes back a page when the last rows of the last page are deleted', async () => {
		const user = userEvent.setup();
		let deleted = false;
		await openList( {
			answers: {
				'GET /eventin/v2/events': ( { path }: { path: string } ) => {
					if ( path.includes( 'paged=2' ) ) {
						return deleted
							? listResponse( [], 10 )
							: listResponse( [ OLD ], 11 );
					}
					return listResponse(
						[ JAZZ, GALA, YOGA ],
						deleted ? 10 : 11
					);
				},
				'DELETE /eventin/v2/events': () => {
					deleted = true;
					return { deleted: [ 4 ], trashed: true };
				},
			},
		} );
		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		expect(
			await screen.findByText( 'Showing 11 - 11 of 11 events' )
		).toBeInTheDocument();

		await user.click(
			within( rowOf( 'Winter Fair' ) ).getByRole( 'checkbox' )
		);
		await user.click( screen.getByRole( 'button', { name: 'Delete' } ) );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);

		expect(
			await screen.findByText( 'Showing 1 - 10 of 10 events' )
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'link', { name: 'Jazz Night' } )
		).toBeInTheDocument();
		expect( listPaths() ).toContain(
			'/eventin/v2/events?paged=1&per_page=10&status=all'
		);
	} );

	it( 'forgets the selection on another page', async () => {
		const user = userEvent.setup();
		await openList( {
			answers: {
				'GET /eventin/v2/events': ( { path }: { path: string } ) =>
					path.includes( 'paged=2' )
						? listResponse( [ OLD ], 11 )
						: listResponse( [ JAZZ, GALA, YOGA ], 11 ),
			},
		} );
		await user.click(
			within( rowOf( 'Jazz Night' ) ).getByRole( 'checkbox' )
		);
		expect( screen.getByText( '1 Item selected' ) ).toBeInTheDocument();

		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		await screen.findByRole( 'link', { name: 'Winter Fair' } );
		await user.click(
			within( rowOf( 'Winter Fair' ) ).getByRole( 'checkbox' )
		);
		expect( screen.getByText( '1 Item selected' ) ).toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', { name: 'Previous page' } )
		);
		await screen.findByRole( 'link', { name: 'Jazz Night' } );
		expect(
			within( rowOf( 'Jazz Night' ) ).getByRole( 'checkbox' )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'searchbox', { name: 'Search events' } )
		).toBeInTheDocument();
	} );

	it( 'asks who gets certificates, sends them and reports how many went out', async () => {
		const bodies: unknown[] = [];
		await openList( {
			answers: {
				'POST /eventin/v2/events/2/send_certificate': ( options: {
					data: unknown;
				} ) => {
					bodies.push( options.data );
					return {
						sent: 3,
						send: {
							id: 8,
							event_id: 2,
							audience: 'all',
							status: 'done',
							total: 3,
							sent: 3,
							failed: 0,
							skipped: 0,
							created_at: '2026-02-01T10:00:00Z',
						},
					};
				},
			},
		} );

		const { user, menu } = await openMoreMenu( 'Spring Gala' );
		await user.click(
			within( menu ).getByRole( 'menuitem', { name: 'Send Certificate' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Send Certificate',
		} );
		expect(
			within( dialog ).getByRole( 'radio', {
				name: 'Send to checked-in attendees only',
			} )
		).toBeChecked();
		await user.click(
			within( dialog ).getByRole( 'radio', {
				name: 'Send to all attendees',
			} )
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Send' } )
		);

		expect(
			await screen.findByText( 'Certificates sent to 3 attendees.' )
		).toBeInTheDocument();
		expect( bodies ).toEqual( [ { all: true } ] );
		expect(
			await within( dialog ).findByText( 'Done: 3 sent, 0 failed.' )
		).toBeInTheDocument();
		expect( within( dialog ).getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'100'
		);
	} );

	it( "asks the server for the event's embed script and shows it with a copy button", async () => {
		const script =
			'<script src="https://example.com/eventin-external-script?id=31"></script>';
		const requests: unknown[] = [];
		await openList( {
			answers: {
				'POST /eventin/v2/shortcodes/script': ( options: {
					data: unknown;
				} ) => {
					requests.push( options.data );
					return { id: 31, script };
				},
			},
		} );

		const { user, menu } = await openMoreMenu( 'Jazz Night' );
		await user.click(
			within( menu ).getByRole( 'menuitem', { name: 'Get Script' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Get Script',
		} );
		expect(
			await within( dialog ).findByRole( 'textbox', {
				name: 'Embed script',
			} )
		).toHaveValue( script );
		expect( requests ).toEqual( [
			{ post_name: 'event', shortcode: '[eventin_event event_id="1"]' },
		] );

		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Copy' } )
		);
		// user-event stands in for the clipboard.
		expect( await window.navigator.clipboard.readText() ).toBe( script );
		expect( await within( dialog ).findByText( 'Copied!' ) ).toBeVisible();
	} );

	it( 'only logs a Get Script failure and closes the modal', async () => {
		const failure = {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
			data: { status: 403 },
		};
		const logged = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		try {
			// Another event than the test before: scripts are kept once answered.
			await openList( {
				answers: {
					'POST /eventin/v2/shortcodes/script': () =>
						Promise.reject( failure ),
				},
			} );
			const { user, menu } = await openMoreMenu( 'Spring Gala' );
			await user.click(
				within( menu ).getByRole( 'menuitem', { name: 'Get Script' } )
			);
			await waitFor( () =>
				expect(
					screen.queryByRole( 'dialog', { name: 'Get Script' } )
				).not.toBeInTheDocument()
			);
			expect( logged ).toHaveBeenCalledWith( failure );
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		} finally {
			logged.mockRestore();
		}
	} );
} );

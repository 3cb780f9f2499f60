/**
 * The event editor: creating, loading, the 404, the menu and the RSVP
 * gating, and field errors from the server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	EVENT_MANAGER,
	SETTINGS,
	mockApiFetch,
	mockRest,
	restFor,
} from '../../../test/helpers';
import { makeEvent } from '../../../utils/test/event-fixture';
import { currentPath, renderEditor } from '../../../test/render-data-router';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const EVENT = makeEvent();
const RSVP_ON = { ...SETTINGS, modules: { rsvp: 'on' as const } };

function requests( method: string ) {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter( ( options ) => ( options.method ?? 'GET' ) === method );
}

function openEvent(
	path: string,
	answers: Record< string, unknown > = {},
	settings = SETTINGS
) {
	mockRest( {
		...restFor( EVENT_MANAGER, settings ),
		'GET /eventin/v2/events/12': EVENT,
		'GET /eventin/v2/event/choices': [],
		...answers,
	} );
	return renderEditor( path );
}

/**
 * A notice's text (Notice also speaks it into a live region: a second copy).
 *
 * @param text The notice's text.
 */
function findNotice( text: string ) {
	return screen.findByText( text, {
		selector: '.components-notice__content, .components-notice__content *',
	} );
}

function menu() {
	return screen.getByRole( 'navigation', { name: 'Event settings' } );
}

describe( 'creating an event', () => {
	it( 'shows the Basic info with a Go Back to the list', async () => {
		openEvent( '/events/create' );

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Add New Event',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Go Back' } )
		).toHaveAttribute( 'href', '/events' );
		expect(
			await screen.findByRole( 'textbox', { name: 'Title' } )
		).toHaveValue( '' );
		// Only the Basic info until the event exists.
		expect( within( menu() ).queryAllByRole( 'link' ) ).toHaveLength( 0 );
		expect( within( menu() ).getByText( 'Basic info' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
	} );

	it( 'requires a title and sends nothing without one', async () => {
		const user = userEvent.setup();
		openEvent( '/events/create' );

		await user.click(
			await screen.findByRole( 'button', { name: 'Save' } )
		);

		const title = screen.getByRole( 'textbox', { name: 'Title' } );
		expect( title ).toHaveAccessibleDescription(
			'Please enter the event title.'
		);
		expect( title ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( title ).toHaveFocus();
		expect( requests( 'POST' ) ).toEqual( [] );
	} );

	it( 'creates the event, then opens its editor', async () => {
		const user = userEvent.setup();
		const { router } = openEvent( '/events/create', {
			'POST /eventin/v2/events': ( { data }: { data: object } ) => ( {
				...EVENT,
				...data,
			} ),
		} );

		await user.type(
			await screen.findByRole( 'textbox', { name: 'Title' } ),
			'  Jazz Night '
		);
		await user.click( screen.getByRole( 'radio', { name: 'Published' } ) );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		expect(
			await screen.findByText( 'Event created.' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( currentPath( router ) ).toBe( '/events/create/12/basic' )
		);
		expect( requests( 'POST' ) ).toHaveLength( 1 );
		expect( requests( 'POST' )[ 0 ] ).toMatchObject( {
			path: '/eventin/v2/events',
			data: {
				title: 'Jazz Night',
				status: 'publish',
				categories: [],
				tags: [],
				banner: 0,
			},
		} );
		// No unsaved-changes question on the way, and the event came with
		// the answer: no second request.
		expect(
			screen.queryByRole( 'dialog', { name: 'Unsaved changes' } )
		).not.toBeInTheDocument();
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Edit Event',
			} )
		).toBeInTheDocument();
		expect(
			within( menu() ).getByRole( 'link', { name: 'Location' } )
		).toHaveAttribute( 'href', '/events/create/12/location' );
		expect(
			requests( 'GET' ).filter(
				( { path } ) => path === '/eventin/v2/events/12'
			)
		).toEqual( [] );
	} );
} );

describe( 'editing an event', () => {
	it( 'loads the event into the Basic info', async () => {
		openEvent( '/events/create/12/basic' );

		expect(
			await screen.findByRole( 'textbox', { name: 'Title' } )
		).toHaveValue( 'Jazz Night' );
		expect( screen.getByLabelText( 'Start date' ) ).toHaveValue(
			'2026-03-10'
		);
		expect( screen.getByLabelText( 'Start time' ) ).toHaveValue( '19:00' );
		expect( screen.getByLabelText( 'End time' ) ).toHaveValue( '23:00' );
		expect(
			screen.getByRole( 'combobox', { name: 'Timezone' } )
		).toHaveValue( 'Europe/Berlin' );
		expect(
			screen.getByRole( 'radio', { name: 'Published' } )
		).toBeChecked();
		expect(
			within( menu() ).getByRole( 'link', { name: 'Basic info' } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );

	it( 'keeps an event awaiting review pending until Published is chosen', async () => {
		const user = userEvent.setup();
		openEvent( '/events/create/12/basic', {
			'GET /eventin/v2/events/12': {
				...EVENT,
				status: 'pending',
				display_status: 'pending',
			},
			'PUT /eventin/v2/events/12': ( { data }: { data: object } ) => ( {
				...EVENT,
				display_status: 'pending',
				...data,
			} ),
		} );

		const title = await screen.findByRole( 'textbox', { name: 'Title' } );
		expect(
			screen.getByRole( 'radio', { name: 'Pending review' } )
		).toBeChecked();
		await user.type( title, '!' );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await waitFor( () => expect( requests( 'PUT' ) ).toHaveLength( 1 ) );
		expect( requests( 'PUT' )[ 0 ].data.status ).toBe( 'pending' );

		await user.click( screen.getByRole( 'radio', { name: 'Published' } ) );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await waitFor( () => expect( requests( 'PUT' ) ).toHaveLength( 2 ) );
		expect( requests( 'PUT' )[ 1 ].data.status ).toBe( 'publish' );
	} );

	it( 'says when the event does not exist, with no form', async () => {
		openEvent( '/events/create/99/basic', {
			'GET /eventin/v2/events/99': () =>
				Promise.reject( {
					code: 'rest_event_not_found',
					message: 'This event does not exist.',
					data: { status: 404 },
				} ),
		} );

		expect(
			await findNotice( 'This event does not exist.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Back to the event list' } )
		).toHaveAttribute( 'href', '/events' );
		expect(
			screen.queryByRole( 'button', { name: 'Save' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'navigation', { name: 'Event settings' } )
		).not.toBeInTheDocument();
	} );

	it( 'takes an id that is not one as a missing event, without asking', async () => {
		openEvent( '/events/create/abc/basic' );

		expect(
			await findNotice( 'This event does not exist.' )
		).toBeInTheDocument();
		expect(
			requests( 'GET' ).filter( ( { path } ) =>
				path.startsWith( '/eventin/v2/events/' )
			)
		).toEqual( [] );
	} );

	it( 'sends an unknown sub-page to the Basic info', async () => {
		const { router } = openEvent( '/events/create/12/nonsense' );

		await waitFor( () =>
			expect( currentPath( router ) ).toBe( '/events/create/12/basic' )
		);
	} );

	it( 'shows a server field error under its field, and the message', async () => {
		const user = userEvent.setup();
		openEvent( '/events/create/12/basic', {
			'PUT /eventin/v2/events/12': () =>
				Promise.reject( {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): start_time',
					data: {
						status: 400,
						params: {
							start_time: 'The start time is not valid.',
						},
					},
				} ),
		} );

		const title = await screen.findByRole( 'textbox', { name: 'Title' } );
		await user.type( title, '!' );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		const startTime = screen.getByLabelText( 'Start time' );
		await waitFor( () =>
			expect( startTime ).toHaveAccessibleDescription(
				'The start time is not valid.'
			)
		);
		expect( startTime ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( startTime ).toHaveFocus();
		expect(
			screen.getByText( 'Invalid parameter(s): start_time' )
		).toBeInTheDocument();
		// The changes are still there to fix.
		expect( title ).toHaveValue( 'Jazz Night!' );
	} );

	it( 'saves only its own fields and says so', async () => {
		const user = userEvent.setup();
		openEvent( '/events/create/12/certificate', {
			'PUT /eventin/v2/events/12': ( { data }: { data: object } ) => ( {
				...EVENT,
				...data,
			} ),
		} );

		const title = await screen.findByRole( 'textbox', { name: 'Title' } );
		const preview = screen.getByTestId( 'certificate-preview' );
		expect( preview ).toHaveTextContent( 'Certificate of Attendance' );
		expect( preview ).toHaveTextContent(
			'This certifies that Jane Doe attended Jazz Night.'
		);
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Give attendees a certificate',
			} )
		);
		await user.clear( title );
		await user.type( title, 'Thank you, {{attendee_name}' );
		// The preview follows the form, placeholders filled.
		expect( preview ).toHaveTextContent( 'Thank you, Jane Doe' );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		expect( await screen.findByText( 'Event saved.' ) ).toBeInTheDocument();
		expect( requests( 'PUT' ) ).toEqual( [
			expect.objectContaining( {
				path: '/eventin/v2/events/12',
				// With the modified time it was loaded with.
				data: {
					certificate: {
						enabled: true,
						title: 'Thank you, {attendee_name}',
						body: 'This certifies that {attendee_name} attended {event_title}.',
						background: 0,
					},
					modified: '2026-02-01T10:00:00Z',
				},
			} ),
		] );
	} );

	it( 'checks the text before it is sent', async () => {
		const user = userEvent.setup();
		openEvent( '/events/create/12/certificate' );

		const text = await screen.findByRole( 'textbox', { name: 'Text' } );
		await user.clear( text );
		await user.type( text, 'Dear {{name}' );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		await waitFor( () =>
			expect( text ).toHaveAccessibleDescription(
				'{name} is not a placeholder. Use {attendee_name}, {event_title}, {event_date}, {event_time}, {ticket_id}.'
			)
		);
		expect( text ).toHaveFocus();
		expect( requests( 'PUT' ) ).toEqual( [] );
	} );
} );

describe( 'the RSVP sub-page', () => {
	it( 'is absent while the RSVP module is off', async () => {
		openEvent( '/events/create/12/basic' );

		await screen.findByRole( 'textbox', { name: 'Title' } );
		expect(
			within( menu() )
				.getAllByRole( 'link' )
				.map( ( link ) => link.textContent )
		).toEqual( [
			'Basic info',
			'Location',
			'Tickets',
			'Recurrence',
			'Speakers and organizers',
			'Schedule',
			'Certificate',
		] );
	} );

	it( 'says the module is off when opened directly', async () => {
		openEvent( '/events/create/12/rsvp' );

		expect(
			await findNotice( 'The RSVP module is off.' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'checkbox', { name: 'Enable RSVP' } )
		).not.toBeInTheDocument();
	} );

	it( 'is there with the module on, and saves the RSVP settings', async () => {
		const user = userEvent.setup();
		openEvent(
			'/events/create/12/rsvp',
			{
				'PUT /eventin/v2/events/12': ( {
					data,
				}: {
					data: object;
				} ) => ( {
					...EVENT,
					...data,
				} ),
			},
			RSVP_ON
		);

		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Enable RSVP' } )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Unlimited attendees' } )
		);
		await user.type(
			screen.getByRole( 'spinbutton', { name: 'Attendee limit' } ),
			'40'
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Waiting list when full' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		expect( await screen.findByText( 'Event saved.' ) ).toBeInTheDocument();
		expect( requests( 'PUT' )[ 0 ].data ).toEqual( {
			rsvp: {
				enabled: true,
				limit: 40,
				min_attendees: 1,
				max_attendees: 1,
				waiting_list: true,
				signed_in_only: false,
			},
			modified: '2026-02-01T10:00:00Z',
		} );
		expect(
			within( menu() ).getByRole( 'link', { name: 'RSVP' } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );
} );

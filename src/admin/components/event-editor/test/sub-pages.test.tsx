/**
 * The sub-pages: each saves its own fields through the events store.
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	EVENT_MANAGER,
	listResponse,
	mockApiFetch,
	mockRest,
	restFor,
} from '../../../test/helpers';
import { type Event } from '../../../../stores/events/types';
import { makeEvent } from '../../../utils/test/event-fixture';
import { CHOICES_SEARCH_DELAY_MS } from '../../../../hooks/use-choice-search';
import { renderEditor } from '../../../test/render-data-router';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

/**
 * The fields each save sent, besides the modified time of the event as the
 * page loaded it, which every save sends (checked here).
 */
function putBodies() {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter( ( options ) => options.method === 'PUT' )
		.map( ( options ) => {
			const { modified, ...fields } = options.data;
			expect( modified ).toBe( makeEvent().modified );
			return fields;
		} );
}

function openPage(
	page: string,
	event: Event = makeEvent(),
	answers: Record< string, unknown > = {}
) {
	mockRest( {
		...restFor( EVENT_MANAGER ),
		'GET /eventin/v2/events/12': event,
		'PUT /eventin/v2/events/12': ( { data }: { data: object } ) => ( {
			...event,
			...data,
		} ),
		...answers,
	} );
	return renderEditor( `/events/create/12/${ page }` );
}

async function save() {
	await userEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
}

describe( 'Basic info', () => {
	it( 'lists the categories and tags to tick', async () => {
		const user = userEvent.setup();
		openPage( 'basic', makeEvent(), {
			'GET /eventin/v2/event/categories': () =>
				listResponse( [
					{ id: 4, name: 'Music', parent: 0 },
					{ id: 5, name: 'Jazz', parent: 4 },
				] ),
			'GET /eventin/v2/event/tags': () =>
				listResponse( [ { id: 8, name: 'Outdoor' } ] ),
		} );

		const categories = await screen.findByRole( 'group', {
			name: 'Categories',
		} );
		expect(
			await within( categories ).findByRole( 'checkbox', {
				name: 'Music',
			} )
		).toBeChecked();
		await user.click(
			within( categories ).getByRole( 'checkbox', { name: 'Jazz' } )
		);
		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Outdoor' } )
		);
		await save();

		expect( await screen.findByText( 'Event saved.' ) ).toBeInTheDocument();
		expect( putBodies()[ 0 ] ).toMatchObject( {
			categories: [ 4, 5 ],
			tags: [ 8 ],
		} );
	} );

	it( 'checks that the event ends after it starts', async () => {
		openPage( 'basic' );

		const endTime = await screen.findByLabelText( 'End time' );
		fireEvent.change( endTime, { target: { value: '18:00' } } );
		await save();

		expect(
			screen.getByLabelText( 'End date' )
		).toHaveAccessibleDescription( 'The event must end after it starts.' );
		expect( putBodies() ).toEqual( [] );
	} );

	it( 'chooses a banner from the media library, and removes it', async () => {
		const user = userEvent.setup();
		let onSelect = () => {};
		const frame = {
			on: jest.fn( ( _event: string, callback: () => void ) => {
				onSelect = callback;
			} ),
			open: jest.fn(),
			state: () => ( {
				get: () => ( {
					first: () => ( {
						toJSON: () => ( {
							id: 77,
							url: 'https://example.com/banner.jpg',
						} ),
					} ),
				} ),
			} ),
		};
		Object.assign( window, { wp: { media: jest.fn( () => frame ) } } );
		try {
			openPage( 'basic' );

			await user.click(
				await screen.findByRole( 'button', { name: 'Choose banner' } )
			);
			expect( frame.open ).toHaveBeenCalled();
			act( () => onSelect() );

			expect(
				screen.getByRole( 'img', { name: 'Banner preview' } )
			).toHaveAttribute( 'src', 'https://example.com/banner.jpg' );
			await save();
			expect(
				await screen.findByText( 'Event saved.' )
			).toBeInTheDocument();
			expect( putBodies()[ 0 ] ).toMatchObject( { banner: 77 } );

			await user.click(
				screen.getByRole( 'button', { name: 'Remove banner' } )
			);
			expect(
				screen.queryByRole( 'img', { name: 'Banner preview' } )
			).not.toBeInTheDocument();
		} finally {
			delete ( window as { wp?: unknown } ).wp;
		}
	} );

	it( 'says so when the media library is not there', async () => {
		openPage( 'basic' );

		expect(
			await screen.findByText(
				'Your role cannot choose images from the media library.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Choose banner' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'Location', () => {
	it( 'checks the online link and saves the location only', async () => {
		const user = userEvent.setup();
		openPage( 'location' );

		await user.click(
			await screen.findByRole( 'radio', { name: 'Hybrid' } )
		);
		const link = screen.getByRole( 'textbox', { name: 'Online link' } );
		await user.type( link, 'meet.example.com' );
		await save();

		expect( link ).toHaveAccessibleDescription(
			'Please enter a valid link starting with http:// or https://.'
		);
		expect( link ).toHaveFocus();
		expect( putBodies() ).toEqual( [] );

		await user.clear( link );
		await user.type( link, 'https://meet.example.com' );
		expect( link ).not.toHaveAccessibleDescription(
			'Please enter a valid link starting with http:// or https://.'
		);
		await save();

		expect( await screen.findByText( 'Event saved.' ) ).toBeInTheDocument();
		expect( putBodies() ).toEqual( [
			{
				location: {
					type: 'hybrid',
					venue: 'Town Hall',
					address: { address: '1 Main Street' },
					online_link: 'https://meet.example.com',
				},
			},
		] );
	} );

	it( 'removes the location', async () => {
		const user = userEvent.setup();
		openPage( 'location' );

		await user.click(
			await screen.findByRole( 'button', { name: 'Remove location' } )
		);

		expect(
			await screen.findByText( 'Location removed.' )
		).toBeInTheDocument();
		expect( putBodies() ).toEqual( [ { location: null } ] );
		expect(
			screen.getByRole( 'textbox', { name: 'Venue name' } )
		).toHaveValue( '' );
		expect(
			screen.queryByRole( 'button', { name: 'Remove location' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the server’s message when saving fails', async () => {
		openPage( 'location', makeEvent(), {
			'PUT /eventin/v2/events/12': () =>
				Promise.reject( {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): location',
					data: {
						status: 400,
						params: { location: 'The venue is closed.' },
					},
				} ),
		} );

		await screen.findByRole( 'textbox', { name: 'Venue name' } );
		await save();

		expect(
			await screen.findByText( 'Invalid parameter(s): location' )
		).toBeInTheDocument();
		// No field for it: shown above the form.
		expect(
			screen.getAllByText( 'The venue is closed.' ).length
		).toBeGreaterThan( 0 );
	} );
} );

describe( 'Someone else changed the event', () => {
	it( 'says so instead of overwriting, and reloads it with their changes', async () => {
		const user = userEvent.setup();
		const loaded = makeEvent();
		let stored = loaded;
		const sent: Array< Record< string, unknown > > = [];
		openPage( 'basic', loaded, {
			'GET /eventin/v2/events/12': () => stored,
			'PUT /eventin/v2/events/12': ( {
				data,
			}: {
				data: Record< string, unknown >;
			} ) => {
				sent.push( data );
				if ( data.modified !== stored.modified ) {
					return Promise.reject( {
						code: 'eventin_event_changed',
						message: 'This event was changed by someone else',
						data: { status: 409 },
					} );
				}
				stored = {
					...stored,
					...data,
					modified: '2026-02-01T10:09:00Z',
				};
				return stored;
			},
		} );
		const title = await screen.findByRole( 'textbox', { name: 'Title' } );
		// Changed behind the editor's back.
		stored = makeEvent( {
			title: 'Their title',
			modified: '2026-02-01T10:05:00Z',
		} );
		fireEvent.change( title, { target: { value: 'My title' } } );
		await save();

		const form = screen.getByRole( 'form', { name: 'Basic info' } );
		await within( form ).findByText(
			'This event was changed by someone else'
		);
		expect( sent[ 0 ] ).toMatchObject( {
			title: 'My title',
			modified: loaded.modified,
		} );
		expect( screen.queryByText( 'Event saved.' ) ).not.toBeInTheDocument();
		await user.click(
			within( form ).getByRole( 'button', { name: 'Reload' } )
		);

		await waitFor( () => expect( title ).toHaveValue( 'Their title' ) );
		expect(
			within( form ).queryByText(
				'This event was changed by someone else'
			)
		).not.toBeInTheDocument();
		expect(
			within( form ).queryByRole( 'button', { name: 'Reload' } )
		).not.toBeInTheDocument();
		// Saved again on their version, with its modified time.
		fireEvent.change( title, { target: { value: 'Mine on theirs' } } );
		await save();
		expect( await screen.findByText( 'Event saved.' ) ).toBeInTheDocument();
		expect( sent[ 1 ] ).toMatchObject( {
			title: 'Mine on theirs',
			modified: '2026-02-01T10:05:00Z',
		} );
		// And the next save sends the time the last one answered.
		fireEvent.change( title, { target: { value: 'Once more' } } );
		await save();
		await waitFor( () => expect( sent ).toHaveLength( 3 ) );
		expect( sent[ 2 ].modified ).toBe( '2026-02-01T10:09:00Z' );
	}, 30000 );
} );

describe( 'Tickets', () => {
	it( 'shows the totals and keeps a type with sales', async () => {
		openPage( 'tickets' );

		expect(
			await screen.findByText( 'Total tickets: 100' )
		).toBeInTheDocument();
		const standard = screen.getByRole( 'group', { name: 'Ticket type 1' } );
		expect(
			within( standard ).getByRole( 'textbox', { name: 'Ticket name' } )
		).toHaveValue( 'Standard' );
		expect( within( standard ).getByText( 'Sold: 3' ) ).toBeInTheDocument();
		const remove = within( standard ).getByRole( 'button', {
			name: 'Remove ticket type',
		} );
		expect( remove ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( remove ).toHaveAccessibleDescription(
			'Tickets of this type have been sold, so it cannot be removed.'
		);
	} );

	it( 'adds a type, checks it, and sends the whole list', async () => {
		const user = userEvent.setup();
		openPage( 'tickets' );

		await user.click(
			await screen.findByRole( 'button', { name: 'Add ticket type' } )
		);
		const added = screen.getByRole( 'group', { name: 'Ticket type 2' } );
		await save();

		const name = within( added ).getByRole( 'textbox', {
			name: 'Ticket name',
		} );
		expect( name ).toHaveAccessibleDescription(
			'Please enter the ticket name.'
		);
		expect( putBodies() ).toEqual( [] );

		await user.type( name, 'VIP' );
		const price = within( added ).getByRole( 'spinbutton', {
			name: 'Price',
		} );
		await user.clear( price );
		await user.type( price, '80' );
		await user.click(
			within( added ).getByRole( 'checkbox', { name: 'Unlimited' } )
		);
		await user.type(
			within( added ).getByRole( 'spinbutton', { name: 'Capacity' } ),
			'20'
		);
		await save();

		expect( await screen.findByText( 'Event saved.' ) ).toBeInTheDocument();
		expect( putBodies() ).toEqual( [
			{
				tickets: [
					{
						id: 31,
						name: 'Standard',
						price: '25.00',
						capacity: 100,
						min_per_order: 1,
						max_per_order: 0,
						sale_start: '2026-03-01 08:00',
						sale_end: '',
						sold: 3,
					},
					{
						id: 0,
						name: 'VIP',
						price: '80.00',
						capacity: 20,
						min_per_order: 1,
						max_per_order: 0,
						sale_start: '',
						sale_end: '',
						sold: 0,
					},
				],
			},
		] );
	} );

	it( 'removes a type without sales', async () => {
		const user = userEvent.setup();
		openPage( 'tickets', makeEvent( { tickets: [] } ) );

		await user.click(
			await screen.findByRole( 'button', { name: 'Add ticket type' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove ticket type' } )
		);

		expect(
			screen.queryByRole( 'group', { name: 'Ticket type 1' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByText( 'No ticket types yet.' )
		).toBeInTheDocument();
	} );

	it( 'refuses a capacity below what is sold', async () => {
		const user = userEvent.setup();
		openPage( 'tickets' );

		const capacity = await screen.findByRole( 'spinbutton', {
			name: 'Capacity',
		} );
		await user.clear( capacity );
		await user.type( capacity, '2' );
		await save();

		expect( capacity ).toHaveAccessibleDescription(
			'The capacity cannot be below the 3 tickets sold.'
		);
	} );
} );

describe( 'Recurrence', () => {
	it( 'saves a weekly rule, with the note about occurrences', async () => {
		const user = userEvent.setup();
		openPage( 'recurrence' );

		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Repeat this event' } )
		);
		expect(
			screen.getAllByText(
				'Saving regenerates the future occurrences of this event. Occurrences that have ticket sales are kept as they are.'
			).length
		).toBeGreaterThan( 0 );
		// The start (10 March 2026) is a Tuesday.
		expect(
			screen.getByRole( 'checkbox', { name: 'Tuesday' } )
		).toBeChecked();
		await user.click( screen.getByRole( 'checkbox', { name: 'Friday' } ) );
		await save();

		expect( await screen.findByText( 'Event saved.' ) ).toBeInTheDocument();
		expect( putBodies() ).toEqual( [
			{
				recurring_enabled: 'yes',
				recurrence: {
					frequency: 'weekly',
					interval: 1,
					weekdays: [ 2, 5 ],
					monthly_by: 'date',
					ends: 'after',
					until: '',
					count: 5,
				},
			},
		] );
	} );

	it( 'offers the start’s day or its nth weekday monthly', async () => {
		const user = userEvent.setup();
		openPage( 'recurrence' );

		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Repeat this event' } )
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Repeats' } ),
			'monthly'
		);

		expect(
			screen.getByRole( 'radio', { name: 'On day 10 of the month' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'radio', {
				name: 'On the second Tuesday of the month',
			} )
		).toBeInTheDocument();
	} );

	it( 'points an occurrence to its parent', async () => {
		openPage( 'recurrence', makeEvent( { parent: 7 } ) );

		const link = await screen.findByRole( 'link', {
			name: 'Edit the parent event’s recurrence',
		} );
		expect( link ).toHaveAttribute( 'href', '/events/create/7/recurrence' );
		expect(
			screen.queryByRole( 'checkbox', { name: 'Repeat this event' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'Speakers and organizers', () => {
	it( 'shows the chosen ones and finds more', async () => {
		const user = userEvent.setup();
		openPage( 'people', makeEvent( { speakers: [ 5 ] } ), {
			'GET /eventin/v2/event/choices': ( { path }: { path: string } ) => {
				const query = new URLSearchParams( path.split( '?' )[ 1 ] );
				if ( query.get( 'kind' ) === 'organizer' ) {
					return [ { id: 9, label: 'Org Co' } ];
				}
				if ( query.get( 'search' ) === 'gra' ) {
					return [ { id: 6, label: 'Grace' } ];
				}
				if ( query.has( 'include[0]' ) || query.has( 'include[]' ) ) {
					return [ { id: 5, label: 'Ada' } ];
				}
				return [];
			},
		} );

		const speakers = await screen.findByRole( 'group', {
			name: 'Speakers',
		} );
		expect(
			await within( speakers ).findByRole( 'checkbox', { name: 'Ada' } )
		).toBeChecked();

		await user.type(
			within( speakers ).getByRole( 'searchbox', {
				name: 'Search speakers',
			} ),
			'gra'
		);
		await user.click(
			await within( speakers ).findByRole(
				'checkbox',
				{ name: 'Grace' },
				{ timeout: CHOICES_SEARCH_DELAY_MS + 1000 }
			)
		);
		await user.click(
			await within(
				screen.getByRole( 'group', { name: 'Organizers' } )
			).findByRole( 'checkbox', { name: 'Org Co' } )
		);
		await save();

		expect( await screen.findByText( 'Event saved.' ) ).toBeInTheDocument();
		expect( putBodies() ).toEqual( [
			{ speakers: [ 5, 6 ], organizers: [ 9 ] },
		] );
		await waitFor( () =>
			expect(
				within( speakers ).getByRole( 'checkbox', { name: 'Grace' } )
			).toBeChecked()
		);
	} );
} );

/**
 * The schedule form at /schedules/create and /schedules/edit/{id},
 * rendered in the app against a mocked REST API.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Schedule } from '../../../../stores/schedules/types';
import type { Speaker } from '../../../../stores/speakers/types';
import {
	listResponse,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
	SCHEDULE_MANAGER,
} from '../../../../admin/test/helpers';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

function makeSpeaker( id: number, name: string ): Speaker {
	return {
		id,
		name,
		email: '',
		designation: '',
		company: '',
		biography: '',
		image_id: 0,
		image: '',
		social: [],
		speaker_group: [],
		group_ids: [],
		category: [ 'speaker' ],
		author_url: '',
	};
}

const SAM = makeSpeaker( 5, 'Sam Speaker' );
const OLGA = makeSpeaker( 6, 'Olga Organizer' );
const RITA = makeSpeaker( 7, 'Rita Remote' );

/**
 * A speakers answer as apiFetch hands it over with `parse: false`: a plain
 * array, the total in a header.
 *
 * @param items The speakers.
 */
function speakersResponse( items: Speaker[] ) {
	return {
		json: async () => items,
		headers: {
			get: ( name: string ) =>
				name.toLowerCase() === 'x-wp-total'
					? String( items.length )
					: null,
		},
	};
}

const SCHEDULE: Schedule = {
	id: 7,
	program_title: 'Opening Day Program',
	date: '2026-05-04',
	status: 'publish',
	slots: [
		{
			topic: 'Welcome',
			start_time: '09:00',
			end_time: '09:30',
			room: 'Hall A',
			objective: 'Say hello',
			speakers: [ 5, 7 ],
		},
		{
			topic: 'Keynote',
			start_time: '09:30',
			end_time: '10:30',
			room: '',
			objective: '',
			speakers: [],
		},
	],
	modified: '2026-04-01T08:00:00Z',
};

function speakersAnswer( { path }: { path: string } ) {
	const search = new URLSearchParams( path.split( '?' )[ 1 ] ).get(
		'search'
	);
	const all = [ SAM, OLGA ];
	return speakersResponse(
		search
			? all.filter( ( speaker ) =>
					speaker.name.toLowerCase().includes( search.toLowerCase() )
				)
			: all
	);
}

function open( path: string, answers: Record< string, unknown > = {} ) {
	mockRest( {
		...restFor( SCHEDULE_MANAGER ),
		'GET /eventin/v2/schedules': () => listResponse( [ SCHEDULE ] ),
		'GET /eventin/v2/schedules/7': SCHEDULE,
		'GET /eventin/v2/speakers': speakersAnswer,
		// Rita is not among the first speakers: read on her own.
		'GET /eventin/v2/speakers/7': RITA,
		...answers,
	} );
	return renderApp( path );
}

function slot( position: number ): HTMLElement {
	return screen.getByRole( 'group', {
		name: new RegExp( `^Slot ${ position }\\b` ),
	} );
}

function slotTopics(): string[] {
	return screen
		.getAllByRole( 'textbox', { name: 'Topic' } )
		.map( ( input ) => ( input as HTMLInputElement ).value );
}

function findNotice( text: string ) {
	return screen.findByText( text, {
		selector: '.components-notice__content, .components-notice__content *',
	} );
}

function setValue( element: HTMLElement, value: string ) {
	fireEvent.change( element, { target: { value } } );
}

async function fillSlot(
	position: number,
	{ topic, start, end }: { topic: string; start: string; end: string }
) {
	const group = slot( position );
	setValue(
		within( group ).getByRole( 'textbox', { name: 'Topic' } ),
		topic
	);
	setValue( within( group ).getByLabelText( 'Start time' ), start );
	setValue( within( group ).getByLabelText( 'End time' ), end );
}

function requests( method: string ) {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter( ( options ) => options.method === method );
}

describe( 'creating a schedule', () => {
	it( 'shows the fields and one empty slot', async () => {
		open( '/schedules/create' );

		expect(
			await screen.findByRole( 'textbox', { name: 'Program Title' } )
		).toHaveValue( '' );
		expect( screen.getByLabelText( 'Date' ) ).toHaveAttribute(
			'type',
			'date'
		);
		const first = slot( 1 );
		expect(
			within( first ).getByLabelText( 'Start time' )
		).toHaveAttribute( 'type', 'time' );
		expect( within( first ).getByLabelText( 'End time' ) ).toHaveAttribute(
			'type',
			'time'
		);
		expect(
			within( first ).getByRole( 'textbox', { name: 'Room' } )
		).toBeInTheDocument();
		expect(
			within( first ).getByRole( 'textbox', { name: 'Objective' } )
		).toBeInTheDocument();
		expect(
			await within( first ).findByRole( 'checkbox', {
				name: 'Sam Speaker',
			} )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'button', { name: 'Create Schedule' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Go Back' } )
		).toHaveAttribute( 'href', '/schedules' );
	} );

	it( 'checks the required fields and focuses the first', async () => {
		const user = userEvent.setup();
		open( '/schedules/create' );
		await screen.findByRole( 'textbox', { name: 'Program Title' } );

		await user.click(
			screen.getByRole( 'button', { name: 'Create Schedule' } )
		);

		expect(
			screen.getByText( 'Please enter the program title.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please choose the date.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please enter the topic.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please choose the start time.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please choose the end time.' )
		).toBeInTheDocument();
		const title = screen.getByRole( 'textbox', { name: 'Program Title' } );
		expect( title ).toHaveFocus();
		expect( title ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( requests( 'POST' ) ).toEqual( [] );

		// A field's error goes once it is filled in.
		setValue( title, 'Day 1' );
		expect(
			screen.queryByText( 'Please enter the program title.' )
		).not.toBeInTheDocument();
		expect(
			screen.getByText( 'Please choose the date.' )
		).toBeInTheDocument();
	} );

	it( 'wants each slot to end after it starts', async () => {
		const user = userEvent.setup();
		open( '/schedules/create' );
		setValue(
			await screen.findByRole( 'textbox', { name: 'Program Title' } ),
			'Day 1'
		);
		setValue( screen.getByLabelText( 'Date' ), '2026-05-04' );
		await fillSlot( 1, { topic: 'Keynote', start: '10:00', end: '09:00' } );

		await user.click(
			screen.getByRole( 'button', { name: 'Create Schedule' } )
		);

		const end = within( slot( 1 ) ).getByLabelText( 'End time' );
		expect(
			within( slot( 1 ) ).getByText(
				'The slot must end after it starts.'
			)
		).toBeInTheDocument();
		expect( end ).toHaveFocus();
		expect( requests( 'POST' ) ).toEqual( [] );
	} );

	it( 'adds, reorders and removes slots, keeping the keyboard’s place', async () => {
		const user = userEvent.setup();
		open( '/schedules/create' );
		await screen.findByRole( 'textbox', { name: 'Program Title' } );
		setValue(
			within( slot( 1 ) ).getByRole( 'textbox', { name: 'Topic' } ),
			'A'
		);

		await user.click( screen.getByRole( 'button', { name: 'Add slot' } ) );
		expect(
			within( slot( 2 ) ).getByRole( 'textbox', { name: 'Topic' } )
		).toHaveFocus();
		await user.keyboard( 'B' );
		await user.click( screen.getByRole( 'button', { name: 'Add slot' } ) );
		await user.keyboard( 'C' );
		expect( slotTopics() ).toEqual( [ 'A', 'B', 'C' ] );

		// The first slot cannot go up, the last cannot go down.
		expect(
			screen.getByRole( 'button', { name: 'Move slot 1 up' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Move slot 3 down' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		await user.click(
			screen.getByRole( 'button', { name: 'Move slot 3 up' } )
		);
		expect( slotTopics() ).toEqual( [ 'A', 'C', 'B' ] );
		// Focus follows the slot: now the second one's button.
		expect(
			screen.getByRole( 'button', { name: 'Move slot 2 up' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( slotTopics() ).toEqual( [ 'C', 'A', 'B' ] );
		// At the top: the focus moves to the slot's other button.
		expect(
			screen.getByRole( 'button', { name: 'Move slot 1 down' } )
		).toHaveFocus();

		await user.click(
			screen.getByRole( 'button', { name: 'Move slot 2 down' } )
		);
		expect( slotTopics() ).toEqual( [ 'C', 'B', 'A' ] );

		await user.click(
			screen.getByRole( 'button', { name: 'Remove slot 1' } )
		);
		expect( slotTopics() ).toEqual( [ 'B', 'A' ] );
		expect(
			within( slot( 1 ) ).getByRole( 'textbox', { name: 'Topic' } )
		).toHaveFocus();

		await user.click(
			screen.getByRole( 'button', { name: 'Remove slot 2' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove slot 1' } )
		);
		expect( screen.getByText( 'No time slots yet.' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Add slot' } )
		).toHaveFocus();
	} );

	it( 'creates the schedule with its slots and speakers, then goes to the list', async () => {
		const user = userEvent.setup();
		open( '/schedules/create', {
			'POST /eventin/v2/schedules': ( { data }: { data: unknown } ) => ( {
				...( data as object ),
				id: 12,
				status: 'publish',
			} ),
		} );
		setValue(
			await screen.findByRole( 'textbox', { name: 'Program Title' } ),
			'  Day 2 '
		);
		setValue( screen.getByLabelText( 'Date' ), '2026-05-05' );
		await fillSlot( 1, { topic: 'Panel', start: '13:00', end: '14:00' } );
		setValue(
			within( slot( 1 ) ).getByRole( 'textbox', { name: 'Room' } ),
			'Hall B'
		);
		setValue(
			within( slot( 1 ) ).getByRole( 'textbox', { name: 'Objective' } ),
			'Talk it over'
		);
		await user.click(
			await within( slot( 1 ) ).findByRole( 'checkbox', {
				name: 'Olga Organizer',
			} )
		);
		await user.click(
			within( slot( 1 ) ).getByRole( 'checkbox', { name: 'Sam Speaker' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Add slot' } ) );
		await fillSlot( 2, { topic: 'Lunch', start: '14:00', end: '15:00' } );

		await user.click(
			screen.getByRole( 'button', { name: 'Create Schedule' } )
		);

		expect(
			await screen.findByText( 'Successfully created the schedule!' )
		).toBeInTheDocument();
		expect( requests( 'POST' ) ).toEqual( [
			{
				path: '/eventin/v2/schedules',
				method: 'POST',
				data: {
					program_title: 'Day 2',
					date: '2026-05-05',
					slots: [
						{
							topic: 'Panel',
							start_time: '13:00',
							end_time: '14:00',
							room: 'Hall B',
							objective: 'Talk it over',
							speakers: [ 6, 5 ],
						},
						{
							topic: 'Lunch',
							start_time: '14:00',
							end_time: '15:00',
							room: '',
							objective: '',
							speakers: [],
						},
					],
				},
			},
		] );
		await waitFor( () =>
			expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
				/^\/schedules$/
			)
		);
	} );

	it( 'searches the speakers', async () => {
		const user = userEvent.setup();
		open( '/schedules/create' );
		await screen.findByRole( 'textbox', { name: 'Program Title' } );
		const first = slot( 1 );
		await within( first ).findByRole( 'checkbox', {
			name: 'Olga Organizer',
		} );

		await user.type(
			within( first ).getByRole( 'searchbox', {
				name: 'Search speakers for slot 1',
			} ),
			'sam'
		);

		await waitFor( () =>
			expect(
				within( first ).queryByRole( 'checkbox', {
					name: 'Olga Organizer',
				} )
			).not.toBeInTheDocument()
		);
		expect(
			within( first ).getByRole( 'checkbox', { name: 'Sam Speaker' } )
		).toBeInTheDocument();
		expect(
			mockApiFetch.mock.calls.some( ( [ options ] ) =>
				options.path.startsWith(
					'/eventin/v2/speakers?per_page=100&search=sam'
				)
			)
		).toBe( true );
	} );

	it( 'is busy while saving', async () => {
		const user = userEvent.setup();
		open( '/schedules/create', {
			'POST /eventin/v2/schedules': () => new Promise( () => {} ),
		} );
		setValue(
			await screen.findByRole( 'textbox', { name: 'Program Title' } ),
			'Day 3'
		);
		setValue( screen.getByLabelText( 'Date' ), '2026-05-06' );
		await fillSlot( 1, { topic: 'Talk', start: '09:00', end: '10:00' } );

		const submit = screen.getByRole( 'button', {
			name: 'Create Schedule',
		} );
		await user.click( submit );
		await user.click( submit );

		expect( submit ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( submit ).toHaveClass( 'is-busy' );
		expect( requests( 'POST' ) ).toHaveLength( 1 );
	} );

	it( 'shows the server’s field errors by their field', async () => {
		const user = userEvent.setup();
		open( '/schedules/create', {
			'POST /eventin/v2/schedules': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'The slot must end after it starts.',
					data: {
						status: 400,
						params: {
							'slots.1.end_time':
								'The slot must end after it starts.',
						},
					},
				};
			},
		} );
		setValue(
			await screen.findByRole( 'textbox', { name: 'Program Title' } ),
			'Day 4'
		);
		setValue( screen.getByLabelText( 'Date' ), '2026-05-07' );
		await fillSlot( 1, { topic: 'One', start: '09:00', end: '10:00' } );
		await user.click( screen.getByRole( 'button', { name: 'Add slot' } ) );
		await fillSlot( 2, { topic: 'Two', start: '10:00', end: '11:00' } );

		await user.click(
			screen.getByRole( 'button', { name: 'Create Schedule' } )
		);

		expect(
			await screen.findByText( 'Failed to save the schedule!' )
		).toBeInTheDocument();
		const end = within( slot( 2 ) ).getByLabelText( 'End time' );
		expect( end ).toHaveAttribute( 'aria-invalid', 'true' );
		await waitFor( () => expect( end ).toHaveFocus() );
		expect(
			within( slot( 2 ) ).getByText(
				'The slot must end after it starts.'
			)
		).toBeInTheDocument();
		expect(
			within( slot( 1 ) ).getByLabelText( 'End time' )
		).toHaveAttribute( 'aria-invalid', 'false' );
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/schedules/create'
		);
	} );

	it( 'shows server errors of no field above the form', async () => {
		const user = userEvent.setup();
		open( '/schedules/create', {
			'POST /eventin/v2/schedules': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'A schedule can have at most 100 time slots.',
					data: {
						status: 400,
						params: {
							slots: 'A schedule can have at most 100 time slots.',
						},
					},
				};
			},
		} );
		setValue(
			await screen.findByRole( 'textbox', { name: 'Program Title' } ),
			'Day 5'
		);
		setValue( screen.getByLabelText( 'Date' ), '2026-05-08' );
		await fillSlot( 1, { topic: 'One', start: '09:00', end: '10:00' } );

		await user.click(
			screen.getByRole( 'button', { name: 'Create Schedule' } )
		);

		await screen.findByText( 'Failed to save the schedule!' );
		expect(
			screen.getAllByText( 'A schedule can have at most 100 time slots.' )
				.length
		).toBeGreaterThanOrEqual( 1 );
	} );
} );

describe( 'editing a schedule', () => {
	it( 'loads the schedule with its speakers’ names', async () => {
		open( '/schedules/edit/7' );

		expect(
			await screen.findByRole( 'textbox', { name: 'Program Title' } )
		).toHaveValue( 'Opening Day Program' );
		expect( screen.getByLabelText( 'Date' ) ).toHaveValue( '2026-05-04' );
		expect( slotTopics() ).toEqual( [ 'Welcome', 'Keynote' ] );
		expect( slot( 1 ) ).toHaveAccessibleName(
			/^Slot 1 · 9:00\sAM – 9:30\sAM$/
		);
		expect(
			within( slot( 1 ) ).getByLabelText( 'Start time' )
		).toHaveValue( '09:00' );
		expect(
			await within( slot( 1 ) ).findByRole( 'checkbox', {
				name: 'Rita Remote',
			} )
		).toBeChecked();
		expect(
			within( slot( 1 ) ).getByRole( 'checkbox', { name: 'Sam Speaker' } )
		).toBeChecked();
		expect(
			within( slot( 2 ) ).getByRole( 'checkbox', { name: 'Sam Speaker' } )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'button', { name: 'Update Schedule' } )
		).toBeInTheDocument();
	} );

	it( 'updates the schedule and stays', async () => {
		const user = userEvent.setup();
		open( '/schedules/edit/7', {
			'PUT /eventin/v2/schedules/7': ( {
				data,
			}: {
				data: unknown;
			} ) => ( {
				...SCHEDULE,
				...( data as object ),
			} ),
		} );
		const title = await screen.findByRole( 'textbox', {
			name: 'Program Title',
		} );
		setValue( title, 'Opening Day (revised)' );
		await user.click(
			screen.getByRole( 'button', { name: 'Move slot 2 up' } )
		);

		await user.click(
			screen.getByRole( 'button', { name: 'Update Schedule' } )
		);

		expect(
			await screen.findByText( 'Successfully updated the schedule!' )
		).toBeInTheDocument();
		const [ put ] = requests( 'PUT' );
		expect( put.path ).toBe( '/eventin/v2/schedules/7' );
		expect( put.data.program_title ).toBe( 'Opening Day (revised)' );
		// With the modified time the form loaded, so someone else's change is not overwritten.
		expect( put.data.modified ).toBe( SCHEDULE.modified );
		expect(
			put.data.slots.map( ( { topic }: { topic: string } ) => topic )
		).toEqual( [ 'Keynote', 'Welcome' ] );
		expect( put.data.slots[ 1 ].speakers ).toEqual( [ 5, 7 ] );
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/schedules/edit/7'
		);
		expect( slotTopics() ).toEqual( [ 'Keynote', 'Welcome' ] );
	} );

	it( 'says when the update fails, with the server’s reason', async () => {
		const user = userEvent.setup();
		open( '/schedules/edit/7', {
			'PUT /eventin/v2/schedules/7': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Please enter the program title.',
					data: {
						status: 400,
						params: {
							program_title: 'Please enter the program title.',
						},
					},
				};
			},
		} );
		await screen.findByRole( 'textbox', { name: 'Program Title' } );

		await user.click(
			screen.getByRole( 'button', { name: 'Update Schedule' } )
		);

		expect(
			await screen.findByText( 'Failed to save the schedule!' )
		).toBeInTheDocument();
		const title = screen.getByRole( 'textbox', { name: 'Program Title' } );
		expect( title ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( title ).toHaveFocus();
		expect(
			screen.getAllByText( 'Please enter the program title.' ).length
		).toBe( 2 );
	} );

	it( 'says when the schedule does not exist', async () => {
		open( '/schedules/edit/404', {
			'GET /eventin/v2/schedules/404': () => {
				throw {
					code: 'rest_not_found',
					message: 'Not found.',
					data: { status: 404 },
				};
			},
		} );

		expect(
			await findNotice( 'This schedule does not exist.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Back to the schedule list' } )
		).toHaveAttribute( 'href', '/schedules' );
	} );

	it( 'says the same for an id that is not one', async () => {
		open( '/schedules/edit/abc' );

		expect(
			await findNotice( 'This schedule does not exist.' )
		).toBeInTheDocument();
		expect(
			mockApiFetch.mock.calls.filter( ( [ { path } ] ) =>
				path.startsWith( '/eventin/v2/schedules/' )
			)
		).toEqual( [] );
	} );
} );

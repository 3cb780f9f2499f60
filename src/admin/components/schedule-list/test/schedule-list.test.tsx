/**
 * The schedule list at /schedules, rendered in the app against a mocked
 * REST API.
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Schedule } from '../../../../stores/schedules/types';
import type { CurrentUser } from '../../../../stores/global';
import {
	listResponse,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
	SCHEDULE_MANAGER,
} from '../../../test/helpers';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

function makeSchedule( changes: Partial< Schedule > = {} ): Schedule {
	return {
		id: 1,
		program_title: 'Opening Day Program',
		date: '2026-03-29',
		status: 'publish',
		slots: [
			{
				topic: 'Welcome',
				start_time: '09:00',
				end_time: '09:30',
				room: 'Hall A',
				objective: '',
				speakers: [],
			},
			{
				topic: 'Keynote',
				start_time: '09:30',
				end_time: '10:30',
				room: 'Hall A',
				objective: '',
				speakers: [ 5 ],
			},
		],
		...changes,
	};
}

const OPENING = makeSchedule();
const WORKSHOPS = makeSchedule( {
	id: 2,
	program_title: 'Workshop Day',
	date: '2025-11-02',
	slots: [],
} );
const CLOSING = makeSchedule( {
	id: 3,
	program_title: 'Closing Day',
	date: '2026-04-01',
	slots: [ makeSchedule().slots[ 0 ] ],
} );

/** The list requests made so far (their paths). */
function listPaths(): string[] {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter(
			( options ) =>
				! options.method &&
				options.path.startsWith( '/eventin/v2/schedules?' )
		)
		.map( ( options ) => options.path );
}

function rowOf( title: string ): HTMLElement {
	return screen
		.getByRole( 'link', { name: title } )
		.closest( 'tr' ) as HTMLElement;
}

async function openList( {
	user = SCHEDULE_MANAGER,
	schedules = [ OPENING, WORKSHOPS, CLOSING ],
	total = schedules.length,
	answers = {},
}: {
	user?: CurrentUser;
	schedules?: Schedule[];
	total?: number;
	answers?: Record< string, unknown >;
} = {} ) {
	mockRest( {
		...restFor( user ),
		'GET /eventin/v2/schedules': () => listResponse( schedules, total ),
		...answers,
	} );
	const rendered = renderApp( '/schedules' );
	if ( schedules.length > 0 ) {
		await screen.findByRole( 'link', {
			name: schedules[ 0 ].program_title,
		} );
	}
	return rendered;
}

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'the schedule list', () => {
	it( 'asks for the first page and shows the columns and totals', async () => {
		await openList( { total: 23 } );

		expect( listPaths()[ 0 ] ).toBe(
			'/eventin/v2/schedules?paged=1&per_page=10'
		);
		for ( const header of [ 'Program Title', 'Date', 'Action' ] ) {
			expect(
				screen.getByRole( 'columnheader', { name: header } )
			).toBeInTheDocument();
		}
		expect(
			screen.getByText( 'Showing 1 - 10 of 23 schedules' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Add New Schedule' } )
		).toHaveAttribute( 'href', '/schedules/create' );
	} );

	it( 'links titles to the edit page, with the slot count and the date', async () => {
		await openList();

		expect(
			screen.getByRole( 'link', { name: 'Opening Day Program' } )
		).toHaveAttribute( 'href', '/schedules/edit/1' );
		const opening = rowOf( 'Opening Day Program' );
		expect( opening ).toHaveTextContent( '2 slots' );
		expect( opening.querySelector( 'time' ) ).toHaveAttribute(
			'datetime',
			'2026-03-29'
		);
		expect( opening.querySelector( 'time' ) ).toHaveTextContent(
			'March 29, 2026'
		);
		expect( rowOf( 'Closing Day' ) ).toHaveTextContent( '1 slot' );
		expect( rowOf( 'Workshop Day' ) ).toHaveTextContent( 'No slots' );
		expect(
			within( opening ).getByRole( 'link', {
				name: 'Edit “Opening Day Program”',
			} )
		).toHaveAttribute( 'href', '/schedules/edit/1' );
	} );

	it( 'searches by program title 500 ms after typing stops', async () => {
		await openList();
		jest.useFakeTimers();
		const search = screen.getByRole( 'searchbox', {
			name: 'Search schedules',
		} );

		fireEvent.change( search, { target: { value: 'Open' } } );
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
				'/eventin/v2/schedules?paged=1&per_page=10&search=Open',
			] )
		);
	} );

	it( 'filters by year, back on page 1, and clears the filters', async () => {
		const user = userEvent.setup();
		await openList( { total: 25 } );

		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		await waitFor( () =>
			expect( listPaths() ).toContain(
				'/eventin/v2/schedules?paged=2&per_page=10'
			)
		);

		const year = screen.getByRole( 'combobox', { name: 'Year' } );
		expect(
			within( year ).getAllByRole( 'option' )[ 0 ]
		).toHaveTextContent( 'All years' );
		const lastYear = String( new Date().getFullYear() - 1 );
		await user.selectOptions( year, lastYear );
		await waitFor( () =>
			expect( listPaths() ).toContain(
				`/eventin/v2/schedules?paged=1&per_page=10&year=${ lastYear }`
			)
		);

		await user.click(
			screen.getByRole( 'button', { name: 'Clear filters' } )
		);
		expect( screen.getByRole( 'combobox', { name: 'Year' } ) ).toHaveValue(
			''
		);
	} );

	it( 'changes the page size, back on page 1', async () => {
		const user = userEvent.setup();
		await openList( { total: 45 } );

		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		expect(
			await screen.findByText( 'Showing 11 - 20 of 45 schedules' )
		).toBeInTheDocument();

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Schedules per page' } ),
			'20'
		);
		await waitFor( () =>
			expect( listPaths() ).toContain(
				'/eventin/v2/schedules?paged=1&per_page=20'
			)
		);
		expect(
			await screen.findByText( 'Showing 1 - 20 of 45 schedules' )
		).toBeInTheDocument();
	} );

	it( 'clones a schedule after confirmation and refreshes the list', async () => {
		let cloned = false;
		await openList( {
			answers: {
				'GET /eventin/v2/schedules': () =>
					listResponse(
						cloned
							? [
									makeSchedule( {
										id: 9,
										program_title:
											'Opening Day Program (Copy)',
									} ),
									OPENING,
								]
							: [ OPENING ]
					),
				'POST /eventin/v2/schedules/1/clone': () => {
					cloned = true;
					return makeSchedule( {
						id: 9,
						program_title: 'Opening Day Program (Copy)',
					} );
				},
			},
		} );
		const user = userEvent.setup();

		await user.click(
			within( rowOf( 'Opening Day Program' ) ).getByRole( 'button', {
				name: 'Clone “Opening Day Program”',
			} )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		expect( dialog ).toHaveTextContent(
			'Are you sure you want to clone this schedule?'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Clone' } )
		);

		expect(
			await screen.findByText( 'Successfully cloned the schedule!' )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/schedules/1/clone',
			method: 'POST',
		} );
		expect(
			await screen.findByRole( 'link', {
				name: 'Opening Day Program (Copy)',
			} )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'cancels a clone', async () => {
		await openList();
		const user = userEvent.setup();

		await user.click(
			within( rowOf( 'Workshop Day' ) ).getByRole( 'button', {
				name: 'Clone “Workshop Day”',
			} )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( mockApiFetch ).not.toHaveBeenCalledWith(
			expect.objectContaining( { method: 'POST' } )
		);
		expect(
			within( rowOf( 'Workshop Day' ) ).getByRole( 'button', {
				name: 'Clone “Workshop Day”',
			} )
		).toHaveFocus();
	} );

	it( 'says when a clone fails, with the server’s reason', async () => {
		await openList( {
			answers: {
				'POST /eventin/v2/schedules/1/clone': () => {
					throw { code: 'rest_error', message: 'Disk full.' };
				},
			},
		} );
		const user = userEvent.setup();

		await user.click(
			within( rowOf( 'Opening Day Program' ) ).getByRole( 'button', {
				name: 'Clone “Opening Day Program”',
			} )
		);
		await user.click(
			within(
				await screen.findByRole( 'dialog', { name: 'Are you sure?' } )
			).getByRole( 'button', { name: 'Clone' } )
		);

		expect(
			await screen.findByText( 'Failed to clone the schedule!' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Disk full.' ) ).toBeInTheDocument();
	} );

	it( 'deletes one schedule after confirmation', async () => {
		let deleted = false;
		await openList( {
			answers: {
				'GET /eventin/v2/schedules': () =>
					listResponse(
						deleted ? [ WORKSHOPS ] : [ OPENING, WORKSHOPS ]
					),
				'DELETE /eventin/v2/schedules': () => {
					deleted = true;
					return { deleted: [ 1 ], trashed: true };
				},
			},
		} );
		const user = userEvent.setup();

		await user.click(
			within( rowOf( 'Opening Day Program' ) ).getByRole( 'button', {
				name: 'Delete “Opening Day Program”',
			} )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		expect( dialog ).toHaveTextContent(
			'Are you sure you want to delete this schedule?'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);

		expect(
			await screen.findByText( 'Successfully deleted the schedule!' )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/schedules?ids%5B0%5D=1',
			method: 'DELETE',
		} );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'link', { name: 'Opening Day Program' } )
			).not.toBeInTheDocument()
		);
		expect(
			screen.getByRole( 'link', { name: 'Workshop Day' } )
		).toBeInTheDocument();
	} );

	it( 'says when a delete fails, with the server’s reason', async () => {
		await openList( {
			answers: {
				'DELETE /eventin/v2/schedules': () => {
					throw {
						code: 'rest_forbidden',
						message: 'Sorry, you are not allowed to do that.',
					};
				},
			},
		} );
		const user = userEvent.setup();

		await user.click(
			within( rowOf( 'Opening Day Program' ) ).getByRole( 'button', {
				name: 'Delete “Opening Day Program”',
			} )
		);
		await user.click(
			within(
				await screen.findByRole( 'dialog', { name: 'Are you sure?' } )
			).getByRole( 'button', { name: 'Delete' } )
		);

		expect(
			await screen.findByText( 'Failed to delete the schedule!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Sorry, you are not allowed to do that.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Opening Day Program' } )
		).toBeInTheDocument();
	} );

	it( 'swaps the filters for bulk delete while rows are selected', async () => {
		const user = userEvent.setup();
		let deleted = false;
		await openList( {
			answers: {
				'GET /eventin/v2/schedules': () =>
					listResponse(
						deleted ? [ CLOSING ] : [ OPENING, WORKSHOPS, CLOSING ]
					),
				'DELETE /eventin/v2/schedules': () => {
					deleted = true;
					return { deleted: [ 1, 2 ], trashed: true };
				},
			},
		} );

		await user.click(
			within( rowOf( 'Opening Day Program' ) ).getByRole( 'checkbox' )
		);
		await user.click(
			within( rowOf( 'Workshop Day' ) ).getByRole( 'checkbox' )
		);
		expect(
			screen.queryByRole( 'searchbox', { name: 'Search schedules' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'combobox', { name: 'Year' } )
		).not.toBeInTheDocument();

		await user.click( screen.getByRole( 'button', { name: 'Delete' } ) );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Are you sure?',
		} );
		expect( dialog ).toHaveTextContent(
			'Are you sure you want to delete these schedules?'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);

		expect(
			await screen.findByText( 'Successfully deleted the schedules!' )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/schedules?ids%5B0%5D=1&ids%5B1%5D=2',
			method: 'DELETE',
		} );
		expect(
			await screen.findByRole( 'searchbox', { name: 'Search schedules' } )
		).toBeInTheDocument();
	} );

	it( 'goes to /schedules/empty when the site has no schedules', async () => {
		await openList( { schedules: [] } );

		await waitFor( () =>
			expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
				'/schedules/empty'
			)
		);
		expect(
			await screen.findByRole( 'heading', { name: 'No schedules yet' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Create Schedule' } )
		).toHaveAttribute( 'href', '/schedules/create' );
	} );

	it( 'stays on the list when a filter matches nothing', async () => {
		const user = userEvent.setup();
		await openList( {
			answers: {
				'GET /eventin/v2/schedules': ( { path }: { path: string } ) =>
					path.includes( 'year=' )
						? listResponse( [] )
						: listResponse( [ OPENING ] ),
			},
			schedules: [ OPENING ],
		} );

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Year' } ),
			String( new Date().getFullYear() + 1 )
		);

		expect(
			await screen.findByText( 'No schedules match these filters.' )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			/^\/schedules$/
		);
	} );

	it( 'shows the server’s message when the list cannot be loaded', async () => {
		mockRest( {
			...restFor( SCHEDULE_MANAGER ),
			'GET /eventin/v2/schedules': () => {
				throw { code: 'rest_error', message: 'Database gone.' };
			},
		} );
		renderApp( '/schedules' );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Database gone.'
		);
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			/^\/schedules$/
		);
	} );
} );

/**
 * The schedule list at /schedules, rendered in the app against a mocked
 * REST API: what every list does (`describeList()`), then the schedule
 * list's own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Schedule } from '../../../../stores/schedules/types';
import {
	listResponse,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
	SCHEDULE_MANAGER,
} from '../../../../admin/test/helpers';
import {
	describeList,
	listPaths as listPathsOf,
	openList as openListOf,
	rowOf,
	type ListCase,
	type OpenListOptions,
} from '../../../../admin/test/lists';

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
		modified: '2026-03-01T08:00:00Z',
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

const SCHEDULES: ListCase< Schedule > = {
	route: '/schedules',
	restPath: '/eventin/v2/schedules',
	rest: () => restFor( SCHEDULE_MANAGER ),
	respond: listResponse,
	items: [ OPENING, WORKSHOPS, CLOSING ],
	title: ( schedule ) => schedule.program_title,
	noun: { one: 'schedule', many: 'schedules' },
	searchLabel: 'Search schedules',
	columns: [ 'Program Title', 'Date', 'Action' ],
	addNew: { label: 'Add New Schedule', href: '/schedules/create' },
	perPageLabel: 'Schedules per page',
	filterLabels: [ 'Year' ],
	emptyFilter: {
		label: 'Year',
		option: String( new Date().getFullYear() + 1 ),
		param: 'year=',
		noMatch: 'No schedules match these filters.',
	},
	deleteInMenu: false,
};

describeList( SCHEDULES );

/** The list requests made so far (their paths). */
function listPaths(): string[] {
	return listPathsOf( SCHEDULES.restPath );
}

/**
 * Opens /schedules.
 *
 * @param options           What the server holds.
 * @param options.schedules The schedules answered.
 * @param options.total     The total counted.
 * @param options.answers   Other answers.
 */
function openList( {
	schedules = SCHEDULES.items,
	...options
}: Omit< OpenListOptions< Schedule >, 'items' > & {
	schedules?: Schedule[];
} = {} ) {
	return openListOf( SCHEDULES, { items: schedules, ...options } );
}

describe( 'the schedule list', () => {
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

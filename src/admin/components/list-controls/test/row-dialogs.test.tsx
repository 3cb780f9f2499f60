/**
 * The rows' dialogs belong to the list: a reload that takes a row away (a
 * booking that leaves a list filtered by status once it is cancelled) leaves
 * its dialog open until the user closes it, and the focus then goes to the
 * nearest row left, or to the list, never to <body>.
 */
import { type Field } from '@wordpress/dataviews/wp';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { useListView } from '../../../hooks/use-list-view';
import { type ListAction } from '../../list-actions';
import { getListView, ListTable, type ListLabels } from '..';
import { rowsAround } from '../row-dialogs';

type Booking = { id: number; name: string; status: string };

const fields: Field< Booking >[] = [
	{ id: 'name', label: 'Name', enableHiding: false, enableSorting: false },
	{
		id: 'status',
		label: 'Status',
		enableHiding: false,
		enableSorting: false,
	},
];

// View details shows the booking as the list has it; Cancel lives in the
// More menu. Both open a dialog.
const actions: ListAction< Booking >[] = [
	{
		id: 'view',
		label: 'View details',
		isPrimary: true,
		modalHeader: ( [ booking ] ) => `Booking #${ booking.id }`,
		RenderModal: ( { items: [ booking ], closeModal } ) => (
			<>
				<p>Status: { booking.status }</p>
				<button onClick={ () => closeModal?.() }>Done</button>
			</>
		),
	},
	{
		id: 'cancel',
		label: 'Cancel booking',
		modalHeader: 'Are you sure?',
		RenderModal: ( { closeModal } ) => (
			<button onClick={ () => closeModal?.() }>Yes</button>
		),
	},
];

const labels: ListLabels = {
	search: 'Search bookings',
	empty: 'No bookings yet.',
	noMatch: 'No bookings match these filters.',
	count: ( total ) => `${ total } bookings`,
	perPage: 'Bookings per page',
};

const initialView = () =>
	getListView( { titleField: 'name', columns: [ 'status' ] } );

function List( { items }: { items: Booking[] } ) {
	const view = useListView( initialView );
	return (
		<ListTable< Booking >
			block="test-booking-list"
			list={ {
				...view,
				page: {
					items,
					totalItems: items.length,
					totalPages: 1,
					isLoading: false,
					error: undefined,
				},
			} }
			fields={ fields }
			actions={ actions }
			getItemTitle={ ( booking ) => `#${ booking.id }` }
			labels={ labels }
		/>
	);
}

const ada = { id: 1, name: 'Ada', status: 'Pending' };
const grace = { id: 2, name: 'Grace', status: 'Pending' };
const alan = { id: 3, name: 'Alan', status: 'Pending' };

function renderList( items: Booking[] ) {
	const result = render(
		<MemoryRouter>
			<List items={ items } />
		</MemoryRouter>
	);
	return {
		...result,
		reload: ( next: Booking[] ) =>
			result.rerender(
				<MemoryRouter>
					<List items={ next } />
				</MemoryRouter>
			),
	};
}

const viewDetails = ( booking: Booking ) =>
	within(
		screen.getByRole( 'group', { name: `Actions for “#${ booking.id }”` } )
	).getByRole( 'button', { name: 'View details' } );

const panel = ( container: HTMLElement ) =>
	container.querySelector( '.test-booking-list' ) as HTMLElement;

describe( 'a list’s row dialogs', () => {
	it( 'stay open with the latest booking when a reload takes the row away, then give the focus to the next row', async () => {
		const { reload } = renderList( [ ada, grace, alan ] );
		await userEvent.click( viewDetails( grace ) );
		const dialog = screen.getByRole( 'dialog', { name: 'Booking #2' } );
		expect( within( dialog ).getByText( 'Status: Pending' ) ).toBeVisible();

		// Changed while open: the dialog shows the booking as now listed.
		reload( [ ada, { ...grace, status: 'Cancelled' }, alan ] );
		expect(
			within( dialog ).getByText( 'Status: Cancelled' )
		).toBeVisible();

		// The list is filtered by Pending: the reload drops the row.
		reload( [ ada, alan ] );
		expect(
			screen.queryByRole( 'group', { name: 'Actions for “#2”' } )
		).not.toBeInTheDocument();
		expect( screen.getByRole( 'dialog', { name: 'Booking #2' } ) ).toBe(
			dialog
		);
		expect(
			within( dialog ).getByText( 'Status: Cancelled' )
		).toBeVisible();

		await userEvent.keyboard( '{Escape}' );
		await waitFor( () => expect( dialog ).not.toBeInTheDocument() );
		// Grace's View details went with her row: the next row's takes it.
		expect( viewDetails( alan ) ).toHaveFocus();
	} );

	it( 'give the focus back to the opener when the row is still there', async () => {
		renderList( [ ada, grace ] );
		await userEvent.click( viewDetails( ada ) );
		await userEvent.click(
			within(
				screen.getByRole( 'dialog', { name: 'Booking #1' } )
			).getByRole( 'button', { name: 'Done' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( viewDetails( ada ) ).toHaveFocus();
	} );

	it( 'give the focus to the row before when the last row went, and to the list when none is left', async () => {
		const { reload, container } = renderList( [ ada, grace ] );
		const more = screen.getByRole( 'button', {
			name: 'More actions for “#2”',
		} );
		await userEvent.click( more );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Cancel booking' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Are you sure?' } );
		reload( [ ada ] );
		expect( dialog ).toBeInTheDocument();
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Yes' } )
		);
		await waitFor( () => expect( dialog ).not.toBeInTheDocument() );
		expect( viewDetails( ada ) ).toHaveFocus();

		// Ada's row goes too while her View details has the focus.
		reload( [] );
		expect( screen.getByText( 'No bookings yet.' ) ).toBeInTheDocument();
		expect( panel( container ) ).toHaveFocus();
	} );

	it( 'keep the focus in the list when a reload takes away the row that had it', async () => {
		const { reload } = renderList( [ ada, grace, alan ] );
		const more = screen.getByRole( 'button', {
			name: 'More actions for “#2”',
		} );
		await userEvent.click( more );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Cancel booking' } )
		);
		await userEvent.click( screen.getByRole( 'button', { name: 'Yes' } ) );
		// Back on the More menu, which is still there.
		await waitFor( () => expect( more ).toHaveFocus() );
		reload( [ ada, alan ] );
		expect( more ).not.toBeInTheDocument();
		expect( viewDetails( alan ) ).toHaveFocus();
	} );
} );

describe( 'rowsAround', () => {
	it( 'lists the rows after one, then those before it, nearest first', () => {
		expect( rowsAround( [ 1, 2, 3, 4 ], 3 ) ).toEqual( [ 4, 2, 1 ] );
		expect( rowsAround( [ 1, 2 ], 9 ) ).toEqual( [] );
	} );
} );

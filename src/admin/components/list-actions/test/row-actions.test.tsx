import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfirmAction } from '../../confirm-delete';
import RowActions from '../row-actions';
import type { ListAction } from '../types';

type Booking = { id: number; status: 'pending' | 'cancelled' };

// View details always; Cancel only while pending, in the More menu.
const actions: ListAction< Booking >[] = [
	{
		id: 'view',
		label: 'View details',
		isPrimary: true,
		callback: () => {},
	},
	{
		id: 'cancel',
		label: 'Cancel booking',
		isEligible: ( booking ) => booking.status === 'pending',
		modalHeader: 'Are you sure?',
		RenderModal: ( { closeModal } ) => (
			<ConfirmAction
				message="Cancel this booking?"
				confirmLabel="Cancel booking"
				onCancel={ () => closeModal?.() }
				onConfirm={ async () => closeModal?.() }
			/>
		),
	},
];

const row = ( status: Booking[ 'status' ] ) => (
	<RowActions< Booking >
		item={ { id: 7, status } }
		title="#7"
		actions={ actions }
	/>
);

describe( 'a row’s actions', () => {
	it( 'keep the focus in the row when a reload takes the focused More menu away', async () => {
		const { rerender } = render( row( 'pending' ) );
		const more = screen.getByRole( 'button', {
			name: 'More actions for “#7”',
		} );
		more.focus();
		// The booking was cancelled elsewhere: nothing is left in its menu.
		rerender( row( 'cancelled' ) );
		expect( more ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'View details' } )
		).toHaveFocus();
	} );

	it( 'give the focus back to the More menu after its dialog, then to the row when the reload takes the menu', async () => {
		const { rerender } = render( row( 'pending' ) );
		const more = screen.getByRole( 'button', {
			name: 'More actions for “#7”',
		} );
		await userEvent.click( more );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Cancel booking' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Are you sure?' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel booking' } )
		);
		await waitFor( () => expect( dialog ).not.toBeInTheDocument() );
		expect( more ).toHaveFocus();
		rerender( row( 'cancelled' ) );
		expect(
			screen.getByRole( 'button', { name: 'View details' } )
		).toHaveFocus();
	} );

	it( 'leave the focus where it is when a reload removes a control that did not have it', () => {
		const { rerender } = render(
			<>
				<button>Elsewhere</button>
				{ row( 'pending' ) }
			</>
		);
		screen.getByRole( 'button', { name: 'Elsewhere' } ).focus();
		rerender(
			<>
				<button>Elsewhere</button>
				{ row( 'cancelled' ) }
			</>
		);
		expect(
			screen.getByRole( 'button', { name: 'Elsewhere' } )
		).toHaveFocus();
	} );
} );

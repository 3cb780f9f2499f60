import { Modal } from '@wordpress/components';
import { dispatch } from '@wordpress/data';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	type Order,
	type OrderAttendee,
	type OrderStatus,
} from '../../../../stores/orders/types';
import { store as ordersStore } from '../../../../stores/orders';
import { mockApiFetch, mockRest } from '../../../../admin/test/helpers';
import { shortenCode } from '../../../../admin/utils/booking-labels';
import BookingDetails from '../details';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const attendee = (
	id: number,
	name: string,
	status: OrderStatus
): OrderAttendee => ( {
	id,
	ticket_id: 3,
	ticket_name: 'Standard',
	name,
	email: `${ name.toLowerCase() }@example.com`,
	price: '25.00',
	code: `code${ id }abcdef`,
	status,
	ticket_status: 'unused',
} );

// Ids differ per test: the store keeps what it read.
const booking = ( id: number, more: Partial< Order > ) =>
	( {
		id,
		event_id: 2,
		event_title: 'Summit',
		status: 'partially_refunded',
		customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
		currency: 'USD',
		total: '50.00',
		refunded_total: '25.00',
		refundable_total: '25.00',
		ticket_count: 2,
		tickets: [],
		attendees: [
			attendee( 11, 'Ada', 'refunded' ),
			attendee( 12, 'Grace', 'completed' ),
		],
		gateway: 'offline',
		gateway_title: 'Offline',
		gateway_ref: '',
		hold_until: null,
		mail_status: 'sent',
		created_at: '2026-11-25T10:00:00Z',
		actions: [ 'refund' ],
		history: [],
		...more,
	} ) as unknown as Order;

/**
 * A booking of two tickets after the whole of it was refunded, and the refund's answer.
 * @param id
 */
const refundedWhole = ( id: number ) =>
	booking( id, {
		status: 'refunded',
		refunded_total: '50.00',
		refundable_total: '0.00',
		attendees: [
			attendee( 11, 'Ada', 'refunded' ),
			attendee( 12, 'Grace', 'refunded' ),
		],
		actions: [],
	} );
const REFUNDED_WHOLE = {
	refunds: [],
	refunded_total: '50.00',
	refundable_total: '0.00',
	order_status: 'refunded',
};

describe( 'the booking details', () => {
	it( 'refund the rest of a partly refunded booking, then offer no refund', async () => {
		let current = booking( 31, {} );
		mockRest( {
			'GET /eventin/v2/orders/31': () => current,
			'POST /eventin/v2/orders/31/refunds': () => {
				current = refundedWhole( 31 );
				return REFUNDED_WHOLE;
			},
		} );
		render( <BookingDetails id={ 31 } /> );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Refund Booking' } )
		);
		const form = screen.getByRole( 'region', { name: 'Refund Booking' } );
		expect(
			within( form ).getByText(
				'Refund booking #31 of Ada Lovelace? Up to $25.00 can be paid back.'
			)
		).toBeInTheDocument();
		await userEvent.click(
			within( form ).getByRole( 'button', { name: 'Refund $25.00' } )
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'region', { name: 'Refund Booking' } )
			).not.toBeInTheDocument()
		);
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/orders/31/refunds',
			method: 'POST',
			data: { type: 'ticket', reason: '' },
		} );
		expect(
			await screen.findByText( 'Refunded', {
				selector: '.eventin-booking-status',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Refund Booking' } )
		).not.toBeInTheDocument();
	} );

	it( 'keep the focus in the dialog through the refund and the reload, so Escape closes it', async () => {
		let current = booking( 33, {} );
		// The reload of the booking answers when the test says.
		let answerReload = () => {};
		mockRest( {
			'GET /eventin/v2/orders/33': () =>
				current.status === 'refunded'
					? new Promise( ( resolve ) => {
							answerReload = () => resolve( current );
						} )
					: current,
			'POST /eventin/v2/orders/33/refunds': () => {
				current = refundedWhole( 33 );
				return REFUNDED_WHOLE;
			},
		} );
		const close = jest.fn();
		render(
			<Modal title="Booking #33" onRequestClose={ close }>
				<BookingDetails id={ 33 } />
			</Modal>
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Booking #33' } );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Refund Booking' } )
		);
		await userEvent.click(
			within(
				screen.getByRole( 'region', { name: 'Refund Booking' } )
			).getByRole( 'button', { name: 'Refund $25.00' } )
		);
		// The form goes; the booking is read again.
		await waitFor( () =>
			expect(
				screen.queryByRole( 'textbox', { name: 'Reason (optional)' } )
			).not.toBeInTheDocument()
		);
		expect( dialog ).toHaveFocus();
		// The reload says it cannot be refunded any more: Refund Booking goes.
		answerReload();
		expect(
			await screen.findByText( 'Refunded', {
				selector: '.eventin-booking-status',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Refund Booking' } )
		).not.toBeInTheDocument();
		expect( dialog ).toHaveFocus();
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () => expect( close ).toHaveBeenCalled() );
	} );

	it( 'keep the focus in the dialog when a reload takes the focused Refund Booking away', async () => {
		mockRest( { 'GET /eventin/v2/orders/35': booking( 35, {} ) } );
		render(
			<Modal title="Booking #35" onRequestClose={ () => {} }>
				<BookingDetails id={ 35 } />
			</Modal>
		);
		const button = await screen.findByRole( 'button', {
			name: 'Refund Booking',
		} );
		button.focus();
		// Refunded in full elsewhere (the list's reload reads it again).
		act( () => {
			dispatch( ordersStore ).receiveItem(
				booking( 35, { status: 'refunded', actions: [] } )
			);
		} );
		expect( button ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'dialog', { name: 'Booking #35' } )
		).toHaveFocus();
	} );

	it( 'give the focus back to Refund Booking when the form is cancelled', async () => {
		mockRest( { 'GET /eventin/v2/orders/34': booking( 34, {} ) } );
		render( <BookingDetails id={ 34 } /> );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Refund Booking' } )
		);
		await userEvent.click(
			within(
				screen.getByRole( 'region', { name: 'Refund Booking' } )
			).getByRole( 'button', { name: 'Cancel' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Refund Booking' } )
		).toHaveFocus();
	} );

	it( 'show ticket codes as the attendee list does, as stored', async () => {
		mockRest( {
			'GET /eventin/v2/orders/36': booking( 36, {
				attendees: [
					{
						...attendee( 13, 'Ada', 'completed' ),
						code: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
					},
				],
			} ),
		} );
		render( <BookingDetails id={ 36 } /> );
		const code = await screen.findByTitle(
			'0a1b2c3d4e5f60718293a4b5c6d7e8f9'
		);
		expect( code.tagName ).toBe( 'CODE' );
		expect( code.textContent ).toBe( '0a1b2c3d' );
		expect( code.textContent ).toBe(
			shortenCode( '0a1b2c3d4e5f60718293a4b5c6d7e8f9' )
		);
	} );

	it( 'offer no refund when the server allows none', async () => {
		mockRest( {
			'GET /eventin/v2/orders/32': booking( 32, {
				status: 'pending',
				actions: [ 'mark_paid', 'cancel' ],
			} ),
		} );
		render( <BookingDetails id={ 32 } /> );
		expect(
			await screen.findByText( 'Ada Lovelace <ada@example.com>' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Refund Booking' } )
		).not.toBeInTheDocument();
	} );

	it( 'read each history entry as its change, its note and who made it, apart', async () => {
		mockRest( {
			'GET /eventin/v2/orders/37': () =>
				booking( 37, {
					history: [
						{
							from: 'completed',
							to: 'partially_refunded',
							note: 'Refunded $25.00 for Hugo — reason: cannot attend',
							user_id: 1,
							user: 'admin',
							date: '2026-11-26T10:00:00Z',
						},
					],
				} ),
		} );
		render( <BookingDetails id={ 37 } /> );
		await waitFor( () =>
			expect(
				document
					.querySelector( '.eventin-booking-details__history li' )
					?.textContent?.replace( /^.*?(?=Completed)/, '' )
			).toBe(
				'Completed → Partially refunded — Refunded $25.00 for Hugo — reason: cannot attend — by admin'
			)
		);
	} );
} );

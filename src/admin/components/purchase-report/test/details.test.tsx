import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	type Order,
	type OrderAttendee,
	type OrderStatus,
} from '../../../../stores/orders/types';
import { mockApiFetch, mockRest } from '../../../test/helpers';
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

describe( 'the booking details', () => {
	it( 'refund the rest of a partly refunded booking, then offer no refund', async () => {
		let current = booking( 31, {} );
		mockRest( {
			'GET /eventin/v2/orders/31': () => current,
			'POST /eventin/v2/orders/31/refunds': () => {
				current = booking( 31, {
					status: 'refunded',
					refunded_total: '50.00',
					refundable_total: '0.00',
					attendees: [
						attendee( 11, 'Ada', 'refunded' ),
						attendee( 12, 'Grace', 'refunded' ),
					],
					actions: [],
				} );
				return {
					refunds: [],
					refunded_total: '50.00',
					refundable_total: '0.00',
					order_status: 'refunded',
				};
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
			within( form ).getByRole( 'button', { name: 'Refund' } )
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
} );

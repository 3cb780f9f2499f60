import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addAction, removeAction } from '@wordpress/hooks';

import { type Order } from '../../../../stores/orders/types';
import { mockApiFetch } from '../../../../admin/test/helpers';
import {
	NOTIFICATION_ACTION,
	type NotificationPayload,
} from '../../../../admin/utils/notify';
import RefundForm from '../refund-form';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const attendee = ( id: number, name: string ) => ( {
	id,
	ticket_id: 3,
	ticket_name: 'Standard',
	name,
	email: `${ name.toLowerCase() }@example.com`,
	price: '25.00',
	code: `code${ id }`,
	status: 'completed' as const,
	ticket_status: 'unused' as const,
} );

const ORDER = {
	id: 7,
	event_id: 2,
	event_title: 'Summit',
	status: 'completed',
	customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
	currency: 'USD',
	total: '50.00',
	refunded_total: '0.00',
	refundable_total: '50.00',
	ticket_count: 2,
	tickets: [],
	attendees: [ attendee( 11, 'Ada' ), attendee( 12, 'Grace' ) ],
	gateway: 'stripe',
	gateway_title: 'Card (Stripe)',
	gateway_ref: 'pi_1',
	hold_until: null,
	mail_status: 'sent',
	created_at: '2026-11-25T10:00:00Z',
	actions: [ 'resend_invoice', 'refund' ],
} as Order;

let notifications: NotificationPayload[] = [];

beforeEach( () => {
	mockApiFetch.mockReset();
	notifications = [];
	addAction( NOTIFICATION_ACTION, 'test/refund-form', ( payload ) =>
		notifications.push( payload )
	);
} );

afterEach( () => removeAction( NOTIFICATION_ACTION, 'test/refund-form' ) );

describe( 'Refund Booking', () => {
	it( 'shows the gateway’s reason when it refuses, in the dialog and at the bottom right, and stays open', async () => {
		const reason =
			'Stripe could not be reached. Try again in a few minutes.';
		mockApiFetch.mockRejectedValue( {
			code: 'eventin_stripe_unreachable',
			message: reason,
			data: { status: 502 },
		} );
		const onClose = jest.fn();
		render( <RefundForm order={ ORDER } onClose={ onClose } /> );

		await userEvent.click(
			screen.getByRole( 'radio', { name: 'Chosen tickets' } )
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Grace — Standard, $25.00' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Refund $25.00' } )
		);

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			reason
		);
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/orders/7/refunds',
			method: 'POST',
			data: { type: 'ticket', reason: '', attendee_ids: [ 12 ] },
		} );
		expect( notifications ).toEqual( [
			{
				type: 'error',
				message: 'The refund failed.',
				description: reason,
			},
		] );
		expect( onClose ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Refund $25.00' } )
		).toBeEnabled();
	} );

	it( 'refunds the whole booking after the confirming click and says how much in all', async () => {
		mockApiFetch.mockResolvedValue( {
			refunds: [],
			refunded_total: '50.00',
			refundable_total: '0.00',
			order_status: 'refunded',
		} );
		const onClose = jest.fn();
		render( <RefundForm order={ ORDER } onClose={ onClose } /> );
		expect( mockApiFetch ).not.toHaveBeenCalled();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Refund $50.00' } )
		);

		await waitFor( () => expect( onClose ).toHaveBeenCalled() );
		expect( mockApiFetch.mock.calls[ 0 ][ 0 ] ).toEqual( {
			path: '/eventin/v2/orders/7/refunds',
			method: 'POST',
			data: { type: 'ticket', reason: '' },
		} );
		expect( notifications ).toEqual( [
			{ type: 'success', message: 'Booking #7 refunded: $50.00 in all.' },
		] );
	} );

	it( 'names on its button the amount to pay back, as it is chosen', async () => {
		render( <RefundForm order={ ORDER } onClose={ jest.fn() } /> );
		const button = () =>
			screen.getByRole( 'button', { name: /^Refund/ } ).textContent;
		// The whole booking: every ticket left.
		expect( button() ).toBe( 'Refund $50.00' );
		// Chosen tickets: none yet, then one.
		await userEvent.click(
			screen.getByRole( 'radio', { name: 'Chosen tickets' } )
		);
		expect( button() ).toBe( 'Refund' );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Ada — Standard, $25.00' } )
		);
		expect( button() ).toBe( 'Refund $25.00' );
		// An amount: only a valid one.
		await userEvent.click(
			screen.getByRole( 'radio', { name: 'An amount' } )
		);
		const field = screen.getByRole( 'spinbutton', {
			name: 'Amount (USD)',
		} );
		await userEvent.type( field, '10.5' );
		expect( button() ).toBe( 'Refund $10.50' );
		await userEvent.clear( field );
		await userEvent.type( field, '50.01' );
		expect( button() ).toBe( 'Refund' );
	} );
} );

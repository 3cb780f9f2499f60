import { dispatch } from '@wordpress/data';
import { addFilter, removeFilter } from '@wordpress/hooks';

import { store as ordersStore } from '../../../../stores/orders';
import { type Order, type OrderStatus } from '../../../../stores/orders/types';
import { type ListAction } from '../../../../admin/components/list-actions';
import { getBookingActions } from '../actions';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const order = (
	status: OrderStatus,
	actions: Order[ 'actions' ],
	gateway = 'offline'
) => ( { id: 7, status, gateway, actions } ) as unknown as Order;

/**
 * The ids of the actions offered for a booking, as DataViews picks them.
 * @param item
 */
const offered = ( item: Order ) =>
	getBookingActions( dispatch( ordersStore ) )
		.filter(
			( action ) => ! action.isEligible || action.isEligible( item )
		)
		.map( ( action ) => action.id );

describe( 'the booking actions', () => {
	it( 'offer what the server lists for the booking, and details always', () => {
		expect(
			offered( order( 'completed', [ 'resend_invoice', 'refund' ] ) )
		).toEqual( [ 'view', 'resend-invoice', 'refund' ] );
		expect(
			offered( order( 'pending', [ 'mark_paid', 'cancel' ] ) )
		).toEqual( [ 'view', 'mark-paid', 'cancel' ] );
		expect( offered( order( 'failed', [] ) ) ).toEqual( [ 'view' ] );
	} );

	it( 'offer Resend Invoice and Refund Booking in the list only for completed bookings', () => {
		// The server still allows refunding the rest (the details offer it).
		expect(
			offered( order( 'partially_refunded', [ 'refund' ] ) )
		).toEqual( [ 'view' ] );
		// Whatever an extension's PHP filter adds to another status.
		expect(
			offered(
				order( 'pending', [
					'mark_paid',
					'cancel',
					'refund',
					'resend_invoice',
				] )
			)
		).toEqual( [ 'view', 'mark-paid', 'cancel' ] );
		expect(
			offered( order( 'refunded', [ 'refund', 'resend_invoice' ] ) )
		).toEqual( [ 'view' ] );
		// Completed, but the server refuses one: it is not offered.
		expect( offered( order( 'completed', [ 'resend_invoice' ] ) ) ).toEqual(
			[ 'view', 'resend-invoice' ]
		);
	} );

	it( 'take an extension’s action through eventin.bookingActions', () => {
		const badges: ListAction< Order > = {
			id: 'print-badges',
			label: 'Print badges',
			isEligible: ( item: Order ) =>
				item.actions.includes( 'print_badges' ),
			callback: jest.fn(),
		};
		addFilter(
			'eventin.bookingActions',
			'test/print-badges',
			( actions: ListAction< Order >[] ) => [ ...actions, badges ]
		);
		try {
			expect(
				offered(
					order( 'completed', [
						'resend_invoice',
						'refund',
						'print_badges',
					] )
				)
			).toEqual( [ 'view', 'resend-invoice', 'refund', 'print-badges' ] );
			expect(
				offered( order( 'completed', [ 'resend_invoice', 'refund' ] ) )
			).toEqual( [ 'view', 'resend-invoice', 'refund' ] );
		} finally {
			removeFilter( 'eventin.bookingActions', 'test/print-badges' );
		}
		expect(
			getBookingActions( dispatch( ordersStore ) ).map(
				( action ) => action.id
			)
		).not.toContain( 'print-badges' );
	} );
} );

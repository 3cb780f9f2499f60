/**
 * The bookings store against a mocked apiFetch: the summary per query, and
 * the purchase report's actions marking what they changed stale (the booking,
 * the lists, the summaries, the attendees' lists).
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { store as attendeesStore } from '../../attendees';
import { store as ordersStore } from '..';
import { type OrderSummary } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const mockApiFetch = apiFetch as unknown as jest.Mock;

const summary = ( revenue: string ) =>
	( { currency: 'USD', revenue } ) as OrderSummary;

const list = ( items: unknown[] ) => ( {
	json: async () => ( { items, total_items: items.length } ),
	headers: { get: () => null },
} );

function setUp() {
	const registry = createRegistry();
	registry.register( ordersStore );
	registry.register( attendeesStore );
	return registry;
}

/**
 * Answers by path, without the query string; records nothing else.
 *
 * @param answers Answers by 'METHOD /path'.
 */
function answer( answers: Record< string, () => unknown > ) {
	mockApiFetch.mockReset();
	mockApiFetch.mockImplementation(
		async ( options: { path: string; method?: string } ) =>
			answers[
				`${ options.method ?? 'GET' } ${ options.path.split( '?' )[ 0 ] }`
			]?.()
	);
}

const calls = () =>
	mockApiFetch.mock.calls.map(
		( [ options ] ) => `${ options.method ?? 'GET' } ${ options.path }`
	);

// Resolvers start on a timer: let those a test triggered run inside it.
afterEach( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );

describe( 'the bookings store', () => {
	it( 'reads the summary of each query once', async () => {
		answer( {
			'GET /eventin/v2/orders/summary': () => summary( '10.00' ),
		} );
		const registry = setUp();
		const orders = registry.resolveSelect( ordersStore );

		expect(
			await orders.getSummary( { event_id: 3, status: 'completed' } )
		).toEqual( summary( '10.00' ) );
		await orders.getSummary( { status: 'completed', event_id: 3 } );
		expect( calls() ).toEqual( [
			'GET /eventin/v2/orders/summary?event_id=3&status=completed',
		] );
		expect(
			registry.select( ordersStore ).getSummary( { status: 'pending' } )
		).toBeNull();
	} );

	it( 'gives the server’s reason when the summary cannot be read', async () => {
		mockApiFetch.mockReset();
		mockApiFetch.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		const registry = setUp();
		await registry
			.resolveSelect( ordersStore )
			.getSummary( {} )
			.catch( () => {} );
		expect(
			registry
				.select( ordersStore )
				.getResolutionError( 'getSummary', [ {} ] )
		).toEqual(
			expect.objectContaining( {
				message: 'Sorry, you are not allowed to do that.',
			} )
		);
	} );

	it.each( [
		[ 'resendInvoice', 'resend-invoice' ],
		[ 'markOrderPaid', 'mark-paid' ],
		[ 'cancelOrder', 'cancel' ],
	] as const )(
		'%s posts to orders/{id}/%s and marks the booking, the lists, the summaries and the attendees stale',
		async ( action, route ) => {
			let revenue = '10.00';
			answer( {
				'GET /eventin/v2/orders/summary': () => summary( revenue ),
				'GET /eventin/v2/orders': () => list( [ { id: 7 } ] ),
				'GET /eventin/v2/orders/7': () => ( { id: 7, history: [] } ),
				'GET /eventin/v2/attendees': () => list( [] ),
				[ `POST /eventin/v2/orders/7/${ route }` ]: () => {
					revenue = '20.00';
					return { id: 7 };
				},
			} );
			const registry = setUp();
			const orders = registry.resolveSelect( ordersStore );
			await orders.getSummary( {} );
			await orders.getItems( {} );
			await orders.getItem( 7 );
			await registry.resolveSelect( attendeesStore ).getItems( {} );
			mockApiFetch.mockClear();

			await registry.dispatch( ordersStore )[ action ]( 7 );

			expect( await orders.getSummary( {} ) ).toEqual(
				summary( '20.00' )
			);
			await orders.getItems( {} );
			await orders.getItem( 7 );
			await registry.resolveSelect( attendeesStore ).getItems( {} );
			expect( calls() ).toEqual( [
				`POST /eventin/v2/orders/7/${ route }`,
				'GET /eventin/v2/orders/summary',
				'GET /eventin/v2/orders',
				'GET /eventin/v2/orders/7',
				'GET /eventin/v2/attendees',
			] );
		}
	);

	it( 'refunds with the request as the body and answers the refunded totals', async () => {
		const refunded = {
			refunded_total: '25.00',
			refundable_total: '0.00',
			order_status: 'refunded',
		};
		answer( { 'POST /eventin/v2/orders/7/refunds': () => refunded } );
		const registry = setUp();

		await expect(
			registry
				.dispatch( ordersStore )
				.refundOrder( 7, { type: 'amount', amount: '25.00' } )
		).resolves.toEqual( refunded );
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/orders/7/refunds',
			method: 'POST',
			data: { type: 'amount', amount: '25.00' },
		} );
	} );

	it( 'changes nothing when the server refuses', async () => {
		answer( {
			'GET /eventin/v2/orders/summary': () => summary( '10.00' ),
			'POST /eventin/v2/orders/7/cancel': () => {
				throw { code: 'eventin_order_not_pending', message: 'No.' };
			},
		} );
		const registry = setUp();
		await registry.resolveSelect( ordersStore ).getSummary( {} );

		await expect(
			registry.dispatch( ordersStore ).cancelOrder( 7 )
		).rejects.toEqual( expect.objectContaining( { message: 'No.' } ) );
		await registry.resolveSelect( ordersStore ).getSummary( {} );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
	} );
} );

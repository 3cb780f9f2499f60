import { type View } from '@wordpress/dataviews/wp';

import { type OrderStatus } from '../../../../stores/orders/types';
import {
	canRefundFromDetails,
	getBookingNumber,
	isListActionAllowed,
	ORDER_STATUSES,
	orderViewToQuery,
	toSummaryQuery,
} from '../rules';

const view = ( more: Partial< View > = {} ): View =>
	( {
		type: 'table',
		page: 2,
		perPage: 20,
		search: '',
		filters: [],
		...more,
	} ) as View;

describe( 'orderViewToQuery', () => {
	it( 'pages and leaves out filters nobody chose', () => {
		expect( orderViewToQuery( view(), 0 ) ).toEqual( {
			paged: 2,
			per_page: 20,
		} );
	} );

	it( 'sends the search, status, payment, event and days', () => {
		expect(
			orderViewToQuery(
				view( {
					search: ' ada ',
					filters: [
						{ field: 'status', operator: 'is', value: 'completed' },
						{ field: 'gateway', operator: 'is', value: 'stripe' },
						{ field: 'event', operator: 'is', value: '12' },
						{
							field: 'date',
							operator: 'between',
							value: [ '2026-11-01', '2026-11-30' ],
						},
					],
				} ),
				0
			)
		).toEqual( {
			paged: 2,
			per_page: 20,
			search: 'ada',
			status: 'completed',
			gateway: 'stripe',
			event_id: 12,
			date_from: '2026-11-01',
			date_to: '2026-11-30',
		} );
	} );

	it( "keeps the page's event over the event filter and drops unknown statuses", () => {
		const query = orderViewToQuery(
			view( {
				filters: [
					{ field: 'status', operator: 'is', value: 'sold' },
					{ field: 'event', operator: 'is', value: '12' },
				],
			} ),
			7
		);
		expect( query.event_id ).toBe( 7 );
		expect( query.status ).toBeUndefined();
	} );

	it( 'gives the summary the filters without the paging', () => {
		expect(
			toSummaryQuery( { paged: 3, per_page: 10, status: 'pending' } )
		).toEqual( { status: 'pending' } );
	} );
} );

describe( 'how bookings read', () => {
	it( 'numbers bookings', () => {
		expect( getBookingNumber( { id: 42 } ) ).toBe( '#42' );
	} );
} );

describe( 'which booking actions show where', () => {
	const booking = ( status: OrderStatus, actions: string[] ) => ( {
		status,
		actions,
	} );

	it( 'lets the list offer Resend Invoice and Refund Booking only for completed bookings', () => {
		const completed = booking( 'completed', [
			'resend_invoice',
			'refund',
		] );
		expect( isListActionAllowed( completed, 'refund' ) ).toBe( true );
		expect( isListActionAllowed( completed, 'resend_invoice' ) ).toBe(
			true
		);
		const partly = booking( 'partially_refunded', [ 'refund' ] );
		expect( isListActionAllowed( partly, 'refund' ) ).toBe( false );
		for ( const status of ORDER_STATUSES ) {
			if ( status === 'completed' ) {
				continue;
			}
			const any = booking( status, [ 'resend_invoice', 'refund' ] );
			expect( isListActionAllowed( any, 'refund' ) ).toBe( false );
			expect( isListActionAllowed( any, 'resend_invoice' ) ).toBe(
				false
			);
		}
	} );

	it( 'follows the server for every other action, and never offers what it refuses', () => {
		const pending = booking( 'pending', [ 'mark_paid', 'cancel' ] );
		expect( isListActionAllowed( pending, 'mark_paid' ) ).toBe( true );
		expect( isListActionAllowed( pending, 'cancel' ) ).toBe( true );
		expect(
			isListActionAllowed(
				booking( 'partially_refunded', [ 'print_badges' ] ),
				'print_badges'
			)
		).toBe( true );
		expect(
			isListActionAllowed( booking( 'completed', [] ), 'refund' )
		).toBe( false );
		expect(
			isListActionAllowed(
				booking( 'pending', [ 'cancel' ] ),
				'mark_paid'
			)
		).toBe( false );
	} );

	it( 'lets the details refund whatever the server lets be refunded', () => {
		expect(
			canRefundFromDetails(
				booking( 'partially_refunded', [ 'refund' ] )
			)
		).toBe( true );
		expect(
			canRefundFromDetails(
				booking( 'completed', [ 'resend_invoice', 'refund' ] )
			)
		).toBe( true );
		expect( canRefundFromDetails( booking( 'refunded', [] ) ) ).toBe(
			false
		);
		expect(
			canRefundFromDetails( booking( 'pending', [ 'cancel' ] ) )
		).toBe( false );
	} );
} );

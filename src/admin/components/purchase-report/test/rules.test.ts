import { type View } from '@wordpress/dataviews/wp';

import {
	formatMoney,
	getBookingNumber,
	getStatusLabel,
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
	it( 'writes money in its currency', () => {
		expect( formatMoney( '1250.5', 'USD', 'en-US' ) ).toBe( '$1,250.50' );
		expect( formatMoney( '1000', 'JPY', 'en-US' ) ).toBe( '¥1,000' );
		expect( formatMoney( '3', 'EURO', 'en-US' ) ).toBe( '3.00 EURO' );
	} );

	it( 'names statuses and numbers', () => {
		expect( getStatusLabel( 'partially_refunded' ) ).toBe(
			'Partially refunded'
		);
		expect( getStatusLabel( 'something_new' ) ).toBe( 'something_new' );
		expect( getBookingNumber( { id: 42 } ) ).toBe( '#42' );
	} );
} );

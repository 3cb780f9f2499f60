/**
 * The attendee list's view → the `attendees` query and the export's filter.
 */
import { type View } from '@wordpress/dataviews/wp';

import { attendeeViewToQuery, toExportQuery } from '../rules';

const view = ( filters: View[ 'filters' ] ): View => ( {
	type: 'table',
	page: 2,
	perPage: 20,
	search: '',
	filters,
} );

describe( 'attendeeViewToQuery', () => {
	it( 'asks for checked-in or absent attendees with the check-in filter', () => {
		expect(
			attendeeViewToQuery(
				view( [
					{ field: 'ticket_status', operator: 'is', value: 'used' },
				] ),
				7
			)
		).toMatchObject( { event_id: 7, ticket_status: 'used', paged: 2 } );
		expect(
			attendeeViewToQuery(
				view( [
					{ field: 'ticket_status', operator: 'is', value: 'unused' },
				] ),
				0
			).ticket_status
		).toBe( 'unused' );
	} );

	it( 'leaves out a check-in value it does not know, and “Everyone”', () => {
		for ( const value of [ '', 'scanned' ] ) {
			expect(
				attendeeViewToQuery(
					view( [
						{ field: 'ticket_status', operator: 'is', value },
					] ),
					7
				)
			).not.toHaveProperty( 'ticket_status' );
		}
	} );

	it( 'hands the check-in filter to the export, without the paging', () => {
		const query = attendeeViewToQuery(
			view( [
				{ field: 'ticket_status', operator: 'is', value: 'used' },
				{ field: 'payment_status', operator: 'is', value: 'completed' },
			] ),
			7
		);
		expect( toExportQuery( query ) ).toEqual( {
			event_id: 7,
			ticket_status: 'used',
			status: 'completed',
		} );
	} );
} );

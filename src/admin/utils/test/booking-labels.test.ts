import {
	getBookingStatusLabel,
	getTicketStatusLabel,
	shortenCode,
} from '../booking-labels';

describe( 'how bookings and tickets read', () => {
	it( 'names statuses', () => {
		expect( getBookingStatusLabel( 'partially_refunded' ) ).toBe(
			'Partially refunded'
		);
		expect( getBookingStatusLabel( 'something_new' ) ).toBe(
			'something_new'
		);
		expect( getTicketStatusLabel( 'used' ) ).toBe( 'Used' );
		expect( getTicketStatusLabel( 'unused' ) ).toBe( 'Unused' );
	} );

	it( 'shortens ticket codes to their first eight characters, as stored', () => {
		expect( shortenCode( '0a1b2c3d4e5f60718293a4b5c6d7e8f9' ) ).toBe(
			'0a1b2c3d'
		);
	} );
} );

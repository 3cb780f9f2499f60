import {
	canRemoveTicket,
	fromTicketsValues,
	getTicketTotals,
	mapTicketsServerKey,
	newTicketValues,
	normalizePrice,
	toTicketsValues,
	validateTickets,
	type TicketFormValues,
} from '../tickets';
import { makeEvent } from '../../../../utils/test/event-fixture';

function ticket( overrides: Partial< TicketFormValues > = {} ) {
	return { ...newTicketValues(), name: 'Standard', ...overrides };
}

describe( 'the Tickets form', () => {
	it( 'reads saved ticket types', () => {
		const { tickets } = toTicketsValues( [
			...makeEvent().tickets,
			{
				id: 32,
				name: 'VIP',
				price: '80.00',
				capacity: -1,
				min_per_order: 1,
				max_per_order: 4,
				sale_start: '',
				sale_end: '2026-03-09 23:59',
				sold: 0,
			},
		] );
		expect( tickets ).toEqual( [
			{
				key: 'ticket-id-31',
				id: 31,
				name: 'Standard',
				price: '25.00',
				capacity: '100',
				unlimited: false,
				min_per_order: '1',
				max_per_order: '0',
				sale_start: '2026-03-01T08:00',
				sale_end: '',
				sold: 3,
			},
			{
				key: 'ticket-id-32',
				id: 32,
				name: 'VIP',
				price: '80.00',
				capacity: '',
				unlimited: true,
				min_per_order: '1',
				max_per_order: '4',
				sale_start: '',
				sale_end: '2026-03-09T23:59',
				sold: 0,
			},
		] );
		expect( toTicketsValues( null ) ).toEqual( { tickets: [] } );
	} );

	it( 'adds free, unlimited types with distinct keys', () => {
		const first = newTicketValues();
		const second = newTicketValues();
		expect( first ).toMatchObject( {
			id: 0,
			name: '',
			price: '0',
			unlimited: true,
			min_per_order: '1',
			max_per_order: '0',
			sold: 0,
		} );
		expect( first.key ).not.toBe( second.key );
	} );

	it( 'writes prices with two decimals, and sends one with more as typed for the server to refuse', () => {
		expect( normalizePrice( ' 25 ' ) ).toBe( '25.00' );
		expect( normalizePrice( '7.5' ) ).toBe( '7.50' );
		expect( normalizePrice( '999999.99' ) ).toBe( '999999.99' );
		// Rounded, 0.001 would be a free ticket without a word.
		expect( normalizePrice( '0.001' ) ).toBe( '0.001' );
		expect( normalizePrice( '1e-9' ) ).toBe( '1e-9' );
	} );

	it( 'sends the whole list, unlimited as -1, prices with two decimals', () => {
		expect(
			fromTicketsValues( {
				tickets: [
					ticket( {
						id: 31,
						name: ' Standard ',
						price: '25',
						capacity: '120',
						unlimited: false,
						max_per_order: '6',
						sale_start: '2026-03-01T08:00',
						sold: 3,
					} ),
					ticket( { name: 'Free' } ),
				],
			} )
		).toEqual( {
			tickets: [
				{
					id: 31,
					name: 'Standard',
					price: '25.00',
					capacity: 120,
					min_per_order: 1,
					max_per_order: 6,
					sale_start: '2026-03-01 08:00',
					sale_end: '',
					sold: 3,
				},
				{
					id: 0,
					name: 'Free',
					price: '0.00',
					capacity: -1,
					min_per_order: 1,
					max_per_order: 0,
					sale_start: '',
					sale_end: '',
					sold: 0,
				},
			],
		} );
		expect( normalizePrice( ' 9.5 ' ) ).toBe( '9.50' );
	} );

	it( 'accepts valid types', () => {
		expect(
			validateTickets( {
				tickets: [
					ticket(),
					ticket( { unlimited: false, capacity: '10', sold: 10 } ),
				],
			} )
		).toEqual( {} );
	} );

	it( 'checks each field, keyed by position', () => {
		expect(
			validateTickets( {
				tickets: [
					ticket(),
					ticket( {
						name: ' ',
						price: '-1',
						unlimited: false,
						capacity: '',
						min_per_order: '0',
						max_per_order: '-2',
						sale_start: '2026-03-02T10:00',
						sale_end: '2026-03-01T10:00',
					} ),
				],
			} )
		).toEqual( {
			'tickets.1.name': 'Please enter the ticket name.',
			'tickets.1.price': 'The price cannot be negative.',
			'tickets.1.capacity': 'Please enter a whole number of 1 or more.',
			'tickets.1.min_per_order':
				'Please enter a whole number of 1 or more.',
			'tickets.1.max_per_order':
				'Please enter a whole number of 0 or more.',
			'tickets.1.sale_end': 'The sale must end after it starts.',
		} );
	} );

	it( 'wants a price, a capacity not below sold and a max not below the min', () => {
		expect(
			validateTickets( {
				tickets: [
					ticket( {
						price: 'free',
						unlimited: false,
						capacity: '2',
						sold: 3,
						min_per_order: '4',
						max_per_order: '2',
					} ),
				],
			} )
		).toEqual( {
			'tickets.0.price': 'Please enter a price.',
			'tickets.0.capacity':
				'The capacity cannot be below the 3 tickets sold.',
			'tickets.0.max_per_order':
				'The maximum per order cannot be below the minimum.',
		} );
		// 0 means no limit, whatever the minimum.
		expect(
			validateTickets( {
				tickets: [
					ticket( { min_per_order: '4', max_per_order: '0' } ),
				],
			} )
		).toEqual( {} );
	} );

	it( 'counts the tickets, -1 as soon as one type is unlimited', () => {
		expect(
			getTicketTotals( {
				tickets: [
					ticket( { unlimited: false, capacity: '10', sold: 2 } ),
					ticket( { unlimited: false, capacity: '5', sold: 1 } ),
				],
			} )
		).toEqual( { total: 15, sold: 3 } );
		expect(
			getTicketTotals( {
				tickets: [
					ticket( { unlimited: true, sold: 4 } ),
					ticket( { unlimited: false, capacity: '5' } ),
				],
			} )
		).toEqual( { total: -1, sold: 4 } );
	} );

	it( 'removes only types without sales', () => {
		expect( canRemoveTicket( ticket() ) ).toBe( true );
		expect( canRemoveTicket( ticket( { sold: 1 } ) ) ).toBe( false );
	} );

	it( 'shows server errors under ticket fields, the rest above', () => {
		expect( mapTicketsServerKey( 'tickets.1.capacity' ) ).toBe(
			'tickets.1.capacity'
		);
		expect( mapTicketsServerKey( 'tickets' ) ).toBeNull();
		expect( mapTicketsServerKey( 'tickets.1.secret' ) ).toBeNull();
	} );
} );

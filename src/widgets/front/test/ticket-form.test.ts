import {
	formatMoney,
	linkConsent,
	orderBody,
	readConsent,
	stepQuantity,
} from '../ticket-form';

describe( 'ticket form', () => {
	it( 'writes minor units in the currency and language of the form', () => {
		expect(
			formatMoney( 16900, {
				currency: 'USD',
				decimals: 2,
				locale: 'en-US',
			} )
		).toBe( '$169.00' );
		expect(
			formatMoney( 2500, {
				currency: 'JPY',
				decimals: 0,
				locale: 'ja-JP',
			} )
		).toMatch( /2,500/ );
		expect(
			formatMoney( 1050, {
				currency: 'EUR',
				decimals: 2,
				locale: 'de-DE',
			} )
		).toBe( '10,50\u00a0€' );
	} );

	it( 'steps over quantities below the least per order', () => {
		expect( stepQuantity( 0, 1, 3, 10 ) ).toBe( 3 );
		expect( stepQuantity( 3, -1, 3, 10 ) ).toBe( 0 );
		expect( stepQuantity( 4, -1, 3, 10 ) ).toBe( 3 );
		expect( stepQuantity( 10, 1, 1, 10 ) ).toBe( 10 );
		expect( stepQuantity( 0, -1, 1, 10 ) ).toBe( 0 );
	} );

	it( 'sends holders only for ticket types where one is not the buyer', () => {
		const buyer = { name: 'Ada', email: 'ada@example.com' };
		const body = orderBody(
			7,
			[
				{ ticketId: 1, name: 'A', price: 0, quantity: 2 },
				{ ticketId: 2, name: 'B', price: 100, quantity: 1 },
				{ ticketId: 3, name: 'C', price: 100, quantity: 0 },
			],
			buyer,
			new Map( [
				[ 1, [ null, { name: 'Bob', email: 'bob@example.com' } ] ],
				[ 2, [ null ] ],
			] ),
			'offline',
			''
		);
		expect( body.tickets ).toEqual( [
			{ ticket_id: 1, quantity: 2 },
			{ ticket_id: 2, quantity: 1 },
		] );
		expect( body.attendees ).toEqual( [
			{ ticket_id: 1, name: 'Ada', email: 'ada@example.com' },
			{ ticket_id: 1, name: 'Bob', email: 'bob@example.com' },
		] );
		expect( body.customer ).toBe( buyer );
		expect( body.gateway ).toBe( 'offline' );
	} );

	it( "sends each holder's consent to the attendee list, the buyer's for the buyer's tickets", () => {
		const buyer = {
			name: 'Ada',
			email: 'ada@example.com',
			listed: true,
			show_avatar: false,
		};
		const body = orderBody(
			7,
			[ { ticketId: 1, name: 'A', price: 0, quantity: 2 } ],
			buyer,
			new Map( [
				[
					1,
					[
						null,
						{
							name: 'Bob',
							email: 'bob@example.com',
							listed: true,
							show_avatar: true,
						},
					],
				],
			] ),
			'',
			''
		);
		expect( body.customer ).toBe( buyer );
		expect( body.attendees ).toEqual( [
			{ ticket_id: 1, ...buyer },
			{
				ticket_id: 1,
				name: 'Bob',
				email: 'bob@example.com',
				listed: true,
				show_avatar: true,
			},
		] );
	} );

	it( 'reads consent from the boxes: the picture only with the name, its box off until then', () => {
		document.body.innerHTML = `<fieldset>
			<input type="checkbox" data-consent="listed">
			<input type="checkbox" data-consent="show_avatar" checked>
		</fieldset>`;
		const box = document.querySelector( 'fieldset' )!;
		const [ listed, avatar ] = Array.from(
			box.querySelectorAll( 'input' )
		);
		expect( readConsent( box ) ).toEqual( {
			listed: false,
			show_avatar: false,
		} );
		linkConsent( box );
		expect( avatar.disabled ).toBe( true );
		expect( avatar.checked ).toBe( false );
		listed.click();
		expect( avatar.disabled ).toBe( false );
		avatar.click();
		expect( readConsent( box ) ).toEqual( {
			listed: true,
			show_avatar: true,
		} );
		listed.click();
		expect( avatar.disabled ).toBe( true );
		expect( readConsent( box ) ).toEqual( {
			listed: false,
			show_avatar: false,
		} );
	} );
} );

import {
	formatMoney,
	linkConsent,
	mountAll,
	orderBody,
	readConsent,
	stepQuantity,
	submitState,
	typedQuantity,
} from '../ticket-form';

/**
 * A ticket form as TicketForm::render() writes it, reduced to what the script reads.
 * @param max
 * @param price The ticket's price in minor units.
 */
function mountForm( max: number, price = 2500 ) {
	const config = {
		restUrl: '/wp-json/eventin/v2/orders',
		eventId: 12,
		currency: 'USD',
		locale: 'en-US',
		decimals: 2,
		messages: {
			total: 'Total: %s',
			register: 'Register',
			bookAndPay: 'Book and pay',
			free: 'Free',
			fewer: 'One ticket fewer',
			more: 'One ticket more',
			attendee: 'Ticket %1$d: %2$s',
			name: 'Name',
			email: 'E-mail',
			sameAsBuyer: 'Same as my details',
			listed: 'Show my name on the public attendee list',
			showAvatar: 'Also show my profile picture',
			avatarNote: 'Only with your name on the list.',
			attendees: 'Who are the tickets for?',
			chooseTickets: 'Choose at least one ticket.',
		},
	};
	document.body.innerHTML = `
		<form class="eventin-ticket-form" data-eventin-checkout='${ JSON.stringify(
			config
		) }'>
			<ul><li class="eventin-ticket-form__type" data-ticket="7" data-price="${ price }" data-min="1">
				<span class="eventin-ticket-form__name">General admission</span>
				<input type="number" value="0" min="0" max="${ max }" step="1">
			</li></ul>
			<p><input name="customer[name]" value="Ada"><input name="customer[email]" value="ada@example.com"></p>
			<div class="eventin-ticket-form__attendees" hidden></div>
			<fieldset class="eventin-ticket-form__gateways"><input type="radio" name="gateway" value="offline" checked></fieldset>
			<p class="eventin-ticket-form__total" hidden></p>
			<p class="eventin-ticket-form__error" hidden></p>
			<button type="submit" class="eventin-ticket-form__submit">Book and pay</button>
		</form>`;
	mountAll( document );
	return document.querySelector( 'input[type="number"]' ) as HTMLInputElement;
}

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

	it( 'says Register for a free choice, and stops a paid one when there is no way to pay', () => {
		const text = { register: 'Register', bookAndPay: 'Book and pay' };
		const rendered = { label: 'Register', disabled: false };
		// Nothing chosen: as the server rendered it.
		expect( submitState( 0, 0, false, rendered, text ) ).toBe( rendered );
		expect( submitState( 2, 0, false, rendered, text ) ).toEqual( {
			label: 'Register',
			disabled: false,
		} );
		expect( submitState( 1, 2500, false, rendered, text ) ).toEqual( {
			label: 'Book and pay',
			disabled: true,
		} );
		expect( submitState( 1, 2500, true, rendered, text ) ).toEqual( {
			label: 'Book and pay',
			disabled: false,
		} );
		expect(
			submitState(
				1,
				0,
				true,
				{ label: 'Book and pay', disabled: false },
				text
			)
		).toEqual( { label: 'Register', disabled: false } );
	} );

	it( 'hides the ways to pay while the choice is free', () => {
		const quantity = mountForm( 10, 0 );
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const gateways = form.querySelector(
			'.eventin-ticket-form__gateways'
		) as HTMLElement;
		const submit = form.querySelector( 'button[type="submit"]' )!;
		expect( gateways.hidden ).toBe( false );
		expect( submit.textContent ).toBe( 'Book and pay' );
		quantity.value = '1';
		quantity.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( gateways.hidden ).toBe( true );
		expect( submit.textContent ).toBe( 'Register' );
	} );

	it( 'steps over quantities below the least per order', () => {
		expect( stepQuantity( 0, 1, 3, 10 ) ).toBe( 3 );
		expect( stepQuantity( 3, -1, 3, 10 ) ).toBe( 0 );
		expect( stepQuantity( 4, -1, 3, 10 ) ).toBe( 3 );
		expect( stepQuantity( 10, 1, 1, 10 ) ).toBe( 10 );
		expect( stepQuantity( 0, -1, 1, 10 ) ).toBe( 0 );
	} );

	it( 'reads a typed quantity as a whole number from 0 to the most allowed', () => {
		expect( typedQuantity( '3', 10 ) ).toBe( 3 );
		expect( typedQuantity( '50', 10 ) ).toBe( 10 );
		expect( typedQuantity( '2.7', 10 ) ).toBe( 2 );
		expect( typedQuantity( '-4', 10 ) ).toBe( 0 );
		expect( typedQuantity( '', 10 ) ).toBe( 0 );
		expect( typedQuantity( 'x', 10 ) ).toBe( 0 );
	} );

	it( 'asks for no more holders and counts no more tickets than a type allows when more are typed', () => {
		const input = mountForm( 10 );
		input.value = '50';
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		const holders = document.querySelectorAll(
			'.eventin-ticket-form__attendees fieldset'
		);
		expect( holders ).toHaveLength( 10 );
		expect( holders[ 9 ].querySelector( 'legend' )?.textContent ).toBe(
			'Ticket 10: General admission'
		);
		expect(
			document.querySelector( '.eventin-ticket-form__total' )?.textContent
		).toBe( 'Total: $250.00' );
		// The field keeps what was typed: the browser says it is over the most and does not send.
		expect( input.value ).toBe( '50' );
		expect( input.validity.rangeOverflow ).toBe( true );

		input.value = '2';
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect(
			document.querySelectorAll(
				'.eventin-ticket-form__attendees fieldset'
			)
		).toHaveLength( 2 );
	} );

	it( 'takes back “Choose at least one ticket.” once a ticket is chosen', async () => {
		const input = mountForm( 10 );
		const error = document.querySelector(
			'.eventin-ticket-form__error'
		) as HTMLElement;
		document
			.querySelector( 'form' )!
			.dispatchEvent(
				new Event( 'submit', { bubbles: true, cancelable: true } )
			);
		await new Promise( ( resolve ) => setTimeout( resolve ) );
		expect( error.hidden ).toBe( false );
		expect( error.textContent ).toBe( 'Choose at least one ticket.' );

		(
			document.querySelector(
				'button[aria-label="One ticket more: General admission"]'
			) as HTMLButtonElement
		 ).click();
		expect( input.value ).toBe( '1' );
		expect( error.hidden ).toBe( true );
	} );

	it( 'sends a booking that got no answer again with its Idempotency-Key, and a new key after an answer', async () => {
		mountForm( 10 );
		(
			document.querySelector(
				'button[aria-label="One ticket more: General admission"]'
			) as HTMLButtonElement
		 ).click();
		const keys: string[] = [];
		const answers = [
			() => Promise.reject( new TypeError( 'Failed to fetch' ) ),
			() =>
				Promise.resolve( {
					status: 409,
					json: () =>
						Promise.resolve( { message: 'Only 0 tickets left.' } ),
				} ),
			() =>
				Promise.resolve( {
					status: 503,
					json: () => Promise.resolve( {} ),
				} ),
		];
		const saved = window.fetch;
		window.fetch = jest.fn( ( url, init ) => {
			keys.push(
				( init?.headers as Record< string, string > )[
					'Idempotency-Key'
				]
			);
			return answers[ keys.length - 1 ]();
		} ) as unknown as typeof fetch;
		const submit = async () => {
			document
				.querySelector( 'form' )!
				.dispatchEvent(
					new Event( 'submit', { bubbles: true, cancelable: true } )
				);
			await new Promise( ( resolve ) => setTimeout( resolve ) );
			await new Promise( ( resolve ) => setTimeout( resolve ) );
		};
		try {
			await submit();
			await submit();
			await submit();
			expect( keys ).toHaveLength( 3 );
			expect( keys[ 0 ] ).toMatch( /^[0-9a-f-]{32,36}$/ );
			expect( keys[ 1 ] ).toBe( keys[ 0 ] );
			expect( keys[ 2 ] ).not.toBe( keys[ 0 ] );
		} finally {
			window.fetch = saved;
		}
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
	it( 'shown again from the back/forward cache, it takes the form the site renders now', async () => {
		mountForm( 10 );
		// The site now renders the ticket sold out: no quantity.
		const now = document.body.innerHTML
			.replace( ' data-eventin-checkout-ready="1"', '' )
			.replace(
				/<li[\s\S]*<\/li>/,
				'<li class="eventin-ticket-form__type" data-ticket="7"><span class="eventin-ticket-form__name">General admission</span><span class="eventin-ticket-form__left">Sold out</span></li>'
			);
		const fetched = jest.fn().mockResolvedValue( {
			ok: true,
			text: async () =>
				`<!doctype html><html><body>${ now }</body></html>`,
		} );
		const saved = window.fetch;
		window.fetch = fetched;
		const shown = ( persisted: boolean ) => {
			const event = new Event( 'pageshow' );
			Object.defineProperty( event, 'persisted', { value: persisted } );
			window.dispatchEvent( event );
		};
		try {
			// A first showing is rendered fresh already.
			shown( false );
			expect( fetched ).not.toHaveBeenCalled();
			shown( true );
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
			expect( fetched ).toHaveBeenCalledWith(
				window.location.href,
				expect.objectContaining( { cache: 'no-store' } )
			);
			expect(
				document.querySelector( '.eventin-ticket-form__left' )
					?.textContent
			).toBe( 'Sold out' );
			expect(
				document.querySelector( 'input[type="number"]' )
			).toBeNull();
			expect(
				document.querySelectorAll( '.eventin-ticket-form' )
			).toHaveLength( 1 );
		} finally {
			window.fetch = saved;
		}
	} );
} );

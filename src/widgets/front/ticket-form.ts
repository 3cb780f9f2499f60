/**
 * Ticket forms (`form[data-eventin-checkout]`, rendered by includes/Widgets/Render/TicketForm.php)
 * work without this script: they post to the site, which books and shows the booking. This
 * script makes them nicer: − and + beside each quantity, the total as it changes, a name and
 * e-mail per ticket ('Same as my details' unless unticked), booking without leaving the page,
 * field errors where they belong, and card payment with Stripe Elements when the buyer pays by
 * card.
 */

type Messages = Record<
	| 'total'
	| 'register'
	| 'bookAndPay'
	| 'free'
	| 'fewer'
	| 'more'
	| 'attendee'
	| 'name'
	| 'email'
	| 'sameAsBuyer'
	| 'listed'
	| 'showAvatar'
	| 'avatarNote'
	| 'attendees'
	| 'chooseTickets'
	| 'working'
	| 'pay'
	| 'paying'
	| 'cardDetails'
	| 'done'
	| 'pending'
	| 'viewBooking'
	| 'failed'
	| 'expired'
	| 'stripeMissing',
	string
>;

export type Config = {
	restUrl: string;
	eventId: number;
	currency: string;
	locale: string;
	decimals: number;
	messages: Messages;
};

/**
 * A buyer or a ticket's holder, and whether they agree to be named on the event's public
 * attendee list (`listed`) and to show their profile picture there (`show_avatar`, only with
 * `listed`).
 */
export type Person = {
	name: string;
	email: string;
	listed?: boolean;
	show_avatar?: boolean;
};

export type Line = {
	ticketId: number;
	name: string;
	price: number;
	quantity: number;
};

type Next =
	| { type: 'none' }
	| { type: 'offline'; instructions: string }
	| {
			type: 'stripe';
			client_secret: string;
			publishable_key: string;
			js_url: string;
	  };

type Booking = {
	id: number;
	total: string;
	next: Next;
	booking_url: string;
};

type StripeElements = {
	create: ( type: 'payment' ) => { mount: ( target: Element ) => void };
};
type StripeClient = {
	elements: ( options: { clientSecret: string } ) => StripeElements;
	confirmPayment: ( options: {
		elements: StripeElements;
		confirmParams: { return_url: string };
		redirect: 'if_required';
	} ) => Promise< {
		error?: { message?: string; payment_intent?: { status?: string } };
	} >;
};

declare global {
	interface Window {
		Stripe?: ( key: string ) => StripeClient;
	}
}

const READY = 'eventinCheckoutReady';

/**
 * Minor units of a currency as people read them, e.g. 2500 → '$25.00'.
 *
 * @param minor  The amount in minor units.
 * @param config The form's currency, decimals and language.
 */
export function formatMoney(
	minor: number,
	config: Pick< Config, 'currency' | 'decimals' | 'locale' >
): string {
	return new Intl.NumberFormat( config.locale, {
		style: 'currency',
		currency: config.currency,
		minimumFractionDigits: config.decimals,
		maximumFractionDigits: config.decimals,
	} ).format( minor / 10 ** config.decimals );
}

/**
 * The quantity a typed value stands for: a whole number from 0 to the most
 * the field allows. The field itself says when it is over (the browser does
 * not send the form); holders and the total count no more than that.
 *
 * @param value The field's value.
 * @param max   The most the field allows.
 */
export function typedQuantity( value: string, max: number ): number {
	return Math.max( 0, Math.min( max, Math.floor( Number( value ) || 0 ) ) );
}

/** What the submit button says, and whether it is off. */
export type SubmitState = { label: string; disabled: boolean };

/**
 * The button for what is chosen: as the server rendered it while nothing is;
 * 'Register' for a free choice (nothing to pay, so no way to pay is needed);
 * 'Book and pay' otherwise, stopped when the form offers no way to pay.
 *
 * @param count    Tickets chosen.
 * @param sum      Their total, in minor units.
 * @param canPay   Whether the form offers a way to pay.
 * @param rendered The button as the server rendered it.
 * @param text     The form's messages.
 */
export function submitState(
	count: number,
	sum: number,
	canPay: boolean,
	rendered: SubmitState,
	text: Pick< Messages, 'register' | 'bookAndPay' >
): SubmitState {
	if ( count === 0 ) {
		return rendered;
	}
	return sum === 0
		? { label: text.register, disabled: false }
		: { label: text.bookAndPay, disabled: ! canPay };
}

/**
 * The quantity after − or +: below the least per order it drops to 0, from 0 it jumps to the least.
 *
 * @param current The quantity now.
 * @param step    -1 or +1.
 * @param min     The least per order.
 * @param max     The most the field allows.
 */
export function stepQuantity(
	current: number,
	step: number,
	min: number,
	max: number
): number {
	let next = current + step;
	if ( step > 0 && next < min ) {
		next = min;
	}
	if ( step < 0 && next < min ) {
		next = 0;
	}
	return Math.max( 0, Math.min( max, next ) );
}

/**
 * The body of `POST orders`: one line per chosen ticket type; names only for tickets whose holder
 * is not the buyer (the server gives the others the buyer's).
 *
 * @param eventId  The event.
 * @param lines    Ticket types and quantities.
 * @param customer The buyer.
 * @param holders  Per ticket type, one holder per ticket, null where it is the buyer.
 * @param gateway  How the buyer pays.
 * @param website  The honeypot's value.
 */
export function orderBody(
	eventId: number,
	lines: Line[],
	customer: Person,
	holders: Map< number, Array< Person | null > >,
	gateway: string,
	website: string
) {
	const chosen = lines.filter( ( line ) => line.quantity > 0 );
	const attendees = chosen.flatMap( ( line ) => {
		const named = holders.get( line.ticketId ) ?? [];
		if ( named.every( ( holder ) => ! holder ) ) {
			return [];
		}
		return Array.from( { length: line.quantity }, ( _, index ) => ( {
			ticket_id: line.ticketId,
			...( named[ index ] ?? customer ),
		} ) );
	} );
	return {
		event_id: eventId,
		tickets: chosen.map( ( line ) => ( {
			ticket_id: line.ticketId,
			quantity: line.quantity,
		} ) ),
		customer,
		attendees,
		gateway,
		website,
	};
}

/**
 * The consent of the boxes in an element (`[data-consent]`): the picture only with the name.
 *
 * @param root The buyer's fieldset or a holder's.
 */
export function readConsent( root: ParentNode ): {
	listed: boolean;
	show_avatar: boolean;
} {
	const checked = ( which: string ) =>
		!! root.querySelector< HTMLInputElement >(
			`input[data-consent="${ which }"]`
		)?.checked;
	const listed = checked( 'listed' );
	return { listed, show_avatar: listed && checked( 'show_avatar' ) };
}

/**
 * Keeps the picture box of an element's consent off (and unticked) until the name box is ticked.
 *
 * @param root The buyer's fieldset or a holder's.
 */
export function linkConsent( root: ParentNode ) {
	const listed = root.querySelector< HTMLInputElement >(
		'input[data-consent="listed"]'
	);
	const avatar = root.querySelector< HTMLInputElement >(
		'input[data-consent="show_avatar"]'
	);
	if ( ! listed || ! avatar ) {
		return;
	}
	const sync = () => {
		avatar.disabled = ! listed.checked;
		if ( ! listed.checked ) {
			avatar.checked = false;
		}
	};
	listed.addEventListener( 'change', sync );
	sync();
}

const format = ( text: string, ...values: Array< string | number > ) => {
	let position = 0;
	return text.replace( /%(\d\$)?[sd]/g, ( match, index?: string ) =>
		String(
			values[ index ? Number( index[ 0 ] ) - 1 : position++ ] ?? match
		)
	);
};

function loadScript( src: string ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const existing = document.querySelector< HTMLScriptElement >(
			`script[src="${ src }"]`
		);
		if ( existing && window.Stripe ) {
			resolve();
			return;
		}
		const script = existing ?? document.createElement( 'script' );
		script.addEventListener( 'load', () => resolve() );
		script.addEventListener( 'error', () => reject( new Error( src ) ) );
		if ( ! existing ) {
			script.src = src;
			document.head.append( script );
		}
	} );
}

function enhance( form: HTMLFormElement ) {
	if ( form.dataset[ READY ] ) {
		return;
	}
	form.dataset[ READY ] = '1';
	const config = JSON.parse( form.dataset.eventinCheckout ?? '{}' ) as Config;
	const text = config.messages;
	const rows = Array.from(
		form.querySelectorAll< HTMLElement >( '.eventin-ticket-form__type' )
	);
	const total = form.querySelector< HTMLElement >(
		'.eventin-ticket-form__total'
	)!;
	const attendeesBox = form.querySelector< HTMLElement >(
		'.eventin-ticket-form__attendees'
	)!;
	const error = form.querySelector< HTMLElement >(
		'.eventin-ticket-form__error'
	)!;
	const submit = form.querySelector< HTMLButtonElement >(
		'.eventin-ticket-form__submit'
	)!;
	const rendered = {
		label: submit.textContent ?? '',
		disabled: submit.disabled,
	};
	const gateways = form.querySelector< HTMLElement >(
		'.eventin-ticket-form__gateways'
	);
	// The button for what is chosen (update() keeps it).
	let chosenButton = rendered;
	let stripe: { client: StripeClient; elements: StripeElements } | null =
		null;
	let booking: Booking | null = null;
	// The booking ended before it was paid: nothing is left to pay.
	let ended = false;
	const payLabel = () =>
		format(
			text.pay,
			formatMoney(
				Math.round(
					Number( booking?.total ?? 0 ) * 10 ** config.decimals
				),
				config
			)
		);

	const lines = (): Line[] =>
		rows.flatMap( ( row ) => {
			const input = row.querySelector< HTMLInputElement >(
				'input[type="number"]'
			);
			return input
				? [
						{
							ticketId: Number( row.dataset.ticket ),
							name:
								row.querySelector(
									'.eventin-ticket-form__name'
								)?.textContent ?? '',
							price: Number( row.dataset.price ),
							quantity: typedQuantity(
								input.value,
								Number( input.max ) || 100
							),
						},
					]
				: [];
		} );

	// A holder's two consent boxes, as the buyer's (TicketForm::consent()).
	const consentBoxes = ( id: string ) => {
		const box = document.createElement( 'div' );
		box.className = 'eventin-ticket-form__consent';
		for ( const [ which, words ] of [
			[ 'listed', text.listed ],
			[ 'show_avatar', text.showAvatar ],
		] as const ) {
			const input = document.createElement( 'input' );
			input.type = 'checkbox';
			input.id = `${ id }-${ which }`;
			input.dataset.consent = which;
			const boxLabel = document.createElement( 'label' );
			boxLabel.htmlFor = input.id;
			boxLabel.textContent = words;
			const line = document.createElement( 'p' );
			line.className = 'eventin-ticket-form__check';
			line.append( input, ' ', boxLabel );
			if ( which === 'show_avatar' ) {
				line.classList.add( 'eventin-ticket-form__check--avatar' );
				const note = document.createElement( 'span' );
				note.className = 'eventin-ticket-form__note';
				note.id = `${ input.id }-note`;
				note.textContent = text.avatarNote;
				input.setAttribute( 'aria-describedby', note.id );
				line.append( ' ', note );
			}
			box.append( line );
		}
		return box;
	};

	const holderFields = () => {
		const wanted = lines().flatMap( ( line ) =>
			Array.from( { length: line.quantity }, ( _, index ) => ( {
				line,
				index,
			} ) )
		);
		const existing = Array.from(
			attendeesBox.querySelectorAll< HTMLFieldSetElement >( 'fieldset' )
		);
		// Keep what was typed for tickets that stay; add or remove the rest.
		existing.slice( wanted.length ).forEach( ( box ) => box.remove() );
		wanted.forEach( ( { line, index }, position ) => {
			const key = `${ line.ticketId }-${ index }`;
			let box = existing[ position ];
			if ( box && box.dataset.key === key ) {
				return;
			}
			box?.remove();
			box = document.createElement( 'fieldset' );
			box.dataset.key = key;
			box.dataset.ticket = String( line.ticketId );
			const id = `${ form.id || 'eventin' }-${ config.eventId }-${ key }`;
			const legend = document.createElement( 'legend' );
			legend.textContent = format(
				text.attendee,
				position + 1,
				line.name
			);
			const same = document.createElement( 'input' );
			same.type = 'checkbox';
			same.checked = true;
			same.id = `${ id }-same`;
			const sameLabel = document.createElement( 'label' );
			sameLabel.htmlFor = same.id;
			sameLabel.textContent = text.sameAsBuyer;
			const fields = document.createElement( 'div' );
			fields.className = 'eventin-ticket-form__holder';
			fields.hidden = true;
			for ( const [ field, type ] of [
				[ 'name', 'text' ],
				[ 'email', 'email' ],
			] as const ) {
				const fieldLabel = document.createElement( 'label' );
				fieldLabel.htmlFor = `${ id }-${ field }`;
				fieldLabel.textContent = text[ field ];
				const input = document.createElement( 'input' );
				input.type = type;
				input.id = `${ id }-${ field }`;
				input.dataset.field = field;
				input.maxLength = field === 'email' ? 191 : 200;
				const paragraph = document.createElement( 'p' );
				paragraph.className = 'eventin-ticket-form__field';
				paragraph.append( fieldLabel, input );
				fields.append( paragraph );
			}
			fields.append( consentBoxes( id ) );
			linkConsent( fields );
			same.addEventListener( 'change', () => {
				fields.hidden = same.checked;
				fields
					.querySelectorAll( 'input[data-field]' )
					.forEach( ( input ) => {
						( input as HTMLInputElement ).required = ! same.checked;
					} );
			} );
			const sameLine = document.createElement( 'p' );
			sameLine.className = 'eventin-ticket-form__same';
			sameLine.append( same, ' ', sameLabel );
			box.append( legend, sameLine, fields );
			const before =
				attendeesBox.querySelectorAll( 'fieldset' )[ position ];
			attendeesBox.insertBefore( box, before ?? null );
		} );
		attendeesBox.hidden = wanted.length === 0;
		if ( wanted.length && ! attendeesBox.querySelector( 'h3' ) ) {
			const heading = document.createElement( 'h3' );
			heading.textContent = text.attendees;
			attendeesBox.prepend( heading );
		}
	};

	const update = () => {
		const chosen = lines();
		const sum = chosen.reduce(
			( amount, line ) => amount + line.price * line.quantity,
			0
		);
		const count = chosen.reduce( ( n, line ) => n + line.quantity, 0 );
		total.hidden = count === 0;
		// 'Choose at least one ticket.' is answered once one is chosen.
		if ( count > 0 && error.textContent === text.chooseTickets ) {
			error.hidden = true;
		}
		total.textContent = format(
			text.total,
			sum === 0 ? text.free : formatMoney( sum, config )
		);
		// Nothing to pay: no 'How would you like to pay?'.
		if ( gateways ) {
			gateways.hidden = count > 0 && sum === 0;
		}
		chosenButton = submitState( count, sum, !! gateways, rendered, text );
		if ( ! stripe && ! booking ) {
			submit.textContent = chosenButton.label;
			submit.disabled = chosenButton.disabled;
		}
		holderFields();
	};

	for ( const row of rows ) {
		const input = row.querySelector< HTMLInputElement >(
			'input[type="number"]'
		);
		if ( ! input ) {
			continue;
		}
		const name =
			row.querySelector( '.eventin-ticket-form__name' )?.textContent ??
			'';
		const min = Number( row.dataset.min ) || 1;
		const max = Number( input.max ) || 100;
		const button = ( step: number, sign: string, words: string ) => {
			const element = document.createElement( 'button' );
			element.type = 'button';
			element.className = 'eventin-ticket-form__step';
			element.textContent = sign;
			element.setAttribute( 'aria-label', `${ words }: ${ name }` );
			element.addEventListener( 'click', () => {
				input.value = String(
					stepQuantity( Number( input.value ) || 0, step, min, max )
				);
				update();
			} );
			return element;
		};
		input.before( button( -1, '−', text.fewer ) );
		input.after( button( 1, '+', text.more ) );
		input.addEventListener( 'input', update );
	}

	const showError = ( message: string, field?: string ) => {
		error.textContent = message;
		error.hidden = false;
		form.querySelectorAll( '[aria-invalid]' ).forEach( ( element ) =>
			element.removeAttribute( 'aria-invalid' )
		);
		const target = field
			? form.querySelector< HTMLInputElement >( `[name="${ field }"]` )
			: null;
		if ( target ) {
			target.setAttribute( 'aria-invalid', 'true' );
			target.focus();
		}
	};

	const finish = ( message: string, url: string, more = '' ) => {
		const done = document.createElement( 'div' );
		done.className = 'eventin-ticket-form__done';
		done.setAttribute( 'role', 'status' );
		const paragraph = document.createElement( 'p' );
		paragraph.textContent = message;
		done.append( paragraph );
		if ( more ) {
			const instructions = document.createElement( 'p' );
			instructions.className = 'eventin-ticket-form__instructions';
			instructions.textContent = more;
			done.append( instructions );
		}
		const link = document.createElement( 'a' );
		link.href = url;
		link.textContent = text.viewBooking;
		done.append( link );
		form.replaceChildren( done );
		link.focus();
	};

	const payWithCard = async ( next: Extract< Next, { type: 'stripe' } > ) => {
		await loadScript( next.js_url );
		if ( ! window.Stripe ) {
			throw new Error( text.stripeMissing );
		}
		const client = window.Stripe( next.publishable_key );
		const elements = client.elements( {
			clientSecret: next.client_secret,
		} );
		const box = form.querySelector< HTMLElement >(
			'.eventin-ticket-form__payment'
		)!;
		const heading = document.createElement( 'h3' );
		heading.textContent = text.cardDetails;
		const mount = document.createElement( 'div' );
		box.replaceChildren( heading, mount );
		box.hidden = false;
		elements.create( 'payment' ).mount( mount );
		stripe = { client, elements };
		// The tickets are booked now: only the card is left to fill in.
		form.querySelectorAll< HTMLInputElement | HTMLButtonElement >(
			'.eventin-ticket-form__tickets input, .eventin-ticket-form__tickets button, .eventin-ticket-form__buyer input, .eventin-ticket-form__attendees input, .eventin-ticket-form__gateways input'
		).forEach( ( element ) => ( element.disabled = true ) );
		submit.textContent = payLabel();
		heading.tabIndex = -1;
		heading.focus();
	};

	const book = async () => {
		const chosen = lines();
		if ( ! chosen.some( ( line ) => line.quantity > 0 ) ) {
			showError( text.chooseTickets );
			return;
		}
		const field = ( name: string ) =>
			form.querySelector< HTMLInputElement >( `[name="${ name }"]` )
				?.value ?? '';
		const customer: Person = {
			name: field( 'customer[name]' ),
			email: field( 'customer[email]' ),
			...readConsent(
				form.querySelector( '.eventin-ticket-form__buyer' ) ?? form
			),
		};
		const holders = new Map< number, Array< Person | null > >();
		attendeesBox
			.querySelectorAll< HTMLFieldSetElement >( 'fieldset' )
			.forEach( ( box ) => {
				const ticket = Number( box.dataset.ticket );
				const same = box.querySelector< HTMLInputElement >(
					'.eventin-ticket-form__same input[type="checkbox"]'
				)?.checked;
				const value = ( name: string ) =>
					box.querySelector< HTMLInputElement >(
						`[data-field="${ name }"]`
					)?.value ?? '';
				holders.set( ticket, [
					...( holders.get( ticket ) ?? [] ),
					same
						? null
						: {
								name: value( 'name' ),
								email: value( 'email' ),
								...readConsent( box ),
							},
				] );
			} );
		const gateway =
			form.querySelector< HTMLInputElement >(
				'input[name="gateway"]:checked'
			)?.value ?? '';
		const response = await fetch( config.restUrl, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				Accept: 'application/json',
			},
			credentials: 'omit',
			body: JSON.stringify(
				orderBody(
					config.eventId,
					chosen,
					customer,
					holders,
					gateway,
					field( 'website' )
				)
			),
		} );
		const answer = await response.json().catch( () => ( {} ) );
		if ( response.status !== 201 ) {
			const params = Object.keys( answer?.data?.params ?? {} );
			const named = params[ 0 ]?.match( /^customer\.(name|email)$/ );
			showError(
				answer?.message ?? text.failed,
				named ? `customer[${ named[ 1 ] }]` : undefined
			);
			return;
		}
		booking = answer as Booking;
		if ( booking.next.type === 'stripe' ) {
			await payWithCard( booking.next );
			return;
		}
		finish(
			booking.next.type === 'offline' ? text.pending : text.done,
			booking.booking_url,
			booking.next.type === 'offline' ? booking.next.instructions : ''
		);
	};

	const pay = async () => {
		if ( ! stripe || ! booking ) {
			return;
		}
		const result = await stripe.client.confirmPayment( {
			elements: stripe.elements,
			confirmParams: { return_url: booking.booking_url },
			redirect: 'if_required',
		} );
		if ( result.error ) {
			// Its hold ran out while the card was typed in: the site cancelled the payment intent.
			ended = result.error.payment_intent?.status === 'canceled';
			showError(
				ended ? text.expired : ( result.error.message ?? text.failed )
			);
			return;
		}
		window.location.assign( booking.booking_url );
	};

	const buyer = form.querySelector( '.eventin-ticket-form__buyer' );
	if ( buyer ) {
		linkConsent( buyer );
	}

	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		if ( submit.disabled ) {
			return;
		}
		error.hidden = true;
		submit.disabled = true;
		submit.textContent = stripe ? text.paying : text.working;
		try {
			await ( stripe ? pay() : book() );
		} catch ( problem ) {
			showError(
				problem instanceof Error &&
					problem.message === text.stripeMissing
					? text.stripeMissing
					: text.failed
			);
		} finally {
			if ( form.isConnected && submit.isConnected ) {
				submit.disabled =
					ended || ( ! stripe && chosenButton.disabled );
				submit.textContent = stripe ? payLabel() : chosenButton.label;
			}
		}
	} );
	update();
}

export function mountAll( root: ParentNode = document ) {
	root.querySelectorAll< HTMLFormElement >(
		'form[data-eventin-checkout]'
	).forEach( enhance );
}

if ( typeof document !== 'undefined' ) {
	mountAll();
}

/**
 * Ticket forms (`form[data-eventin-checkout]`, rendered by includes/Widgets/Render/TicketForm.php)
 * work without this script: they post to the site, which books and shows the booking. This
 * script makes them nicer: − and + beside each quantity, the total as it changes, a name and
 * e-mail per ticket ('Same as my details' unless unticked), booking without leaving the page,
 * field errors where they belong, and card payment with Stripe Elements when the buyer pays by
 * card. Its parts are in ticket-form/: quantities and money, holders, the order, the card
 * payment, the outcome, and the seats left when the page is shown again by Back; enhance() ties
 * them to one form.
 */
import { linkConsent, readHolders, syncHolders } from './ticket-form/holders';
import { forget, releaseLeft, remember } from './ticket-form/left';
import {
	fieldValue,
	orderBody,
	placeOrder,
	readCustomer,
} from './ticket-form/order';
import { finish, showError } from './ticket-form/outcome';
import { mountCard } from './ticket-form/payment';
import { loadedByHistory, renderAgain } from './ticket-form/shown-again';
import {
	addSteppers,
	format,
	formatMoney,
	readLines,
	submitState,
} from './ticket-form/quantities';
import {
	type Booking,
	type Config,
	type StripeClient,
	type StripeElements,
} from './ticket-form/types';

export { linkConsent, readConsent } from './ticket-form/holders';
export { orderBody } from './ticket-form/order';
export {
	formatMoney,
	stepQuantity,
	submitState,
	typedQuantity,
	type SubmitState,
} from './ticket-form/quantities';
import { uniqueId } from '../../utils/unique-id';
export type { Config, Line, Person } from './ticket-form/types';

const READY = 'eventinCheckoutReady';

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
	const fail = ( message: string, field?: string ) =>
		showError( form, error, message, field );

	const update = () => {
		const chosen = readLines( rows );
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
		syncHolders(
			attendeesBox,
			chosen,
			`${ form.id || 'eventin' }-${ config.eventId }`,
			text
		);
	};

	let unanswered: { body: string; key: string } | null = null;
	const book = async () => {
		const chosen = readLines( rows );
		if ( ! chosen.some( ( line ) => line.quantity > 0 ) ) {
			fail( text.chooseTickets );
			return;
		}
		const body = orderBody(
			config.eventId,
			chosen,
			readCustomer( form ),
			readHolders( attendeesBox ),
			form.querySelector< HTMLInputElement >(
				'input[name="gateway"]:checked'
			)?.value ?? '',
			fieldValue( form, 'website' )
		);
		// The same booking sent again after no answer (the network, a server error) keeps its key,
		// so the site books it once; any answer ends the key.
		const sent = JSON.stringify( body );
		const key = unanswered?.body === sent ? unanswered.key : uniqueId();
		unanswered = { body: sent, key };
		const { status, answer } = await placeOrder(
			config.restUrl,
			body,
			key
		);
		if ( status < 500 ) {
			unanswered = null;
		}
		if ( status !== 201 ) {
			const params = Object.keys( answer?.data?.params ?? {} );
			const named = params[ 0 ]?.match( /^customer\.(name|email)$/ );
			fail(
				answer?.message ?? text.failed,
				named ? `customer[${ named[ 1 ] }]` : undefined
			);
			return;
		}
		booking = answer as Booking;
		if ( booking.next.type === 'stripe' ) {
			stripe = await mountCard( form, booking.next, text );
			remember( config.eventId, booking.booking_url );
			submit.textContent = payLabel();
			return;
		}
		finish(
			form,
			text,
			booking.next.type === 'offline' ? text.pending : text.done,
			booking.booking_url,
			booking.next.type === 'offline'
				? [ booking.next.instructions, booking.next.pay_by ]
				: []
		);
	};

	const pay = async () => {
		if ( ! stripe || ! booking ) {
			return;
		}
		// Sent: a reload from now on must not give these seats back.
		forget( config.eventId );
		const result = await stripe.client.confirmPayment( {
			elements: stripe.elements,
			confirmParams: { return_url: booking.booking_url },
			redirect: 'if_required',
		} );
		if ( result.error ) {
			// Its hold ran out while the card was typed in: the site cancelled the payment intent.
			ended = result.error.payment_intent?.status === 'canceled';
			if ( ! ended ) {
				remember( config.eventId, booking.booking_url );
			}
			fail(
				ended ? text.expired : ( result.error.message ?? text.failed )
			);
			return;
		}
		window.location.assign( booking.booking_url );
	};

	// A card step this tab left (a reload): its seats go back, then the page shows them.
	releaseLeft( config.eventId, config.restUrl ).then( ( released ) => {
		if ( released ) {
			window.location.reload();
		}
	} );
	addSteppers( rows, text, update );
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
			fail(
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
	// Shown again by Back or Forward: the seats left may have changed since.
	if ( loadedByHistory() ) {
		renderAgain( mountAll );
	}
	window.addEventListener( 'pageshow', ( event ) => {
		if ( event.persisted ) {
			renderAgain( mountAll );
		}
	} );
}

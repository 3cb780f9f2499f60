/**
 * Card payment with Stripe Elements: Stripe.js loaded once, the card field mounted in the form
 * for the booking's payment intent, and everything else in the form switched off.
 */
import {
	type Messages,
	type Next,
	type StripeClient,
	type StripeElements,
} from './types';

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

/**
 * Shows Stripe's card field for a booking's payment intent; the tickets are booked by then, so
 * only the card is left to fill in. Throws `text.stripeMissing` when Stripe.js cannot load.
 *
 * @param form The ticket form.
 * @param next The booking's next step: its Stripe payment intent.
 * @param text The form's messages.
 */
export async function mountCard(
	form: HTMLFormElement,
	next: Extract< Next, { type: 'stripe' } >,
	text: Pick< Messages, 'stripeMissing' | 'cardDetails' >
): Promise< { client: StripeClient; elements: StripeElements } > {
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
	// The tickets are booked now: only the card is left to fill in.
	form.querySelectorAll< HTMLInputElement | HTMLButtonElement >(
		'.eventin-ticket-form__tickets input, .eventin-ticket-form__tickets button, .eventin-ticket-form__buyer input, .eventin-ticket-form__attendees input, .eventin-ticket-form__gateways input'
	).forEach( ( element ) => ( element.disabled = true ) );
	heading.tabIndex = -1;
	heading.focus();
	return { client, elements };
}

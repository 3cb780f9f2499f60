/**
 * What the form says after a try: an error by the field it is about, or the booking made in
 * place of the form.
 */
import { type Messages } from './types';

/**
 * Shows an error, marking and focusing the field it is about.
 *
 * @param form    The ticket form.
 * @param error   Its `.eventin-ticket-form__error`.
 * @param message The error.
 * @param field   The name of the field it is about, if any.
 */
export function showError(
	form: HTMLFormElement,
	error: HTMLElement,
	message: string,
	field?: string
) {
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
}

/**
 * Replaces the form with the booking's outcome and its link, which takes the focus.
 *
 * @param form    The ticket form.
 * @param text    The form's messages.
 * @param message What happened.
 * @param url     The booking's page.
 * @param more    Further paragraphs (how and by when to pay offline), if any.
 */
export function finish(
	form: HTMLFormElement,
	text: Pick< Messages, 'viewBooking' >,
	message: string,
	url: string,
	more: string[] = []
) {
	const done = document.createElement( 'div' );
	done.className = 'eventin-ticket-form__done';
	done.setAttribute( 'role', 'status' );
	const paragraph = document.createElement( 'p' );
	paragraph.textContent = message;
	done.append( paragraph );
	for ( const line of more.filter( Boolean ) ) {
		const instructions = document.createElement( 'p' );
		instructions.className = 'eventin-ticket-form__instructions';
		instructions.textContent = line;
		done.append( instructions );
	}
	const link = document.createElement( 'a' );
	link.href = url;
	link.textContent = text.viewBooking;
	done.append( link );
	form.replaceChildren( done );
	link.focus();
}

/**
 * The body of `POST eventin/v2/orders`, as the ticket form sends it.
 */
import { readConsent } from './holders';
import { type Line, type Person } from './types';

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
 * The buyer as the form's fields say.
 *
 * @param form The ticket form.
 */
export function readCustomer( form: HTMLFormElement ): Person {
	return {
		name: fieldValue( form, 'customer[name]' ),
		email: fieldValue( form, 'customer[email]' ),
		...readConsent(
			form.querySelector( '.eventin-ticket-form__buyer' ) ?? form
		),
	};
}

/**
 * A field's value by its name ('' when the form has none).
 *
 * @param form The ticket form.
 * @param name The field's name.
 */
export const fieldValue = ( form: HTMLFormElement, name: string ) =>
	form.querySelector< HTMLInputElement >( `[name="${ name }"]` )?.value ?? '';

/**
 * Sends the order; the site's status and answer (an empty one when it is not JSON).
 *
 * @param url  `POST eventin/v2/orders`.
 * @param body As orderBody() makes it.
 * @param key  Its Idempotency-Key: sent again with the same body, the site answers the first
 *             answer instead of booking twice.
 */
export async function placeOrder(
	url: string,
	body: ReturnType< typeof orderBody >,
	key: string
): Promise< { status: number; answer: any } > {
	const response = await fetch( url, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Accept: 'application/json',
			'Idempotency-Key': key,
		},
		credentials: 'omit',
		body: JSON.stringify( body ),
	} );
	const answer = await response.json().catch( () => ( {} ) );
	return { status: response.status, answer };
}

/**
 * A card payment the buyer left: a reload at the card step keeps its booking pending, holding
 * its seats. The tab remembers the booking while its card is asked for (sessionStorage survives a
 * reload, and is the tab's own), and the form, starting again, gives those seats back
 * (`POST orders/{id}/release` with the booking's key) and shows the seats left as they are then.
 */

const slot = ( eventId: number ) => `eventin-card-step-${ eventId }`;

/**
 * Remembers the booking whose card is being asked for; forget() once the card is sent, so a
 * booking that may be paid is never given back.
 *
 * @param eventId    The event.
 * @param bookingUrl The booking's page (its id and key).
 */
export function remember( eventId: number, bookingUrl: string ) {
	const url = new URL( bookingUrl, window.location.href );
	try {
		window.sessionStorage.setItem(
			slot( eventId ),
			JSON.stringify( {
				id: Number( url.searchParams.get( 'eventin-booking' ) ),
				key: url.searchParams.get( 'key' ) ?? '',
			} )
		);
	} catch {
		// Storage refused (private mode): the hold runs out on its own.
	}
}

export function forget( eventId: number ) {
	try {
		window.sessionStorage.removeItem( slot( eventId ) );
	} catch {}
}

/**
 * Gives back the seats of the booking this tab left at the card step, if any; true when seats
 * went back (the page's seats left are old then).
 *
 * @param eventId The event.
 * @param restUrl `POST eventin/v2/orders`.
 */
export async function releaseLeft(
	eventId: number,
	restUrl: string
): Promise< boolean > {
	let left: { id?: number; key?: string } = {};
	try {
		left = JSON.parse(
			window.sessionStorage.getItem( slot( eventId ) ) ?? '{}'
		);
	} catch {}
	if ( ! left.id || ! left.key ) {
		return false;
	}
	forget( eventId );
	const response = await fetch( `${ restUrl }/${ left.id }/release`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Accept: 'application/json',
		},
		credentials: 'omit',
		body: JSON.stringify( { key: left.key } ),
	} ).catch( () => null );
	const answer = response?.ok
		? await response.json().catch( () => ( {} ) )
		: {};
	return answer.status === 'cancelled';
}

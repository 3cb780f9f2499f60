/**
 * The attendees' hash paths and the ticket scanner's addresses
 * (features/paths.ts gathers every feature's paths). It imports nothing, so
 * any feature may link here (the event list's Attendee list, Scan Ticket).
 */
export const ATTENDEE_PATHS = {
	attendees: '/attendees',
	attendeesEvent: '/attendees/event/:id',
	attendeeEdit: '/attendees/edit/:id',
} as const;

/**
 * Where an attendee is edited.
 *
 * @param id The attendee id.
 */
export function attendeeEditPath( id: number ): string {
	return `/attendees/edit/${ id }`;
}

/**
 * One event's attendees.
 *
 * @param id The event id.
 */
export function eventAttendeesPath( id: number ): string {
	return `/attendees/event/${ id }`;
}

/**
 * The event's ticket scanner: a link to its page (Scan Ticket).
 *
 * @param id The event id.
 */
export function scannerPath( id: number ): string {
	return `/attendees/event/${ id }?scanner=1`;
}

/**
 * The ticket scanner's own page for phones (includes/Checkin/ScannerPage.php).
 *
 * @param homeUrl The site's home URL.
 * @param id      The event id.
 */
export function scannerPageUrl( homeUrl: string, id: number ): string {
	return `${ homeUrl.replace( /\/+$/, '' ) }/?eventin-scanner=${ id }`;
}

/**
 * The scanner's address as a QR code (an SVG image the site draws).
 *
 * @param homeUrl The site's address.
 * @param id      The event.
 */
export function scannerQrUrl( homeUrl: string, id: number ): string {
	return `${ homeUrl.replace( /\/+$/, '' ) }/?eventin-scanner-qr=${ id }`;
}

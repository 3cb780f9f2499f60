/**
 * Every hash path of the app, written once: the route table (routes/), the
 * menu, links and redirects all build paths here. Screens import it, so it
 * imports nothing of the app (so features' paths are written here too: every
 * screen links to them).
 */

/** The event editor's sub-pages, in menu order (`/events/create/{id}/{slug}`). */
export const EVENT_EDITOR_PAGES = [
	'basic',
	'location',
	'tickets',
	'recurrence',
	'people',
	'schedule',
	'rsvp',
	'certificate',
] as const;

export type EventEditorPage = ( typeof EVENT_EDITOR_PAGES )[ number ];

export function isEventEditorPage( slug: unknown ): slug is EventEditorPage {
	return (
		typeof slug === 'string' &&
		( EVENT_EDITOR_PAGES as readonly string[] ).includes( slug )
	);
}

export const PATHS = {
	eventCreate: '/events/create',
	eventEdit: '/events/create/:id/:slug',
	shortcodes: '/shortcodes',
	shortcodeGenerator: '/shortcodes/:name',
	attendees: '/attendees',
	attendeesEvent: '/attendees/event/:id',
	attendeeEdit: '/attendees/edit/:id',
	purchaseReport: '/purchase-report',
	purchaseReportEvent: '/purchase-report/:id',
	settings: '/settings',
	jobs: '/jobs',
	license: '/license',
} as const;

/**
 * Where the editor of an event's sub-page lives.
 *
 * @param id   The event id.
 * @param page The sub-page.
 */
export function eventEditPath(
	id: number,
	page: EventEditorPage = 'basic'
): string {
	return `/events/create/${ id }/${ page }`;
}

/**
 * Where an attendee is edited.
 *
 * @param id The attendee id.
 */
export function attendeeEditPath( id: number ): string {
	return `/attendees/edit/${ id }`;
}

/**
 * Where a widget kind's shortcode is generated.
 *
 * @param name The kind's catalogue name, e.g. 'events'.
 */
export function shortcodeGeneratorPath( name: string ): string {
	return `/shortcodes/${ name }`;
}

/** Pages of an event that the ticket features add (RSVP's: features/rsvp/paths.ts). */
export const eventReportPaths = {
	/**
	 * The event's ticket scanner: a link to its page (Scan Ticket).
	 * @param id The event id.
	 */
	scanner: ( id: number ) => `/attendees/event/${ id }?scanner=1`,
	purchaseReport: ( id: number ) => `/purchase-report/${ id }`,
	attendees: ( id: number ) => `/attendees/event/${ id }`,
};

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

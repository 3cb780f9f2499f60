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

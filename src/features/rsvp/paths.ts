/**
 * RSVP's hash paths (features/paths.ts gathers every feature's). It imports
 * nothing, so any feature may link here (the event list's RSVP Report).
 */
export const RSVP_PATHS = {
	rsvpReport: '/rsvp-report',
	rsvpReportCreate: '/rsvp-report/create',
	rsvpReportEvent: '/rsvp-report/:id',
} as const;

/**
 * One event's RSVP report.
 *
 * @param id The event id.
 */
export function rsvpReportPath( id: number ): string {
	return `/rsvp-report/${ id }`;
}

/**
 * The RSVP Reminder form, for an event when one is given.
 *
 * @param id The event id (0: none chosen yet).
 */
export function rsvpReminderPath( id = 0 ): string {
	return id > 0 ? `/rsvp-report/create?event=${ id }` : '/rsvp-report/create';
}

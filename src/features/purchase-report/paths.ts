/**
 * The purchase report's hash paths (features/paths.ts gathers every
 * feature's). It imports nothing, so any feature may link here (the event
 * list's Bookings, an attendee's booking).
 */
export const PURCHASE_REPORT_PATHS = {
	purchaseReport: '/purchase-report',
	purchaseReportEvent: '/purchase-report/:id',
} as const;

/**
 * One event's bookings.
 *
 * @param id The event id.
 */
export function eventPurchaseReportPath( id: number ): string {
	return `/purchase-report/${ id }`;
}

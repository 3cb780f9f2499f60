/**
 * Leaves the admin app for another page (a full page load).
 * Kept apart so that tests can replace it.
 *
 * @param url The address to load.
 */
export function leaveApp( url: string ): void {
	window.location.assign( url );
}

/**
 * The containers the front-end dashboard mounts into: PHP prints one of
 * them for `[etn_pro_dashboard]` or one of its three parts
 * (includes/Vendors/FrontDashboard.php keeps the same ids and routes).
 * Eventin Pro's ids, so themes styled for it keep working.
 */
import { PATHS } from '../../features/paths';

export const CONTAINERS = [
	{ id: 'eventin-frontend-dashboard', route: PATHS.events },
	{ id: 'etn_multivendor_form', route: PATHS.eventCreate },
	{ id: 'etn_multivendor_attendee_list', route: PATHS.attendees },
	{ id: 'etn_frontend_attendee_list', route: PATHS.attendees },
] as const;

/**
 * The container on the page, first in CONTAINERS order, and the route it
 * opens on (its `data-route`, or the container's own).
 *
 * @param doc The document.
 */
export function findContainer(
	doc: Document
): { element: HTMLElement; route: string } | null {
	for ( const { id, route } of CONTAINERS ) {
		const element = doc.getElementById( id );
		if ( element ) {
			const given = element.dataset.route ?? '';
			return {
				element,
				route: given.startsWith( '/' ) ? given : route,
			};
		}
	}
	return null;
}

/**
 * The hash to open on: the one in the address when there is one (a reload
 * or a shared link), else the container's route.
 *
 * @param hash  location.hash.
 * @param route The container's route.
 */
export function startHash( hash: string, route: string ): string {
	return hash.startsWith( '#/' ) ? hash : `#${ route }`;
}

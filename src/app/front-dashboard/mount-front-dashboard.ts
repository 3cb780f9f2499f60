/**
 * The front-end dashboard: the admin app's shell and screens, mounted into
 * the container PHP printed on a public page (`[etn_pro_dashboard]`, the
 * multivendor form, the multivendor attendee list or the front-end attendee
 * list) with the front-end route table and its own hash router. The admin's
 * own bundle (build/admin.js) calls it, so no screen ships twice.
 */
import { readConfig } from '../../admin/config';
import { mount } from '../mount';
import { VENDOR_ROUTE_TABLE } from '../routes/vendor';
import { findContainer, startHash } from './containers';
import './style.scss';

/** Mounts the front-end dashboard when its container is on the page. */
export function mountFrontDashboard(): void {
	const container = findContainer( document );
	if ( ! container ) {
		return;
	}
	const hash = startHash( window.location.hash, container.route );
	if ( hash !== window.location.hash ) {
		// Replaced, not pushed: Back leaves the page rather than the route.
		window.history.replaceState( null, '', hash );
	}
	mount(
		container.element,
		readConfig( container.element ),
		VENDOR_ROUTE_TABLE
	);
}

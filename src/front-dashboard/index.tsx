/**
 * The front-end dashboard: the admin app's shell and screens, mounted into
 * the container PHP printed on a public page (`[etn_pro_dashboard]`, the
 * multivendor form, the multivendor attendee list or the front-end attendee
 * list) with the front-end route table and its own hash router.
 */
import { readConfig } from '../admin/config';
import { mount } from '../admin/mount';
import { VENDOR_ROUTE_TABLE } from '../admin/routes/vendor';
import { registerProductMenuItems } from '../admin/components/event-row-menu/product-items';
import { findContainer, startHash } from './containers';
import './style.scss';

registerProductMenuItems();

const container = findContainer( document );
if ( container ) {
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

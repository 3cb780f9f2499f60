/**
 * The Eventin admin app. PHP prints `<div id="eventin-dashboard"
 * data-config="…">` on wp-admin → Eventin, or a front-end dashboard container
 * on a public page, and enqueues this script (handle `eventin-admin`) with
 * build/admin.asset.php's dependencies (Admin\Dashboard::enqueue_app()).
 */
import { readConfig } from '../admin/config';
import { mount } from './mount';
import { ADMIN_ROUTE_TABLE } from './routes';
import { registerProductMenuItems } from '../features/events/row-menu/product-items';
import { registerManageAccess } from '../pro';
import { mountFrontDashboard } from './front-dashboard/mount-front-dashboard';
import './style.scss';

// Eventin's own entries of the event row menu, added like an extension's.
registerProductMenuItems();
registerManageAccess();

const root = document.getElementById( 'eventin-dashboard' );
if ( root ) {
	mount( root, readConfig( root ), ADMIN_ROUTE_TABLE );
}
mountFrontDashboard();

/**
 * The Eventin admin app. PHP prints `<div id="eventin-dashboard"
 * data-config="…">` on wp-admin → Eventin and enqueues this script (handle
 * `eventin-admin`) with build/admin.asset.php's dependencies.
 */
import { createRoot } from '@wordpress/element';

import { readConfig } from './config';
import App from './app';
import { setSiteDateSettings } from './utils/site-date';
import { registerProductMenuItems } from './components/event-row-menu/product-items';
import { registerManageAccess } from '../pro';
import './style.scss';

// Eventin's own entries of the event row menu, added like an extension's.
registerProductMenuItems();
registerManageAccess();

const root = document.getElementById( 'eventin-dashboard' );
if ( root ) {
	const config = readConfig( root );
	setSiteDateSettings( config.date );
	createRoot( root ).render( <App config={ config } /> );
}

/**
 * Starts an app on a root element: the wp-admin dashboard (index.tsx) and
 * the front-end dashboard (front-dashboard/mount-front-dashboard.ts) are each one call, with
 * their own configuration and route table, and the same shell and screens.
 */
import { createRoot } from '@wordpress/element';

import App from './app';
import { type AdminConfig } from '../admin/config';
import { type RouteTable } from './routes/types';
import { setSiteDateSettings } from '../admin/utils/site-date';

/**
 * Renders the app into the root, with a hash router over the table's routes.
 *
 * @param root   The element PHP printed.
 * @param config The configuration read from it (config.ts).
 * @param routes The routes, menu and default path.
 * @return The React root, to unmount it.
 */
export function mount(
	root: HTMLElement,
	config: AdminConfig,
	routes: RouteTable
): ReturnType< typeof createRoot > {
	setSiteDateSettings( config.date );
	const reactRoot = createRoot( root );
	reactRoot.render( <App config={ config } table={ routes } /> );
	return reactRoot;
}

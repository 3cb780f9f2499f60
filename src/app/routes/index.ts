/**
 * The app's screens, as data: the core's here, then each feature's
 * (features/). A new core screen is one entry here (and, for the header
 * menu, one entry in menu.ts); the router, the authorization check, the page
 * title and the header button all read this list.
 */
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import { type AppRoute, type RouteTable } from './types';
import { MENU } from './menu';
import { FALLBACK_AREAS } from './get-fallback-path';
import { PATHS } from '../../features/paths';
import { FEATURES } from '../../features';
import { EventEditor } from './screens';

/** Where the app starts, and where unknown paths go. */
export const DEFAULT_PATH = PATHS.events;

export const APP_ROUTES: readonly AppRoute[] = [
	{
		path: PATHS.eventCreate,
		title: __( 'Add New Event', 'eventin' ),
		capability: CAPABILITIES.manageEvent,
		Screen: EventEditor,
		header: { kind: 'go-back', to: PATHS.events },
	},
	{
		// slug: basic, location, tickets, recurrence, people, schedule, rsvp
		// or certificate (see utils/event-form.ts).
		path: PATHS.eventEdit,
		title: __( 'Edit Event', 'eventin' ),
		capability: CAPABILITIES.manageEvent,
		Screen: EventEditor,
		header: { kind: 'go-back', to: PATHS.events },
	},
	...FEATURES.flatMap( ( feature ) => feature.routes ),
];

export const REGISTERED_PATHS: readonly string[] = APP_ROUTES.map(
	( { path } ) => path
);

/** The wp-admin dashboard's routes. */
export const ADMIN_ROUTE_TABLE: RouteTable = {
	routes: APP_ROUTES,
	menu: MENU,
	defaultPath: DEFAULT_PATH,
	fallbackAreas: FALLBACK_AREAS,
};

export type {
	AppRoute,
	HeaderButtonConfig,
	MenuGroup,
	RouteTable,
} from './types';

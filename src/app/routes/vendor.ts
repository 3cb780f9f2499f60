/**
 * The front-end dashboard's routes (`[etn_pro_dashboard]` and its
 * containers): the admin's screens for events, bookings and attendees, each
 * opened by the manager's key or by a vendor's (etn_manage_own_events; the
 * server answers a vendor with their own events and what follows from them).
 */
import { CAPABILITIES } from '../../stores/global/capabilities';
import { PATHS } from '../../features/paths';
import { APP_ROUTES } from './index';
import { VENDOR_MENU } from './menu';
import { FEATURES } from '../../features';
import { type AppRoute, type RouteTable } from './types';

/**
 * The manager's screens a vendor opens too (the core's, then the features'):
 * the server answers with their own items.
 */
const VENDOR_PATHS: readonly string[] = [
	PATHS.eventCreate,
	// Vendors get basic info, location, tickets, RSVP and schedule
	// (event-editor/form/pages.ts).
	PATHS.eventEdit,
	...FEATURES.flatMap( ( feature ) => feature.vendor?.paths ?? [] ),
];

/** Where a vendor's screen is named for what it holds for them (the features say). */
const VENDOR_TITLES: Readonly< Record< string, string > > = Object.assign(
	{},
	...FEATURES.map( ( feature ) => feature.vendor?.titles ?? {} )
);

/**
 * The admin's own routes for those paths, each opened by the manager's key or
 * by a vendor's.
 */
export const VENDOR_ROUTES: readonly AppRoute[] = APP_ROUTES.filter(
	( { path } ) => VENDOR_PATHS.includes( path )
).map( ( route ) => ( {
	...route,
	title: VENDOR_TITLES[ route.path ] ?? route.title,
	capability: [ route.capability, CAPABILITIES.manageOwnEvents ].flat(),
} ) );

/** Where a refused or unknown path goes, the first area the user may open. */
const AREAS: readonly string[] = [
	PATHS.events,
	PATHS.purchaseReport,
	PATHS.attendees,
];

export const VENDOR_ROUTE_TABLE: RouteTable = {
	routes: VENDOR_ROUTES,
	menu: VENDOR_MENU,
	defaultPath: PATHS.events,
	fallbackAreas: AREAS.flatMap( ( area ) =>
		VENDOR_ROUTES.filter( ( { path } ) => path === area ).map(
			( { path, capability } ) => ( { path, capability } )
		)
	),
};

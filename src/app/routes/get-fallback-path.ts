import { CAPABILITIES, isAllowed } from '../../stores/global/capabilities';
import { PATHS } from '../../features/paths';
import { type FallbackArea } from './types';

/** Where a user who may not open a screen goes, first permitted first. */
export const FALLBACK_AREAS: readonly FallbackArea[] = [
	{ path: PATHS.events, capability: CAPABILITIES.manageEvent },
	{ path: PATHS.speakers, capability: CAPABILITIES.manageOrganizer },
	{ path: PATHS.schedules, capability: CAPABILITIES.manageSchedule },
];

/**
 * The first area in the order events, speakers, schedules that the user may
 * open and that the app has a route for; `null` when there is none (the user
 * then leaves for the site home). The target is always itself permitted, so
 * redirecting there can never loop.
 *
 * @param permissions     The user's etn_manage_* capabilities.
 * @param isSuperAdmin    Whether the user is a super admin.
 * @param registeredPaths The paths the router knows.
 * @param areas           The areas, in order (the admin's by default).
 */
export function getFallbackPath(
	permissions: readonly string[],
	isSuperAdmin: boolean,
	registeredPaths: readonly string[],
	areas: readonly FallbackArea[] = FALLBACK_AREAS
): string | null {
	const area = areas.find(
		( { path, capability } ) =>
			registeredPaths.includes( path ) &&
			isAllowed( permissions, isSuperAdmin, capability )
	);
	return area ? area.path : null;
}

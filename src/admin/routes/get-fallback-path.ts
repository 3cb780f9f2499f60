import { CAPABILITIES, isAllowed } from '../../stores/global/capabilities';
import { PATHS } from '../paths';

/** Where a user who may not open a screen goes, first permitted first. */
export const FALLBACK_AREAS = [
	{ path: PATHS.events, capability: CAPABILITIES.manageEvent },
	{ path: PATHS.speakers, capability: CAPABILITIES.manageOrganizer },
	{ path: PATHS.schedules, capability: CAPABILITIES.manageSchedule },
] as const;

/**
 * The first area in the order events, speakers, schedules that the user may
 * open and that the app has a route for; `null` when there is none (the user
 * then leaves for the site home). The target is always itself permitted, so
 * redirecting there can never loop.
 *
 * @param permissions     The user's etn_manage_* capabilities.
 * @param isSuperAdmin    Whether the user is a super admin.
 * @param registeredPaths The paths the router knows.
 */
export function getFallbackPath(
	permissions: readonly string[],
	isSuperAdmin: boolean,
	registeredPaths: readonly string[]
): string | null {
	const area = FALLBACK_AREAS.find(
		( { path, capability } ) =>
			registeredPaths.includes( path ) &&
			isAllowed( permissions, isSuperAdmin, capability )
	);
	return area ? area.path : null;
}

/**
 * The capabilities the admin app checks, and the one rule
 * for checking them: super admins pass everywhere.
 */
export const CAPABILITIES = {
	manageEvent: 'etn_manage_event',
	manageOrganizer: 'etn_manage_organizer',
	manageSchedule: 'etn_manage_schedule',
	manageAttendee: 'etn_manage_attendee',
	manageOrder: 'etn_manage_order',
	manageQrScan: 'etn_manage_qr_scan',
	/**
	 * A vendor's key: their own events and what follows from them (the
	 * server narrows every answer to those).
	 */
	manageOwnEvents: 'etn_manage_own_events',
	manageSetting: 'etn_manage_setting',
	/**
	 * Not a role permission: Manage Access and the license are for super
	 * admins alone (administrators on a single site), so nobody can grant
	 * themselves more through the screen that grants permissions.
	 */
	superAdmin: 'super_admin',
} as const;

export type Capability = ( typeof CAPABILITIES )[ keyof typeof CAPABILITIES ];

/**
 * What a vendor's key also reaches: the bookings and attendees of their own
 * events. Screens that show a link to those ask hasPermission() for the
 * manager's key; a vendor passes through this list.
 */
export const OWN_EVENTS_COVERS: readonly Capability[] = [
	CAPABILITIES.manageOrder,
	CAPABILITIES.manageAttendee,
];

/**
 * Whether the keys held reach a capability on the user's own events: the key
 * itself, or the vendor's key for what it covers.
 *
 * @param permissions The user's keys.
 * @param capability  The capability asked for.
 */
export function holdsOrCovers(
	permissions: readonly string[],
	capability: Capability
): boolean {
	return (
		permissions.includes( capability ) ||
		( permissions.includes( CAPABILITIES.manageOwnEvents ) &&
			OWN_EVENTS_COVERS.includes( capability ) )
	);
}

/**
 * Whether a user with these permissions holds a capability, or one of a list
 * (a route vendors and managers both open names both keys).
 *
 * @param permissions  The user's etn_manage_* capabilities.
 * @param isSuperAdmin Whether the user is a super admin.
 * @param capability   The capability asked for, or capabilities any of which will do.
 */
export function isAllowed(
	permissions: readonly string[],
	isSuperAdmin: boolean,
	capability: Capability | readonly Capability[]
): boolean {
	if ( isSuperAdmin ) {
		return true;
	}
	const wanted: readonly Capability[] =
		typeof capability === 'string' ? [ capability ] : capability;
	return wanted.some(
		( one ) =>
			one !== CAPABILITIES.superAdmin && permissions.includes( one )
	);
}

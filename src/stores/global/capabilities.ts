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
 * Whether a user with these permissions holds a capability.
 *
 * @param permissions  The user's etn_manage_* capabilities.
 * @param isSuperAdmin Whether the user is a super admin.
 * @param capability   The capability asked for.
 */
export function isAllowed(
	permissions: readonly string[],
	isSuperAdmin: boolean,
	capability: Capability
): boolean {
	if ( isSuperAdmin ) {
		return true;
	}
	return (
		capability !== CAPABILITIES.superAdmin &&
		permissions.includes( capability )
	);
}

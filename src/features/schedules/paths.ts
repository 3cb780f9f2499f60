/**
 * The schedules' hash paths (features/paths.ts gathers every feature's). It
 * imports nothing, so any screen may link here.
 */
export const SCHEDULE_PATHS = {
	schedules: '/schedules',
	schedulesEmpty: '/schedules/empty',
	scheduleCreate: '/schedules/create',
	scheduleEdit: '/schedules/edit/:id',
} as const;

/**
 * Where a schedule is edited.
 *
 * @param id The schedule id.
 */
export function scheduleEditPath( id: number ): string {
	return `/schedules/edit/${ id }`;
}

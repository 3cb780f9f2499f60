/**
 * Pure rules of the schedule list's cells.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { type Schedule } from '../../../stores/schedules/types';

/**
 * The program title as the list shows it ('(no title)' when empty).
 *
 * @param schedule The schedule.
 */
export function getScheduleTitle(
	schedule: Pick< Schedule, 'program_title' >
) {
	return schedule.program_title.trim() || __( '(no title)', 'eventin' );
}

/**
 * '3 slots' under the title; 'No slots' for none.
 *
 * @param schedule The schedule.
 */
export function getSlotCountText( schedule: Pick< Schedule, 'slots' > ) {
	const count = Array.isArray( schedule.slots ) ? schedule.slots.length : 0;
	if ( count === 0 ) {
		return __( 'No slots', 'eventin' );
	}
	return sprintf(
		/* translators: %d: number of time slots. */
		_n( '%d slot', '%d slots', count, 'eventin' ),
		count
	);
}

/**
 * /schedules/empty: a site without schedules. The schedule list comes here
 * when it counts none at all (no search).
 */
import { __ } from '@wordpress/i18n';
import { calendar } from '@wordpress/icons';

import EmptyState from '../../../admin/components/empty-state';
import { SCHEDULE_PATHS } from '../paths';

export default function ScheduleListEmpty() {
	return (
		<EmptyState
			icon={ calendar }
			title={ __( 'No schedules yet', 'eventin' ) }
			text={ __(
				'Plan a day of your event: give the program a title and a date, then add its time slots with topics, rooms and speakers.',
				'eventin'
			) }
			action={ {
				label: __( 'Create Schedule', 'eventin' ),
				to: SCHEDULE_PATHS.scheduleCreate,
			} }
		/>
	);
}

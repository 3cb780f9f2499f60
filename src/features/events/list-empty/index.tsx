/**
 * /events/empty: a site without events. The event list comes here when it
 * counts none at all (no filter, no search).
 */
import { __ } from '@wordpress/i18n';
import { calendar } from '@wordpress/icons';

import EmptyState from '../../../admin/components/empty-state';
import { PATHS } from '../../../admin/paths';

export default function EventListEmpty() {
	return (
		<EmptyState
			icon={ calendar }
			title={ __( 'No events yet', 'eventin' ) }
			text={ __(
				'Create your first event: set its date and place, add tickets, speakers and a schedule, then publish it when it is ready.',
				'eventin'
			) }
			action={ {
				label: __( 'Create Event', 'eventin' ),
				to: PATHS.eventCreate,
			} }
		/>
	);
}

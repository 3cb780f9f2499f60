/**
 * /events/empty: a site without events. The event list comes here when it
 * counts none at all (no filter, no search).
 */
import { Icon } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { calendar } from '@wordpress/icons';

import RouterButton from '../router-button';

export default function EventsEmpty() {
	return (
		<div className="eventin-empty-state">
			<Icon icon={ calendar } size={ 48 } />
			<h2 className="eventin-empty-state__title">
				{ __( 'No events yet', 'eventin' ) }
			</h2>
			<p className="eventin-empty-state__text">
				{ __(
					'Create your first event: set its date and place, add tickets, speakers and a schedule, then publish it when it is ready.',
					'eventin'
				) }
			</p>
			<div className="eventin-empty-state__actions">
				<RouterButton to="/events/create" variant="primary">
					{ __( 'Create Event', 'eventin' ) }
				</RouterButton>
			</div>
		</div>
	);
}

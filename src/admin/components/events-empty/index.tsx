/**
 * /events and /events/empty until the events module arrives.
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
					'Events are created and listed here once the events module is part of Eventin. It is not in this version yet; meanwhile you can prepare the event categories and tags your events will use.',
					'eventin'
				) }
			</p>
			<div className="eventin-empty-state__actions">
				<RouterButton
					to="/categories"
					variant="secondary"
					size="compact"
				>
					{ __( 'Event Categories', 'eventin' ) }
				</RouterButton>
				<RouterButton to="/tags" variant="secondary" size="compact">
					{ __( 'Event Tags', 'eventin' ) }
				</RouterButton>
			</div>
		</div>
	);
}

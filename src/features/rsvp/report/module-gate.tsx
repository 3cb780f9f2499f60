/**
 * The RSVP screens exist only while the RSVP module is on (Settings →
 * modules.rsvp): otherwise they say so, and where to turn it on for those
 * who may change the settings.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import { CAPABILITIES, isAllowed } from '../../../stores/global/capabilities';
import { useCurrentUser } from '../../../admin/hooks/use-current-user';
import { useSettings } from '../../../admin/hooks/use-settings';
import { SETTINGS_PATHS } from '../../settings/paths';
import RouterButton from '../../../admin/components/router-button';
import { isRsvpModuleOff } from './rules';

export default function RsvpModuleGate( {
	children,
}: {
	children: ReactNode;
} ) {
	const { settings } = useSettings();
	const { user } = useCurrentUser();
	if ( ! isRsvpModuleOff( settings ) ) {
		return <>{ children }</>;
	}
	const canChangeSettings =
		!! user &&
		isAllowed(
			user.permissions,
			user.is_super_admin,
			CAPABILITIES.manageSetting
		);
	return (
		<div className="eventin-rsvp-off" role="status">
			<h2>{ __( 'RSVP is turned off', 'eventin' ) }</h2>
			<p>
				{ canChangeSettings
					? __(
							'Turn the RSVP module on in Settings to see who answers your events and to send them reminders.',
							'eventin'
						)
					: __(
							'The RSVP module is off on this site. Ask an administrator to turn it on in Settings.',
							'eventin'
						) }
			</p>
			{ canChangeSettings && (
				<RouterButton to={ SETTINGS_PATHS.settings } variant="primary">
					{ __( 'Open Settings', 'eventin' ) }
				</RouterButton>
			) }
		</div>
	);
}

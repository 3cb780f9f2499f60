/**
 * /settings: the general, payment, e-mail, check-in and vendor settings, then whatever the `control_access`
 * extension point adds (Manage Access, from the pro add-on).
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { useSettings } from '../../../admin/hooks/use-settings';
import CheckinSettings from './checkin-settings';
import ControlAccess from './control-access';
import EmailSettings from './email-settings';
import GeneralSettings from './general-settings';
import PaymentSettings from './payment-settings';
import VendorSettings from './vendor-settings';

export default function SettingsScreen() {
	// The route screen waits for the settings; null means they failed to load.
	const { settings } = useSettings();

	return (
		<div className="eventin-settings">
			{ settings ? (
				<>
					<GeneralSettings settings={ settings } />
					<PaymentSettings settings={ settings } />
					<EmailSettings settings={ settings } />
					<CheckinSettings settings={ settings } />
					<VendorSettings settings={ settings } />
				</>
			) : (
				<Notice status="error" isDismissible={ false }>
					{ __(
						'The settings could not be loaded. Reload the page to try again.',
						'eventin'
					) }
				</Notice>
			) }
			<ControlAccess />
		</div>
	);
}

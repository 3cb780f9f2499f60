/**
 * The round '?' button floating at the bottom left of the License page; it
 * opens a short help: where the key is, how activations work, and a link to
 * the account page.
 */
import { Button, Dropdown, ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { useAdminConfig } from '../../../admin/hooks/use-admin-config';

function HelpContent() {
	// Where customers find their keys and activations: the store's account
	// page, set in PHP (eventin_license_account_url); no link without one.
	const { licenseAccountUrl } = useAdminConfig();
	return (
		<div className="eventin-license-help__content">
			<h2 className="eventin-license-help__title">
				{ __( 'License help', 'eventin' ) }
			</h2>
			<p>
				{ __(
					'Your license key came with the email receipt of your Eventin Pro purchase. You also find it, with the sites using it, on your account page.',
					'eventin'
				) }
			</p>
			<p>
				{ __(
					'Each key works on as many sites as your plan allows. To move it to another site, deactivate it here first.',
					'eventin'
				) }
			</p>
			<p>
				{ __(
					'When a key expires, renew it from your account page to keep receiving updates and support.',
					'eventin'
				) }
			</p>
			{ licenseAccountUrl && (
				<ExternalLink href={ licenseAccountUrl }>
					{ __( 'Open your account page', 'eventin' ) }
				</ExternalLink>
			) }
		</div>
	);
}

export default function HelpButton() {
	return (
		<Dropdown
			className="eventin-license-help"
			contentClassName="eventin-license-help__popover"
			popoverProps={ { placement: 'top-start', offset: 8 } }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<Button
					className="eventin-license-help__toggle"
					variant="primary"
					label={ __( 'Help', 'eventin' ) }
					aria-expanded={ isOpen }
					aria-haspopup="dialog"
					onClick={ onToggle }
				>
					<span aria-hidden="true">?</span>
				</Button>
			) }
			renderContent={ () => <HelpContent /> }
		/>
	);
}

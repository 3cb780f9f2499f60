/**
 * The general settings: categories and tags on or off, the RSVP module,
 * and the domains embeddable scripts may run on. Save sends the changed
 * parts only.
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { type Settings } from '../../../stores/global';
import FormPanel from '../../../admin/components/form-panel';
import RegisteredDomains from './registered-domains';
import { useSettingsForm } from './use-settings-form';

export default function GeneralSettings( {
	settings,
}: {
	settings: Settings;
} ) {
	const form = useSettingsForm( settings );
	const { values, setToggle, errors } = form;

	return (
		<FormPanel
			title={ __( 'General', 'eventin' ) }
			form={ form }
			submitDisabled={ ! form.isDirty }
		>
			<ToggleControl
				className="eventin-settings__toggle"
				label={ __( 'Disable categories and tags', 'eventin' ) }
				help={
					errors.disable_category_and_tags ??
					__(
						'Hides Add New on the category and tag lists, and the category and tag choices of the event editor.',
						'eventin'
					)
				}
				checked={ values.disable_category_and_tags === 'on' }
				onChange={ ( on ) =>
					setToggle( 'disable_category_and_tags', on )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				className="eventin-settings__toggle"
				label={ __( 'RSVP module', 'eventin' ) }
				help={
					errors[ 'modules.rsvp' ] ??
					__(
						'Lets guests answer whether they are going: adds the RSVP page to the event editor.',
						'eventin'
					)
				}
				checked={ values.modules.rsvp === 'on' }
				onChange={ ( on ) => setToggle( 'modules.rsvp', on ) }
				__nextHasNoMarginBottom
			/>
			<RegisteredDomains
				domains={ values.registered_domains }
				text={ values.domain }
				onTextChange={ form.changeDomainText }
				onAdd={ form.addDomain }
				onRemove={ form.removeDomain }
				inputError={ errors.domain }
				error={ errors.registered_domains }
				domainErrors={ form.domainErrors }
			/>
		</FormPanel>
	);
}

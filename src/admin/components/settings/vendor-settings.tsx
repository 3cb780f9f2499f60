/**
 * Vendors: whether outside organizers' new events wait for an administrator
 * to publish them, and whether their edits of published events go back to
 * review. Save sends the changed settings only; the server's message shows
 * beside the setting it refused.
 */
import { RadioControl, ToggleControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import {
	store as globalStore,
	type Settings,
	type SettingsChanges,
} from '../../../stores/global';
import { useForm } from '../../hooks/use-form';
import { notify } from '../../utils/notify';
import FormPanel from '../form-panel';
import { notifySaveFailed } from './settings-field';

type VendorValues = Pick<
	Settings,
	'vendor_new_events' | 'vendor_edit_review'
>;

const KEYS: Array< keyof VendorValues > = [
	'vendor_new_events',
	'vendor_edit_review',
];

const toValues = ( settings: Settings ): VendorValues => ( {
	vendor_new_events: settings.vendor_new_events,
	vendor_edit_review: settings.vendor_edit_review,
} );

/**
 * What changed, as PUT settings takes it.
 *
 * @param saved  The values as stored.
 * @param values The form's values.
 */
export function getVendorChanges(
	saved: VendorValues,
	values: VendorValues
): SettingsChanges {
	const changes: SettingsChanges = {};
	if ( values.vendor_new_events !== saved.vendor_new_events ) {
		changes.vendor_new_events = values.vendor_new_events;
	}
	if ( values.vendor_edit_review !== saved.vendor_edit_review ) {
		changes.vendor_edit_review = values.vendor_edit_review;
	}
	return changes;
}

export default function VendorSettings( { settings }: { settings: Settings } ) {
	const { updateSettings } = useDispatch( globalStore );
	const form = useForm< VendorValues, Settings >( {
		initialValues: () => toValues( settings ),
		submit: ( values, saved ) =>
			updateSettings( getVendorChanges( saved, values ) ),
		toValues,
		mapServerKey: ( key ) =>
			( KEYS as string[] ).includes( key ) ? key : null,
		onSaved: () =>
			notify( 'success', __( 'Vendor settings saved.', 'eventin' ) ),
		onFailed: notifySaveFailed,
	} );
	const { values, setField, errors } = form;

	return (
		<FormPanel
			title={ __( 'Vendors', 'eventin' ) }
			form={ form }
			submitDisabled={ ! form.isDirty }
		>
			<RadioControl
				label={ __( 'Vendors’ new events', 'eventin' ) }
				help={
					errors.vendor_new_events ??
					__(
						'Vendors are users whose role may manage their own events only.',
						'eventin'
					)
				}
				selected={ values.vendor_new_events }
				options={ [
					{
						label: __(
							'Pending review (an administrator publishes them)',
							'eventin'
						),
						value: 'pending',
					},
					{
						label: __( 'Published at once', 'eventin' ),
						value: 'publish',
					},
				] }
				onChange={ ( value ) =>
					setField(
						'vendor_new_events',
						value === 'publish' ? 'publish' : 'pending'
					)
				}
			/>
			<ToggleControl
				className="eventin-settings__toggle"
				label={ __(
					'Send vendors’ edits of published events back to review',
					'eventin'
				) }
				help={
					errors.vendor_edit_review ??
					__(
						'The event stays off the site until an administrator publishes it again.',
						'eventin'
					)
				}
				checked={ values.vendor_edit_review === 'on' }
				onChange={ ( on ) =>
					setField( 'vendor_edit_review', on ? 'on' : 'off' )
				}
				__nextHasNoMarginBottom
			/>
		</FormPanel>
	);
}

/**
 * Vendors: whether outside organizers' new events wait for an administrator
 * to publish them, whether their edits of published events go back to
 * review, and how many addresses that have not answered an event each may
 * invite per day. Save sends the changed settings only; the server's message
 * shows beside the setting it refused.
 */
import { RadioControl, ToggleControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import {
	store as globalStore,
	type Settings,
	type SettingsChanges,
} from '../../../stores/global';
import { useForm } from '../../../admin/hooks/use-form';
import { notify } from '../../../admin/utils/notify';
import FormPanel from '../../../admin/components/form-panel';
import SettingsTextField, { notifySaveFailed } from './settings-field';

type VendorValues = Pick<
	Settings,
	'vendor_new_events' | 'vendor_edit_review'
> & {
	/** The number as typed. */
	vendor_invite_quota: string;
};

const KEYS: Array< keyof VendorValues > = [
	'vendor_new_events',
	'vendor_edit_review',
	'vendor_invite_quota',
];

const toValues = ( settings: Settings ): VendorValues => ( {
	vendor_new_events: settings.vendor_new_events,
	vendor_edit_review: settings.vendor_edit_review,
	vendor_invite_quota: String( settings.vendor_invite_quota ),
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
	if ( values.vendor_invite_quota !== saved.vendor_invite_quota ) {
		// A number the server checks; text that is not one is sent as is, for its message.
		const number = Number( values.vendor_invite_quota );
		changes.vendor_invite_quota = (
			values.vendor_invite_quota.trim() !== '' &&
			Number.isInteger( number )
				? number
				: values.vendor_invite_quota
		) as number;
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
			<SettingsTextField
				form={ form }
				name="vendor_invite_quota"
				type="number"
				label={ __( 'RSVP invitations per vendor per day', 'eventin' ) }
				help={ __(
					'How many addresses that have not answered an event each vendor may invite in a day. Vendors can always write to the people who answered their events; 0 allows only them.',
					'eventin'
				) }
			/>
		</FormPanel>
	);
}

/**
 * Check-in: how many hours before an event starts its door opens. A scanner's
 * time earlier than that (or before the booking, or ahead of the site) is a
 * clock that is off: the scan counts as when it reached the site, and the
 * scanner says so.
 */
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

interface CheckinValues {
	/** The number as typed. */
	checkin_window_hours: string;
}

const toValues = ( settings: Settings ): CheckinValues => ( {
	checkin_window_hours: String( settings.checkin_window_hours ),
} );

/**
 * What changed, as PUT settings takes it.
 *
 * @param saved  The values as stored.
 * @param values The form's values.
 */
export function getCheckinChanges(
	saved: CheckinValues,
	values: CheckinValues
): SettingsChanges {
	if ( values.checkin_window_hours === saved.checkin_window_hours ) {
		return {};
	}
	// A number the server checks; text that is not one is sent as is, for its message.
	const number = Number( values.checkin_window_hours );
	return {
		checkin_window_hours: ( values.checkin_window_hours.trim() !== '' &&
		Number.isInteger( number )
			? number
			: values.checkin_window_hours ) as number,
	};
}

export default function CheckinSettings( {
	settings,
}: {
	settings: Settings;
} ) {
	const { updateSettings } = useDispatch( globalStore );
	const form = useForm< CheckinValues, Settings >( {
		initialValues: () => toValues( settings ),
		submit: ( values, saved ) =>
			updateSettings( getCheckinChanges( saved, values ) ),
		toValues,
		mapServerKey: ( key ) =>
			key === 'checkin_window_hours' ? key : null,
		onSaved: () =>
			notify( 'success', __( 'Check-in settings saved.', 'eventin' ) ),
		onFailed: notifySaveFailed,
	} );

	return (
		<FormPanel
			title={ __( 'Check-in', 'eventin' ) }
			form={ form }
			submitDisabled={ ! form.isDirty }
		>
			<SettingsTextField
				form={ form }
				name="checkin_window_hours"
				type="number"
				label={ __(
					'Check-in opens (hours before the event starts)',
					'eventin'
				) }
				help={ __(
					'A scan a phone dates earlier than this, before the booking or ahead of the site counts as when it reached the site, and the scanner says the phone’s clock is off.',
					'eventin'
				) }
			/>
		</FormPanel>
	);
}

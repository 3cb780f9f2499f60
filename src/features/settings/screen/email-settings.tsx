/**
 * E-mail settings: who the mails are from (a name, an address) and how they
 * look (a logo, a brand colour). Empty name: the site's name; empty address:
 * WordPress's. Save sends the changed fields only; the server checks them and
 * its message shows beside the field.
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import {
	store as globalStore,
	type EmailSettings as Emails,
	type Settings,
	type SettingsChanges,
} from '../../../stores/global';
import { useForm } from '../../../admin/hooks/use-form';
import { notify } from '../../../admin/utils/notify';
import FormPanel from '../../../admin/components/form-panel';
import SettingsTextField, { notifySaveFailed } from './settings-field';

const KEYS: Array< keyof Emails > = [
	'sender_name',
	'sender_address',
	'logo_url',
	'brand_color',
];

const toValues = ( settings: Settings ): Emails => ( { ...settings.emails } );

/**
 * What changed, as PUT settings takes it.
 *
 * @param saved  The values as stored.
 * @param values The form's values.
 */
export function getEmailChanges(
	saved: Emails,
	values: Emails
): SettingsChanges {
	const emails: Partial< Emails > = {};
	for ( const key of KEYS ) {
		if ( values[ key ] !== saved[ key ] ) {
			emails[ key ] = values[ key ];
		}
	}
	return Object.keys( emails ).length ? { emails } : {};
}

/**
 * Whether the swatch can show the colour: '#rrggbb'.
 * @param value The field's text.
 */
const isColour = ( value: string ) => /^#[0-9a-f]{6}$/i.test( value );

export default function EmailSettings( { settings }: { settings: Settings } ) {
	const { updateSettings } = useDispatch( globalStore );
	const form = useForm< Emails, Settings >( {
		initialValues: () => toValues( settings ),
		submit: ( values, saved ) =>
			updateSettings( getEmailChanges( saved, values ) ),
		toValues,
		mapServerKey: ( key ) =>
			key.startsWith( 'emails.' ) ? key.slice( 'emails.'.length ) : null,
		onSaved: () =>
			notify( 'success', __( 'E-mail settings saved.', 'eventin' ) ),
		onFailed: notifySaveFailed,
	} );
	const { values } = form;
	const text = (
		name: keyof Emails,
		label: string,
		help: string,
		type?: 'email' | 'url'
	) => (
		<SettingsTextField
			form={ form }
			name={ name }
			label={ label }
			help={ help }
			type={ type }
		/>
	);

	return (
		<FormPanel
			title={ __( 'E-mails', 'eventin' ) }
			form={ form }
			submitDisabled={ ! form.isDirty }
		>
			{ text(
				'sender_name',
				__( 'Sender name', 'eventin' ),
				__(
					'The name the booking mails come from. Empty: the site’s name.',
					'eventin'
				)
			) }
			{ text(
				'sender_address',
				__( 'Sender address', 'eventin' ),
				__(
					'The address they come from; use one of the site’s own domain so they are not taken for spam. Empty: the administration e-mail address of Settings → General.',
					'eventin'
				),
				'email'
			) }
			{ text(
				'logo_url',
				__( 'Logo address', 'eventin' ),
				__(
					'The web address of an image shown at the top of each mail, e.g. from the Media Library. Empty: the site’s name.',
					'eventin'
				),
				'url'
			) }
			<div className="eventin-settings__colour">
				{ text(
					'brand_color',
					__( 'Brand colour', 'eventin' ),
					__(
						'A colour like #2271b1 for the mails’ top border, heading and site name.',
						'eventin'
					)
				) }
				<span
					className="eventin-settings__swatch"
					aria-hidden="true"
					style={ {
						background: isColour( values.brand_color )
							? values.brand_color
							: 'transparent',
					} }
				/>
			</div>
		</FormPanel>
	);
}

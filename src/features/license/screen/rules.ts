/**
 * The License page's rules, apart from React: the activation form's checks,
 * how the expiry and the server's status read, and which statuses need
 * renewing.
 */
import { __ } from '@wordpress/i18n';

import { type LicenseActivation } from '../../../stores/license';
import { type FieldErrors } from '../../../admin/utils/form';
import { isValidEmail } from '../../../admin/utils/speaker-form';
import { formatSiteDate } from '../../../admin/utils/site-date';

type ActivationField = keyof LicenseActivation;

/** The activation form's fields, in the order they are shown. */
const ACTIVATION_FIELDS: readonly ActivationField[] = [
	'name',
	'email',
	'license_key',
];

export const EMPTY_ACTIVATION: LicenseActivation = {
	name: '',
	email: '',
	license_key: '',
};

/**
 * The message a field shows when its value does not pass.
 *
 * @param field The field.
 */
function getFieldMessage( field: ActivationField ): string {
	switch ( field ) {
		case 'name':
			return __( 'Please input your name!', 'eventin' );
		case 'email':
			return __( 'Enter Valid Email!', 'eventin' );
		case 'license_key':
			return __( 'Please input your license key!', 'eventin' );
	}
}

/**
 * Checks one field: a name, a valid email, a license key.
 *
 * @param field The field.
 * @param value Its value.
 */
function validateField(
	field: ActivationField,
	value: string
): string | undefined {
	const trimmed = value.trim();
	const isValid = field === 'email' ? isValidEmail( trimmed ) : !! trimmed;
	return isValid ? undefined : getFieldMessage( field );
}

/**
 * Every field's error; empty when the form may be sent.
 *
 * @param values The form.
 */
export function validateActivation( values: LicenseActivation ): FieldErrors {
	const errors: FieldErrors = {};
	for ( const field of ACTIVATION_FIELDS ) {
		const error = validateField( field, values[ field ] );
		if ( error ) {
			errors[ field ] = error;
		}
	}
	return errors;
}

/**
 * The payload to send: the values trimmed.
 *
 * @param values The form.
 */
export function toActivation( values: LicenseActivation ): LicenseActivation {
	return {
		name: values.name.trim(),
		email: values.email.trim(),
		license_key: values.license_key.trim(),
	};
}

/**
 * The field a server error key (in data.params of a 400
 * rest_invalid_param) belongs to, or null for one the form has no field for.
 *
 * @param key The server's key.
 */
export function mapActivationServerKey( key: string ): string | null {
	return ( ACTIVATION_FIELDS as readonly string[] ).includes( key )
		? key
		: null;
}

/**
 * A REST error's own message, if it has one.
 *
 * @param error The REST error.
 */
export function getErrorMessage( error: unknown ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' ? message : '';
}

const EXPIRY_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T]|$)/;

/**
 * When the license expires, for people: 'Never expires' for a lifetime
 * license, otherwise the day in the site's date format. The day is the one
 * the license server wrote, whatever the timezones.
 *
 * @param expires 'YYYY-MM-DD HH:MM:SS', 'lifetime' or null.
 */
export function formatExpiry( expires: string | null | undefined ): string {
	if ( ! expires ) {
		return __( 'Unknown', 'eventin' );
	}
	if ( expires === 'lifetime' ) {
		return __( 'Never expires', 'eventin' );
	}
	const match = EXPIRY_DATE.exec( expires );
	return match ? formatSiteDate( match[ 1 ] ) : expires;
}

/**
 * The license server's word for the license, for people.
 *
 * @param license valid, expired, disabled, site_inactive, …
 */
export function getStatusLabel( license: string ): string {
	switch ( license ) {
		case 'valid':
			return __( 'Active', 'eventin' );
		case 'expired':
			return __( 'Expired', 'eventin' );
		case 'disabled':
			return __( 'Disabled', 'eventin' );
		case 'site_inactive':
			return __( 'Not active on this site', 'eventin' );
		case 'inactive':
			return __( 'Inactive', 'eventin' );
		case 'invalid':
			return __( 'Invalid', 'eventin' );
	}
	return license;
}

/**
 * What to tell the user about a license that still counts as active but no
 * longer works: an expired or disabled one. Null when all is well.
 *
 * @param license The server's word.
 */
export function getRenewalNote( license: string ): string | null {
	switch ( license ) {
		case 'expired':
			return __(
				'Your license has expired. Renew it to keep receiving updates and support, then activate it again.',
				'eventin'
			);
		case 'disabled':
			return __(
				'Your license has been disabled. Renew it or contact support, then activate a working key.',
				'eventin'
			);
	}
	return null;
}

/**
 * Sales settings: the currency, how long unpaid bookings hold their seats,
 * the bookings a visitor may try per minute, and the ways to pay (offline
 * with its days to pay and instructions, Stripe with its keys and the webhook address to give
 * Stripe). Secrets come back masked; sent back unchanged, they are kept.
 */
import {
	SelectControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	store as globalStore,
	type PaymentSettings as Payments,
	type Settings,
	type SettingsChanges,
} from '../../../stores/global';
import { useAdminConfig } from '../../../admin/hooks/use-admin-config';
import { useForm } from '../../../admin/hooks/use-form';
import { notify } from '../../../admin/utils/notify';
import CopyField from '../../../components/copy-field';
import FormPanel from '../../../admin/components/form-panel';
import SettingsTextField, {
	fieldClass,
	notifySaveFailed,
} from './settings-field';

type Values = Payments & {
	currency: string;
	hold_minutes: string;
	offline_days: string;
	checkout_rate_limit: string;
};

/** The settings the form edits as numbers. */
const NUMBER_KEYS = [
	'hold_minutes',
	'offline_days',
	'checkout_rate_limit',
] as const;

const PAYMENT_KEYS: Array< keyof Payments > = [
	'offline',
	'offline_instructions',
	'stripe',
	'stripe_publishable_key',
	'stripe_secret_key',
	'stripe_webhook_secret',
];

function toValues( settings: Settings ): Values {
	return {
		...settings.payments,
		currency: settings.currency,
		hold_minutes: String( settings.hold_minutes ),
		offline_days: String( settings.offline_days ),
		checkout_rate_limit: String( settings.checkout_rate_limit ),
	};
}

/**
 * What changed, as PUT settings takes it.
 *
 * @param saved  The values as stored.
 * @param values The form's values.
 */
export function getPaymentChanges(
	saved: Values,
	values: Values
): SettingsChanges {
	const changes: SettingsChanges = {};
	if ( values.currency !== saved.currency ) {
		changes.currency = values.currency;
	}
	for ( const key of NUMBER_KEYS ) {
		if ( values[ key ] !== saved[ key ] ) {
			// A number the server checks; text that is not one is sent as is, for its message.
			const number = Number( values[ key ] );
			changes[ key ] = (
				values[ key ].trim() !== '' && Number.isInteger( number )
					? number
					: values[ key ]
			) as number;
		}
	}
	const payments: Partial< Payments > = {};
	for ( const key of PAYMENT_KEYS ) {
		if ( values[ key ] !== saved[ key ] ) {
			( payments as Record< string, string > )[ key ] = values[ key ];
		}
	}
	if ( Object.keys( payments ).length ) {
		changes.payments = payments;
	}
	return changes;
}

/**
 * Currency names in a language; the browser's when that one is unknown (a
 * WordPress locale such as 'en_US' is not a BCP 47 tag).
 * @param locale
 */
function currencyNames( locale: string | undefined ): Intl.DisplayNames {
	const tag = locale?.replace( '_', '-' );
	try {
		return new Intl.DisplayNames( tag ? [ tag ] : [], {
			type: 'currency',
		} );
	} catch {
		return new Intl.DisplayNames( [], { type: 'currency' } );
	}
}

/**
 * Currencies the browser knows, by code, named in the site's language.
 * @param current
 * @param locale
 */
function useCurrencies( current: string, locale: string | undefined ) {
	return useMemo( () => {
		const codes: string[] =
			typeof Intl.supportedValuesOf === 'function'
				? Intl.supportedValuesOf( 'currency' )
				: [ 'USD', 'EUR', 'GBP' ];
		const names = currencyNames( locale );
		return Array.from( new Set( [ current, ...codes ] ) ).map(
			( code ) => ( {
				value: code,
				label: `${ code } – ${ names.of( code ) ?? code }`,
			} )
		);
	}, [ current, locale ] );
}

export default function PaymentSettings( {
	settings,
}: {
	settings: Settings;
} ) {
	const { updateSettings } = useDispatch( globalStore );
	const form = useForm< Values, Settings >( {
		initialValues: () => toValues( settings ),
		submit: ( values, saved ) =>
			updateSettings( getPaymentChanges( saved, values ) ),
		toValues,
		mapServerKey: ( key ) =>
			[ 'currency', ...NUMBER_KEYS ].includes( key )
				? key
				: key.replace( /^payments\./, '' ),
		onSaved: () =>
			notify( 'success', __( 'Payment settings saved.', 'eventin' ) ),
		onFailed: notifySaveFailed,
	} );
	const { values, setField, errors } = form;
	const config = useAdminConfig();
	const currencies = useCurrencies( settings.currency, config.date.locale );
	const webhook = `${ config.homeUrl.replace(
		/\/$/,
		''
	) }/wp-json/eventin/v2/payments/stripe/webhook`;
	const text = (
		name: ( typeof NUMBER_KEYS )[ number ] | keyof Payments,
		label: string,
		help: string,
		type?: 'number' | 'password'
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
			title={ __( 'Payments', 'eventin' ) }
			form={ form }
			submitDisabled={ ! form.isDirty }
		>
			<div className={ fieldClass( errors.currency ) }>
				<SelectControl
					label={ __( 'Currency', 'eventin' ) }
					value={ values.currency }
					options={ currencies }
					help={
						errors.currency ??
						__( 'Ticket prices and bookings are in it.', 'eventin' )
					}
					aria-invalid={ !! errors.currency }
					onChange={ ( value ) => setField( 'currency', value ) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			</div>
			{ text(
				'hold_minutes',
				__( 'Hold unpaid seats for (minutes)', 'eventin' ),
				__(
					'A card payment not finished by then gives its seats back.',
					'eventin'
				),
				'number'
			) }
			{ text(
				'checkout_rate_limit',
				__( 'Bookings per visitor per minute', 'eventin' ),
				__(
					'More attempts from one IP address wait a minute; this keeps robots from holding every seat.',
					'eventin'
				),
				'number'
			) }
			<ToggleControl
				className="eventin-settings__toggle"
				label={ __( 'Bank transfer or pay at the door', 'eventin' ) }
				help={ __(
					'Bookings stay pending, holding their seats, until someone marks them paid in the purchase report.',
					'eventin'
				) }
				checked={ values.offline === 'on' }
				onChange={ ( on ) => setField( 'offline', on ? 'on' : 'off' ) }
				__nextHasNoMarginBottom
			/>
			{ values.offline === 'on' &&
				text(
					'offline_days',
					__( 'Days to pay', 'eventin' ),
					__(
						'A booking not marked paid by then (nor by the end of its event) is cancelled and its seats go back; the buyer is reminded a day before. 0: no deadline.',
						'eventin'
					),
					'number'
				) }
			{ values.offline === 'on' && (
				<TextareaControl
					className={ fieldClass( errors.offline_instructions ) }
					label={ __( 'Instructions for the buyer', 'eventin' ) }
					value={ values.offline_instructions }
					help={
						errors.offline_instructions ??
						__(
							'Shown after booking and sent by e-mail: the account to pay to, what to write as the reference.',
							'eventin'
						)
					}
					aria-invalid={ !! errors.offline_instructions }
					onChange={ ( value ) =>
						setField( 'offline_instructions', value )
					}
					__nextHasNoMarginBottom
				/>
			) }
			<ToggleControl
				className="eventin-settings__toggle"
				label={ __( 'Card payments with Stripe', 'eventin' ) }
				help={ __(
					'Buyers pay on the ticket form; a booking completes when Stripe confirms the payment to this site.',
					'eventin'
				) }
				checked={ values.stripe === 'on' }
				onChange={ ( on ) => setField( 'stripe', on ? 'on' : 'off' ) }
				__nextHasNoMarginBottom
			/>
			{ values.stripe === 'on' && (
				<>
					{ text(
						'stripe_publishable_key',
						__( 'Publishable key', 'eventin' ),
						__( 'Starts with pk_test_ or pk_live_.', 'eventin' )
					) }
					{ text(
						'stripe_secret_key',
						__( 'Secret key', 'eventin' ),
						__(
							'Starts with sk_ or rk_. Only its last 4 characters are shown once saved.',
							'eventin'
						),
						'password'
					) }
					<CopyField
						label={ __( 'Webhook address', 'eventin' ) }
						copyLabel={ __( 'Copy webhook address', 'eventin' ) }
						value={ webhook }
						help={ __(
							'Add it in Stripe as a webhook endpoint for payment_intent.succeeded and payment_intent.payment_failed.',
							'eventin'
						) }
					/>
					{ text(
						'stripe_webhook_secret',
						__( 'Webhook signing secret', 'eventin' ),
						__(
							'Starts with whsec_; Stripe shows it on the webhook endpoint.',
							'eventin'
						),
						'password'
					) }
				</>
			) }
		</FormPanel>
	);
}

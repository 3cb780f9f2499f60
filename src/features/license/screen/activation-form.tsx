/**
 * The activation form (no active license): name, email and license key,
 * each with its message beside it. Activating notifies
 * 'License activated successfully', or 'Failed to activate license' with the
 * server's reason whatever it is.
 */
import { Button, Card, CardBody, CardHeader } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import {
	store as licenseStore,
	type LicenseActivation,
	type LicenseWriteResponse,
} from '../../../stores/license';
import { useFirstErrorFocus } from '../../../admin/hooks/use-first-error-focus';
import { useForm } from '../../../admin/hooks/use-form';
import { notify } from '../../../admin/utils/notify';
import RequiredTextControl from '../../../admin/components/required-text-control';
import {
	EMPTY_ACTIVATION,
	getErrorMessage,
	mapActivationServerKey,
	toActivation,
	validateActivation,
} from './rules';

/** The form's inputs, in order (the key shown as a password). */
function getActivationControls() {
	return [
		{
			field: 'name',
			label: __( 'Name', 'eventin' ),
			type: 'text',
			autoComplete: 'name',
		},
		{
			field: 'email',
			label: __( 'Email', 'eventin' ),
			type: 'email',
			autoComplete: 'email',
		},
		{
			field: 'license_key',
			label: __( 'License key', 'eventin' ),
			type: 'password',
			autoComplete: 'off',
			help: __(
				'Paste the key exactly as your purchase receipt shows it.',
				'eventin'
			),
		},
	] as const;
}

export default function ActivationForm( {
	focusOnMount = false,
}: {
	/** Whether to move focus to the form's heading when it appears. */
	focusOnMount?: boolean;
} ) {
	const { activate } = useDispatch( licenseStore );
	const form = useForm< LicenseActivation, LicenseWriteResponse >( {
		initialValues: () => EMPTY_ACTIVATION,
		validate: validateActivation,
		// A message goes away once the field is right; new ones wait for
		// the next Activate.
		clearErrorOn: 'valid',
		submit: ( values ) => activate( toActivation( values ) ),
		mapServerKey: mapActivationServerKey,
		// The panel replaces this form.
		onSaved: () =>
			notify(
				'success',
				__( 'License activated successfully', 'eventin' )
			),
		onFailed: ( error ) =>
			notify(
				'error',
				__( 'Failed to activate license', 'eventin' ),
				getErrorMessage( error ) || undefined
			),
	} );
	const { values, setField, errors, isSaving } = form;
	const formRef = useFirstErrorFocus( form.errorCount );

	const headingRef = useRef< HTMLHeadingElement >( null );
	useEffect( () => {
		if ( focusOnMount ) {
			headingRef.current?.focus();
		}
	}, [ focusOnMount ] );

	return (
		<Card className="eventin-license-card">
			<CardHeader>
				<h2
					className="eventin-license-card__title"
					ref={ headingRef }
					tabIndex={ -1 }
				>
					{ __( 'Activate your license', 'eventin' ) }
				</h2>
			</CardHeader>
			<CardBody>
				<p className="eventin-license-card__intro">
					{ __(
						'Activate Eventin Pro on this site with the license key from your purchase to receive updates and support.',
						'eventin'
					) }
				</p>
				<form
					className="eventin-license-form"
					noValidate
					ref={ formRef }
					onSubmit={ ( event: FormEvent ) => {
						event.preventDefault();
						form.save();
					} }
					aria-label={ __( 'License activation', 'eventin' ) }
				>
					{ getActivationControls().map(
						( { field, ...control } ) => (
							<RequiredTextControl
								key={ field }
								{ ...control }
								value={ values[ field ] }
								onChange={ ( value ) =>
									setField( field, value )
								}
								error={ errors[ field ] }
							/>
						)
					) }
					<div className="eventin-license-form__actions">
						<Button
							type="submit"
							variant="primary"
							isBusy={ isSaving }
							disabled={ isSaving }
							accessibleWhenDisabled
							__next40pxDefaultSize
						>
							{ __( 'Activate', 'eventin' ) }
						</Button>
					</div>
				</form>
			</CardBody>
		</Card>
	);
}

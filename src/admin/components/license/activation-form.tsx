/**
 * The activation form (no active license): name, email and license key,
 * each with its message beside it (SPEC section 5). Activating notifies
 * 'License activated successfully', or 'Failed to activate license' with the
 * server's reason whatever it is (SPEC section 8).
 */
import { Button, Card, CardBody, CardHeader } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent, RefObject } from 'react';

import {
	store as licenseStore,
	type LicenseActivation,
} from '../../../stores/license';
import { notify } from '../../utils/notify';
import RequiredTextControl from '../required-text-control';
import {
	ACTIVATION_FIELDS,
	EMPTY_ACTIVATION,
	getErrorMessage,
	getServerFieldErrors,
	toActivation,
	validateActivation,
	validateField,
	type ActivationErrors,
	type ActivationField,
} from './rules';

export default function ActivationForm( {
	focusOnMount = false,
}: {
	/** Whether to move focus to the form's heading when it appears. */
	focusOnMount?: boolean;
} ) {
	const { activate } = useDispatch( licenseStore );
	const isActivating = useSelect(
		( select ) => select( licenseStore ).isActivating(),
		[]
	);
	const [ values, setValues ] =
		useState< LicenseActivation >( EMPTY_ACTIVATION );
	const [ errors, setErrors ] = useState< ActivationErrors >( {} );

	const headingRef = useRef< HTMLHeadingElement >( null );
	const nameRef = useRef< HTMLInputElement >( null );
	const emailRef = useRef< HTMLInputElement >( null );
	const keyRef = useRef< HTMLInputElement >( null );
	const refs: Record< ActivationField, RefObject< HTMLInputElement > > = {
		name: nameRef,
		email: emailRef,
		license_key: keyRef,
	};

	useEffect( () => {
		if ( focusOnMount ) {
			headingRef.current?.focus();
		}
	}, [ focusOnMount ] );

	function setField( field: ActivationField, value: string ) {
		setValues( ( current ) => ( { ...current, [ field ]: value } ) );
		// A message goes away once the field is right; new ones wait for
		// the next Activate.
		if ( errors[ field ] && ! validateField( field, value ) ) {
			setErrors( ( current ) => ( {
				...current,
				[ field ]: undefined,
			} ) );
		}
	}

	/**
	 * Shows the errors and focuses the first field that has one.
	 *
	 * @param found The errors.
	 */
	function showErrors( found: ActivationErrors ): boolean {
		setErrors( found );
		const first = ACTIVATION_FIELDS.find( ( field ) => found[ field ] );
		if ( first ) {
			refs[ first ].current?.focus();
		}
		return !! first;
	}

	async function submit( event: FormEvent ) {
		event.preventDefault();
		if ( isActivating || showErrors( validateActivation( values ) ) ) {
			return;
		}
		try {
			await activate( toActivation( values ) );
			// The panel replaces this form.
			notify(
				'success',
				__( 'License activated successfully', 'eventin' )
			);
		} catch ( error ) {
			showErrors( getServerFieldErrors( error ) );
			notify(
				'error',
				__( 'Failed to activate license', 'eventin' ),
				getErrorMessage( error ) || undefined
			);
		}
	}

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
					onSubmit={ submit }
					aria-label={ __( 'License activation', 'eventin' ) }
				>
					<RequiredTextControl
						label={ __( 'Name', 'eventin' ) }
						type="text"
						autoComplete="name"
						value={ values.name }
						onChange={ ( value ) => setField( 'name', value ) }
						error={ errors.name }
						inputRef={ nameRef }
					/>
					<RequiredTextControl
						label={ __( 'Email', 'eventin' ) }
						type="email"
						autoComplete="email"
						value={ values.email }
						onChange={ ( value ) => setField( 'email', value ) }
						error={ errors.email }
						inputRef={ emailRef }
					/>
					<RequiredTextControl
						label={ __( 'License key', 'eventin' ) }
						type="password"
						autoComplete="off"
						value={ values.license_key }
						onChange={ ( value ) =>
							setField( 'license_key', value )
						}
						error={ errors.license_key }
						inputRef={ keyRef }
						help={ __(
							'Paste the key exactly as your purchase receipt shows it.',
							'eventin'
						) }
					/>
					<div className="eventin-license-form__actions">
						<Button
							type="submit"
							variant="primary"
							isBusy={ isActivating }
							disabled={ isActivating }
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

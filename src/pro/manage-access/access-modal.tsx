/**
 * The Add / Edit Manage Access modal: a role (chosen with search in add
 * mode, fixed in edit mode), the permission checkboxes with All Permissions,
 * Cancel and Save. Failures are only logged (SPEC section 8): the modal stays
 * open so the user can try again.
 */
import {
	Button,
	CheckboxControl,
	ComboboxControl,
	Modal,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import { FieldGroup } from '../../admin/public';
import { store as permissionsStore } from '../../stores/permissions';
import {
	type PermissionCatalogue,
	type Role,
	type RoleEntry,
} from '../../stores/permissions';
import {
	ADMINISTRATOR_ROLE,
	type AccessFormErrors,
	getPermissionKeys,
	isEverySelected,
	togglePermission,
	validateAccessForm,
} from './rules';

export default function AccessModal( {
	entry,
	roles,
	catalogue,
	onClose,
}: {
	/** The role being edited; null in add mode. */
	entry: RoleEntry | null;
	/** The roles the add mode offers. */
	roles: Role[];
	catalogue: PermissionCatalogue | null;
	onClose: () => void;
} ) {
	const isEdit = entry !== null;
	const isAdministrator = entry?.name === ADMINISTRATOR_ROLE;
	const keys = getPermissionKeys( catalogue );
	const { addRole, updateRole } = useDispatch( permissionsStore );
	const [ role, setRole ] = useState( entry?.name ?? '' );
	const [ selected, setSelected ] = useState< string[] >(
		isAdministrator
			? keys
			: keys.filter( ( key ) => entry?.permissions.includes( key ) )
	);
	const [ errors, setErrors ] = useState< AccessFormErrors >( {} );
	const [ isSaving, setIsSaving ] = useState( false );
	const formRef = useRef< HTMLFormElement >( null );

	const choose = ( next: string[] ) => {
		setSelected( next );
		if ( next.length > 0 ) {
			setErrors( ( current ) => ( {
				...current,
				permissions: undefined,
			} ) );
		}
	};

	const save = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( isSaving ) {
			return;
		}
		const found = validateAccessForm( role, selected, {
			role: __( 'Please select a role type!', 'eventin' ),
			permissions: __(
				'Please select at least one permission!',
				'eventin'
			),
		} );
		setErrors( found );
		if ( found.role || found.permissions ) {
			// The first field in error takes the focus.
			formRef.current
				?.querySelector< HTMLInputElement >(
					found.role
						? '.eventin-access-modal__role input'
						: '.eventin-access-modal__permissions input:not(:disabled)'
				)
				?.focus();
			return;
		}
		setIsSaving( true );
		try {
			if ( isEdit ) {
				await updateRole( role, selected );
			} else if ( ! ( await addRole( role, selected ) ) ) {
				// eslint-disable-next-line no-console
				console.error( 'Failed to add new role' );
				setIsSaving( false );
				return;
			}
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error(
				isEdit ? 'Failed to update role' : 'Failed to add new role',
				error
			);
			setIsSaving( false );
			return;
		}
		onClose();
	};

	return (
		<Modal
			title={
				isEdit
					? __( 'Edit Manage Access', 'eventin' )
					: __( 'Add Manage Access', 'eventin' )
			}
			className="eventin-access-modal"
			size="medium"
			onRequestClose={ () => ! isSaving && onClose() }
		>
			<form ref={ formRef } onSubmit={ save } noValidate>
				<div className="eventin-access-modal__fields">
					{ isEdit ? (
						<TextControl
							className="eventin-access-modal__role"
							label={ __( 'User Role', 'eventin' ) }
							value={ entry.label }
							onChange={ () => {} }
							disabled
							__next40pxDefaultSize
							__nextHasNoMarginBottom
						/>
					) : (
						<ComboboxControl
							className={
								errors.role
									? 'eventin-access-modal__role eventin-event-field is-invalid'
									: 'eventin-access-modal__role'
							}
							label={ __( 'User Role', 'eventin' ) }
							placeholder={ __( 'Select a role', 'eventin' ) }
							value={ role || null }
							options={ roles.map( ( { name, label } ) => ( {
								value: name,
								label,
							} ) ) }
							onChange={ ( value ) => {
								setRole( value ?? '' );
								if ( value ) {
									setErrors( ( current ) => ( {
										...current,
										role: undefined,
									} ) );
								}
							} }
							help={
								errors.role ??
								( roles.length === 0
									? __(
											'Every role already has access settings: edit them in the list.',
											'eventin'
										)
									: __(
											'Type to search the roles.',
											'eventin'
										) )
							}
							__next40pxDefaultSize
							__nextHasNoMarginBottom
						/>
					) }
					<FieldGroup
						legend={ __( 'Permissions', 'eventin' ) }
						error={ errors.permissions }
						help={
							isAdministrator
								? __(
										'Administrators always hold every permission.',
										'eventin'
									)
								: undefined
						}
						className="eventin-access-modal__permissions"
					>
						<CheckboxControl
							className="eventin-access-modal__all"
							label={ __( 'All Permissions', 'eventin' ) }
							checked={ isEverySelected( keys, selected ) }
							onChange={ ( checked ) =>
								choose( checked ? keys : [] )
							}
							disabled={ isAdministrator }
							__nextHasNoMarginBottom
						/>
						<ul className="eventin-access-modal__list">
							{ keys.map( ( key ) => (
								<li key={ key }>
									<CheckboxControl
										label={ catalogue?.[ key ] ?? key }
										checked={ selected.includes( key ) }
										onChange={ ( checked ) =>
											choose(
												togglePermission(
													keys,
													selected,
													key,
													checked
												)
											)
										}
										disabled={ isAdministrator }
										__nextHasNoMarginBottom
									/>
								</li>
							) ) }
						</ul>
					</FieldGroup>
				</div>
				<div className="eventin-access-modal__actions">
					<Button
						variant="tertiary"
						onClick={ onClose }
						disabled={ isSaving }
						__next40pxDefaultSize
					>
						{ __( 'Cancel', 'eventin' ) }
					</Button>
					<Button
						variant="primary"
						type="submit"
						isBusy={ isSaving }
						disabled={ isSaving }
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{ __( 'Save', 'eventin' ) }
					</Button>
				</div>
			</form>
		</Modal>
	);
}

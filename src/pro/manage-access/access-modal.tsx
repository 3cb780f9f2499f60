/**
 * The Add / Edit Manage Access modal: a role (chosen with search in add
 * mode, fixed in edit mode), the permission checkboxes with All Permissions,
 * Cancel and Save. Failures are only logged: the modal stays
 * open so the user can try again.
 */
import {
	Button,
	CheckboxControl,
	Modal,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import ComboboxField from '../../components/combobox-field';
import type { FormEvent } from 'react';

import { FieldGroup, useFirstErrorFocus, useForm } from '../../admin/public';
import { store as permissionsStore } from '../../stores/permissions';
import {
	type PermissionCatalogue,
	type Role,
	type RoleEntry,
} from '../../stores/permissions';
import {
	ADMINISTRATOR_ROLE,
	getPermissionKeys,
	isEverySelected,
	togglePermission,
	validateAccessForm,
} from './rules';

/** The modal's values: the role slug ('' until chosen) and its permissions. */
interface AccessFormValues {
	role: string;
	permissions: string[];
}

/**
 * Logs a failed save (no message for the user).
 *
 * @param isEdit Whether the modal edits a role.
 * @param error  The REST error, if any.
 */
function logFailure( isEdit: boolean, error?: unknown ) {
	const message = isEdit ? 'Failed to update role' : 'Failed to add new role';
	// eslint-disable-next-line no-console
	console.error(
		...( error === undefined ? [ message ] : [ message, error ] )
	);
}

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
	const form = useForm< AccessFormValues, RoleEntry | null >( {
		initialValues: () => ( {
			role: entry?.name ?? '',
			permissions: isAdministrator
				? keys
				: keys.filter( ( key ) => entry?.permissions.includes( key ) ),
		} ),
		validate: ( { role, permissions } ) =>
			validateAccessForm( role, permissions, {
				role: __( 'Please select a role type!', 'eventin' ),
				permissions: __(
					'Please select at least one permission!',
					'eventin'
				),
			} ),
		// A message goes away once its field is filled in.
		clearErrorOn: 'valid',
		submit: ( { role, permissions } ) =>
			isEdit
				? updateRole( role, permissions )
				: addRole( role, permissions ),
		onSaved: ( saved ) => {
			// An add the server answers with nothing keeps the modal open.
			if ( ! isEdit && ! saved ) {
				logFailure( isEdit );
				return;
			}
			onClose();
		},
		onFailed: ( error ) => logFailure( isEdit, error ),
	} );
	const { values, setField, errors, isSaving } = form;
	const formRef = useFirstErrorFocus( form.errorCount );
	const choose = ( next: string[] ) => setField( 'permissions', next );

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
			<form
				ref={ formRef }
				onSubmit={ ( event: FormEvent ) => {
					event.preventDefault();
					form.save();
				} }
				noValidate
			>
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
						<ComboboxField
							className={
								errors.role
									? 'eventin-access-modal__role eventin-event-field is-invalid'
									: 'eventin-access-modal__role'
							}
							label={ __( 'User Role', 'eventin' ) }
							placeholder={ __( 'Select a role', 'eventin' ) }
							value={ values.role || null }
							options={ roles.map( ( { name, label } ) => ( {
								value: name,
								label,
							} ) ) }
							onChange={ ( value ) =>
								setField( 'role', value ?? '' )
							}
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
							checked={ isEverySelected(
								keys,
								values.permissions
							) }
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
										checked={ values.permissions.includes(
											key
										) }
										onChange={ ( checked ) =>
											choose(
												togglePermission(
													keys,
													values.permissions,
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

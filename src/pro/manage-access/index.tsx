/**
 * Manage Access (pro): which site roles hold which Eventin menu permissions.
 * Rendered in the settings area through the `control_access` filter
 * (src/pro/index.ts), for super admins only (the REST routes are theirs
 * alone). Load, save and delete failures are only logged.
 */
import { Button, Modal, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { ConfirmDelete } from '../../admin/public';
import { store as permissionsStore } from '../../stores/permissions';
import { type RoleEntry } from '../../stores/permissions';
import AccessModal from './access-modal';
import AccessTable from './access-table';
import { getUnconfiguredRoles, toEntries } from './rules';

/** The open modal: Add, Edit one role, or Delete one role. */
type OpenModal =
	| { kind: 'add' }
	| { kind: 'edit'; entry: RoleEntry }
	| { kind: 'delete'; entry: RoleEntry };

export default function ManageAccess() {
	const {
		settings,
		catalogue,
		roles,
		isLoaded,
		settingsError,
		catalogueError,
		rolesError,
	} = useSelect( ( select ) => {
		const store = select( permissionsStore );
		return {
			settings: store.getRoleSettings(),
			catalogue: store.getCatalogue(),
			roles: store.getRoles(),
			// Loaded once: a reload after a change keeps the list on screen.
			isLoaded:
				store.getRoleSettings() !== null &&
				store.hasFinishedResolution( 'getCatalogue', [] ),
			settingsError: store.getResolutionError( 'getRoleSettings', [] ),
			catalogueError: store.getResolutionError( 'getCatalogue', [] ),
			rolesError: store.getResolutionError( 'getRoles', [] ),
		};
	}, [] );
	const { deleteRole } = useDispatch( permissionsStore );
	const [ modal, setModal ] = useState< OpenModal | null >( null );
	const addRef = useRef< HTMLButtonElement >( null );
	const failed = !! ( settingsError || catalogueError );

	useEffect( () => {
		for ( const error of [ settingsError, catalogueError, rolesError ] ) {
			if ( error ) {
				// eslint-disable-next-line no-console
				console.error( 'Failed to load the access settings', error );
			}
		}
	}, [ settingsError, catalogueError, rolesError ] );

	// The modal gives the focus back to the button that opened it.
	const close = () => setModal( null );

	return (
		<section
			className="eventin-manage-access"
			aria-labelledby="eventin-manage-access-title"
		>
			<div className="eventin-manage-access__header">
				<div>
					<h2
						id="eventin-manage-access-title"
						className="eventin-manage-access__title"
					>
						{ __( 'Manage Access', 'eventin' ) }
					</h2>
					<p className="eventin-manage-access__subtitle">
						{ __(
							'Ensure only authorized employees have access.',
							'eventin'
						) }
					</p>
				</div>
				<Button
					ref={ addRef }
					variant="primary"
					onClick={ () => setModal( { kind: 'add' } ) }
					disabled={ ! isLoaded }
					accessibleWhenDisabled
					__next40pxDefaultSize
				>
					{ __( 'Add Manage Access', 'eventin' ) }
				</Button>
			</div>
			<div className="eventin-manage-access__panel">
				{ isLoaded || failed ? (
					<AccessTable
						entries={ toEntries( settings ) }
						catalogue={ catalogue }
						onEdit={ ( entry ) =>
							setModal( { kind: 'edit', entry } )
						}
						onDelete={ ( entry ) =>
							setModal( { kind: 'delete', entry } )
						}
					/>
				) : (
					<div className="eventin-manage-access__loading">
						<Spinner />
						<span className="screen-reader-text">
							{ __( 'Loading the access settings…', 'eventin' ) }
						</span>
					</div>
				) }
			</div>
			{ ( modal?.kind === 'add' || modal?.kind === 'edit' ) && (
				<AccessModal
					entry={ modal.kind === 'edit' ? modal.entry : null }
					roles={ getUnconfiguredRoles( roles, settings ) }
					catalogue={ catalogue }
					onClose={ close }
				/>
			) }
			{ modal?.kind === 'delete' && (
				<Modal
					title={ __( 'Are you sure?', 'eventin' ) }
					size="small"
					onRequestClose={ close }
				>
					<ConfirmDelete
						message={ __(
							'Are you sure you want to delete this role?',
							'eventin'
						) }
						onCancel={ close }
						onConfirm={ async () => {
							try {
								await deleteRole( modal.entry.name );
							} catch ( error ) {
								// eslint-disable-next-line no-console
								console.error( 'Failed to delete role', error );
								close();
								return;
							}
							close();
							// The row and its Delete button go away.
							window.setTimeout( () => addRef.current?.focus() );
						} }
					/>
				</Modal>
			) }
		</section>
	);
}

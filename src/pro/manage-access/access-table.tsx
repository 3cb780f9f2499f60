/**
 * The configured roles: User Role, Permissions (a tag per permission) and
 * Action (edit, delete; the administrator role cannot be deleted). Every
 * role is on one page: there are only as many rows as the site has roles.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { pencil, trash } from '@wordpress/icons';

import {
	type PermissionCatalogue,
	type RoleEntry,
} from '../../stores/permissions';
import { ADMINISTRATOR_ROLE, getPermissionLabels } from './rules';

export default function AccessTable( {
	entries,
	catalogue,
	onEdit,
	onDelete,
}: {
	entries: RoleEntry[];
	catalogue: PermissionCatalogue | null;
	onEdit: ( entry: RoleEntry ) => void;
	onDelete: ( entry: RoleEntry ) => void;
} ) {
	return (
		<table className="eventin-access-table">
			<caption className="screen-reader-text">
				{ __( 'Roles and their permissions', 'eventin' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'User Role', 'eventin' ) }</th>
					<th scope="col">{ __( 'Permissions', 'eventin' ) }</th>
					<th scope="col" className="eventin-access-table__action">
						{ __( 'Action', 'eventin' ) }
					</th>
				</tr>
			</thead>
			<tbody>
				{ entries.length === 0 && (
					<tr>
						<td
							colSpan={ 3 }
							className="eventin-access-table__empty"
						>
							{ __( 'No roles to show.', 'eventin' ) }
						</td>
					</tr>
				) }
				{ entries.map( ( entry ) => {
					const isAdministrator = entry.name === ADMINISTRATOR_ROLE;
					return (
						<tr key={ entry.name }>
							<th
								scope="row"
								className="eventin-access-table__role"
							>
								{ entry.label }
							</th>
							<td>
								<ul className="eventin-access-table__tags">
									{ getPermissionLabels(
										entry.permissions,
										catalogue
									).map( ( { key, label } ) => (
										<li
											key={ key }
											className="eventin-access-tag"
										>
											{ label }
										</li>
									) ) }
								</ul>
							</td>
							<td className="eventin-access-table__action">
								<div className="eventin-access-table__buttons">
									<Button
										icon={ pencil }
										size="compact"
										label={ sprintf(
											/* translators: %s: role name, e.g. Editor. */
											__( 'Edit %s', 'eventin' ),
											entry.label
										) }
										onClick={ () => onEdit( entry ) }
									/>
									<Button
										icon={ trash }
										size="compact"
										isDestructive
										label={ sprintf(
											/* translators: %s: role name, e.g. Editor. */
											__( 'Delete %s', 'eventin' ),
											entry.label
										) }
										description={
											isAdministrator
												? __(
														'The administrator role cannot be deleted.',
														'eventin'
													)
												: undefined
										}
										disabled={ isAdministrator }
										accessibleWhenDisabled
										onClick={ () => onDelete( entry ) }
									/>
								</div>
							</td>
						</tr>
					);
				} ) }
			</tbody>
		</table>
	);
}

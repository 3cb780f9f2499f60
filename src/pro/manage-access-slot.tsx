/**
 * What the `control_access` filter adds to the settings area: Manage Access
 * for super admins, nothing for anybody else (its chunk is not even loaded).
 */
import { Spinner } from '@wordpress/components';
import { lazy, Suspense } from '@wordpress/element';

import { useCurrentUser } from '../admin/public';

const ManageAccess = lazy(
	() => import( /* webpackChunkName: "manage-access" */ './manage-access' )
);

export default function ManageAccessSlot() {
	const { user } = useCurrentUser();
	if ( ! user?.is_super_admin ) {
		return null;
	}
	return (
		<Suspense fallback={ <Spinner /> }>
			<ManageAccess />
		</Suspense>
	);
}

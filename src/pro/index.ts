/**
 * Eventin's pro features, added to the admin app through its extension
 * points the way an add-on would.
 */
import { createElement, Fragment } from '@wordpress/element';
import { addFilter, hasFilter, removeFilter } from '@wordpress/hooks';
import type { ReactNode } from 'react';

import ManageAccessSlot from './manage-access-slot';

/** The settings area renders `applyFilters( 'control_access', null )`. */
export const CONTROL_ACCESS_FILTER = 'control_access';
export const MANAGE_ACCESS_NAMESPACE = 'eventin/manage-access';

/**
 * Puts Manage Access into the settings area, after whatever other add-ons
 * put there (once). Runs at startup (src/app/index.tsx).
 */
export function registerManageAccess(): void {
	if ( hasFilter( CONTROL_ACCESS_FILTER, MANAGE_ACCESS_NAMESPACE ) ) {
		return;
	}
	addFilter(
		CONTROL_ACCESS_FILTER,
		MANAGE_ACCESS_NAMESPACE,
		( content: ReactNode ) =>
			createElement(
				Fragment,
				null,
				content,
				createElement( ManageAccessSlot )
			)
	);
}

/** Takes Manage Access out again (tests). */
export function unregisterManageAccess(): void {
	removeFilter( CONTROL_ACCESS_FILTER, MANAGE_ACCESS_NAMESPACE );
}

/**
 * The `control_access` extension point: the pro add-on puts its Manage Access
 * screen (which roles may open which menus) into the settings through
 *
 *     addFilter( 'control_access', 'eventin-pro/manage-access', () => <ManageAccess /> );
 *
 * The filter starts from null; nothing shows while it stays null.
 */
import { applyFilters } from '@wordpress/hooks';
import { isValidElement } from '@wordpress/element';

import { useHookChanges } from './use-hook-changes';

export default function ControlAccess() {
	// A filter added (or removed) after the first render shows up too.
	useHookChanges( 'control_access' );
	const content = applyFilters( 'control_access', null );
	return isValidElement( content ) ? (
		<div className="eventin-settings__control-access">{ content }</div>
	) : null;
}

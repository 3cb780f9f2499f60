/**
 * Pure rules over the route configuration: the header button, the redirect
 * of disabled screens and the header menu.
 */
import { __ } from '@wordpress/i18n';

import { type Settings } from '../../stores/global/types';
import { type Capability } from '../../stores/global/capabilities';
import { type AppRoute, type MenuGroup } from './types';

export interface HeaderButton {
	label: string;
	to: string;
	variant: 'primary' | 'secondary';
}

function categoriesAndTagsDisabled( settings: Settings | null ): boolean {
	return settings?.disable_category_and_tags === 'on';
}

/**
 * The button beside the page title, or null for none.
 *
 * @param route    The current route.
 * @param settings The plugin settings (null while unknown: treated as defaults).
 */
export function getHeaderButton(
	route: AppRoute,
	settings: Settings | null
): HeaderButton | null {
	const { header } = route;
	switch ( header?.kind ) {
		case 'add-new':
			if (
				route.categoriesAndTags &&
				categoriesAndTagsDisabled( settings )
			) {
				return null;
			}
			return { label: header.label, to: header.to, variant: 'primary' };
		case 'rsvp-reminder':
			return {
				label: __( 'RSVP Reminder', 'eventin' ),
				to: header.to,
				variant: 'primary',
			};
		case 'go-back':
			return {
				label: __( 'Go Back', 'eventin' ),
				to: header.to,
				variant: 'secondary',
			};
		default:
			return null;
	}
}

/**
 * Where a screen switched off by the settings sends the user instead (its
 * list), or null when the screen is on.
 *
 * @param route    The current route.
 * @param settings The plugin settings.
 */
export function getDisabledRedirect(
	route: AppRoute,
	settings: Settings | null
): string | null {
	if (
		route.categoriesAndTags &&
		route.header?.kind === 'go-back' &&
		categoriesAndTagsDisabled( settings )
	) {
		return route.header.to;
	}
	return null;
}

/**
 * The header menu as the user sees it: entries whose route exists and which
 * the user may open, in groups that keep at least one entry.
 *
 * @param menu          The menu configuration.
 * @param routes        The registered routes.
 * @param hasPermission Whether the user holds a capability.
 */
export function getVisibleMenu(
	menu: readonly MenuGroup[],
	routes: readonly AppRoute[],
	hasPermission: ( capability: Capability ) => boolean
): MenuGroup[] {
	return menu
		.map( ( group ) => ( {
			...group,
			entries: group.entries.filter( ( entry ) => {
				const route = routes.find(
					( { path } ) => path === entry.path
				);
				return !! route && hasPermission( route.capability );
			} ),
		} ) )
		.filter( ( group ) => group.entries.length > 0 );
}

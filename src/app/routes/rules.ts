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
 * A header path with the route's parameters filled in (`/x?event=:id`).
 *
 * @param to     The path.
 * @param params The route's parameters.
 */
export function fillPath(
	to: string,
	params: Readonly< Record< string, string | undefined > >
): string {
	return to.replace( /:([A-Za-z_]+)/g, ( whole, name: string ) =>
		params[ name ] !== undefined
			? encodeURIComponent( params[ name ] as string )
			: whole
	);
}

/**
 * The button beside the page title, or null for none.
 *
 * @param route    The current route.
 * @param settings The plugin settings (null while unknown: treated as defaults).
 * @param params   The route's parameters, for paths that name them.
 */
export function getHeaderButton(
	route: AppRoute,
	settings: Settings | null,
	params: Readonly< Record< string, string | undefined > > = {}
): HeaderButton | null {
	const button = getRouteHeaderButton( route, settings );
	return button ? { ...button, to: fillPath( button.to, params ) } : null;
}

/**
 * The second button beside the title: Go Back beside a feature's action that
 * names one (one event's RSVP report, beside RSVP Reminder); null elsewhere.
 *
 * @param route  The current route.
 * @param params The route's parameters.
 */
export function getBackButton(
	route: AppRoute,
	params: Readonly< Record< string, string | undefined > > = {}
): HeaderButton | null {
	const { header } = route;
	if ( header?.kind !== 'action' || ! header.back ) {
		return null;
	}
	return {
		label: __( 'Go Back', 'eventin' ),
		to: fillPath( header.back, params ),
		variant: 'secondary',
	};
}

function getRouteHeaderButton(
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
		case 'action':
			return { label: header.label, to: header.to, variant: 'primary' };
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
	hasPermission: ( capability: Capability | readonly Capability[] ) => boolean
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

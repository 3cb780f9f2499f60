/**
 * The bar at the top of the app: the product name and the header menu, in
 * groups (Events: Events, Event Categories, Event Tags; …), each entry shown
 * only with its permission.
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { NavLink } from 'react-router-dom';

import { isAllowed } from '../../../stores/global';
import { useCurrentUser } from '../../../admin/hooks/use-current-user';
import { useRouteTable } from '../../routes/context';
import { getVisibleMenu } from '../../routes/rules';

export default function Header() {
	const { user } = useCurrentUser();
	const { menu, routes } = useRouteTable();
	const groups = useMemo(
		() =>
			user
				? getVisibleMenu( menu, routes, ( capability ) =>
						isAllowed(
							user.permissions,
							user.is_super_admin,
							capability
						)
					)
				: [],
		[ user, menu, routes ]
	);

	return (
		// A div, not a <header>: inside WordPress's main region the app's bar is no page banner.
		<div className="eventin-header">
			<span className="eventin-header__brand">
				{ __( 'Eventin', 'eventin' ) }
			</span>
			{ groups.length > 0 && (
				<nav
					className="eventin-header__menu"
					aria-label={ __( 'Eventin menu', 'eventin' ) }
				>
					{ groups.map( ( group ) => (
						<ul
							key={ group.id }
							className="eventin-header__group"
							aria-label={ group.label }
						>
							{ group.entries.map( ( entry ) => (
								<li key={ entry.path }>
									<NavLink
										to={ entry.path }
										className="eventin-header__link"
									>
										{ entry.label }
									</NavLink>
								</li>
							) ) }
						</ul>
					) ) }
				</nav>
			) }
		</div>
	);
}

/**
 * Actions that lead somewhere: an app route, or a page in a new tab.
 */
import type { ActionButton } from '@wordpress/dataviews/wp';
import type { NavigateFunction } from 'react-router-dom';

import type { ActionLink, ListAction } from './types';

/**
 * Goes where a link leads: the app route, or the page in a new tab.
 *
 * @param link     Where.
 * @param navigate The router's navigate().
 */
export function followLink( link: ActionLink, navigate: NavigateFunction ) {
	if ( 'to' in link ) {
		navigate( link.to );
	} else {
		window.open( link.href, '_blank', 'noopener,noreferrer' );
	}
}

/**
 * An action that leads somewhere: drawn as a link in a row, followed by its
 * callback from a menu.
 *
 * @param action   The action without its callback.
 * @param getLink  Where it leads for an item.
 * @param navigate The router's navigate().
 */
export function getLinkAction< Item >(
	action: Omit< ActionButton< Item >, 'callback' > &
		Pick< ListAction< Item >, 'isDestructive' >,
	getLink: ( item: Item ) => ActionLink,
	navigate: NavigateFunction
): ListAction< Item > {
	return {
		...action,
		getLink,
		callback: ( [ item ] ) => followLink( getLink( item ), navigate ),
	};
}

/**
 * Edit: a row's link to the item's edit page.
 */
import { __ } from '@wordpress/i18n';
import type { NavigateFunction } from 'react-router-dom';

import { getLinkAction } from './link';
import type { ListAction } from './types';

/**
 * The Edit action of a list.
 *
 * @param editPath Where an item is edited (`paths.ts`).
 * @param navigate The router's navigate().
 * @param icon     An icon, for a row of icon buttons; none draws the word.
 */
export function getEditAction< Item extends { id: number } >(
	editPath: ( id: number ) => string,
	navigate: NavigateFunction,
	icon?: ListAction< Item >[ 'icon' ]
): ListAction< Item > {
	return getLinkAction< Item >(
		{ id: 'edit', label: __( 'Edit', 'eventin' ), icon, isPrimary: true },
		( item ) => ( { to: editPath( item.id ) } ),
		navigate
	);
}

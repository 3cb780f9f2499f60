/**
 * Where a row's dialogs open. A row alone draws an action's dialog itself;
 * inside a list the list draws it (`RowDialogContext`), above its rows,
 * so that the dialog outlives a row that a reload takes away (a booking that
 * leaves a list filtered by status once it is refunded or cancelled).
 */
import { createContext } from '@wordpress/element';

import type { ListModalAction } from './action-modal';

/** The attribute naming a row's item on its actions (`data-eventin-row`). */
export const ROW_ATTRIBUTE = 'data-eventin-row';

/** The controls of a row that can take the focus. */
export const ROW_CONTROLS = 'button:not([disabled]), a[href]';

export interface RowDialogHost {
	/**
	 * Opens an action's dialog for a row's item.
	 *
	 * @param action The action.
	 * @param item   The row's item (of the list's item type).
	 * @param opener What the focus goes back to when the dialog closes.
	 */
	open: < Item >(
		action: ListModalAction< Item >,
		item: Item,
		opener: HTMLElement | null
	) => void;
}

export const RowDialogContext = createContext< RowDialogHost | null >( null );

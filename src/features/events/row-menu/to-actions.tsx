/**
 * The More menu's entries as list actions: each entry the filter leaves
 * becomes one that does the first of: render its `Modal` (through
 * `RenderModal`; the Modal draws its own dialog), go to the app route `to`,
 * open `href` in a new tab, call `onClick`.
 */
import type { NavigateFunction } from 'react-router-dom';

import { type Event } from '../../../stores/events/types';
import {
	getLinkAction,
	type ListAction,
} from '../../../admin/components/list-actions';
import { type EventRowMenuItem } from './types';

/**
 * One menu entry as an action.
 *
 * @param item     The entry.
 * @param navigate The router's navigate().
 */
export function menuItemToAction(
	item: EventRowMenuItem,
	navigate: NavigateFunction
): ListAction< Event > {
	const { id, label, isDestructive, Modal, to, href, onClick } = item;
	const base = { id, label, isDestructive };
	if ( Modal ) {
		return {
			...base,
			hasOwnModal: true,
			RenderModal: ( { items: [ event ], closeModal } ) => (
				<Modal event={ event } onClose={ () => closeModal?.() } />
			),
		};
	}
	if ( to ) {
		return getLinkAction( base, () => ( { to } ), navigate );
	}
	if ( href ) {
		return getLinkAction( base, () => ( { href } ), navigate );
	}
	return { ...base, callback: () => void onClick?.() };
}

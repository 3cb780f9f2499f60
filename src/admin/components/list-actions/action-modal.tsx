/**
 * The dialog of a modal action, as DataViews draws it for its bulk actions:
 * the action's `RenderModal` in a Modal titled by its `modalHeader` (or
 * label). An action whose `RenderModal` draws its own dialog goes as it is.
 */
import { Modal } from '@wordpress/components';
import type { ActionModal as ModalAction } from '@wordpress/dataviews/wp';

import type { ListAction } from './types';

export type ListModalAction< Item > = ListAction< Item > & ModalAction< Item >;

/**
 * Whether an action opens a dialog (rather than running a callback).
 *
 * @param action The action.
 */
export function isModalAction< Item >(
	action: ListAction< Item >
): action is ListModalAction< Item > {
	return 'RenderModal' in action;
}

/**
 * A label or header that may depend on the items.
 *
 * @param text  The text, or how to make it.
 * @param items The items.
 */
export function textFor< Item >(
	text: string | ( ( items: Item[] ) => string ),
	items: Item[]
): string {
	return typeof text === 'function' ? text( items ) : text;
}

export default function ActionModal< Item >( {
	action,
	items,
	closeModal,
}: {
	action: ListModalAction< Item >;
	items: Item[];
	closeModal: () => void;
} ) {
	const { RenderModal } = action;
	if ( action.hasOwnModal ) {
		return <RenderModal items={ items } closeModal={ closeModal } />;
	}
	return (
		<Modal
			title={ textFor( action.modalHeader ?? action.label, items ) }
			__experimentalHideHeader={ !! action.hideModalHeader }
			size={ action.modalSize ?? 'medium' }
			focusOnMount={ action.modalFocusOnMount ?? true }
			onRequestClose={ closeModal }
		>
			<RenderModal items={ items } closeModal={ closeModal } />
		</Modal>
	);
}

/**
 * Delete after 'Are you sure?': one action for every list (a row's button
 * or menu entry, and the bulk action), each list with its own wording.
 */
import { type ActionModal } from '@wordpress/dataviews/wp';
import { __ } from '@wordpress/i18n';
import { trash } from '@wordpress/icons';

import ConfirmDelete from '../confirm-delete';
import { runWithNotice, type OutcomeLabels } from './notice';
import type { ListAction } from './types';

/** A list's delete wording (translated by the list, with _n). */
export interface DeleteLabels extends OutcomeLabels {
	/** 'Are you sure you want to delete this speaker?' (or these). */
	confirm: ( count: number ) => string;
}

/**
 * The Delete action of a list.
 *
 * @param options             What to delete and how to say it.
 * @param options.deleteItems The store's deleteItems action.
 * @param options.labels      The wording.
 * @param options.isPrimary   Shown in the row (a trash button) rather than its menu.
 */
export function getDeleteAction< Item extends { id: number } >( {
	deleteItems,
	labels,
	isPrimary = false,
}: {
	deleteItems: ( ids: number[] ) => Promise< unknown >;
	labels: DeleteLabels;
	isPrimary?: boolean;
} ): ListAction< Item > & ActionModal< Item > {
	return {
		id: 'delete',
		label: __( 'Delete', 'eventin' ),
		icon: trash,
		isPrimary,
		isDestructive: true,
		supportsBulk: true,
		modalHeader: __( 'Are you sure?', 'eventin' ),
		modalSize: 'small',
		RenderModal: ( { items, closeModal } ) => (
			<ConfirmDelete
				message={ labels.confirm( items.length ) }
				onCancel={ () => closeModal?.() }
				onConfirm={ async () => {
					await runWithNotice(
						deleteItems,
						items.map( ( item ) => item.id ),
						labels
					);
					closeModal?.();
				} }
			/>
		),
	};
}

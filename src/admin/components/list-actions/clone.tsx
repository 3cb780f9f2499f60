/**
 * Clone: the copy comes from `POST {path}/{id}/clone`, and the list, marked
 * stale by the store, shows it. Events clone from their menu at once;
 * schedules ask first.
 */
import { __ } from '@wordpress/i18n';
import { copy } from '@wordpress/icons';

import { ConfirmAction } from '../confirm-delete';
import { runWithNotice, type OutcomeLabels } from './notice';
import type { ListAction } from './types';

/** A list's clone wording: the question and the notices. */
export interface CloneLabels extends OutcomeLabels {
	/** 'Are you sure you want to clone this schedule?' */
	confirm: string;
}

/**
 * Clones one item and says how it went.
 *
 * @param cloneItem The store's cloneItem action.
 * @param id        The item id.
 * @param labels    The notices.
 */
export function cloneWithNotice(
	cloneItem: ( id: number ) => Promise< unknown >,
	id: number,
	labels: OutcomeLabels
): Promise< boolean > {
	return runWithNotice( () => cloneItem( id ), [ id ], labels );
}

/**
 * Clone after 'Are you sure?' (a row's copy button).
 *
 * @param options           What to clone and how to say it.
 * @param options.cloneItem The store's cloneItem action.
 * @param options.labels    The wording.
 */
export function getCloneAction< Item extends { id: number } >( {
	cloneItem,
	labels,
}: {
	cloneItem: ( id: number ) => Promise< unknown >;
	labels: CloneLabels;
} ): ListAction< Item > {
	return {
		id: 'clone',
		label: __( 'Clone', 'eventin' ),
		icon: copy,
		isPrimary: true,
		modalHeader: __( 'Are you sure?', 'eventin' ),
		modalSize: 'small',
		RenderModal: ( { items: [ item ], closeModal } ) => (
			<ConfirmAction
				message={ labels.confirm }
				confirmLabel={ __( 'Clone', 'eventin' ) }
				onCancel={ () => closeModal?.() }
				onConfirm={ async () => {
					await cloneWithNotice( cloneItem, item.id, labels );
					closeModal?.();
				} }
			/>
		),
	};
}

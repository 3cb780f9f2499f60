/**
 * Deleting list items after 'Are you sure?': the bulk Delete action of a
 * DataViews list, the modal of a row's own Delete button, and the notices
 * after either (the server's message under a failure).
 */
import { Modal } from '@wordpress/components';
import { type Action } from '@wordpress/dataviews/wp';
import { __ } from '@wordpress/i18n';
import { trash } from '@wordpress/icons';

import ConfirmDelete from '../confirm-delete';
import { notify } from '../../utils/notify';

/** A list's delete wording (all translated by the caller, with _n). */
export interface DeleteLabels {
	/** 'Are you sure you want to delete this speaker?' (or these). */
	confirm: ( count: number ) => string;
	/** 'Successfully deleted the speaker!' */
	deleted: ( count: number ) => string;
	/** 'Failed to delete the speaker!' */
	failed: ( count: number ) => string;
}

/**
 * Deletes items and says how it went.
 *
 * @param deleteItems The store's deleteItems action.
 * @param ids         The item ids.
 * @param labels      The wording.
 * @return Whether the items were deleted.
 */
export async function deleteWithNotice(
	deleteItems: ( ids: number[] ) => Promise< unknown >,
	ids: number[],
	labels: DeleteLabels
): Promise< boolean > {
	try {
		await deleteItems( ids );
		notify( 'success', labels.deleted( ids.length ) );
		return true;
	} catch ( error ) {
		notify(
			'error',
			labels.failed( ids.length ),
			( error as { message?: string } )?.message
		);
		return false;
	}
}

/**
 * The bulk Delete action of a DataViews list.
 *
 * @param deleteItems The store's deleteItems action.
 * @param labels      The wording.
 * @param onDeleted   Called after a successful delete (e.g. to clear the selection).
 */
export function getDeleteAction< Item extends { id: number } >(
	deleteItems: ( ids: number[] ) => Promise< unknown >,
	labels: DeleteLabels,
	onDeleted?: ( items: Item[] ) => void
): Action< Item > {
	return {
		id: 'delete',
		label: __( 'Delete', 'eventin' ),
		icon: trash,
		supportsBulk: true,
		modalHeader: __( 'Are you sure?', 'eventin' ),
		modalSize: 'small',
		RenderModal: ( { items, closeModal } ) => (
			<ConfirmDelete
				message={ labels.confirm( items.length ) }
				onCancel={ () => closeModal?.() }
				onConfirm={ async () => {
					const ids = items.map( ( item ) => item.id );
					if ( await deleteWithNotice( deleteItems, ids, labels ) ) {
						onDeleted?.( items );
					}
					closeModal?.();
				} }
			/>
		),
	};
}

/**
 * 'Are you sure?' for one row's Delete button.
 *
 * @param props
 * @param props.id          The item id.
 * @param props.deleteItems The store's deleteItems action.
 * @param props.labels      The wording.
 * @param props.onClose     Called when the modal closes (after the delete or not).
 */
export function DeleteModal( {
	id,
	deleteItems,
	labels,
	onClose,
}: {
	id: number;
	deleteItems: ( ids: number[] ) => Promise< unknown >;
	labels: DeleteLabels;
	onClose: () => void;
} ) {
	return (
		<Modal
			title={ __( 'Are you sure?', 'eventin' ) }
			size="small"
			onRequestClose={ onClose }
		>
			<ConfirmDelete
				message={ labels.confirm( 1 ) }
				onCancel={ onClose }
				onConfirm={ async () => {
					await deleteWithNotice( deleteItems, [ id ], labels );
					onClose();
				} }
			/>
		</Modal>
	);
}

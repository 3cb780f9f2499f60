/**
 * The More menu's Delete: 'Are you sure?', then the event goes to the trash.
 */
import { Modal } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { store as eventsStore } from '../../../stores/events';
import ConfirmDelete from '../confirm-delete';
import { notify } from '../../utils/notify';
import { type EventRowMenuModalProps } from './types';

export default function DeleteEventModal( {
	event,
	onClose,
}: EventRowMenuModalProps ) {
	const { deleteItems } = useDispatch( eventsStore );
	return (
		<Modal
			title={ __( 'Are you sure?', 'eventin' ) }
			size="small"
			onRequestClose={ onClose }
		>
			<ConfirmDelete
				message={ __(
					'Are you sure you want to delete this event?',
					'eventin'
				) }
				onCancel={ onClose }
				onConfirm={ async () => {
					try {
						await deleteItems( [ event.id ] );
						notify(
							'success',
							__( 'Successfully deleted the event!', 'eventin' )
						);
					} catch ( error ) {
						notify(
							'error',
							__( 'Failed to delete the event!', 'eventin' ),
							( error as { message?: string } )?.message
						);
					}
					onClose();
				} }
			/>
		</Modal>
	);
}

/**
 * The Action cell of a schedule row: clone after 'Are you sure?', edit, and
 * delete after 'Are you sure?'.
 */
import { Button, Modal } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { copy, pencil, trash } from '@wordpress/icons';

import { store as schedulesStore } from '../../../stores/schedules';
import { type Schedule } from '../../../stores/schedules/types';
import { ConfirmAction } from '../confirm-delete';
import { DeleteModal, type DeleteLabels } from '../list-controls';
import { notify } from '../../utils/notify';
import RouterButton from '../router-button';
import { getScheduleTitle } from './rules';
import { scheduleEditPath } from '../../paths';

/**
 * 'Are you sure you want to clone this schedule?', then the copy.
 *
 * @param props
 * @param props.id      The schedule id.
 * @param props.onClose Called when the modal closes (after the clone or not).
 */
export function CloneModal( {
	id,
	onClose,
}: {
	id: number;
	onClose: () => void;
} ) {
	const { cloneItem } = useDispatch( schedulesStore );
	return (
		<Modal
			title={ __( 'Are you sure?', 'eventin' ) }
			size="small"
			onRequestClose={ onClose }
		>
			<ConfirmAction
				message={ __(
					'Are you sure you want to clone this schedule?',
					'eventin'
				) }
				confirmLabel={ __( 'Clone', 'eventin' ) }
				onCancel={ onClose }
				onConfirm={ async () => {
					try {
						await cloneItem( id );
						notify(
							'success',
							__( 'Successfully cloned the schedule!', 'eventin' )
						);
					} catch ( error ) {
						notify(
							'error',
							__( 'Failed to clone the schedule!', 'eventin' ),
							( error as { message?: string } )?.message
						);
					}
					onClose();
				} }
			/>
		</Modal>
	);
}

export default function ScheduleRowActions( {
	schedule,
	labels,
}: {
	schedule: Schedule;
	labels: DeleteLabels;
} ) {
	const { deleteItems } = useDispatch( schedulesStore );
	const [ modal, setModal ] = useState< 'clone' | 'delete' | null >( null );
	const cloneRef = useRef< HTMLButtonElement >( null );
	const deleteRef = useRef< HTMLButtonElement >( null );
	const title = getScheduleTitle( schedule );

	const close = () => {
		const opener = modal === 'clone' ? cloneRef : deleteRef;
		setModal( null );
		// Back on the button, when the row is still there.
		opener.current?.focus();
	};

	return (
		<div className="eventin-schedule-row-actions">
			<Button
				ref={ cloneRef }
				icon={ copy }
				size="compact"
				label={ sprintf(
					/* translators: %s: program title. */
					__( 'Clone “%s”', 'eventin' ),
					title
				) }
				onClick={ () => setModal( 'clone' ) }
			/>
			<RouterButton
				to={ scheduleEditPath( schedule.id ) }
				icon={ pencil }
				size="compact"
				label={ sprintf(
					/* translators: %s: program title. */
					__( 'Edit “%s”', 'eventin' ),
					title
				) }
			/>
			<Button
				ref={ deleteRef }
				icon={ trash }
				size="compact"
				isDestructive
				label={ sprintf(
					/* translators: %s: program title. */
					__( 'Delete “%s”', 'eventin' ),
					title
				) }
				onClick={ () => setModal( 'delete' ) }
			/>
			{ modal === 'clone' && (
				<CloneModal id={ schedule.id } onClose={ close } />
			) }
			{ modal === 'delete' && (
				<DeleteModal
					id={ schedule.id }
					deleteItems={ deleteItems }
					labels={ labels }
					onClose={ close }
				/>
			) }
		</div>
	);
}

/**
 * A response's actions in the report: Change status (a dialog with the four
 * statuses; going when the event is full is refused with the server's
 * 'Fully booked.'), and Delete after 'Are you sure?' (in bulk too): places
 * go back and the waiting list moves up.
 */
import { Notice, RadioControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';
import type { FormEvent } from 'react';

import { store as rsvpStore } from '../store';
import { type RsvpResponse, type RsvpStatus } from '../store/types';
import { notify } from '../../../admin/utils/notify';
import { DialogButtons } from '../../../admin/components/confirm-delete';
import {
	getDeleteAction,
	type DeleteLabels,
	type ListAction,
} from '../../../admin/components/list-actions';
import { getRsvpStatusLabel, isRsvpStatus, RSVP_STATUSES } from './rules';

function getDeleteLabels(): DeleteLabels {
	return {
		confirm: ( count ) =>
			_n(
				'Are you sure you want to delete this response? Its places go back and the waiting list moves up.',
				'Are you sure you want to delete these responses? Their places go back and the waiting list moves up.',
				count,
				'eventin'
			),
		done: ( count ) =>
			_n(
				'Successfully deleted the response!',
				'Successfully deleted the responses!',
				count,
				'eventin'
			),
		failed: ( count ) =>
			_n(
				'Failed to delete the response!',
				'Failed to delete the responses!',
				count,
				'eventin'
			),
	};
}

/**
 * The Change status dialog's form.
 *
 * @param props            The props.
 * @param props.response   The response.
 * @param props.onClose    Closes the dialog.
 * @param props.updateItem The store's updateItem.
 */
export function StatusForm( {
	response,
	onClose,
	updateItem,
}: {
	response: RsvpResponse;
	onClose: () => void;
	updateItem: (
		id: number,
		data: { status: RsvpStatus }
	) => Promise< unknown >;
} ) {
	const [ status, setStatus ] = useState< RsvpStatus >( response.status );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ error, setError ] = useState( '' );
	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( status === response.status ) {
			onClose();
			return;
		}
		setIsSaving( true );
		setError( '' );
		try {
			await updateItem( response.id, { status } );
			notify(
				'success',
				sprintf(
					/* translators: 1: a person's name, 2: a response status, e.g. Maybe. */
					__( '%1$s is now: %2$s.', 'eventin' ),
					response.name,
					getRsvpStatusLabel( status )
				)
			);
			onClose();
		} catch ( failure ) {
			setIsSaving( false );
			setError(
				( failure as { message?: string } )?.message ??
					__( 'The status could not be changed.', 'eventin' )
			);
		}
	};
	return (
		<form className="eventin-rsvp-status-form" onSubmit={ submit }>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					<span role="alert">{ error }</span>
				</Notice>
			) }
			<RadioControl
				label={ __( 'Status', 'eventin' ) }
				selected={ status }
				options={ RSVP_STATUSES.map( ( value ) => ( {
					value,
					label: getRsvpStatusLabel( value ),
				} ) ) }
				onChange={ ( value ) => {
					if ( isRsvpStatus( value ) ) {
						setStatus( value );
					}
				} }
			/>
			<DialogButtons
				confirmLabel={ __( 'Save', 'eventin' ) }
				isRunning={ isSaving }
				onCancel={ onClose }
			/>
		</form>
	);
}

export function useResponseActions(): ListAction< RsvpResponse >[] {
	const { deleteItems, updateItem } = useDispatch( rsvpStore );
	return useMemo(
		() => [
			{
				id: 'change-status',
				label: __( 'Change status', 'eventin' ),
				icon: pencil,
				isPrimary: true,
				modalHeader: ( items: RsvpResponse[] ) =>
					sprintf(
						/* translators: %s: a person's name. */
						__( 'Change the status of “%s”', 'eventin' ),
						items[ 0 ]?.name ?? ''
					),
				modalSize: 'small',
				RenderModal: ( { items, closeModal } ) => (
					<StatusForm
						response={ items[ 0 ] }
						onClose={ () => closeModal?.() }
						updateItem={ updateItem }
					/>
				),
			},
			getDeleteAction< RsvpResponse >( {
				deleteItems,
				labels: getDeleteLabels(),
			} ),
		],
		[ deleteItems, updateItem ]
	);
}

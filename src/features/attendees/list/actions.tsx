/**
 * The attendee list's actions: Edit; Resend ticket (paid attendees, in bulk
 * too); Delete after 'Are you sure?' (in bulk too): an attendee holding a
 * seat is cancelled and the seat goes back on sale, others are erased.
 */
import { useDispatch } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, _n } from '@wordpress/i18n';
import { envelope, pencil } from '@wordpress/icons';
import { useNavigate } from 'react-router-dom';

import { store as attendeesStore } from '../../../stores/attendees';
import { type Attendee } from '../../../stores/attendees/types';
import { attendeeEditPath } from '../paths';
import { useResendTickets } from '../use-resend-tickets';
import {
	getDeleteAction,
	getEditAction,
	type DeleteLabels,
	type ListAction,
} from '../../../admin/components/list-actions';

function getDeleteLabels(): DeleteLabels {
	return {
		confirm: ( count ) =>
			_n(
				'Are you sure you want to delete this attendee? A paid or held ticket is cancelled and its seat goes back on sale.',
				'Are you sure you want to delete these attendees? Paid or held tickets are cancelled and their seats go back on sale.',
				count,
				'eventin'
			),
		done: ( count ) =>
			_n(
				'Successfully deleted the attendee!',
				'Successfully deleted the attendees!',
				count,
				'eventin'
			),
		failed: ( count ) =>
			_n(
				'Failed to delete the attendee!',
				'Failed to delete the attendees!',
				count,
				'eventin'
			),
	};
}

export function useAttendeeActions(): ListAction< Attendee >[] {
	const navigate = useNavigate();
	const { deleteItems } = useDispatch( attendeesStore );
	const resendTickets = useResendTickets();
	return useMemo(
		() => [
			getEditAction< Attendee >( attendeeEditPath, navigate, pencil ),
			{
				id: 'resend-ticket',
				label: __( 'Resend ticket', 'eventin' ),
				icon: envelope,
				supportsBulk: true,
				isEligible: ( attendee ) =>
					attendee.payment_status === 'completed',
				callback: ( attendees ) => resendTickets( attendees ),
			},
			getDeleteAction< Attendee >( {
				deleteItems,
				labels: getDeleteLabels(),
			} ),
		],
		[ navigate, deleteItems, resendTickets ]
	);
}

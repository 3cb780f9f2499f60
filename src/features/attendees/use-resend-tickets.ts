import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store as attendeesStore } from '../../stores/attendees';
import { type Attendee } from '../../stores/attendees/types';
import { notify } from '../../admin/utils/notify';

/**
 * Resend ticket, as the attendee list (one or in bulk) and an attendee's
 * form offer it: mails each attendee their ticket again and says how it
 * went.
 */
export function useResendTickets() {
	const { resendTicket } = useDispatch( attendeesStore );
	return useCallback(
		async ( attendees: Attendee[] ) => {
			const results = await Promise.allSettled(
				attendees.map( ( attendee ) => resendTicket( attendee.id ) )
			);
			const failure = results.find(
				( result ): result is PromiseRejectedResult =>
					result.status === 'rejected'
			);
			if ( ! failure ) {
				notify(
					'success',
					attendees.length === 1
						? sprintf(
								/* translators: %s: e-mail address. */
								__( 'Ticket sent to %s.', 'eventin' ),
								attendees[ 0 ].email
							)
						: sprintf(
								/* translators: %d: number of tickets. */
								_n(
									'%d ticket sent.',
									'%d tickets sent.',
									attendees.length,
									'eventin'
								),
								attendees.length
							)
				);
				return;
			}
			notify(
				'error',
				_n(
					'The ticket could not be sent.',
					'Some tickets could not be sent.',
					attendees.length,
					'eventin'
				),
				( failure.reason as { message?: string } )?.message
			);
		},
		[ resendTicket ]
	);
}

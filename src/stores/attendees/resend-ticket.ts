/**
 * Mailing an attendee their ticket again (`POST attendees/{id}/resend-ticket`).
 */
import apiFetch from '@wordpress/api-fetch';

import { REST_PATH } from './constants';
import { type Attendee } from './types';

/**
 * Mails an attendee their ticket again; resolves to the attendee, rejects
 * with the REST error.
 *
 * @param id The attendee.
 */
export const resendTicket =
	( id: number ) =>
	async ( {
		dispatch,
	}: {
		dispatch: { receiveItem: ( attendee: Attendee ) => void };
	} ): Promise< Attendee > => {
		const attendee = await apiFetch< Attendee >( {
			path: `${ REST_PATH }/${ id }/resend-ticket`,
			method: 'POST',
		} );
		dispatch.receiveItem( attendee );
		return attendee;
	};

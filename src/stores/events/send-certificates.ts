/**
 * Mailing an event's attendees their certificates (`POST events/{id}/send_certificate`).
 */
import apiFetch from '@wordpress/api-fetch';

import { REST_PATH } from './constants';

/** The server's answer: how many mails were queued, and its own message if it has one. */
export interface CertificatesSent {
	sent?: number;
	message?: string;
}

/**
 * Queues the certificates' mails; resolves to the answer, rejects with the
 * REST error.
 *
 * @param id The event.
 */
export const sendCertificates =
	( id: number ) => (): Promise< CertificatesSent > =>
		apiFetch< CertificatesSent >( {
			path: `${ REST_PATH }/${ id }/send_certificate`,
			method: 'POST',
		} );

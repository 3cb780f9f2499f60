/**
 * Mailing an event's attendees their certificates
 * (`POST events/{id}/send_certificate`, `{ all }`: every attendee rather than
 * those who checked in). The send is a batch: the batches store follows it
 * (its progress, log, Retry failed and Cancel).
 */
import apiFetch from '@wordpress/api-fetch';

import { store as batchesStore } from '../batches';
import { type Batch } from '../batches/types';
import { REST_PATH } from './constants';

/** A send of Send Certificate: a batch of kind `certificate`. */
export type CertificateSend = Batch< { audience: 'checked_in' | 'all' } >;

/** The server's answer: how many mails the send holds, and the send. */
export interface CertificatesSent {
	sent?: number;
	send?: CertificateSend;
	message?: string;
}

interface CertificateThunkArgs {
	registry: {
		dispatch: ( store: typeof batchesStore ) => {
			receiveBatch: ( batch: CertificateSend ) => void;
		};
	};
}

/**
 * Queues the certificates' mails; resolves to the answer, rejects with the
 * REST error.
 *
 * @param id  The event.
 * @param all Every attendee, not only those who checked in.
 */
export const sendCertificates =
	( id: number, all: boolean = false ) =>
	async ( {
		registry,
	}: CertificateThunkArgs ): Promise< CertificatesSent > => {
		const answer = await apiFetch< CertificatesSent >( {
			path: `${ REST_PATH }/${ id }/send_certificate`,
			method: 'POST',
			data: { all },
		} );
		if ( answer?.send ) {
			// Followed from here without waiting for its first read.
			registry.dispatch( batchesStore ).receiveBatch( answer.send );
		}
		return answer;
	};

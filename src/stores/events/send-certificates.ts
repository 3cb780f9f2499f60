/**
 * Mailing an event's attendees their certificates
 * (`POST events/{id}/send_certificate`, `{ all }`: every attendee rather than
 * those who checked in) and following the send
 * (`GET events/{id}/certificate-sends/{send}`, read every second until done).
 */
import apiFetch from '@wordpress/api-fetch';

import { getSendProgress } from '../rsvp/sends';
import { REST_PATH } from './constants';

/** How often a send's progress is read, in milliseconds. */
export const CERTIFICATE_POLL_INTERVAL = 1000;

/** A send of Send Certificate. */
export interface CertificateSend {
	id: number;
	event_id: number;
	audience: 'checked_in' | 'all';
	status: 'sending' | 'done';
	/** Mails in the send. */
	total: number;
	sent: number;
	/** Not taken by the mail server after every attempt. */
	failed: number;
	/** Dropped: the attendee was refunded or cancelled meanwhile. */
	skipped: number;
	created_at: string;
}

/** The server's answer: how many mails the send holds, and the send. */
export interface CertificatesSent {
	sent?: number;
	send?: CertificateSend;
	message?: string;
}

const RECEIVE_CERTIFICATE_SEND = 'RECEIVE_CERTIFICATE_SEND';

export function receiveCertificateSend( item: CertificateSend ) {
	return { type: RECEIVE_CERTIFICATE_SEND, send: item } as const;
}

export function certificateSends(
	state: Record< number, CertificateSend > = {},
	action: ReturnType< typeof receiveCertificateSend > | { type: '' }
): Record< number, CertificateSend > {
	return action.type === RECEIVE_CERTIFICATE_SEND
		? { ...state, [ action.send.id ]: action.send }
		: state;
}

/**
 * The share of a send's mails that were handled (sent, failed or dropped),
 * 0 to 100.
 *
 * @param item The send.
 */
export function getCertificateSendProgress(
	item: Pick<
		CertificateSend,
		'status' | 'total' | 'sent' | 'failed' | 'skipped'
	>
): number {
	return getSendProgress( {
		status: item.status,
		total: item.total,
		sent: item.sent + item.skipped,
		failed: item.failed,
	} );
}

interface CertificateThunkArgs {
	dispatch: { receiveCertificateSend: typeof receiveCertificateSend };
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
		dispatch,
	}: CertificateThunkArgs ): Promise< CertificatesSent > => {
		const answer = await apiFetch< CertificatesSent >( {
			path: `${ REST_PATH }/${ id }/send_certificate`,
			method: 'POST',
			data: { all },
		} );
		if ( answer?.send ) {
			dispatch.receiveCertificateSend( answer.send );
		}
		return answer;
	};

/**
 * A send as last read; null before. Selecting one being sent follows it
 * until it is done.
 *
 * @param state                  The store's state.
 * @param state.certificateSends Each send, by id.
 * @param eventId                The send's event.
 * @param sendId                 The send.
 */
export function getCertificateSend(
	state: { certificateSends: Record< number, CertificateSend > },
	eventId: number,
	sendId: number
): CertificateSend | null {
	void eventId;
	return state.certificateSends[ sendId ] ?? null;
}

const wait = ( milliseconds: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, milliseconds ) );

export const resolveCertificateSend = Object.assign(
	( eventId: number, sendId: number ) =>
		async ( { dispatch }: CertificateThunkArgs ) => {
			let item: CertificateSend;
			do {
				await wait( CERTIFICATE_POLL_INTERVAL );
				item = await apiFetch< CertificateSend >( {
					path: `${ REST_PATH }/${ eventId }/certificate-sends/${ sendId }`,
				} );
				dispatch.receiveCertificateSend( item );
			} while ( item.status !== 'done' );
		},
	{
		isFulfilled: (
			state: { certificateSends: Record< number, CertificateSend > },
			eventId: number,
			sendId: number
		) => state.certificateSends[ sendId ]?.status === 'done',
	}
);

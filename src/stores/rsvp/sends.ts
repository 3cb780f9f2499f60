/**
 * Invitations and reminders of an event (`rsvp-report/{event}/invitations`):
 * send one (`createSend`), the event's earlier sends (`getSends`), and one
 * send with its log (`getSend`), followed every second while it is being
 * sent (or due within a minute), until it is done.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { REST_PATH } from './constants';
import {
	type RsvpPage,
	type RsvpSend,
	type RsvpSendDetails,
	type RsvpSendRequest,
} from './types';

/** How often a send's progress is read, in milliseconds. */
export const SEND_POLL_INTERVAL = 1000;

/** The earlier sends listed, newest first. */
export const SENDS_PER_PAGE = 20;

/** The log lines read with a send. */
export const RECIPIENTS_PER_PAGE = 100;

const RECEIVE_SENDS = 'RECEIVE_RSVP_SENDS';
const RECEIVE_SEND = 'RECEIVE_RSVP_SEND';

export interface SendsState {
	/** Each event's latest sends, by event id. */
	sends: Record< number, RsvpPage< RsvpSend > >;
	/** Each send with its log, by send id. */
	send: Record< number, RsvpSendDetails >;
}

export const sendsPath = ( eventId: number ) =>
	`${ REST_PATH }/${ eventId }/invitations`;

/**
 * An event's sends.
 *
 * @param eventId The event.
 * @param page    Its sends.
 */
export function receiveSends( eventId: number, page: RsvpPage< RsvpSend > ) {
	return { type: RECEIVE_SENDS, eventId, page } as const;
}

/**
 * A send with its log.
 *
 * @param item The send.
 */
export function receiveSend( item: RsvpSendDetails ) {
	return { type: RECEIVE_SEND, send: item } as const;
}

export function sends(
	state: SendsState[ 'sends' ] = {},
	action: ReturnType< typeof receiveSends > | { type: '' }
): SendsState[ 'sends' ] {
	return action.type === RECEIVE_SENDS
		? { ...state, [ action.eventId ]: action.page }
		: state;
}

export function send(
	state: SendsState[ 'send' ] = {},
	action: ReturnType< typeof receiveSend > | { type: '' }
): SendsState[ 'send' ] {
	return action.type === RECEIVE_SEND
		? { ...state, [ action.send.id ]: action.send }
		: state;
}

/**
 * Whether a send is over, or waits for a time more than a minute away (it
 * is not followed until then).
 *
 * @param item The send.
 * @param now  The time, in milliseconds.
 */
export function isSendSettled(
	item: Pick< RsvpSend, 'status' | 'send_at' >,
	now: number = Date.now()
): boolean {
	if ( item.status === 'done' || item.status === 'cancelled' ) {
		return true;
	}
	if ( item.status === 'scheduled' && item.send_at ) {
		return Date.parse( item.send_at ) - now > 60_000;
	}
	return false;
}

/**
 * The share of a send's mails that went (sent or failed), 0 to 100.
 *
 * @param item The send.
 */
export function getSendProgress(
	item: Pick< RsvpSend, 'status' | 'total' | 'sent' | 'failed' >
): number {
	if ( item.status === 'done' ) {
		return 100;
	}
	if ( item.total <= 0 ) {
		return 0;
	}
	return Math.min(
		100,
		Math.round( ( ( item.sent + item.failed ) / item.total ) * 100 )
	);
}

interface SendThunkArgs {
	dispatch: {
		receiveSends: typeof receiveSends;
		receiveSend: typeof receiveSend;
		invalidateResolution: ( selectorName: string, args: unknown[] ) => void;
	};
}

/**
 * An event's latest sends, newest first; null until they arrive.
 *
 * @param state   The store's state.
 * @param eventId The event.
 */
export function getSends(
	state: SendsState,
	eventId: number
): RsvpPage< RsvpSend > | null {
	return state.sends[ eventId ] ?? null;
}

export const resolveSends =
	( eventId: number ) =>
	async ( { dispatch }: SendThunkArgs ) => {
		const body = await apiFetch< {
			items?: RsvpSend[];
			total_items?: number;
		} >( {
			path: addQueryArgs( sendsPath( eventId ), {
				per_page: SENDS_PER_PAGE,
			} ),
		} );
		const items = Array.isArray( body?.items ) ? body.items : [];
		dispatch.receiveSends( eventId, {
			items,
			totalItems: Number( body?.total_items ?? items.length ) || 0,
		} );
	};

/**
 * A send with its log as last read; null before. Selecting one being sent
 * follows it until it is done.
 *
 * @param state   The store's state.
 * @param eventId The send's event.
 * @param sendId  The send.
 */
export function getSend(
	state: SendsState,
	eventId: number,
	sendId: number
): RsvpSendDetails | null {
	void eventId;
	return state.send[ sendId ] ?? null;
}

const wait = ( milliseconds: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, milliseconds ) );

export const resolveSend = Object.assign(
	( eventId: number, sendId: number ) =>
		async ( { dispatch }: SendThunkArgs ) => {
			let item: RsvpSendDetails;
			let first = true;
			do {
				if ( ! first ) {
					await wait( SEND_POLL_INTERVAL );
				}
				first = false;
				item = await apiFetch< RsvpSendDetails >( {
					path: addQueryArgs(
						`${ sendsPath( eventId ) }/${ sendId }`,
						{ per_page: RECIPIENTS_PER_PAGE }
					),
				} );
				dispatch.receiveSend( item );
			} while ( ! isSendSettled( item ) );
			// The list of sends shows its final counts.
			dispatch.invalidateResolution( 'getSends', [ eventId ] );
		},
	{
		// One that is over is never read again.
		isFulfilled: ( state: SendsState, eventId: number, sendId: number ) =>
			state.send[ sendId ]?.status === 'done',
	}
);

/**
 * Sends (or schedules) an invitation or reminder; resolves to the send,
 * rejects with the REST error (400s name fields in `data.params`).
 *
 * @param eventId The event.
 * @param request Subject, message, audience and time.
 */
export const createSend =
	( eventId: number, request: RsvpSendRequest ) =>
	async ( { dispatch }: SendThunkArgs ): Promise< RsvpSend > => {
		const item = await apiFetch< RsvpSend >( {
			path: sendsPath( eventId ),
			method: 'POST',
			data: request,
		} );
		dispatch.invalidateResolution( 'getSends', [ eventId ] );
		return item;
	};

/**
 * Retry failed: the send's failed recipients get their mail again; resolves
 * to the send as it is then (sending), followed again until it is done.
 * Rejects with the REST error (409 when none failed).
 *
 * @param eventId The send's event.
 * @param sendId  The send.
 */
export const retrySend =
	( eventId: number, sendId: number ) =>
	async ( { dispatch }: SendThunkArgs ): Promise< RsvpSendDetails > => {
		const item = await apiFetch< RsvpSendDetails >( {
			path: `${ sendsPath( eventId ) }/${ sendId }/retry`,
			method: 'POST',
		} );
		dispatch.receiveSend( item );
		dispatch.invalidateResolution( 'getSend', [ eventId, sendId ] );
		dispatch.invalidateResolution( 'getSends', [ eventId ] );
		return item;
	};

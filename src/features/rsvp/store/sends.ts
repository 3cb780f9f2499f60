/**
 * Invitations and reminders of an event (`rsvp-report/{event}/invitations`):
 * send one (`createSend`) and the event's earlier sends (`getSends`). Each
 * send is a batch: its progress, log, Retry failed and Cancel are the
 * batches store's (`eventin/batches`), which `createSend` hands it to.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { store as batchesStore } from '../../../stores/batches';
import { REST_PATH } from './constants';
import { type RsvpPage, type RsvpSend, type RsvpSendRequest } from './types';

/** The earlier sends listed, newest first. */
export const SENDS_PER_PAGE = 20;

const RECEIVE_SENDS = 'RECEIVE_RSVP_SENDS';

export interface SendsState {
	/** Each event's latest sends, by event id. */
	sends: Record< number, RsvpPage< RsvpSend > >;
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

export function sends(
	state: SendsState[ 'sends' ] = {},
	action: ReturnType< typeof receiveSends > | { type: '' }
): SendsState[ 'sends' ] {
	return action.type === RECEIVE_SENDS
		? { ...state, [ action.eventId ]: action.page }
		: state;
}

interface SendThunkArgs {
	dispatch: {
		receiveSends: typeof receiveSends;
		invalidateResolution: ( selectorName: string, args: unknown[] ) => void;
	};
	registry: {
		dispatch: ( store: typeof batchesStore ) => {
			receiveBatch: ( batch: RsvpSend ) => void;
		};
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
 * Sends (or schedules) an invitation or reminder; resolves to the send (a
 * batch), rejects with the REST error (400s name fields in `data.params`).
 *
 * @param eventId The event.
 * @param request Subject, message, audience and time.
 */
export const createSend =
	( eventId: number, request: RsvpSendRequest ) =>
	async ( { dispatch, registry }: SendThunkArgs ): Promise< RsvpSend > => {
		const item = await apiFetch< RsvpSend >( {
			path: sendsPath( eventId ),
			method: 'POST',
			data: request,
		} );
		// Followed from here without waiting for its first read.
		registry.dispatch( batchesStore ).receiveBatch( item );
		dispatch.invalidateResolution( 'getSends', [ eventId ] );
		return item;
	};

/**
 * The event's sends are read again: a send on screen ended, and the list
 * shows its final counts.
 *
 * @param eventId The event.
 */
export const refreshSends =
	( eventId: number ) =>
	( { dispatch }: SendThunkArgs ) =>
		dispatch.invalidateResolution( 'getSends', [ eventId ] );

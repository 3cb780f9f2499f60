/**
 * The RSVP store: `eventin/rsvp`, the organizer's side of RSVP
 * (`/eventin/v2/rsvp-report`). Its CRUD items are one event's responses:
 * `getItems( { event_id, status, search, … } )` reads
 * `GET rsvp-report/{event_id}` (and its counts per status, `getCounts`),
 * `updateItem( id, { status } )` PUTs `rsvp-report/{id}` and
 * `deleteItems( ids )` DELETEs `rsvp-report?ids[]=`. Beside them: the events
 * with RSVP on (`getEvents`, `./report.ts`) and the invitations and
 * reminders (`createSend`, `getSends`, `refreshSends`: `./sends.ts`; each
 * send is followed by the batches store).
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../../../stores/crud';
import { REST_PATH, STORE_NAME } from './constants';
import {
	counts,
	events,
	getCounts,
	getEvents,
	receiveCounts,
	receiveEvents,
	resolveEvents,
	resolveResponses,
} from './report';
import {
	createSend,
	getSends,
	receiveSends,
	refreshSends,
	resolveSends,
	sends,
} from './sends';
import { type RsvpResponse, type RsvpResponseUpdate } from './types';

const extras = {
	reducers: { events, counts, sends },
	actions: {
		receiveEvents,
		receiveCounts,
		receiveSends,
		createSend,
		refreshSends,
	},
	selectors: { getEvents, getCounts, getSends },
	resolvers: {
		// One event's responses: the event is in the path.
		getItems: resolveResponses,
		getEvents: resolveEvents,
		getSends: resolveSends,
	},
	staleWithLists: [ 'getEvents' ],
};

export const store = createCrudStore<
	RsvpResponse,
	never,
	RsvpResponseUpdate,
	typeof extras
>( { storeName: STORE_NAME, path: REST_PATH }, extras );

register( store );

export type * from './types';

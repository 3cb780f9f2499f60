/**
 * The attendees store: `eventin/attendees`, served by `/eventin/v2/attendees`
 * answering `{ items, total_items }`. Creating an attendee gives a
 * complimentary ticket; deleting one holding a seat cancels it. Beside the
 * CRUD parts: resending a ticket (`./resend-ticket.ts`), the events the
 * list's filters offer (`./filter-events.ts`). Exports of the list are
 * batches, followed by the batches store (`../batches`).
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import {
	filterEvents,
	getFilterEvents,
	receiveFilterEvents,
	resolveFilterEvents,
} from './filter-events';
import { resendTicket } from './resend-ticket';
import { type Attendee, type AttendeeData } from './types';

const extras = {
	reducers: { filterEvents },
	actions: { resendTicket, receiveFilterEvents },
	selectors: { getFilterEvents },
	resolvers: { getFilterEvents: resolveFilterEvents },
	staleWithLists: [ 'getFilterEvents' ],
};

export const store = createCrudStore<
	Attendee,
	AttendeeData,
	Partial< AttendeeData >,
	typeof extras
>( { storeName: STORE_NAME, path: REST_PATH }, extras );

register( store );

export type * from './types';

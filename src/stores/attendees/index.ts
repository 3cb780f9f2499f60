/**
 * The attendees store: `eventin/attendees`, served by `/eventin/v2/attendees`
 * answering `{ items, total_items }`. Creating an attendee gives a
 * complimentary ticket; deleting one holding a seat cancels it. Resending a
 * ticket and the filters' events are in `./actions.ts`.
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import { type Attendee, type AttendeeData } from './types';

export const store = createCrudStore< Attendee, AttendeeData >( {
	storeName: STORE_NAME,
	path: REST_PATH,
} );

register( store );

export type * from './types';

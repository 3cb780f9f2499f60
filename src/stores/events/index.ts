/**
 * The events store: `eventin/events`, served by `/eventin/v2/events`
 * answering `{ items, total_items }`. The REST contract is in types.ts and
 * includes/Events/README.md.
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import { type Event, type EventData } from './types';

export const store = createCrudStore< Event, EventData >( {
	storeName: STORE_NAME,
	path: REST_PATH,
} );

register( store );

export type * from './types';

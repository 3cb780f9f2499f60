/**
 * The event tags store: `eventin/event-tags`, served by `/eventin/v2/event/tags`
 * answering `{ items, total_items }`.
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import { type EventTag, type EventTagData } from './types';

export const store = createCrudStore< EventTag, EventTagData >( {
	storeName: STORE_NAME,
	path: REST_PATH,
} );

register( store );

export type * from './types';

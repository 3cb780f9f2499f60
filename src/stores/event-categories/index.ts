/**
 * The event categories store: `eventin/event-categories`, served by
 * `/eventin/v2/event/categories` answering `{ items, total_items }`.
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import { type EventCategory, type EventCategoryData } from './types';

export const store = createCrudStore< EventCategory, EventCategoryData >( {
	storeName: STORE_NAME,
	path: REST_PATH,
} );

register( store );

export type * from './types';

/**
 * The schedules store: `eventin/schedules`, served by `/eventin/v2/schedules`
 * answering `{ items, total_items }`.
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import { type Schedule, type ScheduleData } from './types';

export const store = createCrudStore< Schedule, ScheduleData >( {
	storeName: STORE_NAME,
	path: REST_PATH,
} );

register( store );

export type * from './types';

/**
 * The speaker groups store: `eventin/speaker-groups`, served by
 * `/eventin/v2/speaker/categories` answering `{ items, total_items }`.
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import { type SpeakerGroup, type SpeakerGroupData } from './types';

export const store = createCrudStore< SpeakerGroup, SpeakerGroupData >( {
	storeName: STORE_NAME,
	path: REST_PATH,
} );

register( store );

export type * from './types';

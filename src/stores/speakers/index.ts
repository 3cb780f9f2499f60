/**
 * The speakers store: `eventin/speakers`, served by `/eventin/v2/speakers`
 * answering a plain array with the total in `X-WP-Total`.
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import { type Speaker, type SpeakerData } from './types';

export const store = createCrudStore< Speaker, SpeakerData >( {
	storeName: STORE_NAME,
	path: REST_PATH,
	responseShape: 'array',
} );

register( store );

export { SOCIAL_NETWORKS } from './types';
export type * from './types';

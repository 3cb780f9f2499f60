/**
 * The bookings store: `eventin/orders`, served by `/eventin/v2/orders`
 * answering `{ items, total_items }`. Bookings are made by visitors, so the
 * store only reads them; the purchase report's actions (refund, resend,
 * mark paid, cancel) are in `./actions.ts`.
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import { type Order } from './types';

export const store = createCrudStore< Order, never >( {
	storeName: STORE_NAME,
	path: REST_PATH,
	// The list leaves out each booking's history.
	listHasWholeItems: false,
} );

register( store );

export type * from './types';

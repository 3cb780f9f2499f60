/**
 * The bookings store: `eventin/orders`, served by `/eventin/v2/orders`
 * answering `{ items, total_items }`. Bookings are made by visitors, so the
 * store creates none; it reads them and their summary (`getSummary()`,
 * `./summary.ts`), and runs the purchase report's actions (refund, resend
 * the invoice, mark paid, cancel: `./booking-actions.ts`).
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import * as bookingActions from './booking-actions';
import {
	getSummary,
	receiveSummary,
	resolveSummary,
	summaries,
} from './summary';
import { type Order } from './types';

const extras = {
	reducers: { summaries },
	actions: { ...bookingActions, receiveSummary },
	selectors: { getSummary },
	resolvers: { getSummary: resolveSummary },
	staleWithLists: [ 'getSummary' ],
};

export const store = createCrudStore< Order, never, never, typeof extras >(
	{
		storeName: STORE_NAME,
		path: REST_PATH,
		// The list leaves out each booking's history.
		listHasWholeItems: false,
	},
	extras
);

register( store );

export type * from './types';
export type { RefundAnswer } from './booking-actions';

/**
 * The store `eventin/event-choices`: what an event can link to (speakers,
 * organizers, schedules) from `GET event/choices`, by search, and the labels
 * of chosen ids.
 */
import { createReduxStore, register } from '@wordpress/data';

import reducer from './reducer';
import * as actions from './actions';
import * as selectors from './selectors';
import * as resolvers from './resolvers';
import { STORE_NAME } from './constants';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );

export type * from './types';

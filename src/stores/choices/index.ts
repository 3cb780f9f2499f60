/**
 * The store `eventin/choices`: what pickers choose from, by search, and the
 * labels of chosen ids: what an event links to (`GET event/choices`: speakers,
 * organizers, schedules) and what a widget's form chooses
 * (`GET widgets/choices`: events, categories, tags, speaker groups,
 * schedules).
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

/**
 * The global store `eventin/global`: settings, the current user's permissions
 * and the lookups dropdowns need (event categories, tags, schedules and speaker
 * groups come from their own stores, so there is one cache per resource).
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

export { CAPABILITIES, isAllowed, type Capability } from './capabilities';
export type * from './types';

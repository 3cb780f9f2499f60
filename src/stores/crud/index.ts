/**
 * `createCrudStore()`: one @wordpress/data store per REST resource, with
 * query-keyed list caching, single-item reads and create/update/delete thunks.
 *
 * @example
 * export const store = createCrudStore< EventTag, TagData >( {
 * 	storeName: 'eventin/event-tags',
 * 	path: '/eventin/v2/event/tags',
 * } );
 * register( store );
 */
import { createReduxStore } from '@wordpress/data';

import { type CrudItem, type CrudStoreOptions } from './types';
import { createReducer } from './reducer';
import { createActions } from './actions';
import { createSelectors } from './selectors';
import { createResolvers } from './resolvers';

export function createCrudStore<
	Item extends CrudItem,
	CreateData extends object,
	UpdateData extends object = Partial< CreateData >,
>( options: CrudStoreOptions ) {
	return createReduxStore( options.storeName, {
		reducer: createReducer< Item >(),
		actions: createActions< Item, CreateData, UpdateData >( options ),
		selectors: createSelectors< Item >(),
		resolvers: createResolvers< Item >( options ),
	} );
}

export type { CrudItem, CrudQuery } from './types';

/** The descriptor `createCrudStore()` returns for an item type. */
export type CrudStore<
	Item extends CrudItem,
	CreateData extends object = Partial< Item >,
> = ReturnType< typeof createCrudStore< Item, CreateData > >;

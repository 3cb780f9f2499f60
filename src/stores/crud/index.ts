/**
 * `createCrudStore()`: one @wordpress/data store per REST resource, with
 * query-keyed list caching, single-item reads and create/update/delete thunks.
 * A resource that answers more than its items (the bookings' summary, an
 * export's progress) brings its own state, actions, selectors and resolvers
 * as `extras`: they join the store's, beside the CRUD ones.
 *
 * @example
 * export const store = createCrudStore< EventTag, TagData >( {
 * 	storeName: 'eventin/event-tags',
 * 	path: '/eventin/v2/event/tags',
 * } );
 * register( store );
 */
import {
	createReduxStore,
	type ReduxStoreConfig,
	type StoreDescriptor,
} from '@wordpress/data';

import { type CrudItem, type CrudState, type CrudStoreOptions } from './types';
import { createReducer } from './reducer';
import { createActions } from './actions';
import { createSelectors } from './selectors';
import { createResolvers } from './resolvers';

/** What a store adds to the CRUD parts. */
export interface CrudStoreExtras {
	/** Its own state: a reducer per key, beside `items` and `queries`. */
	reducers?: Record< string, ( state: any, action: any ) => unknown >;
	/** Plain actions and thunks. */
	actions?: Record< string, ( ...args: any[] ) => unknown >;
	/** Selectors, reading the whole state (`items`, `queries` and its own keys). */
	selectors?: Record< string, ( state: any, ...args: any[] ) => unknown >;
	/** Resolvers of its selectors. */
	resolvers?: Record< string, unknown >;
	/** Its selectors whose answers change with the collection: they go stale with the lists. */
	staleWithLists?: readonly string[];
}

/** A part of the extras, or nothing. */
type Part<
	Extras,
	Key extends keyof CrudStoreExtras,
> = Key extends keyof Extras ? NonNullable< Extras[ Key ] > : object;

/** The actions of a store: the CRUD ones and its own. */
type StoreActions<
	Item extends CrudItem,
	CreateData extends object,
	UpdateData extends object,
	Extras,
> = ReturnType< typeof createActions< Item, CreateData, UpdateData > > &
	Part< Extras, 'actions' >;

/** The selectors of a store: the CRUD ones and its own. */
type StoreSelectors< Item extends CrudItem, Extras > = ReturnType<
	typeof createSelectors< Item >
> &
	Part< Extras, 'selectors' >;

/**
 * The CRUD reducer, then each of the extras' reducers on its own key.
 *
 * @param crudReducer The CRUD reducer.
 * @param reducers    The extras' reducers, by key.
 */
function withOwnState< State extends object >(
	crudReducer: (
		state: State | undefined,
		action: { type: string }
	) => State,
	reducers: NonNullable< CrudStoreExtras[ 'reducers' ] >
) {
	return ( state: State | undefined, action: { type: string } ): State => {
		let next = crudReducer( state, action );
		for ( const [ key, reduce ] of Object.entries( reducers ) ) {
			const before = ( next as Record< string, unknown > )[ key ];
			const after = reduce( before, action );
			if ( after !== before ) {
				next = { ...next, [ key ]: after };
			}
		}
		return next;
	};
}

export function createCrudStore<
	Item extends CrudItem,
	CreateData extends object,
	UpdateData extends object = Partial< CreateData >,
	Extras extends CrudStoreExtras = object,
>( options: CrudStoreOptions, extras: Extras = {} as Extras ) {
	const {
		reducers = {},
		actions = {},
		selectors = {},
		resolvers = {},
		staleWithLists = [],
	}: CrudStoreExtras = extras;
	type Actions = StoreActions< Item, CreateData, UpdateData, Extras >;
	type Selectors = StoreSelectors< Item, Extras >;
	return createReduxStore< unknown, Actions, Selectors >( options.storeName, {
		reducer: withOwnState(
			createReducer< Item >() as (
				state: CrudState< Item > | undefined,
				action: { type: string }
			) => CrudState< Item >,
			reducers
		),
		actions: {
			...createActions< Item, CreateData, UpdateData >(
				options,
				staleWithLists
			),
			...actions,
		} as Actions,
		selectors: { ...createSelectors< Item >(), ...selectors } as Selectors,
		resolvers: { ...createResolvers< Item >( options ), ...resolvers },
	} );
}

export type { CrudItem, CrudQuery } from './types';
export { getQueryKey } from './api';

/**
 * The descriptor `createCrudStore()` returns for an item type, whatever the
 * store adds: the CRUD selectors, and the CRUD actions for `CreateData`
 * (by default none: any store of the item type, even one that creates
 * nothing, such as the bookings').
 */
export type CrudStore<
	Item extends CrudItem,
	CreateData extends object = never,
> = StoreDescriptor<
	ReduxStoreConfig<
		unknown,
		ReturnType< typeof createActions< Item, CreateData > >,
		ReturnType< typeof createSelectors< Item > >
	>
>;

import { type CrudItem, type CrudQuery, type CrudState } from './types';
import { RECEIVE_ITEM, RECEIVE_ITEMS, REMOVE_ITEMS } from './constants';
import { getQueryKey } from './api';

type CrudAction< Item extends CrudItem > =
	| {
			type: typeof RECEIVE_ITEMS;
			query: CrudQuery;
			items: Item[];
			totalItems: number;
			totalPages: number;
	  }
	| { type: typeof RECEIVE_ITEM; item: Item }
	| { type: typeof REMOVE_ITEMS; ids: number[] };

function getInitialState< Item extends CrudItem >(): CrudState< Item > {
	return { items: {}, queries: {} };
}

/**
 * The reducer of a CRUD store: items by id, and for each query the ids and
 * totals the server answered.
 */
export function createReducer< Item extends CrudItem >() {
	return function reducer(
		state: CrudState< Item > = getInitialState< Item >(),
		action: CrudAction< Item >
	): CrudState< Item > {
		switch ( action.type ) {
			case RECEIVE_ITEMS: {
				const items = { ...state.items };
				for ( const item of action.items ) {
					// A list may leave out what `GET {id}` adds (a booking's
					// history): what the item had of that stays.
					items[ item.id ] = { ...items[ item.id ], ...item };
				}
				return {
					...state,
					items,
					queries: {
						...state.queries,
						[ getQueryKey( action.query ) ]: {
							ids: action.items.map( ( item ) => item.id ),
							totalItems: action.totalItems,
							totalPages: action.totalPages,
						},
					},
				};
			}
			case RECEIVE_ITEM:
				return {
					...state,
					items: { ...state.items, [ action.item.id ]: action.item },
				};
			case REMOVE_ITEMS: {
				const items = { ...state.items };
				for ( const id of action.ids ) {
					delete items[ id ];
				}
				return { ...state, items };
			}
			default:
				return state;
		}
	};
}

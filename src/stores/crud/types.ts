/**
 * Types shared by every store made with `createCrudStore()`.
 */

/** Every resource the factory serves has a numeric id. */
export interface CrudItem {
	id: number;
}

/** A REST collection query, e.g. `{ paged: 1, per_page: 10, search: 'jazz' }`. */
export type CrudQuery = Record<
	string,
	string | number | boolean | Array< string | number > | undefined
>;

/**
 * How a collection answer is shaped.
 *
 * - `items`: a `{ items, total_items }` body (the Eventin default).
 * - `array`: a plain array body; the total is in the `X-WP-Total` header.
 */
export type ResponseShape = 'items' | 'array';

export interface CrudStoreOptions {
	/** The @wordpress/data store name, e.g. `eventin/event-categories`. */
	storeName: string;
	/** The REST collection path, e.g. `/eventin/v2/event/categories`. */
	path: string;
	/** Defaults to `items`. */
	responseShape?: ResponseShape;
	/**
	 * Whether a list answer holds whole items (the default). When `GET {id}`
	 * says more (a booking's history), `getItem()` always asks for it.
	 */
	listHasWholeItems?: boolean;
}

/** One page of a collection as the server answered it. */
export interface QueryResult {
	ids: number[];
	totalItems: number;
	totalPages: number;
}

export interface CrudState< Item extends CrudItem > {
	/** Every item received so far, by id. */
	items: Record< number, Item >;
	/** The answer to each query, keyed by `getQueryKey( query )`. */
	queries: Record< string, QueryResult >;
}

/** A WordPress REST error body. */
export interface ApiError {
	code: string;
	message: string;
	data?: { status?: number } & Record< string, unknown >;
}

export const RECEIVE_ITEMS = 'RECEIVE_ITEMS';
export const RECEIVE_ITEM = 'RECEIVE_ITEM';
export const REMOVE_ITEMS = 'REMOVE_ITEMS';

/** Selectors whose cached resolutions go stale when the collection changes. */
export const LIST_SELECTORS = [
	'getItems',
	'getTotalItems',
	'getTotalPages',
] as const;

/** Used when a collection answer carries no page count. */
export const DEFAULT_PER_PAGE = 10;

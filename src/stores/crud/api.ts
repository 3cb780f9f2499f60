/**
 * Reading REST collection answers: the query cache key, both answer shapes and
 * the errors `apiFetch` throws when asked not to parse (`parse: false`).
 */
import { __ } from '@wordpress/i18n';

import {
	type ApiError,
	type CrudQuery,
	type QueryResult,
	type ResponseShape,
} from './types';
import { DEFAULT_PER_PAGE } from './constants';

/** The part of a fetch `Response` the store reads. */
export interface RawResponse {
	json: () => Promise< unknown >;
	headers: { get: ( name: string ) => string | null };
}

/**
 * A stable cache key for a query: key order and empty values do not matter,
 * so `{ search: '', paged: 1 }` and `{ paged: 1 }` share one cache entry.
 *
 * @param query The collection query.
 */
export function getQueryKey( query: CrudQuery = {} ): string {
	const entries = Object.entries( query )
		.filter( ( [ , value ] ) => value !== undefined && value !== '' )
		.sort( ( [ a ], [ b ] ) => ( a < b ? -1 : 1 ) );
	return JSON.stringify( entries );
}

function readCount( value: unknown ): number | null {
	const count = Number( value );
	return value !== null && value !== undefined && Number.isFinite( count )
		? count
		: null;
}

/**
 * Reads one page of a collection, whichever shape the server answers in.
 *
 * @param response The unparsed response.
 * @param shape    `items` for `{ items, total_items }`, `array` for a plain array.
 * @param perPage  The page size asked for, to count pages when no header says.
 */
export async function readCollection< Item >(
	response: RawResponse,
	shape: ResponseShape,
	perPage: number = DEFAULT_PER_PAGE
): Promise< { items: Item[] } & Omit< QueryResult, 'ids' > > {
	const body = await response.json();
	const headerTotal = readCount( response.headers.get( 'X-WP-Total' ) );
	const headerPages = readCount( response.headers.get( 'X-WP-TotalPages' ) );

	let items: Item[];
	let totalItems: number;
	if ( shape === 'array' ) {
		items = Array.isArray( body ) ? body : [];
		totalItems = headerTotal ?? items.length;
	} else {
		const page = ( body ?? {} ) as {
			items?: Item[];
			total_items?: unknown;
		};
		items = Array.isArray( page.items ) ? page.items : [];
		totalItems =
			readCount( page.total_items ) ?? headerTotal ?? items.length;
	}

	const totalPages =
		headerPages ?? ( perPage > 0 ? Math.ceil( totalItems / perPage ) : 1 );
	return { items, totalItems, totalPages };
}

/**
 * Turns whatever `apiFetch` threw into a REST error `{ code, message }`.
 * With `parse: false`, apiFetch throws the raw `Response` of a failed request.
 *
 * @param error The thrown value.
 */
export async function toApiError( error: unknown ): Promise< ApiError > {
	if (
		error &&
		typeof ( error as Partial< RawResponse > ).json === 'function'
	) {
		try {
			const body = ( await ( error as RawResponse ).json() ) as
				Partial< ApiError > | undefined;
			if ( body && typeof body.message === 'string' ) {
				return {
					code: body.code ?? 'unknown_error',
					message: body.message,
					data: body.data,
				};
			}
		} catch {
			// Not JSON: fall through to the generic message.
		}
		return {
			code: 'invalid_json',
			message: __(
				'The response is not a valid JSON response.',
				'eventin'
			),
		};
	}
	if (
		error &&
		typeof ( error as Partial< ApiError > ).message === 'string'
	) {
		return error as ApiError;
	}
	return {
		code: 'unknown_error',
		message: __( 'An unknown error occurred.', 'eventin' ),
	};
}

/**
 * Reads the page size a query asks for.
 * @param query
 */
export function getPerPage( query: CrudQuery ): number {
	return readCount( query.per_page ) ?? DEFAULT_PER_PAGE;
}

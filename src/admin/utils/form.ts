/**
 * Pure helpers every form shares: field errors (client and server), the
 * unsaved-changes check, number and link parsing, id lists.
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * The id in a route parameter (`:id`): a positive whole number, or null.
 *
 * @param param The `:id` route parameter.
 */
export function parseRouteId( param: string | undefined ): number | null {
	if ( ! param || ! /^[1-9]\d*$/.test( param ) ) {
		return null;
	}
	const id = Number( param );
	return Number.isSafeInteger( id ) ? id : null;
}

/**
 * Field errors by field key. Keys of repeated fields carry the index, e.g.
 * `tickets.0.name`.
 */
export type FieldErrors = Record< string, string >;

/**
 * A server field name as a dotted key: `tickets[0][name]`, `tickets.0.name`
 * and `tickets[0].name` all become `tickets.0.name`.
 *
 * @param name The field name in `data.params`.
 */
export function normalizeFieldKey( name: string ): string {
	return name
		.replace( /\[([^\]]*)\]/g, '.$1' )
		.split( '.' )
		.filter( ( part ) => part !== '' )
		.join( '.' );
}

/** What a REST error is made of, as far as forms are concerned. */
export interface RestErrorLike {
	code?: string;
	message?: string;
	data?: { status?: number; params?: unknown } & Record< string, unknown >;
}

/**
 * Splits a REST error's `data.params` into the errors a form shows under
 * its fields and the rest, shown above the form.
 *
 * @param error  The REST error.
 * @param mapKey Turns a normalized server key into the form's field key,
 *               or null when the form has no such field.
 */
export function getServerErrors(
	error: RestErrorLike | null | undefined,
	mapKey: ( key: string ) => string | null
): { fields: FieldErrors; other: string[] } {
	const fields: FieldErrors = {};
	const other: string[] = [];
	const params = error?.data?.params;
	if ( ! params || typeof params !== 'object' ) {
		return { fields, other };
	}
	for ( const [ name, message ] of Object.entries( params ) ) {
		if ( typeof message !== 'string' || message === '' ) {
			continue;
		}
		const key = mapKey( normalizeFieldKey( name ) );
		if ( key !== null && ! ( key in fields ) ) {
			fields[ key ] = message;
		} else if ( ! other.includes( message ) ) {
			other.push( message );
		}
	}
	return { fields, other };
}

/**
 * A key mapper for a sub-page whose server fields sit under one object, e.g.
 * `location.online_link` → `online_link`.
 *
 * @param prefix The server object, e.g. `location`.
 * @param keys   The form's field keys.
 */
export function mapPrefixedKey( prefix: string, keys: readonly string[] ) {
	return ( key: string ): string | null => {
		const inner = key.startsWith( `${ prefix }.` )
			? key.slice( prefix.length + 1 )
			: key;
		return keys.includes( inner ) ? inner : null;
	};
}

/**
 * A key mapper for fields sent at the top level of the event.
 *
 * @param keys The form's field keys.
 */
export function mapTopLevelKey( keys: readonly string[] ) {
	return ( key: string ): string | null =>
		keys.includes( key ) ? key : null;
}

/**
 * Whether two form values are equal: plain data compared deeply (arrays in
 * order, object keys in any order).
 *
 * @param a One value.
 * @param b The other.
 */
export function isEqualValue( a: unknown, b: unknown ): boolean {
	if ( a === b ) {
		return true;
	}
	if ( Array.isArray( a ) || Array.isArray( b ) ) {
		return (
			Array.isArray( a ) &&
			Array.isArray( b ) &&
			a.length === b.length &&
			a.every( ( item, index ) => isEqualValue( item, b[ index ] ) )
		);
	}
	if (
		a &&
		b &&
		typeof a === 'object' &&
		typeof b === 'object' &&
		! Array.isArray( a )
	) {
		const aKeys = Object.keys( a );
		const bKeys = Object.keys( b );
		return (
			aKeys.length === bKeys.length &&
			aKeys.every(
				( key ) =>
					Object.prototype.hasOwnProperty.call( b, key ) &&
					isEqualValue(
						( a as Record< string, unknown > )[ key ],
						( b as Record< string, unknown > )[ key ]
					)
			)
		);
	}
	return false;
}

/**
 * Whether a form holds changes not saved yet.
 *
 * @param saved   The values as last loaded or saved.
 * @param current The values on screen.
 */
export function isFormDirty< Values >(
	saved: Values,
	current: Values
): boolean {
	return ! isEqualValue( saved, current );
}

/**
 * A whole number typed into an input, or null when the text is not one.
 *
 * @param text The input's value.
 */
export function parseWholeNumber( text: string ): number | null {
	const trimmed = text.trim();
	if ( ! /^-?\d+$/.test( trimmed ) ) {
		return null;
	}
	const number = Number( trimmed );
	return Number.isSafeInteger( number ) ? number : null;
}

/**
 * The error of a whole-number input that must be at least `min`, or null.
 *
 * @param text The input's value.
 * @param min  The smallest value allowed.
 */
export function checkWholeNumber( text: string, min: number ): string | null {
	const number = parseWholeNumber( text );
	if ( number === null || number < min ) {
		return sprintf(
			/* translators: %d: the smallest number allowed. */
			__( 'Please enter a whole number of %d or more.', 'eventin' ),
			min
		);
	}
	return null;
}

/**
 * A number as an input shows it.
 *
 * @param value The number (anything else shows as empty).
 */
export function numberToText( value: unknown ): string {
	return typeof value === 'number' && Number.isFinite( value )
		? String( value )
		: '';
}

/**
 * Whether a link is an absolute http(s) URL with a host.
 *
 * @param link The link.
 */
export function isHttpUrl( link: string ): boolean {
	const trimmed = link.trim();
	if ( ! /^https?:\/\//i.test( trimmed ) ) {
		return false;
	}
	try {
		const url = new URL( trimmed );
		return (
			( url.protocol === 'http:' || url.protocol === 'https:' ) &&
			url.hostname !== ''
		);
	} catch {
		return false;
	}
}

/**
 * The ids of a list, as positive whole numbers without repeats.
 *
 * @param value The saved value (anything not a list gives none).
 */
export function toIdList( value: unknown ): number[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	const ids: number[] = [];
	for ( const item of value ) {
		const id = Number( item );
		if ( Number.isSafeInteger( id ) && id > 0 && ! ids.includes( id ) ) {
			ids.push( id );
		}
	}
	return ids;
}

/**
 * A list of ids with one id added or removed.
 *
 * @param ids      The ids.
 * @param id       The id to toggle.
 * @param selected Whether it should be in the list.
 */
export function toggleId(
	ids: readonly number[],
	id: number,
	selected: boolean
): number[] {
	if ( selected ) {
		return ids.includes( id ) ? [ ...ids ] : [ ...ids, id ];
	}
	return ids.filter( ( item ) => item !== id );
}

/**
 * The error keys of some rows of a repeated field (`slots.3.topic` is row 3
 * of `slots`). A form drops them when rows move or go, since they no longer
 * point at the right row.
 *
 * @param errors The errors.
 * @param field  The repeated field, e.g. `slots` or `tickets`.
 * @param rows   Whether a row's errors are wanted, by its index.
 */
export function getRowErrorKeys(
	errors: FieldErrors,
	field: string,
	rows: ( index: number ) => boolean
): string[] {
	const pattern = new RegExp( `^${ field }\\.(\\d+)\\.` );
	return Object.keys( errors ).filter( ( key ) => {
		const match = pattern.exec( key );
		return match !== null && rows( Number( match[ 1 ] ) );
	} );
}

import { type Choice } from './types';

/**
 * A `choices route's answer, keeping only well-formed entries.
 *
 * @param body The answer.
 */
export function readChoices( body: unknown ): Choice[] {
	if ( ! Array.isArray( body ) ) {
		return [];
	}
	return body
		.filter(
			( item ): item is { id: unknown; label: unknown } =>
				!! item && typeof item === 'object'
		)
		.map( ( item ) => ( {
			id: Number( item.id ),
			label: typeof item.label === 'string' ? item.label : '',
		} ) )
		.filter( ( { id } ) => Number.isSafeInteger( id ) && id > 0 );
}

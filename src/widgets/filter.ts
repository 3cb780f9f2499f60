/**
 * Which widget kinds a list of them shows (the shortcode grid, the block's chooser and sidebar): those of the chosen family
 * whose title, description or shortcode tags hold every word searched.
 */
import { type WidgetFamily, type WidgetKind } from './catalogue';

/** The family filter: one family, or '' for all. */
export type FamilyFilter = WidgetFamily | '';

/**
 * The kinds matching a search and a family, in catalogue order.
 *
 * @param kinds  The catalogue.
 * @param search The text searched (case and accents ignored).
 * @param family The family, or '' for all.
 */
export function filterKinds(
	kinds: readonly WidgetKind[],
	search: string,
	family: FamilyFilter
): WidgetKind[] {
	const fold = ( text: string ) =>
		text
			.normalize( 'NFD' )
			.replace( /[\u0300-\u036f]/g, '' )
			.toLowerCase();
	const words = fold( search ).split( /\s+/ ).filter( Boolean );
	return kinds.filter( ( kind ) => {
		if ( family && kind.family !== family ) {
			return false;
		}
		const haystack = fold(
			[ kind.title, kind.description, kind.tag, ...kind.aliases ].join(
				' '
			)
		);
		return words.every( ( word ) => haystack.includes( word ) );
	} );
}

/**
 * The order of terms in their checkboxes: as a tree.
 */

/**
 * Terms (categories) in tree order, each with its depth: children follow
 * their parent; orphans (parent not in the list) sit at the top level.
 *
 * @param terms The terms.
 */
export function orderTermsAsTree<
	Term extends { id: number; parent?: number },
>( terms: readonly Term[] ): Array< { term: Term; depth: number } > {
	const ids = new Set( terms.map( ( { id } ) => id ) );
	const ordered: Array< { term: Term; depth: number } > = [];
	const seen = new Set< number >();
	const visit = ( parent: number, depth: number ) => {
		for ( const term of terms ) {
			const termParent =
				term.parent && ids.has( term.parent ) && term.parent !== term.id
					? term.parent
					: 0;
			if ( termParent === parent && ! seen.has( term.id ) ) {
				seen.add( term.id );
				ordered.push( { term, depth } );
				visit( term.id, depth + 1 );
			}
		}
	};
	visit( 0, 0 );
	// Terms caught in a parent loop come last, at the top level.
	for ( const term of terms ) {
		if ( ! seen.has( term.id ) ) {
			seen.add( term.id );
			ordered.push( { term, depth: 0 } );
		}
	}
	return ordered;
}

import { orderTermsAsTree } from '../tree';

describe( 'the term checkboxes', () => {
	it( 'orders terms as a tree, orphans and loops at the top', () => {
		const ordered = orderTermsAsTree( [
			{ id: 3, name: 'Jazz', parent: 1 },
			{ id: 1, name: 'Music', parent: 0 },
			{ id: 4, name: 'Orphan', parent: 99 },
			{ id: 5, name: 'Loop A', parent: 6 },
			{ id: 6, name: 'Loop B', parent: 5 },
			{ id: 7, name: 'Bebop', parent: 3 },
		] );
		expect(
			ordered.map( ( { term, depth } ) => [ term.name, depth ] )
		).toEqual( [
			[ 'Music', 0 ],
			[ 'Jazz', 1 ],
			[ 'Bebop', 2 ],
			[ 'Orphan', 0 ],
			[ 'Loop A', 0 ],
			[ 'Loop B', 0 ],
		] );
	} );
} );

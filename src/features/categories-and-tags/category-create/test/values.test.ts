import {
	getInitialMetaValues,
	getParentOptions,
	toMetaPayload,
} from '../values';
import type { CategoryMetaField } from '../../../../stores/event-categories';

const FIELDS: CategoryMetaField[] = [
	{ key: 'color', label: 'Color', type: 'string' },
	{ key: 'priority', label: 'Priority', type: 'number' },
	{ key: 'featured', label: 'Featured', type: 'boolean' },
];

describe( 'category meta values', () => {
	it( 'start empty', () => {
		expect( getInitialMetaValues( FIELDS ) ).toEqual( {
			color: '',
			priority: '',
			featured: false,
		} );
	} );

	it( 'are sent typed, leaving out an empty number', () => {
		expect(
			toMetaPayload( FIELDS, {
				color: 'red',
				priority: '3',
				featured: true,
			} )
		).toEqual( { color: 'red', priority: 3, featured: true } );
		expect(
			toMetaPayload( FIELDS, getInitialMetaValues( FIELDS ) )
		).toEqual( { color: '', featured: false } );
	} );
} );

describe( 'getParentOptions', () => {
	it( 'lists children under their parent, indented', () => {
		expect(
			getParentOptions( [
				{ id: 3, name: 'Jazz', parent: 1 },
				{ id: 1, name: 'Music', parent: 0 },
				{ id: 2, name: 'Talks', parent: 0 },
				{ id: 4, name: 'Bebop', parent: 3 },
			] )
		).toEqual( [
			{ label: 'Music', value: '1' },
			{ label: '— Jazz', value: '3' },
			{ label: '— — Bebop', value: '4' },
			{ label: 'Talks', value: '2' },
		] );
	} );

	it( 'shows a category whose parent is not loaded at the top level', () => {
		expect(
			getParentOptions( [ { id: 7, name: 'Orphan', parent: 99 } ] )
		).toEqual( [ { label: 'Orphan', value: '7' } ] );
	} );
} );

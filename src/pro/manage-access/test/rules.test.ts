import {
	getPermissionLabels,
	getUnconfiguredRoles,
	isEverySelected,
	togglePermission,
	toEntries,
	validateAccessForm,
} from '../rules';

const KEYS = [ 'a', 'b', 'c' ];
const MESSAGES = { role: 'role!', permissions: 'permissions!' };

describe( 'Manage Access rules', () => {
	it( 'offers the roles without settings, in the site’s order', () => {
		const roles = {
			administrator: { name: 'administrator', label: 'Administrator' },
			editor: { name: 'editor', label: 'Editor' },
			author: { name: 'author', label: 'Author' },
		};
		const settings = {
			administrator: {
				key: 'administrator',
				name: 'administrator',
				label: 'Administrator',
				permissions: KEYS,
			},
		};
		expect( getUnconfiguredRoles( roles, settings ) ).toEqual( [
			roles.editor,
			roles.author,
		] );
		expect( getUnconfiguredRoles( null, settings ) ).toEqual( [] );
		expect( toEntries( settings ) ).toEqual( [ settings.administrator ] );
		expect( toEntries( null ) ).toEqual( [] );
	} );

	it( 'checks All Permissions exactly when every key is selected', () => {
		expect( isEverySelected( KEYS, [ 'c', 'a', 'b' ] ) ).toBe( true );
		expect( isEverySelected( KEYS, [ 'a', 'b' ] ) ).toBe( false );
		expect( isEverySelected( [], [] ) ).toBe( false );
	} );

	it( 'toggles one key and keeps the catalogue’s order', () => {
		expect( togglePermission( KEYS, [ 'c' ], 'a', true ) ).toEqual( [
			'a',
			'c',
		] );
		expect( togglePermission( KEYS, [ 'a', 'c' ], 'a', false ) ).toEqual( [
			'c',
		] );
	} );

	it( 'labels tags from the catalogue, or with the key', () => {
		expect( getPermissionLabels( [ 'a', 'z' ], { a: 'Alpha' } ) ).toEqual( [
			{ key: 'a', label: 'Alpha' },
			{ key: 'z', label: 'z' },
		] );
	} );

	it( 'asks for a role and at least one permission', () => {
		expect( validateAccessForm( '', [], MESSAGES ) ).toEqual( {
			role: 'role!',
			permissions: 'permissions!',
		} );
		expect( validateAccessForm( 'editor', [ 'a' ], MESSAGES ) ).toEqual(
			{}
		);
	} );
} );

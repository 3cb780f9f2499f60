/**
 * The permissions store against a mocked apiFetch.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { store as permissionsStore } from '..';
import reducer from '../reducer';
import {
	receiveCatalogue,
	receiveRoleSettings,
	receiveRoles,
} from '../actions';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const mockApiFetch = apiFetch as unknown as jest.Mock;

const ROLES = {
	administrator: { name: 'administrator', label: 'Administrator' },
	editor: { name: 'editor', label: 'Editor' },
};

const CATALOGUE = {
	etn_manage_event: 'Events, categories, tags and RSVP',
	etn_manage_schedule: 'Schedules',
};

const ADMINISTRATOR = {
	key: 'administrator',
	name: 'administrator',
	label: 'Administrator',
	permissions: [ 'etn_manage_event', 'etn_manage_schedule' ],
};

const EDITOR = {
	key: 'editor',
	name: 'editor',
	label: 'Editor',
	permissions: [ 'etn_manage_schedule' ],
};

function setUp() {
	const registry = createRegistry();
	registry.register( permissionsStore );
	return registry;
}

/** The requests made so far. */
function requests() {
	return mockApiFetch.mock.calls.map( ( [ options ] ) => options );
}

beforeEach( () => {
	mockApiFetch.mockReset();
} );

afterEach( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );

describe( 'the permissions reducer', () => {
	it( 'starts empty and keeps what it receives', () => {
		let state = reducer( undefined, { type: '@@INIT' } as never );
		expect( state ).toEqual( {
			roles: null,
			catalogue: null,
			roleSettings: null,
		} );
		state = reducer( state, receiveRoles( ROLES ) );
		state = reducer( state, receiveCatalogue( CATALOGUE ) );
		state = reducer(
			state,
			receiveRoleSettings( { administrator: ADMINISTRATOR } )
		);
		expect( state ).toEqual( {
			roles: ROLES,
			catalogue: CATALOGUE,
			roleSettings: { administrator: ADMINISTRATOR },
		} );
	} );
} );

describe( 'eventin/permissions', () => {
	it( 'loads the roles, the catalogue and the role settings', async () => {
		mockApiFetch.mockImplementation( async ( { path } ) => {
			switch ( path ) {
				case '/eventin/v2/permissions/roles':
					return ROLES;
				case '/eventin/v2/permissions':
					return CATALOGUE;
				case '/eventin/v2/permissions/settings':
					return { administrator: ADMINISTRATOR, editor: EDITOR };
			}
			throw new Error( `unexpected ${ path }` );
		} );
		const registry = setUp();
		const select = registry.select( permissionsStore );

		expect( select.getRoles() ).toBeNull();
		expect( select.getCatalogue() ).toBeNull();
		expect( select.getRoleSettings() ).toBeNull();

		const resolve = registry.resolveSelect( permissionsStore );
		expect( await resolve.getRoles() ).toEqual( ROLES );
		expect( await resolve.getCatalogue() ).toEqual( CATALOGUE );
		expect( await resolve.getRoleSettings() ).toEqual( {
			administrator: ADMINISTRATOR,
			editor: EDITOR,
		} );
		expect( requests() ).toEqual( [
			{ path: '/eventin/v2/permissions/roles' },
			{ path: '/eventin/v2/permissions' },
			{ path: '/eventin/v2/permissions/settings' },
		] );
		// Cached: no second request.
		await resolve.getRoleSettings();
		expect( mockApiFetch ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'keeps a load failure as the resolution error', async () => {
		const failure = { code: 'rest_forbidden', message: 'Nope' };
		mockApiFetch.mockRejectedValue( failure );
		const registry = setUp();

		await expect(
			registry.resolveSelect( permissionsStore ).getRoleSettings()
		).rejects.toEqual( failure );
		expect(
			registry
				.select( permissionsStore )
				.getResolutionError( 'getRoleSettings', [] )
		).toEqual( failure );
	} );

	it( 'adds a role with POST permissions/{role} and reloads the settings', async () => {
		let settings: Record< string, unknown > = {
			administrator: ADMINISTRATOR,
		};
		mockApiFetch.mockImplementation( async ( { method } ) => {
			if ( method === 'POST' ) {
				settings = { ...settings, editor: EDITOR };
				return EDITOR;
			}
			return settings;
		} );
		const registry = setUp();
		await registry.resolveSelect( permissionsStore ).getRoleSettings();

		expect(
			await registry
				.dispatch( permissionsStore )
				.addRole( 'editor', [ 'etn_manage_schedule' ] )
		).toEqual( EDITOR );
		expect( requests()[ 1 ] ).toEqual( {
			path: '/eventin/v2/permissions/editor',
			method: 'POST',
			data: { permissions: [ 'etn_manage_schedule' ] },
		} );
		expect(
			await registry.resolveSelect( permissionsStore ).getRoleSettings()
		).toEqual( { administrator: ADMINISTRATOR, editor: EDITOR } );
		expect( requests()[ 2 ] ).toEqual( {
			path: '/eventin/v2/permissions/settings',
		} );
	} );

	it( 'updates a role with PUT permissions/{role}', async () => {
		const updated = { ...EDITOR, permissions: [ 'etn_manage_event' ] };
		mockApiFetch.mockResolvedValue( updated );
		const registry = setUp();

		expect(
			await registry
				.dispatch( permissionsStore )
				.updateRole( 'editor', [ 'etn_manage_event' ] )
		).toEqual( updated );
		expect( requests() ).toEqual( [
			{
				path: '/eventin/v2/permissions/editor',
				method: 'PUT',
				data: { permissions: [ 'etn_manage_event' ] },
			},
		] );
	} );

	it( 'deletes a role with DELETE permissions/roles/{role} and reloads the settings', async () => {
		let settings: Record< string, unknown > = {
			administrator: ADMINISTRATOR,
			editor: EDITOR,
		};
		mockApiFetch.mockImplementation( async ( { method } ) => {
			if ( method === 'DELETE' ) {
				settings = { administrator: ADMINISTRATOR };
				return { deleted: true, previous: EDITOR };
			}
			return settings;
		} );
		const registry = setUp();
		await registry.resolveSelect( permissionsStore ).getRoleSettings();

		await registry.dispatch( permissionsStore ).deleteRole( 'editor' );
		expect( requests()[ 1 ] ).toEqual( {
			path: '/eventin/v2/permissions/roles/editor',
			method: 'DELETE',
		} );
		expect(
			await registry.resolveSelect( permissionsStore ).getRoleSettings()
		).toEqual( { administrator: ADMINISTRATOR } );
	} );

	it( 'rejects with the REST error and keeps the settings when a write fails', async () => {
		const failure = {
			code: 'eventin_administrator_protected',
			message: 'No',
		};
		mockApiFetch.mockImplementation( async ( { method } ) => {
			if ( method ) {
				throw failure;
			}
			return { administrator: ADMINISTRATOR };
		} );
		const registry = setUp();
		await registry.resolveSelect( permissionsStore ).getRoleSettings();

		await expect(
			registry.dispatch( permissionsStore ).deleteRole( 'administrator' )
		).rejects.toEqual( failure );
		expect(
			registry
				.select( permissionsStore )
				.hasFinishedResolution( 'getRoleSettings', [] )
		).toBe( true );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'escapes the role in the path', async () => {
		mockApiFetch.mockResolvedValue( EDITOR );
		const registry = setUp();

		await registry
			.dispatch( permissionsStore )
			.updateRole( 'a/b c', [ 'etn_manage_event' ] );
		expect( requests()[ 0 ].path ).toBe(
			'/eventin/v2/permissions/a%2Fb%20c'
		);
	} );
} );

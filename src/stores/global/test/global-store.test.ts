/**
 * The global store against a mocked apiFetch.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { store as globalStore } from '..';
import { store as categoriesStore } from '../../event-categories';
import { store as tagsStore } from '../../event-tags';
import { store as speakerGroupsStore } from '../../speaker-groups';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const mockApiFetch = apiFetch as unknown as jest.Mock;

const SETTINGS = {
	disable_category_and_tags: 'on',
	modules: { rsvp: 'off' },
};

function user( overrides = {} ) {
	return {
		ID: 7,
		display_name: 'Eve',
		roles: [ 'editor' ],
		is_super_admin: false,
		permissions: [ 'etn_manage_event' ],
		...overrides,
	};
}

function listResponse( items: unknown[] ) {
	return {
		json: async () => ( { items, total_items: items.length } ),
		headers: { get: () => null },
	};
}

function setUp() {
	const registry = createRegistry();
	registry.register( categoriesStore );
	registry.register( tagsStore );
	registry.register( speakerGroupsStore );
	registry.register( globalStore );
	return registry;
}

beforeEach( () => {
	mockApiFetch.mockReset();
} );

afterEach( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );

describe( 'eventin/global', () => {
	it( 'loads the settings from /eventin/v2/settings', async () => {
		mockApiFetch.mockResolvedValueOnce( SETTINGS );
		const registry = setUp();

		expect(
			await registry.resolveSelect( globalStore ).getSettings()
		).toEqual( SETTINGS );
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/settings',
		} );
	} );

	it( 'saves part of the settings and keeps the answer', async () => {
		const saved = { ...SETTINGS, disable_category_and_tags: 'off' };
		mockApiFetch.mockResolvedValueOnce( saved );
		const registry = setUp();

		await registry
			.dispatch( globalStore )
			.updateSettings( { disable_category_and_tags: 'off' } );

		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/settings',
			method: 'PUT',
			data: { disable_category_and_tags: 'off' },
		} );
		expect( registry.select( globalStore ).getSettings() ).toEqual( saved );
	} );

	it( 'loads the current user and answers hasPermission', async () => {
		mockApiFetch.mockResolvedValueOnce( user() );
		const registry = setUp();

		expect(
			registry.select( globalStore ).hasPermission( 'etn_manage_event' )
		).toBe( false );
		await registry.resolveSelect( globalStore ).getCurrentUser();

		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/permissions/current-user',
		} );
		const select = registry.select( globalStore );
		expect( select.hasPermission( 'etn_manage_event' ) ).toBe( true );
		expect( select.hasPermission( 'etn_manage_schedule' ) ).toBe( false );
	} );

	it( 'lets super admins pass everywhere', async () => {
		mockApiFetch.mockResolvedValueOnce(
			user( { is_super_admin: true, permissions: [] } )
		);
		const registry = setUp();

		expect(
			await registry
				.resolveSelect( globalStore )
				.hasPermission( 'etn_manage_order' )
		).toBe( true );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reads categories and tags for dropdowns from their stores, 100 at a time', async () => {
		const music = { id: 1, name: 'Music', parent: 0 };
		const outdoor = { id: 5, name: 'Outdoor' };
		mockApiFetch.mockImplementation( async ( { path } ) =>
			listResponse(
				path.includes( 'categories' ) ? [ music ] : [ outdoor ]
			)
		);
		const registry = setUp();

		expect( registry.select( globalStore ).getEventCategories() ).toEqual(
			[]
		);
		expect(
			await registry.resolveSelect( globalStore ).getEventCategories()
		).toEqual( [ music ] );
		expect(
			await registry.resolveSelect( globalStore ).getEventTags()
		).toEqual( [ outdoor ] );
		expect(
			mockApiFetch.mock.calls.map( ( [ options ] ) => options )
		).toEqual( [
			{ path: '/eventin/v2/event/categories?per_page=100', parse: false },
			{ path: '/eventin/v2/event/tags?per_page=100', parse: false },
		] );
		// One cache: the categories store already holds them.
		expect(
			registry.select( categoriesStore ).getItems( { per_page: 100 } )
		).toBe( registry.select( globalStore ).getEventCategories() );
	} );

	it( 'reads speaker groups for dropdowns, and tells when they are in', async () => {
		const keynotes = { id: 9, name: 'Keynotes', count: 2 };
		mockApiFetch.mockResolvedValue( listResponse( [ keynotes ] ) );
		const registry = setUp();
		const select = () => registry.select( globalStore );

		expect( select().getSpeakerCategories() ).toEqual( [] );
		expect(
			select().hasFinishedResolution( 'getSpeakerCategories', [] )
		).toBe( false );
		expect(
			await registry.resolveSelect( globalStore ).getSpeakerCategories()
		).toEqual( [ keynotes ] );
		expect(
			select().hasFinishedResolution( 'getSpeakerCategories', [] )
		).toBe( true );
		expect(
			mockApiFetch.mock.calls.map( ( [ options ] ) => options.path )
		).toEqual( [ '/eventin/v2/speaker/categories?per_page=100' ] );
	} );
} );

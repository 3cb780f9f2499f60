/**
 * The event editor's routes, one of them parameterised
 * (/events/create/:id/:slug), through the route rules and the router.
 */
import { matchRoutes } from 'react-router-dom';

import { APP_ROUTES, REGISTERED_PATHS } from '..';
import { MENU } from '../menu';
import { getFallbackPath } from '../get-fallback-path';
import { getDisabledRedirect, getHeaderButton, getVisibleMenu } from '../rules';
import { getRouteObjects } from '../../router';
import type { AppRoute } from '../types';
import type { Settings } from '../../../stores/global';
import { SETTINGS } from '../../../admin/test/helpers';

const CATEGORIES_OFF: Settings = {
	...SETTINGS,
	disable_category_and_tags: 'on',
	modules: { rsvp: 'off' },
	registered_domains: [],
};

function route( path: string ): AppRoute {
	const found = APP_ROUTES.find( ( candidate ) => candidate.path === path );
	if ( ! found ) {
		throw new Error( `No route ${ path }` );
	}
	return found;
}

const EDITOR_PATHS = [ '/events/create', '/events/create/:id/:slug' ];

describe( 'the event editor routes', () => {
	it.each( EDITOR_PATHS )(
		'%s needs etn_manage_event and goes back to the list',
		( path ) => {
			expect( route( path ).capability ).toBe( 'etn_manage_event' );
			for ( const settings of [ null, CATEGORIES_OFF ] ) {
				expect( getHeaderButton( route( path ), settings ) ).toEqual( {
					label: 'Go Back',
					to: '/events',
					variant: 'secondary',
				} );
				expect(
					getDisabledRedirect( route( path ), settings )
				).toBeNull();
			}
		}
	);

	it( 'are titled for creating and editing', () => {
		expect( route( '/events/create' ).title ).toBe( 'Add New Event' );
		expect( route( '/events/create/:id/:slug' ).title ).toBe(
			'Edit Event'
		);
	} );

	it( 'never become the Access Denied target', () => {
		expect( REGISTERED_PATHS ).toContain( '/events/create/:id/:slug' );
		expect(
			getFallbackPath( [ 'etn_manage_event' ], false, REGISTERED_PATHS )
		).toBe( '/events' );
		expect(
			getFallbackPath( [ 'etn_manage_order' ], false, REGISTERED_PATHS )
		).toBeNull();
	} );

	it( 'leave the header menu as it was', () => {
		const menu = getVisibleMenu( MENU, APP_ROUTES, () => true );
		const paths = menu.flatMap( ( group ) =>
			group.entries.map( ( entry ) => entry.path )
		);
		expect( paths ).toContain( '/events' );
		expect( paths.some( ( path ) => path.includes( ':' ) ) ).toBe( false );
	} );

	it( 'match the create page and each sub-page with its params', () => {
		const routes = getRouteObjects();
		const leaf = ( pathname: string ) => {
			const matches = matchRoutes( routes, pathname ) ?? [];
			return matches[ matches.length - 1 ];
		};

		expect( leaf( '/events/create' )?.route.path ).toBe( '/events/create' );
		const edit = leaf( '/events/create/12/tickets' );
		expect( edit?.route.path ).toBe( '/events/create/:id/:slug' );
		expect( edit?.params ).toMatchObject( { id: '12', slug: 'tickets' } );
		// Too short or too long: not the editor (the catch-all sends to /events).
		expect( leaf( '/events/create/12' )?.route.path ).toBe( '*' );
		expect( leaf( '/events/create/12/basic/more' )?.route.path ).toBe(
			'*'
		);
	} );
} );

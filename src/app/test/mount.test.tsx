/**
 * mount(): one call starts an app on its root with a route table of its own:
 * the hash router, the shell's menu and the authorization all follow the table.
 */
import { act, screen, within } from '@testing-library/react';

import { mount } from '../mount';
import { DEFAULT_CONFIG } from '../../admin/config';
import { type RouteTable } from '../routes/types';
import { CAPABILITIES } from '../../stores/global/capabilities';
import { VENDOR_ROUTE_TABLE } from '../routes/vendor';
import {
	ADMIN,
	SETTINGS,
	listResponse,
	mockRest,
} from '../../admin/test/helpers';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

// jsdom has no fetch Request, which the hash router builds for each
// navigation; the router reads only its url and signal.
if ( typeof globalThis.Request === 'undefined' ) {
	( globalThis as any ).Request = class {
		url: string;
		signal: AbortSignal | undefined;
		method: string;
		constructor( url: string, init?: { signal?: AbortSignal } ) {
			this.url = String( url );
			this.signal = init?.signal;
			this.method = 'GET';
		}
	};
}

const VENDOR = {
	ID: 7,
	display_name: 'Vera',
	roles: [ 'event_vendor' ],
	is_super_admin: false,
	permissions: [ 'etn_manage_own_events' ],
};

function First() {
	return <p>First screen</p>;
}
function Second() {
	return <p>Second screen</p>;
}

const TABLE: RouteTable = {
	routes: [
		{
			path: '/first',
			title: 'First',
			capability: CAPABILITIES.manageOwnEvents,
			Screen: First,
		},
		{
			path: '/second',
			title: 'Second',
			capability: CAPABILITIES.manageSetting,
			Screen: Second,
		},
	],
	menu: [
		{
			id: 'all',
			label: 'All',
			entries: [
				{ label: 'First entry', path: '/first' },
				{ label: 'Second entry', path: '/second' },
			],
		},
	],
	defaultPath: '/first',
	fallbackAreas: [
		{ path: '/first', capability: CAPABILITIES.manageOwnEvents },
	],
};

let unmount: ( () => void ) | null = null;

afterEach( () => {
	act( () => unmount?.() );
	unmount = null;
	document.body.innerHTML = '';
	window.location.hash = '';
} );

function mountAt( hash: string, table: RouteTable ) {
	window.location.hash = hash;
	const root = document.createElement( 'div' );
	document.body.appendChild( root );
	let reactRoot: ReturnType< typeof mount > | undefined;
	act( () => {
		reactRoot = mount( root, DEFAULT_CONFIG, table );
	} );
	unmount = () => reactRoot?.unmount();
	return root;
}

describe( 'mount', () => {
	it( 'renders into the root it is given, at the hash, with the table’s menu', async () => {
		mockRest( {
			'GET /eventin/v2/permissions/current-user': VENDOR,
			'GET /eventin/v2/settings': SETTINGS,
		} );
		const root = mountAt( '#/first', TABLE );

		expect(
			await within( root ).findByText( 'First screen' )
		).toBeInTheDocument();
		const menu = within( root ).getByRole( 'navigation' );
		expect(
			within( menu ).getByRole( 'link', { name: 'First entry' } )
		).toHaveAttribute( 'href', '#/first' );
		// The vendor may not open the second route: it is not in their menu.
		expect(
			within( menu ).queryByRole( 'link', { name: 'Second entry' } )
		).not.toBeInTheDocument();
	} );

	it( 'sends an unknown path to the table’s default path', async () => {
		mockRest( {
			'GET /eventin/v2/permissions/current-user': VENDOR,
			'GET /eventin/v2/settings': SETTINGS,
		} );
		mountAt( '#/no/such/screen', TABLE );

		expect( await screen.findByText( 'First screen' ) ).toBeInTheDocument();
		expect( window.location.hash ).toBe( '#/first' );
	} );

	it( 'mounts the front-end table: the vendor lands on My events, with the vendor menu', async () => {
		mockRest( {
			'GET /eventin/v2/permissions/current-user': VENDOR,
			'GET /eventin/v2/settings': SETTINGS,
			'GET /eventin/v2/events': () => listResponse( [] ),
		} );
		const root = mountAt( '#/events', VENDOR_ROUTE_TABLE );

		const menu = await within( root ).findByRole( 'navigation', {
			name: 'Eventin menu',
		} );
		expect(
			within( menu )
				.getAllByRole( 'link' )
				.map( ( link ) => link.textContent )
		).toEqual( [ 'My events', 'Bookings and revenue', 'Attendees' ] );
		expect(
			await within( root ).findByRole( 'heading', {
				level: 1,
				name: 'My events',
			} )
		).toBeInTheDocument();
	} );

	it( 'gives an administrator the same front-end menu (no wp-admin screens)', async () => {
		mockRest( {
			'GET /eventin/v2/permissions/current-user': ADMIN,
			'GET /eventin/v2/settings': SETTINGS,
			'GET /eventin/v2/events': () => listResponse( [] ),
		} );
		const root = mountAt( '#/settings', VENDOR_ROUTE_TABLE );

		const menu = await within( root ).findByRole( 'navigation', {
			name: 'Eventin menu',
		} );
		expect(
			within( menu ).queryByRole( 'link', { name: 'Settings' } )
		).not.toBeInTheDocument();
		expect( window.location.hash ).toMatch( /^#\/events/ );
	} );
} );

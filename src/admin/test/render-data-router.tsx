/**
 * Renders the app in a memory data router, as the hash router runs it in
 * wp-admin: the unsaved-changes guard (react-router's useBlocker) needs a
 * data router, which the shared `renderApp()` (a MemoryRouter) is not.
 */
import { RegistryProvider } from '@wordpress/data';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { ConfigContext, DEFAULT_CONFIG } from '../config';
import { getRouteObjects } from '../../app/router';
import { createTestRegistry } from './helpers';

/**
 * jsdom lacks fetch's `Request`, which a data router builds for each
 * navigation; without loaders it only carries the URL and the signal.
 */
class TestRequest {
	url: string;
	method: string;
	signal: AbortSignal | undefined;
	constructor(
		input: string | URL,
		init: { method?: string; signal?: AbortSignal } = {}
	) {
		this.url = String( input );
		this.method = ( init.method ?? 'GET' ).toUpperCase();
		this.signal = init.signal;
	}
}

if ( typeof globalThis.Request === 'undefined' ) {
	Object.assign( globalThis, { Request: TestRequest } );
}

/**
 * Renders the whole app at a path; `router.state.location.pathname` is
 * where it is now.
 *
 * @param path The starting path, e.g. '/events/create/12/basic'.
 */
export function renderEditor( path: string ) {
	const registry = createTestRegistry();
	const router = createMemoryRouter( getRouteObjects(), {
		initialEntries: [ path ],
	} );
	const result = render(
		<RegistryProvider value={ registry }>
			<ConfigContext.Provider value={ DEFAULT_CONFIG }>
				<RouterProvider router={ router } />
			</ConfigContext.Provider>
		</RegistryProvider>
	);
	return { ...result, router, registry };
}

/**
 * The current path of a rendered router.
 *
 * @param router The router `renderEditor()` returned.
 */
export function currentPath(
	router: ReturnType< typeof renderEditor >[ 'router' ]
): string {
	return router.state.location.pathname;
}

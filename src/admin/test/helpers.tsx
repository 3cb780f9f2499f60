/**
 * Shared by the admin app's unit tests: a mocked REST API (apiFetch is
 * mocked by each test file) and the app rendered at a route.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { render } from '@testing-library/react';
import {
	MemoryRouter,
	useLocation,
	useRoutes,
	type RouteObject,
} from 'react-router-dom';
import type { ReactElement } from 'react';

import { store as globalStore } from '../../stores/global';
import { store as categoriesStore } from '../../stores/event-categories';
import { store as tagsStore } from '../../stores/event-tags';
import { store as eventsStore } from '../../stores/events';
import { store as choicesStore } from '../../stores/choices';
import { store as schedulesStore } from '../../stores/schedules';
import { store as speakersStore } from '../../stores/speakers';
import { store as speakerGroupsStore } from '../../stores/speaker-groups';
import { store as shortcodeScriptsStore } from '../../stores/shortcode-scripts';
import { store as batchesStore } from '../../stores/batches';
import type { CurrentUser, Settings } from '../../stores/global';
import { SETTINGS } from './fixtures';
import { ConfigContext, DEFAULT_CONFIG, type AdminConfig } from '../config';
import { getRouteObjects } from '../../app/router';

export {
	ADMIN,
	EVENT_MANAGER,
	ORGANIZER_MANAGER,
	SCHEDULE_MANAGER,
	SETTINGS,
} from './fixtures';

export const mockApiFetch = apiFetch as unknown as jest.Mock;

/**
 * A list answer as apiFetch hands it over with `parse: false`.
 * @param items
 * @param total
 */
export function listResponse( items: unknown[], total = items.length ) {
	return {
		json: async () => ( { items, total_items: total } ),
		headers: {
			get: ( name: string ) =>
				name.toLowerCase() === 'x-wp-total' ? String( total ) : null,
		},
	};
}

type Handler = ( options: {
	path: string;
	method?: string;
	data?: unknown;
} ) => unknown;

/**
 * Answers apiFetch by path (without the query string) and method:
 * `{ 'GET /eventin/v2/settings': settings, 'POST /eventin/v2/event/tags': fn }`.
 * A function answer is called with the request; one that throws rejects.
 * Unknown requests never answer. Calls recorded so far are forgotten.
 *
 * @param answers Answers by 'METHOD /path'.
 */
export function mockRest( answers: Record< string, unknown > ) {
	mockApiFetch.mockReset();
	mockApiFetch.mockImplementation( async ( options ) => {
		const key = `${ options.method ?? 'GET' } ${
			options.path.split( '?' )[ 0 ]
		}`;
		if ( ! ( key in answers ) ) {
			return new Promise( () => {} );
		}
		const answer = answers[ key ];
		return typeof answer === 'function'
			? ( answer as Handler )( options )
			: answer;
	} );
}

/**
 * The usual answers for a signed-in user.
 * @param user
 * @param settings
 */
export function restFor(
	user: CurrentUser,
	settings: Settings = SETTINGS
): Record< string, unknown > {
	return {
		'GET /eventin/v2/permissions/current-user': user,
		'GET /eventin/v2/settings': settings,
		'GET /eventin/v2/event/categories': () => listResponse( [] ),
		'GET /eventin/v2/event/tags': () => listResponse( [] ),
		'GET /eventin/v2/events': () => listResponse( [] ),
	};
}

export function createTestRegistry() {
	const registry = createRegistry();
	registry.register( globalStore );
	registry.register( categoriesStore );
	registry.register( tagsStore );
	registry.register( eventsStore );
	registry.register( choicesStore );
	registry.register( schedulesStore );
	registry.register( speakersStore );
	registry.register( speakerGroupsStore );
	registry.register( shortcodeScriptsStore );
	registry.register( batchesStore );
	return registry;
}

/**
 * Renders an element with a fresh data registry and configuration.
 *
 * @param element The element.
 * @param config  Configuration overrides.
 */
export function renderWithData(
	element: ReactElement,
	config: Partial< AdminConfig > = {}
) {
	const registry = createTestRegistry();
	return {
		registry,
		...render(
			<RegistryProvider value={ registry }>
				<ConfigContext.Provider
					value={ { ...DEFAULT_CONFIG, ...config } }
				>
					{ element }
				</ConfigContext.Provider>
			</RegistryProvider>
		),
	};
}

function Routes( { routes }: { routes: RouteObject[] } ) {
	const location = useLocation();
	return (
		<>
			{ useRoutes( routes ) }
			<output data-testid="location">{ location.pathname }</output>
		</>
	);
}

/**
 * Renders routes in memory, starting at a path. The current path is in
 * `getByTestId( 'location' )`.
 *
 * jsdom lacks the fetch `Request` that data routers (createHashRouter)
 * need, so tests route the same route objects with a MemoryRouter.
 *
 * @param routes The route objects.
 * @param path   The starting path.
 * @param config Configuration overrides.
 */
export function renderRoutes(
	routes: RouteObject[],
	path: string,
	config: Partial< AdminConfig > = {}
) {
	return renderWithData(
		<MemoryRouter initialEntries={ [ path ] }>
			<Routes routes={ routes } />
		</MemoryRouter>,
		config
	);
}

/**
 * Renders the whole app at a route.
 *
 * @param path        The route, e.g. '/categories'.
 * @param config      Configuration overrides.
 * @param extraRoutes Stand-ins for screens that later features add.
 */
export function renderApp(
	path: string,
	config: Partial< AdminConfig > = {},
	extraRoutes: RouteObject[] = []
) {
	const routes = getRouteObjects();
	routes[ 0 ].children?.unshift( ...extraRoutes );
	return renderRoutes( routes, path, config );
}

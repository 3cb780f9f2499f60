/**
 * The route tree: the layout shell around one route per APP_ROUTES entry;
 * the bare dashboard and any other path go to /events.
 */
import { Navigate, type RouteObject } from 'react-router-dom';

import { APP_ROUTES, DEFAULT_PATH } from './routes';
import Layout from './shell/layout';
import RouteScreen from './shell/route-screen';

export function getRouteObjects(): RouteObject[] {
	return [
		{
			path: '/',
			element: <Layout />,
			children: [
				{
					index: true,
					element: <Navigate to={ DEFAULT_PATH } replace />,
				},
				...APP_ROUTES.map( ( route ) => ( {
					path: route.path,
					element: <RouteScreen key={ route.path } route={ route } />,
				} ) ),
				{
					path: '*',
					element: <Navigate to={ DEFAULT_PATH } replace />,
				},
			],
		},
	];
}

/**
 * The route tree: the layout shell around one route per APP_ROUTES entry;
 * the bare dashboard and any other path go to /events.
 */
import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';

import { APP_ROUTES, DEFAULT_PATH, type AppRoute } from './routes';
import Layout from './shell/layout';
import RouteScreen from './shell/route-screen';

/**
 * A route's screen, or its `withQuery` screen when the query asks for it.
 *
 * @param props
 * @param props.route
 */
function RouteOrQueryScreen( { route }: { route: AppRoute } ) {
	const [ query ] = useSearchParams();
	const other = route.withQuery;
	if ( other && query.get( other.param ) === '1' ) {
		const shown = { ...other.route, path: route.path };
		return (
			<RouteScreen
				key={ `${ route.path }?${ other.param }` }
				route={ shown }
			/>
		);
	}
	return <RouteScreen key={ route.path } route={ route } />;
}

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
					element: <RouteOrQueryScreen route={ route } />,
				} ) ),
				{
					path: '*',
					element: <Navigate to={ DEFAULT_PATH } replace />,
				},
			],
		},
	];
}

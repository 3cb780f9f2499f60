/**
 * The route tree of a route table: the layout shell around one route per
 * entry; the bare app and any other path go to the table's default path.
 */
import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';

import { ADMIN_ROUTE_TABLE, type AppRoute, type RouteTable } from './routes';
import { RouteTableContext } from './routes/context';
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

/**
 * The router's routes for a table (the wp-admin dashboard's by default).
 *
 * @param table The routes, menu and default path.
 */
export function getRouteObjects(
	table: RouteTable = ADMIN_ROUTE_TABLE
): RouteObject[] {
	const home = <Navigate to={ table.defaultPath } replace />;
	return [
		{
			path: '/',
			element: (
				<RouteTableContext.Provider value={ table }>
					<Layout />
				</RouteTableContext.Provider>
			),
			children: [
				{ index: true, element: home },
				...table.routes.map( ( route ) => ( {
					path: route.path,
					element: <RouteOrQueryScreen route={ route } />,
				} ) ),
				{ path: '*', element: home },
			],
		},
	];
}

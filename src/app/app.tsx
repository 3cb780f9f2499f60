import { useState } from '@wordpress/element';
import { createHashRouter, RouterProvider } from 'react-router-dom';

import { ConfigContext, type AdminConfig } from '../admin/config';
import { getRouteObjects } from './router';
import { type RouteTable } from './routes/types';

export default function App( {
	config,
	table,
}: {
	config: AdminConfig;
	table: RouteTable;
} ) {
	const [ router ] = useState( () =>
		createHashRouter( getRouteObjects( table ) )
	);
	return (
		<ConfigContext.Provider value={ config }>
			<RouterProvider router={ router } />
		</ConfigContext.Provider>
	);
}

import { useState } from '@wordpress/element';
import { createHashRouter, RouterProvider } from 'react-router-dom';

import { ConfigContext, type AdminConfig } from './config';
import { getRouteObjects } from './router';

export default function App( { config }: { config: AdminConfig } ) {
	const [ router ] = useState( () => createHashRouter( getRouteObjects() ) );
	return (
		<ConfigContext.Provider value={ config }>
			<RouterProvider router={ router } />
		</ConfigContext.Provider>
	);
}

/**
 * The route table of the app on the page: the shell (header menu, the
 * authorization's fallback) reads it here, so the wp-admin dashboard and the
 * front-end dashboard share one shell with their own routes.
 */
import { createContext, useContext } from '@wordpress/element';

import { type RouteTable } from './types';

export const RouteTableContext = createContext< RouteTable | null >( null );

export function useRouteTable(): RouteTable {
	const table = useContext( RouteTableContext );
	if ( ! table ) {
		throw new Error( 'The app is rendered without its route table.' );
	}
	return table;
}

import { useContext, useEffect } from '@wordpress/element';
import {
	UNSAFE_DataRouterContext as DataRouterContext,
	useLocation,
	useNavigate,
} from 'react-router-dom';

/**
 * Sends a list to its empty state (e.g. /schedules/empty) once it knows the
 * site has none of its items, replacing the list in the history so Back
 * does not bounce between the two.
 *
 * Not when the user has already gone elsewhere: the router renders a new
 * screen in a transition, so the list may still be on the page (and its
 * answer arrive) after a click on another screen; that navigation wins.
 *
 * @param isEmpty Whether the site has none of the list's items.
 * @param path    The empty state's route.
 */
export function useEmptyStateRedirect( isEmpty: boolean, path: string ): void {
	const navigate = useNavigate();
	const location = useLocation();
	// The data router (wp-admin's hash router) knows where the user is going
	// before React renders it; a plain router has no such lag.
	const router = useContext( DataRouterContext )?.router;
	useEffect( () => {
		const leaving = !! router && router.state.location.key !== location.key;
		if ( isEmpty && ! leaving ) {
			navigate( path, { replace: true } );
		}
	}, [ isEmpty, path, navigate, router, location.key ] );
}

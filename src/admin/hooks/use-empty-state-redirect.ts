import { useEffect } from '@wordpress/element';
import { useNavigate } from 'react-router-dom';

/**
 * Sends a list to its empty state (e.g. /schedules/empty) once it knows the
 * site has none of its items, replacing the list in the history so Back
 * does not bounce between the two.
 *
 * @param isEmpty Whether the site has none of the list's items.
 * @param path    The empty state's route.
 */
export function useEmptyStateRedirect( isEmpty: boolean, path: string ): void {
	const navigate = useNavigate();
	useEffect( () => {
		if ( isEmpty ) {
			navigate( path, { replace: true } );
		}
	}, [ isEmpty, path, navigate ] );
}

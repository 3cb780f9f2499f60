import { useSelect } from '@wordpress/data';

import { store as globalStore } from '../../stores/global';

/**
 * The current user's permissions, loading on first use.
 * `error` is the REST error when they could not be loaded.
 */
export function useCurrentUser() {
	return useSelect( ( select ) => {
		const global = select( globalStore );
		const user = global.getCurrentUser();
		return {
			user,
			isLoading: ! global.hasFinishedResolution( 'getCurrentUser', [] ),
			error: global.getResolutionError( 'getCurrentUser', [] ) as
				{ message?: string } | undefined,
		};
	}, [] );
}

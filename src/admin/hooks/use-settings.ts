import { useSelect } from '@wordpress/data';

import { store as globalStore } from '../../stores/global';

/**
 * The plugin settings, loading on first use. `settings` stays null when
 * they could not be loaded; the rules then use the defaults.
 */
export function useSettings() {
	return useSelect( ( select ) => {
		const global = select( globalStore );
		return {
			settings: global.getSettings(),
			isLoading: ! global.hasFinishedResolution( 'getSettings', [] ),
		};
	}, [] );
}

import apiFetch from '@wordpress/api-fetch';

import { type CurrentUser, type Settings, type SettingsChanges } from './types';
import {
	RECEIVE_CURRENT_USER,
	RECEIVE_SETTINGS,
	SETTINGS_PATH,
} from './constants';

interface GlobalThunkArgs {
	dispatch: { receiveSettings: ( settings: Settings ) => void };
}

export function receiveSettings( settings: Settings ) {
	return { type: RECEIVE_SETTINGS, settings } as const;
}

export function receiveCurrentUser( currentUser: CurrentUser ) {
	return { type: RECEIVE_CURRENT_USER, currentUser } as const;
}

/**
 * Saves part of the settings; resolves to the full settings.
 *
 * @param changes The settings to change.
 */
export const updateSettings =
	( changes: SettingsChanges ) =>
	async ( { dispatch }: GlobalThunkArgs ): Promise< Settings > => {
		const settings = await apiFetch< Settings >( {
			path: SETTINGS_PATH,
			method: 'PUT',
			data: changes,
		} );
		dispatch.receiveSettings( settings );
		return settings;
	};

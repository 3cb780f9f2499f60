import apiFetch from '@wordpress/api-fetch';

import { type CurrentUser, type Settings } from './types';
import { CURRENT_USER_PATH, SETTINGS_PATH } from './constants';

interface GlobalResolverArgs {
	dispatch: {
		receiveSettings: ( settings: Settings ) => void;
		receiveCurrentUser: ( user: CurrentUser ) => void;
	};
	resolveSelect: { getCurrentUser: () => Promise< CurrentUser | null > };
}

export const getSettings =
	() =>
	async ( { dispatch }: GlobalResolverArgs ) => {
		dispatch.receiveSettings(
			await apiFetch< Settings >( { path: SETTINGS_PATH } )
		);
	};

export const getCurrentUser =
	() =>
	async ( { dispatch }: GlobalResolverArgs ) => {
		dispatch.receiveCurrentUser(
			await apiFetch< CurrentUser >( { path: CURRENT_USER_PATH } )
		);
	};

export const hasPermission =
	() =>
	async ( { resolveSelect }: GlobalResolverArgs ) => {
		await resolveSelect.getCurrentUser();
	};

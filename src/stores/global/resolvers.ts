import apiFetch from '@wordpress/api-fetch';

import { store as categoriesStore } from '../event-categories';
import { store as tagsStore } from '../event-tags';
import { store as speakerGroupsStore } from '../speaker-groups';
import { type CrudQuery } from '../crud';
import { type CurrentUser, type Settings } from './types';
import { CURRENT_USER_PATH, LOOKUP_QUERY, SETTINGS_PATH } from './constants';

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

/** A store a lookup reads its page from. */
type LookupStore =
	typeof categoriesStore | typeof tagsStore | typeof speakerGroupsStore;

interface LookupResolverArgs {
	registry: {
		resolveSelect: ( store: LookupStore ) => {
			getItems: ( query: CrudQuery ) => Promise< unknown >;
		};
	};
}

/**
 * A lookup is resolved once its store answered the lookup query.
 *
 * @param store The resource's store.
 */
function resolveLookup( store: LookupStore ) {
	return () =>
		async ( { registry }: LookupResolverArgs ) => {
			await registry.resolveSelect( store ).getItems( LOOKUP_QUERY );
		};
}

export const getEventCategories = resolveLookup( categoriesStore );

export const getEventTags = resolveLookup( tagsStore );

export const getSpeakerCategories = resolveLookup( speakerGroupsStore );

import { createRegistrySelector } from '@wordpress/data';

import { store as categoriesStore } from '../event-categories';
import { store as tagsStore } from '../event-tags';
import { store as speakerGroupsStore } from '../speaker-groups';
import { type EventCategory } from '../event-categories/types';
import { type EventTag } from '../event-tags/types';
import { type SpeakerGroup } from '../speaker-groups/types';
import { type CurrentUser, type GlobalState, type Settings } from './types';
import { type Capability, isAllowed } from './capabilities';
import { LOOKUP_QUERY } from './constants';

const NO_ITEMS: never[] = [];

export function getSettings( state: GlobalState ): Settings | null {
	return state.settings;
}

export function getCurrentUser( state: GlobalState ): CurrentUser | null {
	return state.currentUser;
}

/**
 * Whether the current user holds a capability; false until the user's
 * permissions have loaded.
 *
 * @param state      The store state.
 * @param capability The capability.
 */
export function hasPermission(
	state: GlobalState,
	capability: Capability
): boolean {
	const user = state.currentUser;
	return user
		? isAllowed( user.permissions, user.is_super_admin, capability )
		: false;
}

// The lookups for dropdowns read one page of 100 from each resource's own
// store (one cache per resource); empty until it arrives, which
// hasFinishedResolution( 'getEventCategories' ) and the like tell.

/** Event categories for dropdowns, read from the categories store's cache. */
export const getEventCategories = createRegistrySelector(
	( select ) => (): EventCategory[] =>
		select( categoriesStore ).getItems( LOOKUP_QUERY ) ?? NO_ITEMS
);

/** Event tags for dropdowns, read from the tags store's cache. */
export const getEventTags = createRegistrySelector(
	( select ) => (): EventTag[] =>
		select( tagsStore ).getItems( LOOKUP_QUERY ) ?? NO_ITEMS
);

/** Speaker groups for dropdowns, read from the speaker groups store's cache. */
export const getSpeakerCategories = createRegistrySelector(
	( select ) => (): SpeakerGroup[] =>
		select( speakerGroupsStore ).getItems( LOOKUP_QUERY ) ?? NO_ITEMS
);

/**
 * Speakers in the admin app: their paths, the wording of roles and social
 * networks, and the speaker list's filters,
 * which live in the DataViews view so that a change sends the list back to
 * page 1, and turn into the `GET /eventin/v2/speakers` query here.
 */
import { type View } from '@wordpress/dataviews/wp';
import { __ } from '@wordpress/i18n';

import { type CrudQuery } from '../../stores/crud';
import {
	type SocialNetwork,
	type SpeakerQuery,
	type SpeakerRole,
} from '../../stores/speakers/types';
import { findViewFilter, viewToQuery } from './view-to-query';

/** The roles, in the order screens offer them. */
export const SPEAKER_ROLES: readonly SpeakerRole[] = [ 'speaker', 'organizer' ];

/**
 * 'Speaker' or 'Organizer'.
 *
 * @param role The role.
 */
export function getRoleLabel( role: SpeakerRole ): string {
	return role === 'organizer'
		? __( 'Organizer', 'eventin' )
		: __( 'Speaker', 'eventin' );
}

/**
 * A social network's name as people know it.
 *
 * @param network The network.
 */
export function getSocialNetworkLabel( network: SocialNetwork ): string {
	switch ( network ) {
		case 'facebook':
			return __( 'Facebook', 'eventin' );
		case 'x':
			return __( 'X', 'eventin' );
		case 'linkedin':
			return __( 'LinkedIn', 'eventin' );
		case 'instagram':
			return __( 'Instagram', 'eventin' );
		case 'youtube':
			return __( 'YouTube', 'eventin' );
		default:
			return __( 'Website', 'eventin' );
	}
}

/** The view filter holding the group id (`operator: 'is'`). */
export const GROUP_FILTER_FIELD = 'speaker_group';

/** The view filter holding the role (`operator: 'is'`). */
export const ROLE_FILTER_FIELD = 'category';

/**
 * The group id the view filters by; 0 for all groups.
 *
 * @param view The view.
 */
export function getGroupFilter( view: View ): number {
	const value = Number( findViewFilter( view, GROUP_FILTER_FIELD )?.value );
	return Number.isSafeInteger( value ) && value > 0 ? value : 0;
}

/**
 * The role the view filters by; '' for all roles.
 *
 * @param view The view.
 */
export function getRoleFilter( view: View ): SpeakerRole | '' {
	const value = findViewFilter( view, ROLE_FILTER_FIELD )?.value;
	return ( SPEAKER_ROLES as readonly unknown[] ).includes( value )
		? ( value as SpeakerRole )
		: '';
}

/**
 * The `GET /eventin/v2/speakers` query of a view: `paged`, `per_page`,
 * `search`, `speaker_group` and `category`.
 *
 * @param view The view.
 */
export function speakerViewToQuery( view: View ): CrudQuery & SpeakerQuery {
	const query: CrudQuery & SpeakerQuery = viewToQuery( view, [] );
	const group = getGroupFilter( view );
	if ( group > 0 ) {
		query.speaker_group = group;
	}
	const role = getRoleFilter( view );
	if ( role ) {
		query.category = role;
	}
	return query;
}

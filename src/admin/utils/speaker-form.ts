/**
 * The speaker form's values: from and to the REST item, client checks
 * (messages by field key) and where the server's field errors go.
 */
import { __ } from '@wordpress/i18n';

import {
	SOCIAL_NETWORKS,
	type SocialNetwork,
	type Speaker,
	type SpeakerData,
	type SpeakerRole,
} from '../../stores/speakers/types';
import { SPEAKER_ROLES } from './speakers';
import { isHttpUrl, toIdList, type FieldErrors } from './form';

/** The server keeps at most this many social links. */
export const MAX_SOCIAL_LINKS = 10;

/** A social link row of the form; `key` only tells rows apart on screen. */
export interface SocialLinkRow {
	key: number;
	network: SocialNetwork;
	url: string;
}

export interface SpeakerFormValues {
	name: string;
	email: string;
	designation: string;
	company: string;
	biography: string;
	image_id: number;
	/** The photo's URL, for the preview. */
	image: string;
	social: SocialLinkRow[];
	group_ids: number[];
	category: SpeakerRole[];
}

let lastRowKey = 0;

/**
 * A new social link row.
 *
 * @param network The network.
 * @param url     The link.
 */
export function newSocialRow(
	network: SocialNetwork = 'website',
	url = ''
): SocialLinkRow {
	lastRowKey += 1;
	return { key: lastRowKey, network, url };
}

/** The values of a new speaker: a speaker (role), nothing else. */
export function getNewSpeakerValues(): SpeakerFormValues {
	return {
		name: '',
		email: '',
		designation: '',
		company: '',
		biography: '',
		image_id: 0,
		image: '',
		social: [],
		group_ids: [],
		category: [ 'speaker' ],
	};
}

function isNetwork( value: unknown ): value is SocialNetwork {
	return ( SOCIAL_NETWORKS as readonly unknown[] ).includes( value );
}

/**
 * The form values of a speaker as the server answered it.
 *
 * @param speaker The speaker.
 */
export function toSpeakerValues( speaker: Speaker ): SpeakerFormValues {
	const image = Number( speaker.image_id );
	return {
		name: speaker.name ?? '',
		email: speaker.email ?? '',
		designation: speaker.designation ?? '',
		company: speaker.company ?? '',
		biography: speaker.biography ?? '',
		image_id: Number.isSafeInteger( image ) && image > 0 ? image : 0,
		image: speaker.image ?? '',
		social: ( Array.isArray( speaker.social ) ? speaker.social : [] ).map(
			( link ) =>
				newSocialRow(
					isNetwork( link?.network ) ? link.network : 'website',
					typeof link?.url === 'string' ? link.url : ''
				)
		),
		group_ids: toIdList( speaker.group_ids ),
		category: SPEAKER_ROLES.filter( ( role ) =>
			( speaker.category ?? [] ).includes( role )
		),
	};
}

/**
 * The body of the create or update request.
 *
 * @param values The form values.
 */
export function fromSpeakerValues( values: SpeakerFormValues ): SpeakerData {
	return {
		name: values.name.trim(),
		email: values.email.trim(),
		designation: values.designation.trim(),
		company: values.company.trim(),
		biography: values.biography,
		image_id: values.image_id,
		social: values.social.map( ( { network, url } ) => ( {
			network,
			url: url.trim(),
		} ) ),
		group_ids: values.group_ids,
		category: values.category,
	};
}

/**
 * Whether an email address looks deliverable: something@host.tld, no spaces.
 *
 * @param email The address.
 */
export function isValidEmail( email: string ): boolean {
	return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test( email.trim() );
}

/**
 * The client checks: name, email, at least one role, http(s) links.
 *
 * @param values The form values.
 */
export function validateSpeaker( values: SpeakerFormValues ): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! values.name.trim() ) {
		errors.name = __( 'Please enter the name.', 'eventin' );
	}
	if ( ! values.email.trim() ) {
		errors.email = __( 'Please enter the email.', 'eventin' );
	} else if ( ! isValidEmail( values.email ) ) {
		errors.email = __( 'Please enter a valid email.', 'eventin' );
	}
	if ( values.category.length === 0 ) {
		errors.category = __( 'Choose at least one role.', 'eventin' );
	}
	values.social.forEach( ( link, index ) => {
		if ( ! isHttpUrl( link.url ) ) {
			errors[ `social.${ index }.url` ] = __(
				'Please enter a valid link starting with http:// or https://.',
				'eventin'
			);
		}
	} );
	return errors;
}

const TOP_LEVEL_KEYS = [
	'name',
	'email',
	'designation',
	'company',
	'biography',
	'image_id',
	'social',
	'group_ids',
	'category',
];

/**
 * Where a server field error shows: the field of the same key (social link
 * fields by row, e.g. `social.0.url`); null above the form.
 *
 * @param key The normalized server key.
 */
export function mapSpeakerServerKey( key: string ): string | null {
	if ( TOP_LEVEL_KEYS.includes( key ) ) {
		return key;
	}
	return /^social\.\d+\.(network|url)$/.test( key ) ? key : null;
}

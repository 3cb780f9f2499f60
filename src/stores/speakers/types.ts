/** The roles a speaker holds (WordPress roles etn-speaker and etn-organizer). */
export type SpeakerRole = 'speaker' | 'organizer';

/** The networks a social link can point at; the form offers them in this order. */
export const SOCIAL_NETWORKS = [
	'website',
	'facebook',
	'x',
	'linkedin',
	'instagram',
	'youtube',
] as const;

export type SocialNetwork = ( typeof SOCIAL_NETWORKS )[ number ];

export interface SocialLink {
	network: SocialNetwork;
	url: string;
}

/** A speaker or organizer (a WordPress user) as `/eventin/v2/speakers` answers it. */
export interface Speaker {
	id: number;
	name: string;
	/** Empty for readers without etn_manage_organizer (schedule managers). */
	email: string;
	designation: string;
	company: string;
	biography: string;
	/** Media library attachment id of the photo, 0 for none. */
	image_id: number;
	/** The photo's URL, '' for none. */
	image: string;
	social: SocialLink[];
	/** The names of the speaker's groups. */
	speaker_group: string[];
	/** The ids of the same groups, for editing. */
	group_ids: number[];
	category: SpeakerRole[];
	/** The speaker's author page on the site. */
	author_url: string;
}

/** The body of a create request; an update takes any part of it. */
export interface SpeakerData {
	name: string;
	email: string;
	designation?: string;
	company?: string;
	biography?: string;
	image_id?: number;
	social?: SocialLink[];
	group_ids?: number[];
	category: SpeakerRole[];
}

/** The list query of `GET speakers`. */
export interface SpeakerQuery {
	/** A group id. */
	speaker_group?: number;
	category?: SpeakerRole;
	search?: string;
	paged?: number;
	per_page?: number;
}

/** A speaker group (taxonomy `etn_speaker_category`) as the REST API answers it. */
export interface SpeakerGroup {
	id: number;
	name: string;
	slug: string;
	description: string;
	/** How many speakers are in the group. */
	count: number;
}

/** The body of a create request. */
export interface SpeakerGroupData {
	name: string;
	description?: string;
}

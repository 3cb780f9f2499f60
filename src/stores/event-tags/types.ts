/** An event tag (taxonomy `etn_tags`) as the REST API answers it. */
export interface EventTag {
	id: number;
	name: string;
	slug: string;
	description: string;
	count: number;
}

/** The body of a create request. */
export interface EventTagData {
	name: string;
	description: string;
}

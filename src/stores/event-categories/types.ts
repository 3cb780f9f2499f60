export type CategoryMetaValue = string | number | boolean;

export type CategoryMetaFieldType = 'string' | 'number' | 'boolean';

/**
 * An extra category meta field an extension registered (the page's
 * configuration lists them; `meta` holds their values).
 */
export interface CategoryMetaField {
	key: string;
	label: string;
	type: CategoryMetaFieldType;
}

/** An event category (taxonomy `etn_category`) as the REST API answers it. */
export interface EventCategory {
	id: number;
	name: string;
	slug: string;
	description: string;
	/** The parent category id; 0 for a top-level category. */
	parent: number;
	count: number;
	/** Extension meta fields, by key. */
	meta: Record< string, CategoryMetaValue >;
}

/** The body of a create request. */
export interface EventCategoryData {
	name: string;
	parent: number;
	description: string;
	meta: Record< string, CategoryMetaValue >;
}

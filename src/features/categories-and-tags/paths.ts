/**
 * The event categories' and tags' hash paths (features/paths.ts gathers
 * every feature's). It imports nothing, so any screen may link here.
 */
export const TERM_PATHS = {
	categories: '/categories',
	categoryCreate: '/categories/create',
	tags: '/tags',
	tagCreate: '/tags/create',
} as const;

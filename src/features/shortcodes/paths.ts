/**
 * The shortcodes' hash paths (features/paths.ts gathers every feature's). It
 * imports nothing, so any screen may link here.
 */
export const SHORTCODE_PATHS = {
	shortcodes: '/shortcodes',
	shortcodeGenerator: '/shortcodes/:name',
} as const;

/**
 * Where a widget kind's shortcode is generated.
 *
 * @param name The kind's catalogue name, e.g. 'events'.
 */
export function shortcodeGeneratorPath( name: string ): string {
	return `/shortcodes/${ name }`;
}

/**
 * The Settings screen's hash path (features/paths.ts gathers every
 * feature's). It imports nothing, so any screen may link here (the RSVP
 * module gate does).
 */
export const SETTINGS_PATHS = {
	settings: '/settings',
} as const;

/**
 * The License screen's hash path (features/paths.ts gathers every
 * feature's). It imports nothing, so any screen may link here.
 */
export const LICENSE_PATHS = {
	license: '/license',
} as const;

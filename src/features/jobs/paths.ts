/**
 * The Background jobs panel's hash path (features/paths.ts gathers every
 * feature's). It imports nothing, so any screen may link here.
 */
export const JOB_PATHS = {
	jobs: '/jobs',
} as const;

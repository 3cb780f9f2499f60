/**
 * The event list's hash paths (features/paths.ts gathers every feature's).
 * It imports nothing, so any screen may link here.
 */
export const EVENT_LIST_PATHS = {
	events: '/events',
	eventsEmpty: '/events/empty',
} as const;

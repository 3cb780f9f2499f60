/**
 * The speakers' and their groups' hash paths (features/paths.ts gathers
 * every feature's). It imports nothing, so any screen may link here.
 */
export const SPEAKER_PATHS = {
	speakers: '/speakers',
	speakerCreate: '/speakers/create',
	speakerEdit: '/speakers/edit/:id',
	speakerGroups: '/group',
	speakerGroupCreate: '/group/create',
} as const;

/**
 * Where a speaker is edited.
 *
 * @param id The speaker id.
 */
export function speakerEditPath( id: number ): string {
	return `/speakers/edit/${ id }`;
}

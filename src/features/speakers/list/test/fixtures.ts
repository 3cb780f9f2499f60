/**
 * Speakers as `GET /eventin/v2/speakers` answers them (a plain array, the
 * total in X-WP-Total), for the speaker screens' tests.
 */
import type { Speaker } from '../../../../stores/speakers/types';

export function makeSpeaker( overrides: Partial< Speaker > = {} ): Speaker {
	return {
		id: 1,
		name: 'Ada Lovelace',
		email: 'ada@example.com',
		designation: 'Analyst',
		company: 'Engines Ltd',
		biography: 'Wrote the first program.',
		image_id: 0,
		image: '',
		social: [],
		speaker_group: [],
		group_ids: [],
		category: [ 'speaker' ],
		author_url: 'https://example.com/author/ada/',
		...overrides,
	};
}

/**
 * A speakers list answer as apiFetch hands it over with `parse: false`.
 *
 * @param items The speakers.
 * @param total X-WP-Total.
 */
export function speakersResponse( items: Speaker[], total = items.length ) {
	return {
		json: async () => items,
		headers: {
			get: ( name: string ) =>
				name.toLowerCase() === 'x-wp-total' ? String( total ) : null,
		},
	};
}

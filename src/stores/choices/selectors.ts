import { type Choice, type ChoiceList, type ChoicesState } from './types';

const NO_LABELS: Readonly< Record< number, string > > = {};

/**
 * The choices of a list matching a search; null until they arrive.
 *
 * @param state  The store state.
 * @param list   The list, e.g. 'event/speaker'.
 * @param search The search text ('' for the first ones).
 */
export function getChoices(
	state: ChoicesState,
	list: ChoiceList,
	search: string
): Choice[] | null {
	return state.searches[ list ]?.[ search ] ?? null;
}

/**
 * The labels known of a list, by id: every one received with a search or
 * read back for chosen ids. Resolving it reads those of `ids` not known yet.
 *
 * @param state The store state.
 * @param list  The list.
 * @param ids   The ids whose labels are wanted.
 */
export function getChoiceLabels(
	state: ChoicesState,
	list: ChoiceList,
	// Read by the resolver.
	// eslint-disable-next-line @typescript-eslint/no-unused-vars
	ids: readonly number[]
): Readonly< Record< number, string > > {
	return state.labels[ list ] ?? NO_LABELS;
}

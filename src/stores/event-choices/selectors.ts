import { type Choice, type ChoiceKind, type EventChoicesState } from './types';

const NO_LABELS: Readonly< Record< number, string > > = {};

/**
 * The choices of a kind matching a search; null until they arrive.
 *
 * @param state  The store state.
 * @param kind   speaker, organizer or schedule.
 * @param search The search text ('' for the first ones).
 */
export function getChoices(
	state: EventChoicesState,
	kind: ChoiceKind,
	search: string
): Choice[] | null {
	return state.searches[ kind ]?.[ search ] ?? null;
}

/**
 * The labels known of a kind, by id: every one received with a search or
 * read back for chosen ids. Resolving it reads those of `ids` not known yet.
 *
 * @param state The store state.
 * @param kind  speaker, organizer or schedule.
 * @param ids   The ids whose labels are wanted.
 */
export function getChoiceLabels(
	state: EventChoicesState,
	kind: ChoiceKind,
	// Read by the resolver.
	// eslint-disable-next-line @typescript-eslint/no-unused-vars
	ids: readonly number[]
): Readonly< Record< number, string > > {
	return state.labels[ kind ] ?? NO_LABELS;
}

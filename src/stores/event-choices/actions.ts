import { type Choice, type ChoiceKind } from './types';
import { RECEIVE_CHOICES } from './constants';

/**
 * Choices the server answered with: a search's results, or (search null)
 * the labels of chosen ids.
 *
 * @param kind    speaker, organizer or schedule.
 * @param choices The choices.
 * @param search  The search text they answer; null for an `include` read.
 */
export function receiveChoices(
	kind: ChoiceKind,
	choices: Choice[],
	search: string | null
) {
	return { type: RECEIVE_CHOICES, kind, choices, search } as const;
}

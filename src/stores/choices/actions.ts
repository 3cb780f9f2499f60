import { type Choice, type ChoiceList } from './types';
import { RECEIVE_CHOICES } from './constants';

/**
 * Choices the server answered with: a search's results, or (search null)
 * the labels of chosen ids.
 *
 * @param list    The list (route and kind).
 * @param choices The choices.
 * @param search  The search text they answer; null for an `include` read.
 */
export function receiveChoices(
	list: ChoiceList,
	choices: Choice[],
	search: string | null
) {
	return { type: RECEIVE_CHOICES, list, choices, search } as const;
}

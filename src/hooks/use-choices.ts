import { useSelect } from '@wordpress/data';

import {
	store as choicesStore,
	type Choice,
	type ChoiceList,
} from '../stores/choices';
import { type ChoiceSource } from '../utils/choices';
import { useChoiceSearch } from './use-choice-search';

const NO_CHOICES: Choice[] = [];
const NO_IDS: number[] = [];

/**
 * A picker's choices through the choices store: the results of a search
 * (sent once typing pauses; none while typing, so no stale row is chosen) and the labels of the chosen ids (read back when
 * no search brought them).
 *
 * @param list     The list, e.g. 'event/speaker' or 'widgets/event_tag'.
 * @param search   The search text.
 * @param selected The chosen ids.
 */
export function useChoices(
	list: ChoiceList,
	search: string,
	selected: readonly number[]
): ChoiceSource {
	const debounced = useChoiceSearch( search );
	// Until the search typed is sent, the last one's results are not its own.
	const isTyping = search.trim() !== debounced;
	const selectedKey = selected.join( ',' );

	return useSelect(
		( select ) => {
			const choices = select( choicesStore );
			const error = choices.getResolutionError( 'getChoices', [
				list,
				debounced,
			] ) as { message?: string } | undefined;
			return {
				results: isTyping
					? NO_CHOICES
					: ( choices.getChoices( list, debounced ) ?? NO_CHOICES ),
				labels: choices.getChoiceLabels(
					list,
					selectedKey
						? selectedKey.split( ',' ).map( Number )
						: NO_IDS
				),
				isLoading:
					isTyping ||
					! choices.hasFinishedResolution( 'getChoices', [
						list,
						debounced,
					] ),
				error: error ? ( error.message ?? String( error ) ) : null,
			};
		},
		[ list, debounced, isTyping, selectedKey ]
	);
}

import { useSelect } from '@wordpress/data';

import {
	store as eventChoicesStore,
	type Choice,
	type ChoiceKind,
} from '../../stores/event-choices';
import { useChoiceSearch } from './use-choice-search';
import { type ChoiceSource } from '../../utils/choices';
import { type RestErrorLike } from '../utils/form';

const NO_CHOICES: Choice[] = [];
const NO_IDS: number[] = [];

/**
 * What an event can link to, through the event choices store: the results
 * of a search (sent once typing pauses) and the labels of the chosen ids
 * (read back when no search brought them).
 *
 * @param kind     speaker, organizer or schedule.
 * @param search   The search text.
 * @param selected The chosen ids.
 */
export function useEventChoices(
	kind: ChoiceKind,
	search: string,
	selected: readonly number[]
): ChoiceSource {
	const debounced = useChoiceSearch( search );
	const selectedKey = selected.join( ',' );

	return useSelect(
		( select ) => {
			const choices = select( eventChoicesStore );
			const error = choices.getResolutionError( 'getChoices', [
				kind,
				debounced,
			] ) as RestErrorLike | undefined;
			return {
				results: choices.getChoices( kind, debounced ) ?? NO_CHOICES,
				labels: choices.getChoiceLabels(
					kind,
					selectedKey
						? selectedKey.split( ',' ).map( Number )
						: NO_IDS
				),
				isLoading: ! choices.hasFinishedResolution( 'getChoices', [
					kind,
					debounced,
				] ),
				error: error ? ( error.message ?? String( error ) ) : null,
			};
		},
		[ kind, debounced, selectedKey ]
	);
}

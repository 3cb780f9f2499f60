import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { type CrudQuery } from '../../stores/crud';
import { store as speakersStore } from '../../stores/speakers';
import { type SpeakerQuery } from '../../stores/speakers/types';
import { useChoiceSearch } from '../../hooks/use-choice-search';
import { type ChoiceSource } from '../../utils/choices';

/** The most speakers one search lists (the endpoint's page size limit). */
export const SPEAKER_CHOICES_LIMIT = 100;

/**
 * Speakers to choose from, through the speakers store (readable by
 * schedule managers): the first 100 matching the search (sent once typing
 * pauses), and the names of the chosen ids (read one by one only when the
 * list did not bring them).
 *
 * @param search   The search text.
 * @param selected The chosen ids.
 */
export function useSpeakerChoices(
	search: string,
	selected: readonly number[]
): ChoiceSource {
	const debounced = useChoiceSearch( search );
	const query = useMemo( () => {
		const next: CrudQuery & SpeakerQuery = {
			per_page: SPEAKER_CHOICES_LIMIT,
		};
		if ( debounced ) {
			next.search = debounced;
		}
		return next;
	}, [ debounced ] );

	const { items, isLoading, error } = useSelect(
		( select ) => {
			const speakers = select( speakersStore );
			return {
				items: speakers.getItems( query ),
				isLoading: ! speakers.hasFinishedResolution( 'getItems', [
					query,
				] ),
				error: speakers.getResolutionError( 'getItems', [ query ] ) as
					{ message?: string } | undefined,
			};
		},
		[ query ]
	);

	// Once the list is in, names of chosen speakers it did not bring.
	const selectedKey = selected.join( ',' );
	const chosen = useSelect(
		( select ) => {
			if ( isLoading || ! selectedKey ) {
				return [];
			}
			const speakers = select( speakersStore );
			return selectedKey
				.split( ',' )
				.map( ( id ) => speakers.getItem( Number( id ) ) );
		},
		[ isLoading, selectedKey ]
	);

	return useMemo( () => {
		const results = ( items ?? [] ).map( ( speaker ) => ( {
			id: speaker.id,
			label: speaker.name,
		} ) );
		const labels: Record< number, string > = {};
		for ( const speaker of chosen ) {
			if ( speaker ) {
				labels[ speaker.id ] = speaker.name;
			}
		}
		for ( const { id, label } of results ) {
			labels[ id ] = label;
		}
		return {
			results,
			labels,
			isLoading,
			error: error ? ( error.message ?? String( error ) ) : null,
		};
	}, [ items, chosen, isLoading, error ] );
}

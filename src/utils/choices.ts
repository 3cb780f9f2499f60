/**
 * Choices a picker offers (speakers, organizers, schedules, categories,
 * events…): what a picker is told of them, and their order on screen.
 */

/** One choice: an id and its label. */
export interface Choice {
	id: number;
	label: string;
}

/** What the caller knows of the choices. */
export interface ChoiceSource {
	/** The choices matching the search. */
	results: Choice[];
	/** Labels of ids, at least of the chosen ones once known. */
	labels: Readonly< Record< number, string > >;
	isLoading: boolean;
	/** Why the choices could not be loaded, or null. */
	error: string | null;
}

/**
 * The choices in their order on screen: the chosen ones first (in the order
 * chosen, named once their label is known, else '#id'), then the search
 * results not chosen.
 *
 * @param selected The chosen ids.
 * @param results  The search results.
 * @param labels   The labels known so far, by id.
 */
export function getChoiceOptions(
	selected: readonly number[],
	results: readonly Choice[],
	labels: Readonly< Record< number, string > >
): Array< Choice & { checked: boolean } > {
	return [
		...selected.map( ( id ) => ( {
			id,
			label: labels[ id ] ?? `#${ id }`,
			checked: true,
		} ) ),
		...results
			.filter( ( { id } ) => ! selected.includes( id ) )
			.map( ( choice ) => ( { ...choice, checked: false } ) ),
	];
}

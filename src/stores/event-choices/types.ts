import { type Choice } from '../../utils/choices';

/** What `GET event/choices` lists. */
export type ChoiceKind = 'speaker' | 'organizer' | 'schedule';

/** One answer of `GET event/choices`: the shared pickers' choice. */
export type { Choice };

export interface EventChoicesState {
	/** The answer to each search, by kind, then by the search text. */
	searches: Partial< Record< ChoiceKind, Record< string, Choice[] > > >;
	/** Every label received, by kind, then by id. */
	labels: Partial< Record< ChoiceKind, Record< number, string > > >;
}

import { type Choice } from '../../utils/choices';

/** What `GET event/choices?kind=` lists: what an event links to. */
export type EventChoiceKind = 'speaker' | 'organizer' | 'schedule';

/** What `GET widgets/choices?kind=` lists: what a widget's form chooses. */
export type WidgetChoiceKind =
	'event' | 'event_category' | 'event_tag' | 'speaker_group' | 'schedule';

/**
 * A list of choices: its route and kind, e.g. 'event/speaker' for
 * `GET event/choices?kind=speaker`, 'widgets/event' for
 * `GET widgets/choices?kind=event`.
 */
export type ChoiceList =
	`event/${ EventChoiceKind }` | `widgets/${ WidgetChoiceKind }`;

/** One answer of a choices route: the shared pickers' choice. */
export type { Choice };

export interface ChoicesState {
	/** The answer to each search, by list, then by the search text. */
	searches: Partial< Record< ChoiceList, Record< string, Choice[] > > >;
	/** Every label received, by list, then by id. */
	labels: Partial< Record< ChoiceList, Record< number, string > > >;
}

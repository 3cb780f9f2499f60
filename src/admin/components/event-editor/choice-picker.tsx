/**
 * Choose speakers, organizers or schedules of an event, from
 * `GET event/choices`.
 */
import { useState } from '@wordpress/element';

import { type EventChoiceKind } from '../../../stores/choices';
import { useChoices } from '../../../hooks/use-choices';
import ChoicePicker from '../choice-picker';

export default function EventChoicePicker( {
	kind,
	legend,
	searchLabel,
	emptyText,
	selected,
	onChange,
	error,
}: {
	kind: EventChoiceKind;
	legend: string;
	searchLabel: string;
	emptyText: string;
	selected: number[];
	onChange: ( selected: number[] ) => void;
	error?: string;
} ) {
	const [ search, setSearch ] = useState( '' );
	const choices = useChoices( `event/${ kind }`, search, selected );
	return (
		<ChoicePicker
			legend={ legend }
			searchLabel={ searchLabel }
			emptyText={ emptyText }
			search={ search }
			onSearch={ setSearch }
			choices={ choices }
			selected={ selected }
			onChange={ onChange }
			error={ error }
		/>
	);
}

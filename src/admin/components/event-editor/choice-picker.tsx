/**
 * Choose speakers, organizers or schedules of an event, from
 * `GET event/choices`.
 */
import { useState } from '@wordpress/element';

import { type ChoiceKind } from '../../../stores/event-choices';
import { useEventChoices } from '../../hooks/use-event-choices';
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
	kind: ChoiceKind;
	legend: string;
	searchLabel: string;
	emptyText: string;
	selected: number[];
	onChange: ( selected: number[] ) => void;
	error?: string;
} ) {
	const [ search, setSearch ] = useState( '' );
	const choices = useEventChoices( kind, search, selected );
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

/**
 * Choose some of many (speakers, organizers, schedules…) in an admin form:
 * the shared choice picker (src/components/choice-picker) in a field group,
 * with the field's error under it. Where the choices come from is the
 * caller's: it passes the search, the results and the labels of the chosen
 * ids.
 */
import { FieldGroup } from '../form-fields';
import ChoicePicker, {
	type ChoiceSource,
} from '../../../components/choice-picker';

export default function AdminChoicePicker( {
	legend,
	searchLabel,
	emptyText,
	search,
	onSearch,
	choices,
	selected,
	onChange,
	error,
	className,
}: {
	legend: string;
	searchLabel: string;
	emptyText: string;
	search: string;
	onSearch: ( search: string ) => void;
	choices: ChoiceSource;
	selected: number[];
	onChange: ( selected: number[] ) => void;
	error?: string;
	className?: string;
} ) {
	return (
		<FieldGroup
			legend={ legend }
			error={ error }
			className={ [ 'eventin-choice-picker', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<ChoicePicker
				className="eventin-choice-picker"
				searchLabel={ searchLabel }
				emptyText={ emptyText }
				search={ search }
				onSearch={ onSearch }
				choices={ choices }
				selected={ selected }
				onChange={ onChange }
			/>
		</FieldGroup>
	);
}

/**
 * Choose some of many (speakers, organizers, schedules…) in an admin form:
 * the shared choice picker (src/components/choice-picker) in a field group,
 * with the field's error under it. Where the choices come from is the
 * caller's: it passes the search, the results and the labels of the chosen
 * ids.
 */
import { FieldGroup } from '../form-fields';
import ChoicePicker, {
	type ChoicePickerProps,
} from '../../../components/choice-picker';

export default function AdminChoicePicker( {
	legend,
	error,
	className,
	...picker
}: Omit< ChoicePickerProps, 'className' | 'single' > & {
	legend: string;
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
			<ChoicePicker className="eventin-choice-picker" { ...picker } />
		</FieldGroup>
	);
}

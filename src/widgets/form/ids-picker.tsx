/**
 * The picker of an `ids` field: the shared choice picker
 * (src/components/choice-picker) in a fieldset with the field's help, its
 * choices from `GET widgets/choices` (the choices store). Several
 * ids are checkboxes; one id (an event) is a radio group whose first choice
 * is none. A required picker's error (nothing chosen) goes under it, and
 * the fieldset is described by it.
 */
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import ChoicePicker from '../../components/choice-picker';
import { type IdsField, type IdSource } from '../fields';
import { useChoices } from '../../hooks/use-choices';

const SEARCH_LABELS: Record< IdSource, string > = {
	event_category: __( 'Search categories', 'eventin' ),
	event_tag: __( 'Search tags', 'eventin' ),
	speaker_group: __( 'Search speaker groups', 'eventin' ),
	event: __( 'Search events', 'eventin' ),
	schedule: __( 'Search schedules', 'eventin' ),
};

const EMPTY_TEXTS: Record< IdSource, string > = {
	event_category: __( 'No categories found.', 'eventin' ),
	event_tag: __( 'No tags found.', 'eventin' ),
	speaker_group: __( 'No speaker groups found.', 'eventin' ),
	event: __( 'No events found.', 'eventin' ),
	schedule: __( 'No schedules found.', 'eventin' ),
};

/**
 * A field's value as ids: a comma list of positive integers.
 *
 * @param value The field's value.
 */
export function parseIds( value: string | number ): number[] {
	return [
		...new Set(
			String( value )
				.split( /[\s,]+/ )
				.filter( ( id ) => /^[1-9]\d*$/.test( id ) )
				.map( Number )
		),
	];
}

export default function IdsPicker( {
	field,
	value,
	error,
	onChange,
}: {
	field: IdsField;
	value: string;
	error?: string;
	onChange: ( value: string ) => void;
} ) {
	const [ search, setSearch ] = useState( '' );
	const selected = parseIds( value );
	const choices = useChoices( `widgets/${ field.source }`, search, selected );
	const helpId = `eventin-widget-ids-${ useId() }`;
	const errorId = `${ helpId }-error`;
	const describedBy = [ error && errorId, field.help && helpId ]
		.filter( Boolean )
		.join( ' ' );

	return (
		<fieldset
			className="eventin-widget-ids"
			aria-describedby={ describedBy || undefined }
		>
			<legend className="eventin-widget-ids__legend">
				{ field.label }
			</legend>
			<ChoicePicker
				className="eventin-widget-ids"
				searchLabel={ SEARCH_LABELS[ field.source ] }
				emptyText={ EMPTY_TEXTS[ field.source ] }
				search={ search }
				onSearch={ setSearch }
				choices={ choices }
				selected={ selected }
				onChange={ ( ids ) => onChange( ids.join( ',' ) ) }
				// The fieldset's legend names the field; the radios inside get
				// their own name, so a screen reader does not hear it twice.
				single={
					field.multiple
						? undefined
						: { label: __( 'Choose one', 'eventin' ) }
				}
			/>
			{ error && (
				<p id={ errorId } className="eventin-widget-ids__error">
					{ error }
				</p>
			) }
			{ field.help && (
				<p id={ helpId } className="eventin-widget-ids__help">
					{ field.help }
				</p>
			) }
		</fieldset>
	);
}

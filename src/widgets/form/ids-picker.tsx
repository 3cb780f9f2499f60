/**
 * The picker of an `ids` field: a search box and the choices, the chosen
 * ones first. Several ids are checkboxes; one id (an event) is a radio group
 * whose first choice is none.
 */
import {
	CheckboxControl,
	Notice,
	RadioControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { type IdsField, type IdSource } from '../fields';
import { useIdChoices, type IdChoice } from './use-id-choices';

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

/**
 * The choices in their order on screen: the chosen ones first (named once
 * their label is known, else '#id'), then the results not chosen.
 *
 * @param selected The chosen ids.
 * @param results  The search results.
 * @param labels   Known labels by id.
 */
export function pickerOptions(
	selected: readonly number[],
	results: readonly IdChoice[],
	labels: Readonly< Record< number, string > >
): Array< IdChoice & { checked: boolean } > {
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

export default function IdsPicker( {
	field,
	value,
	onChange,
}: {
	field: IdsField;
	value: string;
	onChange: ( value: string ) => void;
} ) {
	const [ search, setSearch ] = useState( '' );
	const selected = parseIds( value );
	const choices = useIdChoices( field.source, search, selected );
	const options = pickerOptions( selected, choices.results, choices.labels );
	const helpId = `eventin-widget-ids-${ useId() }`;

	let list;
	if ( field.multiple ) {
		list = options.length > 0 && (
			<ul>
				{ options.map( ( option ) => (
					<li key={ option.id }>
						<CheckboxControl
							label={ option.label }
							checked={ option.checked }
							onChange={ ( checked ) =>
								onChange(
									( checked
										? [ ...selected, option.id ]
										: selected.filter(
												( id ) => id !== option.id
											)
									).join( ',' )
								)
							}
							__nextHasNoMarginBottom
						/>
					</li>
				) ) }
			</ul>
		);
	} else {
		list = (
			<RadioControl
				label={ field.label }
				hideLabelFromVision
				selected={ selected.length ? String( selected[ 0 ] ) : '' }
				options={ [
					{ value: '', label: __( 'None', 'eventin' ) },
					...options.map( ( option ) => ( {
						value: String( option.id ),
						label: option.label,
					} ) ),
				] }
				onChange={ ( next ) => onChange( next ?? '' ) }
			/>
		);
	}

	return (
		<fieldset
			className="eventin-widget-ids"
			aria-describedby={ field.help ? helpId : undefined }
		>
			<legend className="eventin-widget-ids__legend">
				{ field.label }
			</legend>
			<TextControl
				type="search"
				label={ SEARCH_LABELS[ field.source ] }
				value={ search }
				onChange={ setSearch }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			{ choices.error && (
				<Notice status="error" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: the server's error message. */
						__( 'The choices could not be loaded: %s', 'eventin' ),
						choices.error
					) }
				</Notice>
			) }
			<div
				className="eventin-widget-ids__list"
				aria-busy={ choices.isLoading }
			>
				{ list }
				{ ! choices.isLoading &&
					options.length === 0 &&
					( field.multiple || search.trim() ) && (
						<p className="eventin-widget-ids__empty">
							{ EMPTY_TEXTS[ field.source ] }
						</p>
					) }
				{ choices.isLoading && <Spinner /> }
			</div>
			{ field.help && (
				<p id={ helpId } className="eventin-widget-ids__help">
					{ field.help }
				</p>
			) }
		</fieldset>
	);
}

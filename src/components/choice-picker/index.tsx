/**
 * The inside of a choice picker (speakers, organizers, schedules of an
 * event; the ids of a widget): a search box, why the choices could not be
 * loaded, and a checkbox per choice, the chosen ones first. With `single`, a
 * radio group whose first choice is none. The caller draws the fieldset and
 * its legend around it, and says where the choices come from: it passes the
 * search, the results and the labels of the chosen ids. Shared by the admin
 * app and the widget form, so it imports neither.
 */
import {
	CheckboxControl,
	Notice,
	RadioControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { getChoiceOptions, type ChoiceSource } from '../../utils/choices';

export interface ChoicePickerProps {
	/** The class the list (`__list`) and the empty text (`__empty`) are named from. */
	className: string;
	searchLabel: string;
	/** Shown when nothing matches (with `single`, only once something is searched). */
	emptyText: string;
	search: string;
	onSearch: ( search: string ) => void;
	choices: ChoiceSource;
	selected: readonly number[];
	onChange: ( selected: number[] ) => void;
	/** One choice at most: the radio group's hidden label. */
	single?: { label: string };
}

export default function ChoicePicker( {
	className,
	searchLabel,
	emptyText,
	search,
	onSearch,
	choices,
	selected,
	onChange,
	single,
}: ChoicePickerProps ) {
	const options = getChoiceOptions(
		selected,
		choices.results,
		choices.labels
	);

	let list;
	if ( single ) {
		list = (
			<RadioControl
				label={ single.label }
				hideLabelFromVision
				selected={ selected.length ? String( selected[ 0 ] ) : '' }
				options={ [
					{ value: '', label: __( 'None', 'eventin' ) },
					...options.map( ( option ) => ( {
						value: String( option.id ),
						label: option.label,
					} ) ),
				] }
				onChange={ ( next ) =>
					onChange( next ? [ Number( next ) ] : [] )
				}
			/>
		);
	} else {
		list = options.length > 0 && (
			<ul>
				{ options.map( ( option ) => (
					<li key={ option.id }>
						<CheckboxControl
							label={ option.label }
							checked={ option.checked }
							onChange={ ( checked ) =>
								onChange(
									checked
										? [ ...selected, option.id ]
										: selected.filter(
												( id ) => id !== option.id
											)
								)
							}
							__nextHasNoMarginBottom
						/>
					</li>
				) ) }
			</ul>
		);
	}

	return (
		<>
			<TextControl
				type="search"
				label={ searchLabel }
				value={ search }
				onChange={ onSearch }
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
				className={ `${ className }__list` }
				aria-busy={ choices.isLoading }
			>
				{ list }
				{ ! choices.isLoading &&
					options.length === 0 &&
					( ! single || search.trim() ) && (
						<p className={ `${ className }__empty` }>
							{ emptyText }
						</p>
					) }
				{ choices.isLoading && <Spinner /> }
			</div>
		</>
	);
}

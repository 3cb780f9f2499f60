/**
 * Choose some of many (speakers, organizers, schedules…): a search box and
 * a checkbox per result, the chosen ones first. Where the choices come from
 * is the caller's: it passes the search, the results and the labels of the
 * chosen ids.
 */
import {
	CheckboxControl,
	Notice,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { FieldGroup } from '../form-fields';
import { toggleId } from '../../utils/form';
import { getChoiceOptions, type ChoiceSource } from '../../utils/choices';

export default function ChoicePicker( {
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
	const options = getChoiceOptions(
		selected,
		choices.results,
		choices.labels
	);

	return (
		<FieldGroup
			legend={ legend }
			error={ error }
			className={ [ 'eventin-choice-picker', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
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
				className="eventin-choice-picker__list"
				aria-busy={ choices.isLoading }
			>
				{ options.length > 0 ? (
					<ul>
						{ options.map( ( option ) => (
							<li key={ option.id }>
								<CheckboxControl
									label={ option.label }
									checked={ option.checked }
									onChange={ ( checked ) =>
										onChange(
											toggleId(
												selected,
												option.id,
												checked
											)
										)
									}
									__nextHasNoMarginBottom
								/>
							</li>
						) ) }
					</ul>
				) : (
					! choices.isLoading && <p>{ emptyText }</p>
				) }
				{ choices.isLoading && <Spinner /> }
			</div>
		</FieldGroup>
	);
}

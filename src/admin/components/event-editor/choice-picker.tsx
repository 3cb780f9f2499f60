/**
 * Choose speakers, organizers or schedules: a search box and a checkbox per
 * result, the chosen ones first.
 */
import {
	CheckboxControl,
	Notice,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	useEventChoices,
	type ChoiceKind,
} from '../../hooks/use-event-choices';
import { toggleId } from '../../utils/event-form';
import { getChoiceOptions } from '../../utils/event-form-extras';
import { FieldGroup } from './fields';

export default function ChoicePicker( {
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
	const options = getChoiceOptions(
		selected,
		choices.results,
		choices.labels
	);

	return (
		<FieldGroup
			legend={ legend }
			error={ error }
			className="eventin-choice-picker"
		>
			<TextControl
				type="search"
				label={ searchLabel }
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

/**
 * A checkbox per term (categories in tree order, children indented): the
 * event editor's categories and tags, the speaker form's groups.
 */
import { CheckboxControl } from '@wordpress/components';

import { FieldGroup } from '../form-fields';
import { toggleId } from '../../utils/form';
import { orderTermsAsTree } from './tree';

export default function TermCheckboxes( {
	legend,
	terms,
	selected,
	onChange,
	emptyText,
	error,
}: {
	legend: string;
	terms: ReadonlyArray< { id: number; name: string; parent?: number } >;
	selected: number[];
	onChange: ( selected: number[] ) => void;
	emptyText: string;
	error?: string;
} ) {
	const ordered = orderTermsAsTree( terms );
	return (
		<FieldGroup
			legend={ legend }
			error={ error }
			className="eventin-term-checkboxes"
		>
			{ ordered.length === 0 ? (
				<p className="eventin-term-checkboxes__empty">{ emptyText }</p>
			) : (
				<ul className="eventin-term-checkboxes__list">
					{ ordered.map( ( { term, depth } ) => (
						<li
							key={ term.id }
							style={ { marginInlineStart: `${ depth * 20 }px` } }
						>
							<CheckboxControl
								label={ term.name }
								checked={ selected.includes( term.id ) }
								onChange={ ( checked ) =>
									onChange(
										toggleId( selected, term.id, checked )
									)
								}
								__nextHasNoMarginBottom
							/>
						</li>
					) ) }
				</ul>
			) }
		</FieldGroup>
	);
}

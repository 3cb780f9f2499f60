/**
 * Every widget kind of the catalogue, by family, with a search: the block's
 * placeholder and the 'Eventin widgets' sidebar let editors choose one here.
 */
import { Button, SearchControl } from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import {
	FAMILIES,
	WIDGETS,
	type WidgetKind,
} from '../../src/widgets/catalogue';
import { filterKinds } from '../../src/widgets/filter';
import WidgetIcon from '../../src/components/widget-icon';

export default function WidgetChooser( {
	onChoose,
	searchLabel = __( 'Search widgets', 'eventin' ),
}: {
	onChoose: ( kind: WidgetKind ) => void;
	searchLabel?: string;
} ) {
	const [ search, setSearch ] = useState( '' );
	const idBase = `eventin-widget-chooser-${ useId() }`;
	const kinds = filterKinds( WIDGETS, search, '' );

	return (
		<div className="eventin-widget-chooser">
			<SearchControl
				label={ searchLabel }
				value={ search }
				onChange={ setSearch }
				__nextHasNoMarginBottom
			/>
			<p className="screen-reader-text" role="status">
				{ sprintf(
					/* translators: %d: how many widgets match the search. */
					_n(
						'%d widget found.',
						'%d widgets found.',
						kinds.length,
						'eventin'
					),
					kinds.length
				) }
			</p>
			{ kinds.length === 0 && (
				<p className="eventin-widget-chooser__empty">
					{ __( 'No widget matches your search.', 'eventin' ) }
				</p>
			) }
			{ FAMILIES.map( ( family ) => {
				const members = kinds.filter(
					( kind ) => kind.family === family.value
				);
				if ( members.length === 0 ) {
					return null;
				}
				const headingId = `${ idBase }-${ family.value }`;
				return (
					<section
						key={ family.value }
						className="eventin-widget-chooser__family"
						aria-labelledby={ headingId }
					>
						<h3
							id={ headingId }
							className="eventin-widget-chooser__heading"
						>
							{ family.label }
						</h3>
						<ul className="eventin-widget-chooser__list">
							{ members.map( ( kind ) => (
								<li key={ kind.name }>
									<Button
										className="eventin-widget-chooser__kind"
										onClick={ () => onChoose( kind ) }
										aria-describedby={ `${ headingId }-${ kind.name }` }
									>
										<WidgetIcon icon={ kind.icon } />
										<span className="eventin-widget-chooser__title">
											{ kind.title }
										</span>
									</Button>
									<span
										id={ `${ headingId }-${ kind.name }` }
										className="eventin-widget-chooser__description"
									>
										{ kind.description }
									</span>
								</li>
							) ) }
						</ul>
					</section>
				);
			} ) }
		</div>
	);
}

/**
 * The shortcode generators (#/shortcodes): every widget kind of the
 * catalogue as a card (icon, title, description, tag) linking to its
 * generator, grouped by family, with a search and a family filter.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { Link } from 'react-router-dom';

import { FAMILIES, WIDGETS, type WidgetKind } from '../../../widgets/catalogue';
import { shortcodeGeneratorPath } from '../paths';
import WidgetIcon from '../../../components/widget-icon';
import { filterKinds, type FamilyFilter } from '../../../widgets/filter';

function KindCard( { kind }: { kind: WidgetKind } ) {
	return (
		<li className="eventin-shortcode-card">
			<WidgetIcon icon={ kind.icon } />
			<div className="eventin-shortcode-card__text">
				<h3 className="eventin-shortcode-card__title">
					<Link
						to={ shortcodeGeneratorPath( kind.name ) }
						className="eventin-shortcode-card__link"
					>
						{ kind.title }
					</Link>
				</h3>
				<p className="eventin-shortcode-card__description">
					{ kind.description }
				</p>
				<code className="eventin-shortcode-card__tag">
					[{ kind.tag }]
				</code>
			</div>
		</li>
	);
}

export default function ShortcodeList() {
	const [ search, setSearch ] = useState( '' );
	const [ family, setFamily ] = useState< FamilyFilter >( '' );
	const kinds = filterKinds( WIDGETS, search, family );

	return (
		<div className="eventin-shortcode-list">
			<p className="eventin-shortcode-list__intro">
				{ __(
					'Choose a widget to build its shortcode, preview it, and get a script for other sites.',
					'eventin'
				) }
			</p>
			<div className="eventin-shortcode-list__filters">
				<TextControl
					type="search"
					label={ __( 'Search shortcodes', 'eventin' ) }
					value={ search }
					onChange={ setSearch }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<SelectControl
					label={ __( 'Family', 'eventin' ) }
					value={ family }
					options={ [
						{ value: '', label: __( 'All families', 'eventin' ) },
						...FAMILIES,
					] }
					onChange={ ( next ) => setFamily( next as FamilyFilter ) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			</div>
			<p className="screen-reader-text" aria-live="polite">
				{ sprintf(
					/* translators: %d: number of shortcodes shown. */
					_n(
						'%d shortcode shown.',
						'%d shortcodes shown.',
						kinds.length,
						'eventin'
					),
					kinds.length
				) }
			</p>
			{ kinds.length === 0 && (
				<p className="eventin-shortcode-list__empty">
					{ __( 'No shortcode matches your search.', 'eventin' ) }
				</p>
			) }
			{ FAMILIES.map( ( { value, label } ) => {
				const members = kinds.filter(
					( kind ) => kind.family === value
				);
				if ( members.length === 0 ) {
					return null;
				}
				return (
					<section
						key={ value }
						className="eventin-shortcode-list__family"
						aria-labelledby={ `eventin-shortcodes-${ value }` }
					>
						<h2
							id={ `eventin-shortcodes-${ value }` }
							className="eventin-shortcode-list__heading"
						>
							{ label }
						</h2>
						<ul className="eventin-shortcode-list__grid">
							{ members.map( ( kind ) => (
								<KindCard key={ kind.name } kind={ kind } />
							) ) }
						</ul>
					</section>
				);
			} ) }
		</div>
	);
}

/**
 * The bar under a list: 'Showing {from} - {to} of {total} …', the page
 * size and the pages. It sits inside `<DataViews>` (the pages come from it).
 */
import { SelectControl } from '@wordpress/components';
import { DataViews } from '@wordpress/dataviews/wp';
import { __, sprintf } from '@wordpress/i18n';

import {
	DEFAULT_PER_PAGE,
	getPageRange,
	PER_PAGE_SIZES,
} from '../../utils/view-to-query';
import { formatCount } from '../../utils/format-count';

export default function ListFooter( {
	block,
	page,
	perPage = DEFAULT_PER_PAGE,
	totalItems,
	count,
	perPageLabel,
	onPerPage,
}: {
	/** The list's class (e.g. `eventin-event-list`): adds `{block}__footer` and `{block}__summary`. */
	block: string;
	page: number;
	perPage?: number;
	totalItems: number;
	/** How many there are, e.g. '23 events' (with _n). */
	count: ( total: number ) => string;
	/** The page size select's label, e.g. 'Events per page'. */
	perPageLabel: string;
	onPerPage: ( perPage: number ) => void;
} ) {
	const { from, to } = getPageRange( page, perPage, totalItems );
	return (
		<div className={ `eventin-list-footer ${ block }__footer` }>
			{ totalItems > 0 && (
				<p
					className={ `eventin-list-footer__summary ${ block }__summary` }
				>
					{ sprintf(
						/* translators: 1: first shown, 2: last shown, 3: how many there are, e.g. 23 events. */
						__( 'Showing %1$s - %2$s of %3$s', 'eventin' ),
						formatCount( from ),
						formatCount( to ),
						count( totalItems )
					) }
				</p>
			) }
			<div className="eventin-list-footer__paging">
				{ totalItems > 0 && (
					<SelectControl
						className="eventin-list-footer__per-page"
						label={ perPageLabel }
						labelPosition="side"
						value={ String( perPage ) }
						options={ PER_PAGE_SIZES.map( ( size ) => ( {
							label: String( size ),
							value: String( size ),
						} ) ) }
						onChange={ ( value ) => onPerPage( Number( value ) ) }
						size="compact"
						__nextHasNoMarginBottom
					/>
				) }
				<DataViews.Pagination />
			</div>
		</div>
	);
}

/**
 * The list of a taxonomy (event categories, event tags, speaker groups): a
 * DataViews table with search, sorting, pagination and delete (one row or in
 * bulk), fed by a CRUD store. Screens pass their fields and their wording.
 */
import { useDispatch } from '@wordpress/data';
import {
	DataViews,
	type Action,
	type DataViewsProps,
	type Field,
	type View,
} from '@wordpress/dataviews/wp';
import { useMemo, useState } from '@wordpress/element';

import { type CrudStore } from '../../../stores/crud';
import { useCrudList } from '../../hooks/use-crud-list';
import {
	applyViewChange,
	DEFAULT_PER_PAGE,
	getPageRange,
	PER_PAGE_SIZES,
	viewToQuery,
} from '../../utils/view-to-query';
import { getDeleteAction } from '../list-controls';
import ListPanel from '../list-panel';

export interface Term {
	id: number;
	name: string;
}

/** A list's wording, per entity (all translated by the caller). */
export interface TermListLabels {
	/** The search field's label, e.g. 'Search categories'. */
	search: string;
	/** Shown when there are no items at all. */
	empty: string;
	/** Shown when the search matches nothing. */
	noResults: string;
	/** 'Showing {from} - {to} of {total} categories'. */
	showing: ( from: number, to: number, total: number ) => string;
	/** 'Are you sure you want to delete this category?' (or these). */
	confirmDelete: ( count: number ) => string;
	deleted: ( count: number ) => string;
	deleteFailed: ( count: number ) => string;
}

/**
 * DataViews types `getItemId` by whether items carry string ids, which a
 * generic item type cannot answer; terms have numeric ids, so it is required.
 */
const TermDataViews = DataViews as unknown as < Item extends Term >(
	props: Omit<
		DataViewsProps< Term >,
		'data' | 'fields' | 'actions' | 'getItemId'
	> & {
		data: Item[];
		fields: Field< Item >[];
		actions: Action< Item >[];
		getItemId: ( item: Item ) => string;
	}
) => JSX.Element;

/** The fields the REST endpoints sort by (`orderby`). */
const SORTABLE_FIELDS = [ 'name', 'count' ];

export default function TermList< Item extends Term >( {
	store,
	fields,
	columns,
	labels,
}: {
	store: CrudStore< Item >;
	fields: Field< Item >[];
	/** The field ids shown beside the name, in order. */
	columns: string[];
	labels: TermListLabels;
} ) {
	const [ view, setView ] = useState< View >( () => ( {
		type: 'table',
		titleField: 'name',
		fields: columns,
		search: '',
		page: 1,
		perPage: DEFAULT_PER_PAGE,
		sort: { field: 'name', direction: 'asc' },
	} ) );
	const query = useMemo(
		() => viewToQuery( view, SORTABLE_FIELDS ),
		[ view ]
	);
	const { items, totalItems, totalPages, isLoading, error } = useCrudList(
		store,
		query
	);
	const { deleteItems } = useDispatch( store );

	const actions = useMemo< Action< Item >[] >(
		() => [
			getDeleteAction< Item >( deleteItems, {
				confirm: labels.confirmDelete,
				deleted: labels.deleted,
				failed: labels.deleteFailed,
			} ),
		],
		[ deleteItems, labels ]
	);

	const page = view.page ?? 1;
	const perPage = view.perPage ?? DEFAULT_PER_PAGE;
	const { from, to } = getPageRange( page, perPage, totalItems );

	return (
		<ListPanel className="eventin-term-list" error={ error }>
			<TermDataViews< Item >
				data={ items }
				fields={ fields }
				view={ view }
				onChangeView={ ( next ) =>
					setView( ( current ) => applyViewChange( current, next ) )
				}
				actions={ actions }
				getItemId={ ( item ) => String( item.id ) }
				isLoading={ isLoading && items.length === 0 }
				paginationInfo={ { totalItems, totalPages } }
				defaultLayouts={ { table: {} } }
				config={ { perPageSizes: PER_PAGE_SIZES } }
				searchLabel={ labels.search }
				empty={
					<p className="eventin-list-panel__empty">
						{ view.search ? labels.noResults : labels.empty }
					</p>
				}
			/>
			{ totalItems > 0 && (
				<p className="eventin-list-panel__summary eventin-term-list__summary">
					{ labels.showing( from, to, totalItems ) }
				</p>
			) }
		</ListPanel>
	);
}

/**
 * A whole list screen's table: the white panel, DataViews over one page of a
 * CRUD store, the toolbar (the list's filters, or the bulk actions while
 * rows are selected), the bulk Delete action and the footer. Lists pass
 * their fields, filters and wording.
 */
import {
	DataViews,
	type Action,
	type DataViewsProps,
	type Field,
} from '@wordpress/dataviews/wp';
import { useMemo } from '@wordpress/element';
import { Link } from 'react-router-dom';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

import { hasSelectedItems, type useListView } from '../../hooks/use-list-view';
import { DEFAULT_PER_PAGE, PER_PAGE_SIZES } from '../../utils/view-to-query';
import ListPanel from '../list-panel';
import { getDeleteAction, type DeleteLabels } from './delete';
import ListFooter from './footer';
import ListToolbar from './toolbar';

interface Item {
	id: number;
}

/** One page as `useCrudList()` gives it. */
interface Page< T > {
	items: T[];
	totalItems: number;
	totalPages: number;
	isLoading: boolean;
	error?: { message?: string };
}

function getItemId( item: Item ): string {
	return String( item.id );
}

/**
 * DataViews types `getItemId` by whether items carry string ids, which a
 * generic item type cannot answer; our items have numeric ids.
 */
const ItemDataViews = DataViews as unknown as < T extends Item >(
	props: Omit<
		DataViewsProps< Item >,
		'data' | 'fields' | 'actions' | 'getItemId' | 'renderItemLink'
	> & {
		data: T[];
		fields: Field< T >[];
		actions: Action< T >[];
		getItemId: ( item: T ) => string;
		renderItemLink?: (
			props: { item: T } & AnchorHTMLAttributes< HTMLAnchorElement >
		) => JSX.Element;
		children: ReactNode;
	}
) => JSX.Element;

export default function ListTable< T extends Item >( {
	block,
	list,
	page,
	fields,
	deleteItems,
	deleteLabels,
	editPath,
	emptyText,
	summary,
	perPageLabel,
	filters,
}: {
	/** The list's class, e.g. `eventin-speaker-list`. */
	block: string;
	/** The list's view state (`useListView()`). */
	list: ReturnType< typeof useListView >;
	page: Page< T >;
	fields: Field< T >[];
	/** The store's deleteItems action. */
	deleteItems: ( ids: number[] ) => Promise< unknown >;
	deleteLabels: DeleteLabels;
	/** Where the title field links to, when it does. */
	editPath?: ( id: number ) => string;
	/** Shown when the page is empty ('No speakers yet.' or 'No … match'). */
	emptyText: string;
	/** 'Showing {from} - {to} of {total} …'. */
	summary: ( from: number, to: number, total: number ) => string;
	/** The page size select's label, e.g. 'Speakers per page'. */
	perPageLabel: string;
	filters: ReactNode;
} ) {
	const { view, onChangeView, onPerPage, selection, setSelection } = list;
	const { items, totalItems, totalPages, isLoading, error } = page;
	const actions = useMemo< Action< T >[] >(
		() => [
			getDeleteAction< T >( deleteItems, deleteLabels, () =>
				setSelection( [] )
			),
		],
		[ deleteItems, deleteLabels, setSelection ]
	);

	return (
		<ListPanel className={ block } error={ error }>
			<ItemDataViews< T >
				data={ items }
				fields={ fields }
				view={ view }
				onChangeView={ onChangeView }
				actions={ actions }
				getItemId={ getItemId }
				selection={ selection }
				onChangeSelection={ setSelection }
				renderItemLink={
					editPath
						? ( { item, ...props } ) => (
								<Link to={ editPath( item.id ) } { ...props } />
							)
						: undefined
				}
				isLoading={ isLoading && items.length === 0 }
				paginationInfo={ { totalItems, totalPages } }
				defaultLayouts={ { table: {} } }
				config={ { perPageSizes: PER_PAGE_SIZES } }
				empty={
					<p className="eventin-list-panel__empty">{ emptyText }</p>
				}
			>
				<ListToolbar
					block={ block }
					hasSelection={ hasSelectedItems(
						selection,
						items,
						getItemId
					) }
				>
					{ filters }
				</ListToolbar>
				<DataViews.Layout />
				<ListFooter
					block={ block }
					page={ view.page ?? 1 }
					perPage={ view.perPage ?? DEFAULT_PER_PAGE }
					totalItems={ totalItems }
					summary={ summary }
					perPageLabel={ perPageLabel }
					onPerPage={ onPerPage }
				/>
			</ItemDataViews>
		</ListPanel>
	);
}

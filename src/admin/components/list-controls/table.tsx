/**
 * The one frame of every list: the white panel (with the page's load error),
 * DataViews over one page of a CRUD store, the toolbar (the filters, or the
 * bulk actions while rows are selected), the Action column drawing each
 * row's actions, and the footer. A list passes its fields (filter fields
 * among them), its actions and its wording; a list with an empty state
 * (/events/empty) names it. The rows' dialogs are the list's (`useRowDialogs`):
 * they stay open when a reload takes their row away, and the focus never
 * falls out of the list when a row goes.
 */
import {
	DataViews,
	type Action,
	type DataViewsProps,
	type Field,
} from '@wordpress/dataviews/wp';
import { useCallback, useMemo, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

import { type CrudListView } from '../../hooks/use-crud-list';
import { useEmptyStateRedirect } from '../../hooks/use-empty-state-redirect';
import { hasSelectedItems } from '../../hooks/use-list-view';
import {
	DEFAULT_PER_PAGE,
	isSiteWithoutItems,
	isViewFiltered,
	PER_PAGE_SIZES,
} from '../../utils/view-to-query';
import { RowActions, type ListAction } from '../list-actions';
import { RowDialogContext } from '../list-actions/row-dialog';
import ListFilters from './filters';
import ListFooter from './footer';
import { useRowDialogs } from './row-dialogs';
import ListToolbar from './toolbar';
import { ACTIONS_FIELD } from './view';

interface Item {
	id: number;
}

/** A list's wording (all translated by the list). */
export interface ListLabels {
	/** The search field's label, e.g. 'Search speakers'. */
	search: string;
	/** Its placeholder, e.g. 'Search by name' (the label by default). */
	searchPlaceholder?: string;
	/** Shown when there are no items at all: 'No speakers yet.' */
	empty: string;
	/** Shown when the search or filters match none. */
	noMatch: string;
	/** How many there are, for 'Showing 1 - 10 of {count}': '23 speakers'. */
	count: ( total: number ) => string;
	/** The page size select's label, e.g. 'Speakers per page'. */
	perPage: string;
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
	fields,
	actions,
	getRowActions,
	getItemTitle,
	editPath,
	emptyStatePath,
	labels,
	filters,
}: {
	/** The list's class, e.g. `eventin-speaker-list`. */
	block: string;
	/** The list's view state and page (`useCrudListView()`). */
	list: CrudListView< T >;
	/** The columns, and the filter fields the filters show as selects. */
	fields: Field< T >[];
	/** The list's actions: every row's, and the bulk ones (`supportsBulk`). */
	actions: ListAction< T >[];
	/** A row's actions when they depend on the item (the events' menu). */
	getRowActions?: ( item: T ) => ListAction< T >[];
	/** The row's title, naming its actions ('Delete “Ada Lovelace”'). */
	getItemTitle: ( item: T ) => string;
	/** Where the title field links to, when it does. */
	editPath?: ( id: number ) => string;
	/** Where a site without any item goes (e.g. /events/empty). */
	emptyStatePath?: string;
	labels: ListLabels;
	/** The list's own filter controls, after the selects. */
	filters?: ReactNode;
} ) {
	const { view, onChangeView, changeView, onSearch, onPerPage } = list;
	const { selection, setSelection } = list;
	const { items, totalItems, totalPages, isLoading, error } = list.page;

	useEmptyStateRedirect(
		!! emptyStatePath &&
			isSiteWithoutItems( {
				view,
				isLoaded: ! isLoading,
				hasError: !! error,
				totalItems,
			} ),
		emptyStatePath ?? ''
	);

	// DataViews draws a cell as the component `field.render`: a new render
	// function would mount the row's actions afresh, and close a dialog one of
	// them has open (a booking's details while the report reloads). The
	// render stays one; it reads the actions of the latest render.
	const rowActions = useRef( { actions, getRowActions, getItemTitle } );
	rowActions.current = { actions, getRowActions, getItemTitle };
	const renderRowActions = useCallback( ( { item }: { item: T } ) => {
		const current = rowActions.current;
		return (
			<RowActions
				item={ item }
				id={ item.id }
				title={ current.getItemTitle( item ) }
				actions={ current.getRowActions?.( item ) ?? current.actions }
			/>
		);
	}, [] );
	const allFields = useMemo< Field< T >[] >(
		() => [
			...fields,
			{
				id: ACTIONS_FIELD,
				label: __( 'Action', 'eventin' ),
				render: renderRowActions,
				enableHiding: false,
				enableSorting: false,
				filterBy: false,
			},
		],
		// New actions make new fields, so that the rows draw them again.
		// eslint-disable-next-line react-hooks/exhaustive-deps -- read through rowActions.
		[ fields, actions, getRowActions, getItemTitle, renderRowActions ]
	);
	// DataViews offers these in its bulk toolbar. Rows draw their own
	// actions: its column of them stays hidden (style.scss), a menu each.
	const bulkActions = useMemo(
		() =>
			actions
				.filter( ( action ) => action.supportsBulk )
				.map( ( action ) => ( { ...action, isPrimary: false } ) ),
		[ actions ]
	);

	const panel = useRef< HTMLDivElement >( null );
	const rowDialogs = useRowDialogs( items, panel );

	return (
		<div
			className={ `eventin-list-panel ${ block }` }
			ref={ panel }
			// Takes the focus when a row that had it goes and none is left.
			tabIndex={ -1 }
		>
			{ error && (
				<p className="eventin-list-panel__error" role="alert">
					{ error.message ??
						__( 'The list could not be loaded.', 'eventin' ) }
				</p>
			) }
			<RowDialogContext.Provider value={ rowDialogs.host }>
				<ItemDataViews< T >
					data={ items }
					fields={ allFields }
					view={ view }
					onChangeView={ onChangeView }
					actions={ bulkActions }
					getItemId={ getItemId }
					selection={ selection }
					onChangeSelection={ setSelection }
					renderItemLink={
						editPath
							? ( { item, ...props } ) => (
									<Link
										to={ editPath( item.id ) }
										{ ...props }
									/>
								)
							: undefined
					}
					isLoading={ isLoading && items.length === 0 }
					paginationInfo={ { totalItems, totalPages } }
					defaultLayouts={ { table: {} } }
					config={ { perPageSizes: PER_PAGE_SIZES } }
					empty={
						<p className="eventin-list-panel__empty">
							{ isViewFiltered( view )
								? labels.noMatch
								: labels.empty }
						</p>
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
						<ListFilters< T >
							view={ view }
							fields={ fields }
							changeView={ changeView }
							onSearch={ onSearch }
							searchLabel={ labels.search }
							searchPlaceholder={
								labels.searchPlaceholder ?? labels.search
							}
						>
							{ filters }
						</ListFilters>
					</ListToolbar>
					<DataViews.Layout />
					<ListFooter
						block={ block }
						page={ view.page ?? 1 }
						perPage={ view.perPage ?? DEFAULT_PER_PAGE }
						totalItems={ totalItems }
						count={ labels.count }
						perPageLabel={ labels.perPage }
						onPerPage={ onPerPage }
					/>
				</ItemDataViews>
			</RowDialogContext.Provider>
			{ rowDialogs.dialog }
		</div>
	);
}

/**
 * /events: the event list (SPEC "Event list"). A DataViews table (Event,
 * Sold, Status, Action) over `GET /eventin/v2/events`, with search, status
 * and date filters, pagination, and bulk delete of the selected rows (the
 * filters give way to the bulk actions while rows are selected). A site
 * without any event goes to /events/empty.
 */
import { useDispatch } from '@wordpress/data';
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useCallback, useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store as eventsStore } from '../../../stores/events';
import { type Event } from '../../../stores/events/types';
import { useCrudList } from '../../hooks/use-crud-list';
import { useEmptyStateRedirect } from '../../hooks/use-empty-state-redirect';
import { useListView } from '../../hooks/use-list-view';
import { DEFAULT_PER_PAGE } from '../../utils/view-to-query';
import {
	clearFilters,
	eventViewToQuery,
	hasActiveFilters,
	isSiteWithoutEvents,
	setDateRange,
	setStatusFilter,
	type EventListStatus,
} from '../../utils/event-list-query';
import { ListTable, type DeleteLabels } from '../list-controls';
import EventRowActions from '../event-row-menu';
import { EventDetails, SoldCell, StatusTag } from './cells';
import EventListFilters from './filters';
import { eventEditPath, PATHS } from '../../paths';

function getFields(): Field< Event >[] {
	return [
		{
			id: 'title',
			label: __( 'Event', 'eventin' ),
			getValue: ( { item } ) => item.title,
			render: ( { item } ) => (
				<span className="eventin-event-title">
					{ item.title || __( '(no title)', 'eventin' ) }
				</span>
			),
			enableHiding: false,
			enableSorting: false,
			enableGlobalSearch: false,
			filterBy: false,
		},
		{
			id: 'details',
			label: __( 'Details', 'eventin' ),
			render: EventDetails,
			enableHiding: false,
			enableSorting: false,
			filterBy: false,
		},
		{
			id: 'sold',
			label: __( 'Sold', 'eventin' ),
			getValue: ( { item } ) => item.sold_tickets,
			render: SoldCell,
			enableHiding: false,
			enableSorting: false,
			filterBy: false,
		},
		{
			id: 'status',
			label: __( 'Status', 'eventin' ),
			getValue: ( { item } ) => item.display_status,
			render: StatusTag,
			enableHiding: false,
			enableSorting: false,
			filterBy: false,
		},
		{
			id: 'actions',
			label: __( 'Action', 'eventin' ),
			render: ( { item } ) => <EventRowActions event={ item } />,
			enableHiding: false,
			enableSorting: false,
			filterBy: false,
		},
	];
}

function getInitialView(): View {
	return {
		type: 'table',
		titleField: 'title',
		descriptionField: 'details',
		fields: [ 'sold', 'status', 'actions' ],
		search: '',
		filters: [],
		page: 1,
		perPage: DEFAULT_PER_PAGE,
		layout: {
			styles: {
				sold: { width: '160px' },
				status: { width: '120px' },
				actions: { width: '1%' },
			},
		},
	};
}

const DELETE_LABELS: DeleteLabels = {
	confirm: ( count ) =>
		_n(
			'Are you sure you want to delete this event?',
			'Are you sure you want to delete these events?',
			count,
			'eventin'
		),
	deleted: ( count ) =>
		_n(
			'Successfully deleted the event!',
			'Successfully deleted the events!',
			count,
			'eventin'
		),
	failed: ( count ) =>
		_n(
			'Failed to delete the event!',
			'Failed to delete the events!',
			count,
			'eventin'
		),
};

function getSummary( from: number, to: number, total: number ): string {
	return sprintf(
		/* translators: 1: first shown, 2: last shown, 3: number of events. */
		_n(
			'Showing %1$d - %2$d of %3$d event',
			'Showing %1$d - %2$d of %3$d events',
			total,
			'eventin'
		),
		from,
		to,
		total
	);
}

export default function EventList() {
	const list = useListView( getInitialView );
	const { view, changeView, onSearch } = list;
	const query = useMemo( () => eventViewToQuery( view ), [ view ] );
	const page = useCrudList( eventsStore, query );
	const { deleteItems } = useDispatch( eventsStore );
	const fields = useMemo( getFields, [] );

	useEmptyStateRedirect(
		isSiteWithoutEvents( {
			view,
			isLoaded: ! page.isLoading,
			hasError: !! page.error,
			totalItems: page.totalItems,
		} ),
		PATHS.eventsEmpty
	);

	const onStatus = useCallback(
		( status: EventListStatus ) =>
			changeView( ( current ) => setStatusFilter( current, status ) ),
		[ changeView ]
	);
	const onDateRange = useCallback(
		( start: string, end: string ) =>
			changeView( ( current ) => setDateRange( current, start, end ) ),
		[ changeView ]
	);
	const onClear = useCallback(
		() => changeView( clearFilters ),
		[ changeView ]
	);

	return (
		<ListTable< Event >
			block="eventin-event-list"
			list={ list }
			page={ page }
			fields={ fields }
			deleteItems={ deleteItems }
			deleteLabels={ DELETE_LABELS }
			editPath={ eventEditPath }
			emptyText={
				hasActiveFilters( view )
					? __( 'No events match these filters.', 'eventin' )
					: __( 'No events yet.', 'eventin' )
			}
			summary={ getSummary }
			perPageLabel={ __( 'Events per page', 'eventin' ) }
			filters={
				<EventListFilters
					view={ view }
					onSearch={ onSearch }
					onStatus={ onStatus }
					onDateRange={ onDateRange }
					onClear={ onClear }
				/>
			}
		/>
	);
}

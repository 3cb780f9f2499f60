/**
 * /events: the event list. A DataViews table (Event,
 * Sold, Status, Action) over `GET /eventin/v2/events`, with search, status
 * and date filters, pagination, and bulk delete of the selected rows (the
 * filters give way to the bulk actions while rows are selected). A site
 * without any event goes to /events/empty.
 */
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useCallback, useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useSearchParams } from 'react-router-dom';

import { store as eventsStore } from '../../../stores/events';
import { type Event } from '../../../stores/events/types';
import { useCrudListView } from '../../../admin/hooks/use-crud-list';
import { eventEditPath } from '../../../admin/paths';
import { EVENT_LIST_PATHS } from '../paths';
import {
	eventViewToQuery,
	STATUS_FILTER_FIELD,
	withLinkedStatus,
} from '../../../admin/utils/event-list-query';
import {
	DateRangeFilter,
	getListView,
	ListTable,
	type ListLabels,
} from '../../../admin/components/list-controls';
import { useEventActions } from './actions';
import { EventDetails, EventStatusTag, SoldCell } from './cells';
import { getEventTitle } from './rules';
import { formatCount } from '../../../admin/utils/format-count';

function getFields(): Field< Event >[] {
	const common = {
		enableHiding: false,
		enableSorting: false,
		filterBy: false as const,
	};
	return [
		{
			...common,
			id: 'title',
			label: __( 'Event', 'eventin' ),
			getValue: ( { item } ) => item.title,
			render: ( { item } ) => (
				<span className="eventin-event-title">
					{ getEventTitle( item ) }
				</span>
			),
			enableGlobalSearch: false,
		},
		{
			...common,
			id: 'details',
			label: __( 'Details', 'eventin' ),
			render: EventDetails,
		},
		{
			...common,
			id: 'sold',
			label: __( 'Sold', 'eventin' ),
			getValue: ( { item } ) => item.sold_tickets,
			render: SoldCell,
		},
		{
			...common,
			id: 'display_status',
			label: __( 'Status', 'eventin' ),
			getValue: ( { item } ) => item.display_status,
			render: EventStatusTag,
		},
		{
			...common,
			id: STATUS_FILTER_FIELD,
			label: __( 'Status', 'eventin' ),
			elements: [
				{ value: 'all', label: __( 'All', 'eventin' ) },
				{ value: 'draft', label: __( 'Draft', 'eventin' ) },
				{ value: 'pending', label: __( 'Pending review', 'eventin' ) },
				{ value: 'ongoing', label: __( 'Ongoing', 'eventin' ) },
				{ value: 'upcoming', label: __( 'Upcoming', 'eventin' ) },
				{ value: 'past', label: __( 'Past', 'eventin' ) },
			],
			filterBy: { operators: [ 'is' ], isPrimary: true },
		},
	];
}

function getInitialView(): View {
	return getListView( {
		titleField: 'title',
		descriptionField: 'details',
		columns: [ 'sold', 'display_status' ],
		styles: {
			sold: { width: '160px' },
			display_status: { width: '120px' },
		},
	} );
}

function getLabels(): ListLabels {
	return {
		search: __( 'Search events', 'eventin' ),
		searchPlaceholder: __( 'Search by event name', 'eventin' ),
		empty: __( 'No events yet.', 'eventin' ),
		noMatch: __( 'No events match these filters.', 'eventin' ),
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of events. */
				_n( '%s event', '%s events', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Events per page', 'eventin' ),
	};
}

export default function EventList() {
	const [ query ] = useSearchParams();
	const linkedStatus = query.get( 'status' );
	const initialView = useCallback(
		() => withLinkedStatus( getInitialView(), linkedStatus ),
		[ linkedStatus ]
	);
	const list = useCrudListView( eventsStore, initialView, eventViewToQuery );
	const fields = useMemo( getFields, [] );
	const labels = useMemo( getLabels, [] );
	const { actions, getRowActions } = useEventActions();

	return (
		<ListTable< Event >
			block="eventin-event-list"
			list={ list }
			fields={ fields }
			actions={ actions }
			getRowActions={ getRowActions }
			getItemTitle={ getEventTitle }
			editPath={ eventEditPath }
			emptyStatePath={ EVENT_LIST_PATHS.eventsEmpty }
			labels={ labels }
			filters={
				<DateRangeFilter
					view={ list.view }
					changeView={ list.changeView }
				/>
			}
		/>
	);
}

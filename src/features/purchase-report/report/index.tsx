/**
 * /purchase-report and /purchase-report/{event id}: the bookings. The
 * summary (revenue, tickets sold, bookings by status, sales per day) over a
 * DataViews list (booking number and date, buyer, event, tickets, total and
 * payment, status) with a search by buyer or number, filters by status, event
 * (all bookings only), payment and days, pagination, and each booking's
 * actions.
 */
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useSelect } from '@wordpress/data';
import { useCallback, useMemo, useRef } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { Link, useParams } from 'react-router-dom';

import { type CrudQuery } from '../../../stores/crud';
import { store as ordersStore } from '../../../stores/orders';
import { type Order, type OrderSummary } from '../../../stores/orders/types';
import { useCrudListView } from '../../../admin/hooks/use-crud-list';
import { eventPurchaseReportPath } from '../paths';
import { getBookingStatusLabel } from '../../../admin/utils/booking-labels';
import { formatAmount } from '../../../admin/utils/money';
import BookingStatusTag from '../../../admin/components/booking-status-tag';
import EmailAddress from '../../../admin/components/list-controls/email-address';
import {
	DateRangeFilter,
	getListView,
	ListTable,
	type ListLabels,
	PLAIN_FIELD,
	dateTimeField,
	statusField,
} from '../../../admin/components/list-controls';
import { useBookingActions } from './actions';
import {
	EVENT_FILTER_FIELD,
	GATEWAY_FILTER_FIELD,
	getBookingNumber,
	getGatewayChoices,
	ORDER_STATUSES,
	orderViewToQuery,
	STATUS_FILTER_FIELD,
	toSummaryQuery,
} from './rules';
import ReportSummary from './summary';
import { formatCount } from '../../../admin/utils/format-count';

/**
 * The report's figures for the list's filters; the last ones stay while
 * those of other filters load.
 *
 * @param query The summary query.
 */
function useSummary( query: CrudQuery ) {
	const { summary, error } = useSelect(
		( select ) => ( {
			summary: select( ordersStore ).getSummary( query ),
			error: select( ordersStore ).getResolutionError( 'getSummary', [
				query,
			] ) as { message?: string } | undefined,
		} ),
		[ query ]
	);
	const last = useRef( summary );
	if ( summary ) {
		last.current = summary;
	}
	return {
		summary: last.current,
		error: error ? ( error.message ?? '' ) : '',
	};
}

function getFields(
	isOneEvent: boolean,
	events: OrderSummary[ 'events' ]
): Field< Order >[] {
	const common = PLAIN_FIELD;
	const fields: Field< Order >[] = [
		{
			...common,
			id: 'number',
			label: __( 'Booking', 'eventin' ),
			getValue: ( { item } ) => item.id,
			render: ( { item } ) => (
				<span className="eventin-booking-number">
					{ getBookingNumber( item ) }
				</span>
			),
		},
		{
			...common,
			id: 'buyer',
			label: __( 'Buyer', 'eventin' ),
			getValue: ( { item } ) => item.customer.name,
			render: ( { item } ) => (
				<span className="eventin-booking-buyer">
					<span>{ item.customer.name }</span>
					<EmailAddress
						className="eventin-booking-buyer__email"
						email={ item.customer.email }
					/>
				</span>
			),
		},
		{
			...common,
			id: 'event',
			label: __( 'Event', 'eventin' ),
			getValue: ( { item } ) => item.event_title,
			render: ( { item } ) =>
				isOneEvent ? (
					<span>{ item.event_title }</span>
				) : (
					<Link to={ eventPurchaseReportPath( item.event_id ) }>
						{ item.event_title }
					</Link>
				),
		},
		{
			...common,
			id: 'tickets',
			label: __( 'Tickets', 'eventin' ),
			getValue: ( { item } ) => item.ticket_count,
		},
		{
			...common,
			id: 'total',
			label: __( 'Total', 'eventin' ),
			getValue: ( { item } ) => item.total,
			render: ( { item } ) => (
				<span className="eventin-booking-total">
					<span>{ formatAmount( item.total, item.currency ) }</span>
					<span className="eventin-booking-total__gateway">
						{ item.gateway_title }
					</span>
					{ Number( item.refunded_total ) > 0 && (
						<span className="eventin-booking-total__refunded">
							{ sprintf(
								/* translators: %s: amount refunded. */
								__( '%s refunded', 'eventin' ),
								formatAmount(
									item.refunded_total,
									item.currency
								)
							) }
						</span>
					) }
				</span>
			),
		},
		statusField( {
			id: 'status',
			label: __( 'Status', 'eventin' ),
			getValue: ( item: Order ) => item.status,
			Tag: BookingStatusTag,
		} ),
		dateTimeField( {
			id: 'date',
			label: __( 'Date', 'eventin' ),
			getValue: ( item: Order ) => item.created_at,
		} ),
		{
			...common,
			id: STATUS_FILTER_FIELD,
			label: __( 'Status', 'eventin' ),
			elements: [
				{ value: '', label: __( 'All statuses', 'eventin' ) },
				...ORDER_STATUSES.map( ( status ) => ( {
					value: status,
					label: getBookingStatusLabel( status ),
				} ) ),
			],
			filterBy: { operators: [ 'is' ], isPrimary: true },
		},
		{
			...common,
			id: GATEWAY_FILTER_FIELD,
			label: __( 'Payment', 'eventin' ),
			elements: [
				{ value: '', label: __( 'All payment ways', 'eventin' ) },
				...getGatewayChoices(),
			],
			filterBy: { operators: [ 'is' ], isPrimary: true },
		},
	];
	if ( ! isOneEvent ) {
		fields.push( {
			...common,
			id: EVENT_FILTER_FIELD,
			label: __( 'Event', 'eventin' ),
			elements: [
				{ value: '', label: __( 'All events', 'eventin' ) },
				...events.map( ( event ) => ( {
					value: String( event.id ),
					label: event.title || `#${ event.id }`,
				} ) ),
			],
			filterBy: { operators: [ 'is' ], isPrimary: true },
		} );
	}
	return fields;
}

function getInitialView(): View {
	return getListView( {
		titleField: 'number',
		descriptionField: 'date',
		columns: [ 'buyer', 'event', 'tickets', 'total', 'status' ],
		styles: {
			number: { maxWidth: '140px' },
			tickets: { maxWidth: '80px' },
			status: { maxWidth: '150px' },
		},
	} );
}

function getLabels(): ListLabels {
	return {
		search: __( 'Search bookings', 'eventin' ),
		searchPlaceholder: __(
			'Search by buyer name, email or booking number',
			'eventin'
		),
		empty: __( 'No bookings yet.', 'eventin' ),
		noMatch: __( 'No bookings match these filters.', 'eventin' ),
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of bookings. */
				_n( '%s booking', '%s bookings', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Bookings per page', 'eventin' ),
	};
}

export default function PurchaseReport() {
	const { id } = useParams();
	const eventId = Number( id ) > 0 ? Number( id ) : 0;
	const toQuery = useCallback(
		( view: View ) => orderViewToQuery( view, eventId ),
		[ eventId ]
	);
	const list = useCrudListView( ordersStore, getInitialView, toQuery );
	const summaryQuery = useMemo(
		() => toSummaryQuery( toQuery( list.view ) ),
		[ toQuery, list.view ]
	);
	const { summary, error } = useSummary( summaryQuery );
	const events = summary?.events;
	const fields = useMemo(
		() => getFields( eventId > 0, events ?? [] ),
		[ eventId, events ]
	);
	const labels = useMemo( getLabels, [] );
	const actions = useBookingActions();

	return (
		<div className="eventin-purchase-report">
			<ReportSummary summary={ summary } error={ error } />
			<ListTable< Order >
				block="eventin-booking-list"
				list={ list }
				fields={ fields }
				actions={ actions }
				getItemTitle={ getBookingNumber }
				labels={ labels }
				filters={
					<DateRangeFilter
						view={ list.view }
						changeView={ list.changeView }
					/>
				}
			/>
		</div>
	);
}

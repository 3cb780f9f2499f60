/**
 * /attendees and /attendees/event/{id}: every ticket holder, of all events
 * or one. A DataViews list (name and e-mail address, event, ticket type, the
 * shortened ticket code, the booking and when it was made, payment status,
 * check-in) with a search by name, address or code, filters by event (all
 * events only), ticket type, payment status and check-in, pagination, Edit, Resend ticket and
 * Delete (the last two in bulk too), and 'Add attendee' for complimentary
 * tickets.
 */
import { Button, Modal } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useCallback, useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { plus } from '@wordpress/icons';
import { Link, useParams } from 'react-router-dom';

import { store as attendeesStore } from '../../../stores/attendees';
import {
	type Attendee,
	type AttendeeEvent,
} from '../../../stores/attendees/types';
import {
	CAPABILITIES,
	holdsOrCovers,
} from '../../../stores/global/capabilities';
import { useCrudListView } from '../../../admin/hooks/use-crud-list';
import { useCurrentUser } from '../../../admin/hooks/use-current-user';
import { eventPurchaseReportPath } from '../../purchase-report/paths';
import { attendeeEditPath, eventAttendeesPath } from '../paths';
import {
	getBookingStatusLabel,
	shortenCode,
} from '../../../admin/utils/booking-labels';
import ListExport from '../../../admin/components/list-export';
import { AttendeeForm } from '../form';
import {
	getListView,
	ListTable,
	ZoneHeader,
	type ListLabels,
	PLAIN_FIELD,
	DateTime,
	statusField,
} from '../../../admin/components/list-controls';
import BookingStatusTag from '../../../admin/components/booking-status-tag';
import { useAttendeeActions } from './actions';
import {
	attendeeViewToQuery,
	CHECKIN_FILTER_FIELD,
	EVENT_FILTER_FIELD,
	getAttendeeName,
	PAYMENT_FILTER_FIELD,
	PAYMENT_STATUSES,
	TICKET_FILTER_FIELD,
	toExportQuery,
} from './rules';
import { findViewFilter } from '../../../admin/utils/view-to-query';
import { formatCount } from '../../../admin/utils/format-count';

/**
 * Whether the attendee came in at the door, when first (site time), and
 * whether they are inside now.
 *
 * @param props
 * @param props.attendee The attendee.
 */
function CheckinCell( { attendee }: { attendee: Attendee } ) {
	if ( ! attendee.checked_in_at ) {
		return <span>{ __( 'Not checked in', 'eventin' ) }</span>;
	}
	return (
		<span className="eventin-attendee-checkin">
			<span>
				{ attendee.inside
					? __( 'Inside', 'eventin' )
					: __( 'Checked in', 'eventin' ) }
			</span>
			<DateTime value={ attendee.checked_in_at } />
		</span>
	);
}

/** While the filters' events load, or when they cannot be read. */
const NO_EVENTS: AttendeeEvent[] = [];

const common = PLAIN_FIELD;
const filterBy = { operators: [ 'is' as const ], isPrimary: true };

function getFields( {
	isOneEvent,
	events,
	chosenEvent,
	canSeeBookings,
}: {
	isOneEvent: boolean;
	events: AttendeeEvent[];
	chosenEvent: number;
	canSeeBookings: boolean;
} ): Field< Attendee >[] {
	const fields: Field< Attendee >[] = [
		{
			...common,
			id: 'name',
			label: __( 'Name', 'eventin' ),
			getValue: ( { item } ) => item.name,
		},
		{
			...common,
			id: 'email',
			label: __( 'Email', 'eventin' ),
			getValue: ( { item } ) => item.email,
		},
		{
			...common,
			id: 'event',
			label: __( 'Event', 'eventin' ),
			getValue: ( { item } ) => item.event_title,
			// With all events, the ticket type goes under the event: one column less.
			render: ( { item } ) => (
				<span className="eventin-attendee-event">
					<Link to={ eventAttendeesPath( item.event_id ) }>
						{ item.event_title }
					</Link>
					<span>{ item.ticket_name }</span>
				</span>
			),
		},
		{
			...common,
			id: 'ticket',
			label: __( 'Ticket type', 'eventin' ),
			getValue: ( { item } ) => item.ticket_name,
		},
		{
			...common,
			id: 'code',
			label: __( 'Ticket code', 'eventin' ),
			getValue: ( { item } ) => item.code,
			render: ( { item } ) => (
				<code title={ item.code }>{ shortenCode( item.code ) }</code>
			),
		},
		{
			...common,
			id: 'booking',
			label: __( 'Booking', 'eventin' ),
			// Which zone the times are in: the site's, as the details and the export.
			header: <ZoneHeader label={ __( 'Booking', 'eventin' ) } />,
			getValue: ( { item } ) => item.order_id,
			render: ( { item } ) => (
				<span className="eventin-attendee-booking">
					{ canSeeBookings ? (
						<Link to={ eventPurchaseReportPath( item.event_id ) }>
							{ `#${ item.order_id }` }
						</Link>
					) : (
						<span>{ `#${ item.order_id }` }</span>
					) }
					<DateTime value={ item.created_at } />
				</span>
			),
		},
		statusField( {
			id: 'payment',
			label: __( 'Payment status', 'eventin' ),
			getValue: ( item: Attendee ) => item.payment_status,
			Tag: BookingStatusTag,
		} ),
		{
			...common,
			id: PAYMENT_FILTER_FIELD,
			label: __( 'Payment status', 'eventin' ),
			elements: [
				{ value: '', label: __( 'All payment statuses', 'eventin' ) },
				...PAYMENT_STATUSES.map( ( status ) => ( {
					value: status,
					label: getBookingStatusLabel( status ),
				} ) ),
			],
			filterBy,
		},
		{
			...common,
			id: 'checkin',
			label: __( 'Check-in', 'eventin' ),
			getValue: ( { item } ) => item.checked_in_at ?? '',
			render: ( { item } ) => <CheckinCell attendee={ item } />,
		},
		{
			...common,
			id: CHECKIN_FILTER_FIELD,
			label: __( 'Check-in', 'eventin' ),
			elements: [
				{ value: '', label: __( 'Everyone', 'eventin' ) },
				{ value: 'used', label: __( 'Checked in', 'eventin' ) },
				{ value: 'unused', label: __( 'Not checked in', 'eventin' ) },
			],
			filterBy,
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
			filterBy,
		} );
	}
	const tickets =
		events.find( ( event ) => event.id === chosenEvent )?.tickets ?? [];
	if ( tickets.length > 0 ) {
		fields.push( {
			...common,
			id: TICKET_FILTER_FIELD,
			label: __( 'Ticket type', 'eventin' ),
			elements: [
				{ value: '', label: __( 'All ticket types', 'eventin' ) },
				...tickets.map( ( ticket ) => ( {
					value: String( ticket.id ),
					label: ticket.name,
				} ) ),
			],
			filterBy,
		} );
	}
	return fields;
}

/**
 * The first view; one event's page leaves out the event column.
 *
 * @param isOneEvent Whether the page is one event's.
 */
function getInitialView( isOneEvent: boolean ): View {
	return getListView( {
		titleField: 'name',
		descriptionField: 'email',
		columns: [
			isOneEvent ? 'ticket' : 'event',
			'code',
			'booking',
			'payment',
			'checkin',
		],
		styles: {
			event: { maxWidth: '200px' },
			ticket: { maxWidth: '140px' },
			code: { maxWidth: '110px' },
			booking: { maxWidth: '160px' },
			payment: { maxWidth: '150px' },
			checkin: { maxWidth: '150px' },
		},
	} );
}

function getLabels(): ListLabels {
	return {
		search: __( 'Search attendees', 'eventin' ),
		searchPlaceholder: __(
			'Search by name, email or ticket code',
			'eventin'
		),
		empty: __( 'No attendees yet.', 'eventin' ),
		noMatch: __( 'No attendees match these filters.', 'eventin' ),
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of attendees. */
				_n( '%s attendee', '%s attendees', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Attendees per page', 'eventin' ),
	};
}

/**
 * 'Add attendee': a complimentary ticket, in a dialog over the list.
 * @param root0
 * @param root0.events
 * @param root0.eventId
 */
function AddAttendee( {
	events,
	eventId,
}: {
	events: AttendeeEvent[];
	eventId: number;
} ) {
	const [ isOpen, setIsOpen ] = useState( false );
	return (
		<>
			<Button
				variant="secondary"
				icon={ plus }
				onClick={ () => setIsOpen( true ) }
				__next40pxDefaultSize
			>
				{ __( 'Add attendee', 'eventin' ) }
			</Button>
			{ isOpen && (
				<Modal
					title={ __( 'Add attendee', 'eventin' ) }
					onRequestClose={ () => setIsOpen( false ) }
					className="eventin-attendee-add"
				>
					<AttendeeForm
						attendee={ null }
						events={ events }
						eventId={ eventId }
						onSaved={ () => setIsOpen( false ) }
					/>
				</Modal>
			) }
		</>
	);
}

export default function AttendeeList() {
	const { id } = useParams();
	const eventId = Number( id ) > 0 ? Number( id ) : 0;
	const toQuery = useCallback(
		( view: View ) => attendeeViewToQuery( view, eventId ),
		[ eventId ]
	);
	const initialView = useCallback(
		() => getInitialView( eventId > 0 ),
		[ eventId ]
	);
	const list = useCrudListView( attendeesStore, initialView, toQuery );
	const events = useSelect(
		( select ) =>
			select( attendeesStore ).getFilterEvents( eventId ) ?? NO_EVENTS,
		[ eventId ]
	);
	const { user } = useCurrentUser();
	const canSeeBookings =
		!! user &&
		( user.is_super_admin ||
			holdsOrCovers( user.permissions, CAPABILITIES.manageOrder ) );
	const chosenEvent =
		eventId ||
		Number( findViewFilter( list.view, EVENT_FILTER_FIELD )?.value ) ||
		0;
	const fields = useMemo(
		() =>
			getFields( {
				isOneEvent: eventId > 0,
				events,
				chosenEvent,
				canSeeBookings,
			} ),
		[ eventId, events, chosenEvent, canSeeBookings ]
	);
	const labels = useMemo( getLabels, [] );
	const actions = useAttendeeActions();
	const exportQuery = useMemo(
		() => toExportQuery( toQuery( list.view ) ),
		[ toQuery, list.view ]
	);
	const eventTitle = events.find( ( event ) => event.id === eventId )?.title;

	return (
		<div className="eventin-attendees">
			<div className="eventin-attendees__header">
				{ eventId > 0 && eventTitle !== undefined && (
					<h2 className="eventin-attendees__event">
						{ sprintf(
							/* translators: %s: event title. */
							__( 'Attendees of “%s”', 'eventin' ),
							eventTitle
						) }
					</h2>
				) }
				<div className="eventin-attendees__actions">
					<ListExport rows="attendees" query={ exportQuery } />
					<AddAttendee events={ events } eventId={ eventId } />
				</div>
			</div>
			<ListTable< Attendee >
				block="eventin-attendee-list"
				list={ list }
				fields={ fields }
				actions={ actions }
				getItemTitle={ getAttendeeName }
				editPath={ attendeeEditPath }
				labels={ labels }
			/>
		</div>
	);
}

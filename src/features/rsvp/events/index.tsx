/**
 * /rsvp-report: the events with RSVP on (not in the trash), newest start
 * first, with their responses per status and the places taken; a search by
 * title; each row links to its event's report and offers RSVP Reminder.
 */
import { useSelect } from '@wordpress/data';
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useMemo, useRef } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { chartBar, envelope } from '@wordpress/icons';
import { useNavigate } from 'react-router-dom';

import { store as rsvpStore } from '../store';
import { type RsvpEvent, type RsvpStatus } from '../store/types';
import { type CrudListView } from '../../../admin/hooks/use-crud-list';
import { useListView } from '../../../admin/hooks/use-list-view';
import { rsvpReminderPath, rsvpReportPath } from '../paths';
import { formatCount } from '../../../admin/utils/format-count';
import {
	getListView,
	ListTable,
	type ListLabels,
	PLAIN_FIELD,
	dateTimeField,
} from '../../../admin/components/list-controls';
import {
	getLinkAction,
	type ListAction,
} from '../../../admin/components/list-actions';
import RsvpCapacity from '../report/capacity';
import RsvpModuleGate from '../report/module-gate';
import {
	getRsvpStatusLabel,
	RSVP_STATUSES,
	rsvpEventsViewToQuery,
} from '../report/rules';

const common = PLAIN_FIELD;

function getFields(): Field< RsvpEvent >[] {
	return [
		{
			...common,
			id: 'title',
			label: __( 'Event', 'eventin' ),
			getValue: ( { item } ) => item.title || `#${ item.id }`,
		},
		dateTimeField( {
			id: 'date',
			label: __( 'Starts', 'eventin' ),
			getValue: ( item: RsvpEvent ) => item.start_utc,
		} ),
		...RSVP_STATUSES.map( ( status: RsvpStatus ): Field< RsvpEvent > => ( {
			...common,
			id: status,
			label: getRsvpStatusLabel( status ),
			getValue: ( { item } ) => item[ status ],
			render: ( { item } ) => (
				<span className="eventin-rsvp-count">
					{ formatCount( item[ status ] ) }
				</span>
			),
		} ) ),
		{
			...common,
			id: 'capacity',
			label: __( 'Places taken', 'eventin' ),
			getValue: ( { item } ) => item.people_going,
			render: ( { item } ) => (
				<RsvpCapacity
					peopleGoing={ item.people_going }
					limit={ item.limit }
				/>
			),
		},
	];
}

function getInitialView(): View {
	return getListView( {
		titleField: 'title',
		descriptionField: 'date',
		columns: [ ...RSVP_STATUSES, 'capacity' ],
		styles: {
			going: { maxWidth: '90px' },
			maybe: { maxWidth: '90px' },
			not_going: { maxWidth: '90px' },
			waiting: { maxWidth: '100px' },
			capacity: { maxWidth: '160px' },
		},
	} );
}

function getLabels(): ListLabels {
	return {
		search: __( 'Search events', 'eventin' ),
		searchPlaceholder: __( 'Search by event title', 'eventin' ),
		empty: __(
			'No event takes RSVPs yet. Turn RSVP on in an event’s RSVP settings.',
			'eventin'
		),
		noMatch: __( 'No events with RSVP match this search.', 'eventin' ),
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of events. */
				_n( '%s event', '%s events', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Events per page', 'eventin' ),
	};
}

const EMPTY_PAGE = { items: [] as RsvpEvent[], totalItems: 0 };

/**
 * The events' list state: the view, and the page it asks the store for
 * (the last page stays while another loads).
 */
function useRsvpEventsList(): CrudListView< RsvpEvent > {
	const list = useListView( getInitialView );
	const query = useMemo(
		() => rsvpEventsViewToQuery( list.view ),
		[ list.view ]
	);
	const result = useSelect(
		( select ) => {
			const rsvp = select( rsvpStore );
			return {
				page: rsvp.getEvents( query ),
				isLoading: ! rsvp.hasFinishedResolution( 'getEvents', [
					query,
				] ),
				error: rsvp.getResolutionError( 'getEvents', [ query ] ) as
					{ message?: string } | undefined,
			};
		},
		[ query ]
	);
	const last = useRef( EMPTY_PAGE );
	if ( result.page ) {
		last.current = result.page;
	}
	const perPage = Number( query.per_page ) || 10;
	return {
		...list,
		page: {
			items: last.current.items,
			totalItems: last.current.totalItems,
			totalPages: Math.ceil( last.current.totalItems / perPage ),
			isLoading: result.isLoading,
			error: result.error,
		},
	};
}

function useEventActions(): ListAction< RsvpEvent >[] {
	const navigate = useNavigate();
	return useMemo(
		() => [
			getLinkAction< RsvpEvent >(
				{
					id: 'report',
					label: __( 'View responses', 'eventin' ),
					icon: chartBar,
					isPrimary: true,
				},
				( item ) => ( { to: rsvpReportPath( item.id ) } ),
				navigate
			),
			getLinkAction< RsvpEvent >(
				{
					id: 'reminder',
					label: __( 'RSVP Reminder', 'eventin' ),
					icon: envelope,
				},
				( item ) => ( {
					to: rsvpReminderPath( item.id ),
				} ),
				navigate
			),
		],
		[ navigate ]
	);
}

const getEventTitle = ( item: RsvpEvent ) => item.title || `#${ item.id }`;

function RsvpEventsList() {
	const list = useRsvpEventsList();
	const fields = useMemo( getFields, [] );
	const labels = useMemo( getLabels, [] );
	const actions = useEventActions();
	return (
		<ListTable< RsvpEvent >
			block="eventin-rsvp-events"
			list={ list }
			fields={ fields }
			actions={ actions }
			getItemTitle={ getEventTitle }
			editPath={ rsvpReportPath }
			labels={ labels }
		/>
	);
}

export default function RsvpEvents() {
	return (
		<RsvpModuleGate>
			<RsvpEventsList />
		</RsvpModuleGate>
	);
}

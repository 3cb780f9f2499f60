/**
 * /rsvp-report/{event id}: an event's RSVP responses. The counts per status
 * and the places taken over a DataViews list (name, e-mail address, people,
 * status, when, message) with a status filter (going by default, each
 * status with its count), a search by name or address, the days the
 * responses were made, paging, Change status, and Delete (in bulk too).
 */
import { useSelect } from '@wordpress/data';
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useCallback, useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useParams } from 'react-router-dom';

import { store as rsvpStore } from '../store';
import { type RsvpCounts, type RsvpResponse } from '../store/types';
import { useCrudListView } from '../../../admin/hooks/use-crud-list';
import { formatCount } from '../../../admin/utils/format-count';
import { withViewFilter } from '../../../admin/utils/view-to-query';
import {
	DateRangeFilter,
	getListView,
	ListTable,
	PLAIN_FIELD,
	dateTimeField,
	statusField,
	type ListLabels,
} from '../../../admin/components/list-controls';
import EmailAddress from '../../../admin/components/list-controls/email-address';
import ListExport from '../../../admin/components/list-export';
import { useResponseActions } from './actions';
import RsvpCapacity from './capacity';
import RsvpModuleGate from './module-gate';
import {
	getRsvpStatusLabel,
	getStatusChoices,
	getViewStatus,
	RSVP_STATUSES,
	rsvpViewToQuery,
	toResponseExportQuery,
	STATUS_FILTER_FIELD,
} from './rules';
import RsvpStatusTag from './status-tag';

const common = PLAIN_FIELD;

function getFields( counts: RsvpCounts | null ): Field< RsvpResponse >[] {
	return [
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
			render: ( { item } ) => <EmailAddress email={ item.email } />,
		},
		{
			...common,
			id: 'people',
			label: __( 'People', 'eventin' ),
			getValue: ( { item } ) => item.people,
			render: ( { item } ) => (
				<span
					className="eventin-rsvp-people"
					title={ item.guests.join( ', ' ) || undefined }
				>
					{ formatCount( item.people ) }
				</span>
			),
		},
		statusField( {
			id: 'status',
			label: __( 'Status', 'eventin' ),
			getValue: ( item: RsvpResponse ) => item.status,
			Tag: RsvpStatusTag,
		} ),
		dateTimeField( {
			id: 'date',
			label: __( 'Date', 'eventin' ),
			getValue: ( item: RsvpResponse ) => item.created_at,
		} ),
		{
			...common,
			id: 'message',
			label: __( 'Message', 'eventin' ),
			getValue: ( { item } ) => item.message,
			render: ( { item } ) => (
				<span className="eventin-rsvp-message">
					{ item.message ||
						( item.status === 'not_going' ? item.reason : '' ) }
				</span>
			),
		},
		{
			...common,
			id: STATUS_FILTER_FIELD,
			label: __( 'Status', 'eventin' ),
			elements: getStatusChoices( counts ),
			filterBy: { operators: [ 'is' ], isPrimary: true },
		},
	];
}

function getInitialView(): View {
	return getListView( {
		titleField: 'name',
		columns: [ 'email', 'people', 'status', 'date', 'message' ],
		styles: {
			name: { maxWidth: '180px' },
			email: { maxWidth: '230px' },
			people: { maxWidth: '70px' },
			status: { maxWidth: '110px' },
			date: { maxWidth: '150px' },
			message: { maxWidth: '180px' },
		},
	} );
}

function getLabels( status: string ): ListLabels {
	return {
		search: __( 'Search responses', 'eventin' ),
		searchPlaceholder: __( 'Search by name or email', 'eventin' ),
		empty:
			status === 'all'
				? __( 'No responses yet.', 'eventin' )
				: sprintf(
						/* translators: %s: a response status, e.g. Going. */
						__( 'No responses with the status “%s”.', 'eventin' ),
						getRsvpStatusLabel( status )
					),
		noMatch: __( 'No responses match these filters.', 'eventin' ),
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of responses. */
				_n( '%s response', '%s responses', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Responses per page', 'eventin' ),
	};
}

/**
 * The counts per status (each a button showing that status) and the places
 * taken.
 *
 * @param props          The props.
 * @param props.counts   The event's counts; null while loading.
 * @param props.status   The status shown.
 * @param props.onStatus Shows a status.
 */
function RsvpSummary( {
	counts,
	status,
	onStatus,
}: {
	counts: RsvpCounts | null;
	status: string;
	onStatus: ( status: string ) => void;
} ) {
	if ( ! counts ) {
		return null;
	}
	return (
		<section
			className="eventin-rsvp-summary"
			aria-label={ __( 'Responses per status', 'eventin' ) }
		>
			<ul className="eventin-rsvp-summary__counts">
				{ RSVP_STATUSES.map( ( value ) => (
					<li key={ value }>
						<button
							type="button"
							className={ `eventin-rsvp-summary__count is-${ value }` }
							aria-pressed={ status === value }
							onClick={ () => onStatus( value ) }
						>
							<span className="eventin-rsvp-summary__label">
								{ getRsvpStatusLabel( value ) }
							</span>
							<span className="eventin-rsvp-summary__value">
								{ formatCount( counts[ value ] ) }
							</span>
						</button>
					</li>
				) ) }
			</ul>
			<div className="eventin-rsvp-summary__capacity">
				<span className="eventin-rsvp-summary__label">
					{ __( 'Places taken', 'eventin' ) }
				</span>
				<RsvpCapacity
					peopleGoing={ counts.people_going }
					limit={ counts.limit }
				/>
			</div>
		</section>
	);
}

const getResponseName = ( response: RsvpResponse ) =>
	response.name || response.email;

function RsvpResponses( { eventId }: { eventId: number } ) {
	const toQuery = useCallback(
		( view: View ) => rsvpViewToQuery( view, eventId ),
		[ eventId ]
	);
	const list = useCrudListView( rsvpStore, getInitialView, toQuery );
	const counts = useSelect(
		( select ) => select( rsvpStore ).getCounts( eventId ),
		[ eventId ]
	);
	const fields = useMemo( () => getFields( counts ), [ counts ] );
	const status = getViewStatus( list.view );
	const labels = useMemo( () => getLabels( status ), [ status ] );
	const actions = useResponseActions();
	const { changeView } = list;
	const onStatus = useCallback(
		( value: string ) =>
			changeView( ( current ) =>
				withViewFilter(
					current,
					STATUS_FILTER_FIELD,
					value === 'going'
						? null
						: {
								field: STATUS_FILTER_FIELD,
								operator: 'is',
								value,
							}
				)
			),
		[ changeView ]
	);

	const exportQuery = useMemo(
		() => toResponseExportQuery( toQuery( list.view ) ),
		[ toQuery, list.view ]
	);

	return (
		<div className="eventin-rsvp-report">
			<div className="eventin-rsvp-report__actions">
				<ListExport rows="responses" query={ exportQuery } />
			</div>
			<RsvpSummary
				counts={ counts }
				status={ status }
				onStatus={ onStatus }
			/>
			<ListTable< RsvpResponse >
				block="eventin-rsvp-responses"
				list={ list }
				fields={ fields }
				actions={ actions }
				getItemTitle={ getResponseName }
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

export default function RsvpReport() {
	const { id } = useParams();
	const eventId = Number( id ) > 0 ? Number( id ) : 0;
	return (
		<RsvpModuleGate>
			<RsvpResponses key={ eventId } eventId={ eventId } />
		</RsvpModuleGate>
	);
}

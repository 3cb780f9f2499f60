/**
 * /jobs (Settings → Background jobs): the Background jobs panel, for
 * administrators. The queue's jobs in a DataViews list (the job's name with its hook beneath,
 * status, attempts, when it is due or finished in the site's time, the last
 * error), newest first, with a search in hooks, a status filter counting
 * each status, pagination and Retry on a failed job.
 */
import { useSelect } from '@wordpress/data';
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { type CrudStore } from '../../../stores/crud';
import { store as jobsStore } from '../../../stores/jobs';
import { type Job, type JobCounts } from '../../../stores/jobs/types';
import { useCrudListView } from '../../../admin/hooks/use-crud-list';
import { formatCount } from '../../../admin/utils/format-count';
import {
	getListView,
	ListTable,
	type ListLabels,
} from '../../../admin/components/list-controls';
import { useJobActions } from './actions';
import {
	formatSiteTime,
	getAttemptsText,
	getErrorText,
	getJobStatusLabel,
	getJobTime,
	getJobTitle,
	getStatusChoices,
	getStatusFilter,
	jobViewToQuery,
	STATUS_FILTER_FIELD,
	STATUS_TONES,
} from './rules';

const common = {
	enableHiding: false,
	enableSorting: false,
	enableGlobalSearch: false,
	filterBy: false as const,
};

function getFields( counts: JobCounts | null ): Field< Job >[] {
	return [
		{
			...common,
			id: 'label',
			label: __( 'Job', 'eventin' ),
			getValue: ( { item } ) => getJobTitle( item ),
		},
		{
			...common,
			id: 'hook',
			label: __( 'Hook', 'eventin' ),
			getValue: ( { item } ) => item.hook,
			render: ( { item } ) => (
				<code className="eventin-job-hook">{ item.hook }</code>
			),
		},
		{
			...common,
			id: 'status',
			label: __( 'Status', 'eventin' ),
			getValue: ( { item } ) => item.status,
			render: ( { item } ) => (
				<span
					className={ `eventin-tag eventin-tag--${
						item.stuck ? 'red' : STATUS_TONES[ item.status ]
					}` }
				>
					{ getJobStatusLabel( item.status, item.stuck ) }
				</span>
			),
		},
		{
			...common,
			id: 'attempts',
			label: __( 'Attempts', 'eventin' ),
			getValue: ( { item } ) => item.attempts,
			render: ( { item } ) => getAttemptsText( item ),
		},
		{
			...common,
			id: 'time',
			label: __( 'Due / Finished', 'eventin' ),
			getValue: ( { item } ) => getJobTime( item ),
			render: ( { item } ) => {
				const instant = getJobTime( item );
				return (
					<time dateTime={ instant }>
						{ formatSiteTime( instant ) }
					</time>
				);
			},
		},
		{
			...common,
			id: 'error',
			label: __( 'Last error', 'eventin' ),
			getValue: ( { item } ) => item.last_error,
			render: ( { item } ) =>
				item.last_error ? (
					<span
						className={ `eventin-job-error${
							item.status === 'done' ? ' is-earlier' : ''
						}` }
					>
						{ getErrorText( item ) }
					</span>
				) : (
					<span aria-label={ __( 'None', 'eventin' ) }>—</span>
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
		titleField: 'label',
		descriptionField: 'hook',
		columns: [ 'status', 'attempts', 'time', 'error' ],
		styles: {
			status: { width: '100px' },
			attempts: { width: '90px' },
			time: { width: '150px' },
			error: { minWidth: '200px' },
		},
	} );
}

/**
 * The list's wording; what an empty list says depends on the status chosen.
 *
 * @param view The view.
 */
function getLabels( view: View ): ListLabels {
	const status = getStatusFilter( view );
	let noMatch: string = __( 'No jobs match these filters.', 'eventin' );
	if ( ! view.search?.trim() ) {
		if ( status === 'queued' ) {
			noMatch = __( 'No jobs are queued.', 'eventin' );
		} else if ( status === 'running' ) {
			noMatch = __( 'No jobs are running.', 'eventin' );
		} else if ( status === 'failed' ) {
			noMatch = __( 'No jobs have failed.', 'eventin' );
		} else if ( status === 'done' ) {
			noMatch = __( 'No jobs are done yet.', 'eventin' );
		} else if ( status === 'all' ) {
			noMatch = __( 'No background jobs yet.', 'eventin' );
		}
	}
	return {
		search: __( 'Search jobs', 'eventin' ),
		searchPlaceholder: __( 'Search by hook', 'eventin' ),
		empty: __(
			'Nothing is queued, running or failed. Background work such as e-mails and exports shows here while it waits, and when it fails.',
			'eventin'
		),
		noMatch,
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of jobs. */
				_n( '%s job', '%s jobs', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Jobs per page', 'eventin' ),
	};
}

// The jobs store reads like a CRUD store, and answers the counts too.
const listStore = jobsStore as unknown as CrudStore< Job >;

export default function JobsList() {
	const list = useCrudListView( listStore, getInitialView, jobViewToQuery );
	const counts = useSelect(
		( select ) => select( jobsStore ).getCounts(),
		[]
	);
	const fields = useMemo( () => getFields( counts ), [ counts ] );
	const labels = useMemo( () => getLabels( list.view ), [ list.view ] );
	const actions = useJobActions();

	return (
		<ListTable< Job >
			block="eventin-job-list"
			list={ list }
			fields={ fields }
			actions={ actions }
			getItemTitle={ getJobTitle }
			labels={ labels }
		/>
	);
}

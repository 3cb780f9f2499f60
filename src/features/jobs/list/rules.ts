/**
 * The Background jobs panel's pure rules: how a job reads (its status,
 * attempts and time) and how the list's view becomes the `jobs` query.
 */
import { type View } from '@wordpress/dataviews/wp';
import { __, sprintf } from '@wordpress/i18n';

import { type CrudQuery } from '../../../stores/crud';
import {
	type Job,
	type JobCounts,
	type JobQuery,
	type JobStatus,
} from '../../../stores/jobs/types';
import { formatCount } from '../../../admin/utils/format-count';
import {
	formatDate,
	getSiteDateSettings,
} from '../../../admin/utils/site-date';
import {
	findViewFilter,
	viewToQuery,
} from '../../../admin/utils/view-to-query';

export const STATUS_FILTER_FIELD = 'status_filter';

/** The statuses, in the order the filter offers them. */
export const JOB_STATUSES: readonly JobStatus[] = [
	'queued',
	'running',
	'failed',
	'done',
];

/** What the list shows without a status chosen. */
const UNFINISHED: readonly JobStatus[] = [ 'queued', 'running', 'failed' ];

/** The filter's other choice: every job, done ones too. */
export const ALL_JOBS = 'all';

/**
 * A status as people read it.
 *
 * @param status The status.
 * @param stuck  Whether it has been running for over a minute.
 */
export function getJobStatusLabel( status: JobStatus, stuck = false ): string {
	switch ( status ) {
		case 'queued':
			return __( 'Queued', 'eventin' );
		case 'running':
			return stuck
				? __( 'Stuck', 'eventin' )
				: __( 'Running', 'eventin' );
		case 'failed':
			return __( 'Failed', 'eventin' );
		case 'done':
			return __( 'Done', 'eventin' );
	}
}

/** Each status's tag colour (list-controls' `eventin-tag--*`). */
export const STATUS_TONES: Record< JobStatus, string > = {
	queued: 'blue',
	running: 'purple',
	failed: 'red',
	done: 'green',
};

/**
 * A choice of the status filter with how many jobs it holds: 'Failed (2)'.
 *
 * @param label The choice.
 * @param count Its jobs; unknown until the first page came.
 */
function withCount( label: string, count: number | undefined ): string {
	return count === undefined
		? label
		: sprintf(
				/* translators: 1: a status, e.g. Failed; 2: number of jobs. */
				__( '%1$s (%2$s)', 'eventin' ),
				label,
				formatCount( count )
			);
}

/**
 * The status filter's choices: first what the list shows by default (still
 * to run, or failed), then each status, then every job.
 *
 * @param counts Jobs per status, or null before they came.
 */
export function getStatusChoices(
	counts: JobCounts | null
): { value: string; label: string }[] {
	const sum = ( statuses: readonly JobStatus[] ) =>
		counts
			? statuses.reduce(
					( total, status ) => total + counts[ status ],
					0
				)
			: undefined;
	return [
		{
			value: '',
			label: withCount(
				__( 'Queued, running and failed', 'eventin' ),
				sum( UNFINISHED )
			),
		},
		...JOB_STATUSES.map( ( status ) => ( {
			value: status,
			label: withCount( getJobStatusLabel( status ), counts?.[ status ] ),
		} ) ),
		{
			value: ALL_JOBS,
			label: withCount(
				__( 'All jobs', 'eventin' ),
				sum( JOB_STATUSES )
			),
		},
	];
}

/**
 * The status chosen in the view: a status, 'all', or '' for the default.
 *
 * @param view The view.
 */
export function getStatusFilter( view: View ): JobQuery[ 'status' ] {
	const value = findViewFilter( view, STATUS_FILTER_FIELD )?.value;
	return value === ALL_JOBS ||
		( JOB_STATUSES as readonly string[] ).includes( value )
		? value
		: '';
}

/**
 * The `jobs` query of the view: paging, the search (in hooks) and the status.
 *
 * @param view The view.
 */
export function jobViewToQuery( view: View ): CrudQuery & JobQuery {
	const query: CrudQuery & JobQuery = viewToQuery( view, [] );
	const status = getStatusFilter( view );
	if ( status ) {
		query.status = status;
	}
	return query;
}

/**
 * Attempts made of those it gets: '2 of 3'.
 *
 * @param job The job.
 */
export function getAttemptsText(
	job: Pick< Job, 'attempts' | 'max_attempts' >
): string {
	return sprintf(
		/* translators: 1: attempts made; 2: attempts it gets. */
		__( '%1$s of %2$s', 'eventin' ),
		formatCount( job.attempts ),
		formatCount( job.max_attempts )
	);
}

/**
 * When the job is due (still to run), or when it finished (done or failed
 * for good): the instant, UTC ISO 8601.
 *
 * @param job The job.
 */
export function getJobTime(
	job: Pick< Job, 'status' | 'run_at' | 'finished_at' >
): string {
	return ( job.status === 'done' || job.status === 'failed' ) &&
		job.finished_at
		? job.finished_at
		: job.run_at;
}

/**
 * What the Last error column says: the last attempt's error, which a job
 * done since only had on an earlier attempt; '' when no attempt failed.
 *
 * @param job The job.
 */
export function getErrorText(
	job: Pick< Job, 'status' | 'last_error' >
): string {
	if ( ! job.last_error || job.status !== 'done' ) {
		return job.last_error;
	}
	return sprintf(
		/* translators: %s: the error of an attempt before the one that succeeded. */
		__( 'Earlier attempt: %s', 'eventin' ),
		job.last_error
	);
}

/**
 * An instant in the site's date and time formats and timezone.
 *
 * @param instant UTC, ISO 8601.
 */
export function formatSiteTime( instant: string ): string {
	const { dateFormat, timeFormat } = getSiteDateSettings();
	return formatDate( `${ dateFormat } ${ timeFormat }`, new Date( instant ) );
}

/**
 * The job's name for its actions ('Actions for “Booking e-mail…”').
 *
 * @param job The job.
 */
export function getJobTitle( job: Pick< Job, 'label' | 'hook' > ): string {
	return job.label || job.hook;
}

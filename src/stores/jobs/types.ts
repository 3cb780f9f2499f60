/** What a background job is doing. */
export type JobStatus = 'queued' | 'running' | 'failed' | 'done';

/** A job as `/eventin/v2/jobs` answers it. */
export interface Job {
	id: number;
	/** The action it runs, e.g. `eventin_send_mail`. */
	hook: string;
	/** What it does, for people (the `eventin_job_label` filter; else the hook). */
	label: string;
	/** The arguments the action receives. */
	args: unknown[];
	status: JobStatus;
	/** Attempts made so far. */
	attempts: number;
	max_attempts: number;
	/** When it is due; UTC, ISO 8601. */
	run_at: string;
	/** When it was done or failed for good; UTC, ISO 8601. */
	finished_at: string | null;
	/** Why its last attempt failed; '' when none did. */
	last_error: string;
	/** Running for over a minute: its runner may hang (tried again after two). */
	stuck: boolean;
}

/** Jobs per status, whatever the list's filters. */
export type JobCounts = Record< JobStatus, number >;

/**
 * The list's query. `status` '' lists what is queued, running or failed;
 * 'all' every job.
 */
export interface JobQuery {
	status?: JobStatus | 'all' | '';
	search?: string;
	paged?: number;
	per_page?: number;
}

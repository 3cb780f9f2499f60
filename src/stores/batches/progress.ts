/**
 * A batch's progress, the same for every kind: which recipients are handled,
 * the share done, whether it is over, and when to read it again.
 */
import { type Batch } from './types';

/** How often a batch being sent is read, in milliseconds. */
export const BATCH_POLL_INTERVAL = 1000;

/** How often a batch scheduled more than a minute ahead is read. */
export const SCHEDULED_POLL_INTERVAL = 60_000;

type Counts = Pick< Batch, 'sent' | 'failed' | 'skipped' | 'cancelled' >;

/**
 * The recipients a batch is through with: sent, failed, skipped or cancelled.
 *
 * @param batch The batch's counts.
 */
export function countHandled( batch: Counts ): number {
	return batch.sent + batch.failed + batch.skipped + batch.cancelled;
}

/**
 * The share of a batch's recipients handled, 0 to 100 (100 once done).
 *
 * @param batch The batch.
 */
export function getBatchProgress(
	batch: Counts & Pick< Batch, 'status' | 'total' >
): number {
	if ( batch.status === 'done' ) {
		return 100;
	}
	if ( batch.total <= 0 ) {
		return 0;
	}
	return Math.min(
		100,
		Math.round( ( countHandled( batch ) / batch.total ) * 100 )
	);
}

/**
 * Whether a batch is over: done or cancelled, never to change by itself.
 *
 * @param batch The batch; undefined or null for one not read yet.
 */
export function isBatchOver(
	batch: Pick< Batch, 'status' > | null | undefined
): boolean {
	return batch?.status === 'done' || batch?.status === 'cancelled';
}

/**
 * Whether a batch waits for a time to come (a reminder for later).
 *
 * @param batch The batch.
 * @param now   The time, in milliseconds.
 */
export function isBatchWaiting(
	batch: Pick< Batch, 'status' | 'run_at' >,
	now: number = Date.now()
): boolean {
	return batch.status === 'scheduled' && Date.parse( batch.run_at ) > now;
}

/**
 * How long until a batch is read again, in milliseconds; null once it is
 * over. One scheduled more than a minute ahead is read once a minute (a
 * page left open on next week's reminder asks little), otherwise every
 * second.
 *
 * @param batch The batch as last read.
 * @param now   The time, in milliseconds.
 */
export function getNextReadDelay(
	batch: Pick< Batch, 'status' | 'run_at' >,
	now: number = Date.now()
): number | null {
	if ( isBatchOver( batch ) ) {
		return null;
	}
	return isBatchWaiting( batch, now + 60_000 )
		? SCHEDULED_POLL_INTERVAL
		: BATCH_POLL_INTERVAL;
}

/**
 * How a batch and its recipients are named on screen: the counts in a
 * sentence, each recipient's status in words.
 */
import { __, sprintf } from '@wordpress/i18n';

import { countHandled } from '../../../stores/batches';
import {
	type Batch,
	type BatchItem,
	type BatchItemStatus,
} from '../../../stores/batches/types';
import { formatCount } from '../../utils/format-count';

/** The statuses the log filters by, in the order of a recipient's way. */
export const ITEM_STATUSES: readonly BatchItemStatus[] = [
	'queued',
	'sending',
	'sent',
	'failed',
	'skipped',
	'cancelled',
];

/**
 * The counts in words: 'Sending… 40 of 120', 'Done: 118 sent, 2 failed.'
 * (and those skipped, where any were), 'Cancelled: 50 sent, 0 failed, 70
 * not sent.' (or 'Cancelled before it started.').
 *
 * @param batch The batch.
 */
export function getBatchCountsText(
	batch: Pick<
		Batch,
		'status' | 'total' | 'sent' | 'failed' | 'skipped' | 'cancelled'
	>
): string {
	const sent = formatCount( batch.sent );
	const failed = formatCount( batch.failed );
	switch ( batch.status ) {
		case 'done':
			return batch.skipped > 0
				? sprintf(
						/* translators: 1: mails sent, 2: mails failed, 3: mails skipped (the recipient no longer qualified). */
						__(
							'Done: %1$s sent, %2$s failed, %3$s skipped.',
							'eventin'
						),
						sent,
						failed,
						formatCount( batch.skipped )
					)
				: sprintf(
						/* translators: 1: mails sent, 2: mails failed. */
						__( 'Done: %1$s sent, %2$s failed.', 'eventin' ),
						sent,
						failed
					);
		case 'cancelled':
			if ( countHandled( batch ) === 0 ) {
				return __( 'Cancelled before it started.', 'eventin' );
			}
			return sprintf(
				/* translators: 1: mails sent, 2: mails failed, 3: mails not sent (cancelled or skipped). */
				__(
					'Cancelled: %1$s sent, %2$s failed, %3$s not sent.',
					'eventin'
				),
				sent,
				failed,
				formatCount( batch.skipped + batch.cancelled )
			);
		case 'scheduled':
			return __( 'Starting…', 'eventin' );
		default:
			return sprintf(
				/* translators: 1: mails handled so far, 2: all mails. */
				__( 'Sending… %1$s of %2$s', 'eventin' ),
				formatCount( countHandled( batch ) ),
				formatCount( batch.total )
			);
	}
}

/**
 * A status in words, as the log's filter names it.
 *
 * @param status The status.
 */
export function getItemStatusLabel( status: BatchItemStatus ): string {
	switch ( status ) {
		case 'queued':
			return __( 'Queued', 'eventin' );
		case 'sending':
			return __( 'Sending', 'eventin' );
		case 'sent':
			return __( 'Sent', 'eventin' );
		case 'failed':
			return __( 'Failed', 'eventin' );
		case 'skipped':
			return __( 'Skipped', 'eventin' );
		case 'cancelled':
			return __( 'Cancelled', 'eventin' );
		default:
			// A status of a later server, as it is.
			return status;
	}
}

/**
 * A recipient's status in words: one still being sent after a failed
 * attempt reads 'Trying again' (its reason beside it).
 *
 * @param item The recipient.
 */
export function getItemResultLabel(
	item: Pick< BatchItem, 'status' | 'error' >
): string {
	return item.status === 'sending' && item.error
		? __( 'Trying again', 'eventin' )
		: getItemStatusLabel( item.status );
}

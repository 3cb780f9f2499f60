/**
 * One batch (an RSVP reminder or invitation, Send Certificate) followed to
 * its end through the batches store: the bar of the recipients handled and
 * the counts in words (read out as they change), or when it is scheduled;
 * Cancel sending while it is scheduled or being sent (asked first), Retry
 * failed (N) once it is done with failures; the server's refusals as a
 * notice; and the log of its recipients. A cancelled one has no bar (it is
 * not "100% sent"), and no log when it was cancelled before it started.
 *
 *     <BatchProgress batchId={ 12 } label={ __( 'Mails sent', 'eventin' ) } />
 */
import { Button, Modal, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	countHandled,
	getBatchProgress,
	isBatchWaiting,
	store as batchesStore,
} from '../../../stores/batches';
import { formatCount } from '../../utils/format-count';
import { formatDate } from '../../utils/site-date';
import { ConfirmAction } from '../confirm-delete';
import { DATE_TIME_FORMAT } from '../list-controls';
import ShareBar from '../share-bar';
import { getBatchCountsText } from './labels';
import BatchLog from './log';

/**
 * The server's message of a refusal, or ours.
 *
 * @param error    What the action rejected with.
 * @param fallback Our words when it has none.
 */
function getMessage( error: unknown, fallback: string ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message ? message : fallback;
}

export default function BatchProgress( {
	batchId,
	label,
}: {
	batchId: number;
	/** What the bar measures: 'Mails sent', 'Certificates sent'. */
	label: string;
} ) {
	const { batch, readError } = useSelect(
		( select ) => ( {
			batch: select( batchesStore ).getBatch( batchId ),
			readError: select( batchesStore ).getResolutionError( 'getBatch', [
				batchId,
			] ),
		} ),
		[ batchId ]
	);
	const { retryBatch, cancelBatch } = useDispatch( batchesStore );
	const [ isRetrying, setRetrying ] = useState( false );
	const [ isConfirming, setConfirming ] = useState( false );
	const [ actionError, setActionError ] = useState( '' );

	if ( ! batch ) {
		return readError ? (
			<Notice status="error" isDismissible={ false }>
				<span role="alert">
					{ getMessage(
						readError,
						__( 'The progress could not be read.', 'eventin' )
					) }
				</span>
			</Notice>
		) : (
			<p className="eventin-batch__loading">
				<Spinner />
				{ __( 'Reading the progress…', 'eventin' ) }
			</p>
		);
	}

	const retry = async () => {
		setRetrying( true );
		setActionError( '' );
		try {
			await retryBatch( batch.id );
		} catch ( error ) {
			setActionError(
				getMessage(
					error,
					__(
						'The failed mails could not be queued again.',
						'eventin'
					)
				)
			);
		} finally {
			setRetrying( false );
		}
	};
	const cancel = async () => {
		setActionError( '' );
		try {
			await cancelBatch( batch.id );
		} catch ( error ) {
			setActionError(
				getMessage(
					error,
					__( 'The send could not be cancelled.', 'eventin' )
				)
			);
		} finally {
			setConfirming( false );
		}
	};
	const share = getBatchProgress( batch );
	const canCancel =
		batch.status === 'scheduled' || batch.status === 'sending';
	const canRetry = batch.status === 'done' && batch.failed > 0;

	return (
		<div className="eventin-batch">
			{ isBatchWaiting( batch ) ? (
				<p className="eventin-batch__scheduled">
					{ sprintf(
						/* translators: %s: date and time. */
						__( 'Scheduled for %s.', 'eventin' ),
						formatDate( DATE_TIME_FORMAT, new Date( batch.run_at ) )
					) }
				</p>
			) : (
				<>
					{ batch.status !== 'cancelled' && (
						<ShareBar
							className="eventin-batch__bar"
							share={ share }
							label={ label }
							valueText={ sprintf(
								/* translators: %d: percentage of the mails sent. */
								__( '%d%% sent', 'eventin' ),
								share
							) }
						/>
					) }
					<p className="eventin-batch__counts" aria-live="polite">
						{ getBatchCountsText( batch ) }
					</p>
				</>
			) }
			{ ( readError || actionError ) && (
				<Notice status="error" isDismissible={ false }>
					<span role="alert">
						{ actionError ||
							getMessage(
								readError,
								__(
									'The progress could not be read.',
									'eventin'
								)
							) }
					</span>
				</Notice>
			) }
			{ ( canRetry || canCancel ) && (
				<p className="eventin-batch__actions">
					{ canRetry && (
						<Button
							variant="secondary"
							onClick={ retry }
							isBusy={ isRetrying }
							disabled={ isRetrying }
							accessibleWhenDisabled
							__next40pxDefaultSize
						>
							{ sprintf(
								/* translators: %s: how many mails failed. */
								__( 'Retry failed (%s)', 'eventin' ),
								formatCount( batch.failed )
							) }
						</Button>
					) }
					{ canCancel && (
						<Button
							variant="secondary"
							isDestructive
							onClick={ () => setConfirming( true ) }
							__next40pxDefaultSize
						>
							{ __( 'Cancel sending', 'eventin' ) }
						</Button>
					) }
				</p>
			) }
			{ isConfirming && (
				<Modal
					title={ __( 'Cancel this send?', 'eventin' ) }
					size="small"
					onRequestClose={ () => setConfirming( false ) }
				>
					<ConfirmAction
						message={ __(
							'The mails not sent yet will not be sent. Those already sent stay sent.',
							'eventin'
						) }
						confirmLabel={ __( 'Cancel sending', 'eventin' ) }
						cancelLabel={ __( 'Keep sending', 'eventin' ) }
						isDestructive
						onConfirm={ cancel }
						onCancel={ () => setConfirming( false ) }
					/>
				</Modal>
			) }
			{ ( batch.status !== 'cancelled' || countHandled( batch ) > 0 ) && (
				<BatchLog batch={ batch } />
			) }
		</div>
	);
}

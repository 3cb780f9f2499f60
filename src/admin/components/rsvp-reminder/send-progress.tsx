/**
 * One send followed to its end: a progress bar while its mails go (read
 * every second through the store; a mail the server refused is tried again
 * later, its reason shown meanwhile), then its log: each address, sent or
 * failed (with the mail server's reason), and Retry failed.
 */
import { Button, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { getSendProgress, store as rsvpStore } from '../../../stores/rsvp';
import { type RsvpSendDetails } from '../../../stores/rsvp/types';
import { formatCount } from '../../utils/format-count';
import { formatDate } from '../../utils/site-date';
import MailProgress from '../share-bar/mail-progress';
import { getAudienceLabel } from './labels';

function getRecipientStatusLabel( status: string ): string {
	switch ( status ) {
		case 'sent':
			return __( 'Sent', 'eventin' );
		case 'failed':
			return __( 'Failed', 'eventin' );
		case 'sending':
			return __( 'Sending', 'eventin' );
		default:
			return __( 'Queued', 'eventin' );
	}
}

function SendLog( { send }: { send: RsvpSendDetails } ) {
	if ( send.recipients.length === 0 ) {
		return (
			<p className="eventin-rsvp-send__empty">
				{ __( 'Nobody had this status: no mail was sent.', 'eventin' ) }
			</p>
		);
	}
	return (
		<table className="widefat striped eventin-rsvp-send__log">
			<caption className="screen-reader-text">
				{ __( 'Who got the mail', 'eventin' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Email', 'eventin' ) }</th>
					<th scope="col">{ __( 'Name', 'eventin' ) }</th>
					<th scope="col">{ __( 'Result', 'eventin' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ send.recipients.map( ( recipient ) => (
					<tr key={ recipient.email }>
						<td>{ recipient.email }</td>
						<td>{ recipient.name }</td>
						<td>
							<span
								className={ `eventin-rsvp-send__result is-${ recipient.status }` }
							>
								{ getRecipientStatusLabel( recipient.status ) }
							</span>
							{ recipient.error && (
								<span className="eventin-rsvp-send__error">
									{ recipient.error }
								</span>
							) }
						</td>
					</tr>
				) ) }
			</tbody>
			{ send.total_recipients > send.recipients.length && (
				<tfoot>
					<tr>
						<td colSpan={ 3 }>
							{ sprintf(
								/* translators: 1: addresses shown, 2: all addresses. */
								__(
									'The first %1$s of %2$s addresses.',
									'eventin'
								),
								formatCount( send.recipients.length ),
								formatCount( send.total_recipients )
							) }
						</td>
					</tr>
				</tfoot>
			) }
		</table>
	);
}

export default function SendProgress( {
	eventId,
	sendId,
}: {
	eventId: number;
	sendId: number;
} ) {
	const { send, error } = useSelect(
		( select ) => ( {
			send: select( rsvpStore ).getSend( eventId, sendId ),
			error: select( rsvpStore ).getResolutionError( 'getSend', [
				eventId,
				sendId,
			] ) as { message?: string } | undefined,
		} ),
		[ eventId, sendId ]
	);
	const { retrySend } = useDispatch( rsvpStore );
	const [ retrying, setRetrying ] = useState( false );
	const [ retryError, setRetryError ] = useState( '' );
	if ( error ) {
		return (
			<p className="eventin-rsvp-send__failed" role="alert">
				{ error.message ??
					__( 'The progress could not be read.', 'eventin' ) }
			</p>
		);
	}
	if ( ! send ) {
		return (
			<p className="eventin-rsvp-send__loading">
				<Spinner />
				{ __( 'Reading the progress…', 'eventin' ) }
			</p>
		);
	}
	const progress = getSendProgress( send );
	const retry = async () => {
		setRetrying( true );
		setRetryError( '' );
		try {
			await retrySend( eventId, sendId );
		} catch ( problem ) {
			setRetryError(
				( problem as { message?: string } )?.message ??
					__(
						'The failed mails could not be queued again.',
						'eventin'
					)
			);
		} finally {
			setRetrying( false );
		}
	};
	const isDone = send.status === 'done';
	const isScheduled =
		send.status === 'scheduled' &&
		!! send.send_at &&
		Date.parse( send.send_at ) > Date.now();
	return (
		<section
			className="eventin-rsvp-send"
			aria-label={ sprintf(
				/* translators: %s: the subject of a mail. */
				__( 'Sending “%s”', 'eventin' ),
				send.subject
			) }
		>
			<h3 className="eventin-rsvp-send__title">{ send.subject }</h3>
			<p className="eventin-rsvp-send__audience">
				{ getAudienceLabel( send.audience ) }
			</p>
			{ isScheduled && send.send_at ? (
				<p className="eventin-rsvp-send__scheduled">
					{ sprintf(
						/* translators: %s: date and time. */
						__( 'Scheduled for %s.', 'eventin' ),
						formatDate( 'M j, Y g:i a', new Date( send.send_at ) )
					) }
				</p>
			) : (
				<MailProgress
					className="eventin-rsvp-send"
					send={ send }
					share={ progress }
					label={ __( 'Mails sent', 'eventin' ) }
				/>
			) }
			{ isDone && send.failed > 0 && (
				<p className="eventin-rsvp-send__retry">
					<Button
						variant="secondary"
						onClick={ retry }
						isBusy={ retrying }
						disabled={ retrying }
						accessibleWhenDisabled
					>
						{ sprintf(
							/* translators: %s: how many mails failed. */
							__( 'Retry failed (%s)', 'eventin' ),
							formatCount( send.failed )
						) }
					</Button>
					{ retryError && (
						<span
							className="eventin-rsvp-send__failed"
							role="alert"
						>
							{ retryError }
						</span>
					) }
				</p>
			) }
			{ isDone && <SendLog send={ send } /> }
		</section>
	);
}

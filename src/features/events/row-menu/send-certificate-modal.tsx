/**
 * Send Certificate: asks who gets one (the attendees who checked in, or all
 * of them), sends, then follows the send to its end as the RSVP reminder
 * does (BatchProgress: the bar, the recipients' log, Retry failed, Cancel).
 */
import { Button, Modal, RadioControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store as eventsStore } from '../../../stores/events';
import { notify } from '../../../admin/utils/notify';
import BatchProgress from '../../../admin/components/batch-progress';
import { type EventRowMenuModalProps } from './types';

export type CertificateAudience = 'checked_in' | 'all';

/**
 * What the notice says once the server took the send.
 *
 * @param sent How many mails the send holds.
 */
export function getSentMessage( sent: number ): string {
	return sprintf(
		/* translators: %d: number of attendees. */
		_n(
			'Certificate sent to %d attendee.',
			'Certificates sent to %d attendees.',
			sent,
			'eventin'
		),
		sent
	);
}

export default function SendCertificateModal( {
	event,
	onClose,
}: EventRowMenuModalProps ) {
	const [ audience, setAudience ] =
		useState< CertificateAudience >( 'checked_in' );
	const [ isSending, setSending ] = useState( false );
	const [ sendId, setSendId ] = useState< number | null >( null );
	const { sendCertificates } = useDispatch( eventsStore );

	const send = async () => {
		setSending( true );
		try {
			const result = await sendCertificates(
				event.id,
				audience === 'all'
			);
			const sent = Number( result?.sent ) || 0;
			notify(
				'success',
				typeof result?.message === 'string' && result.message
					? result.message
					: getSentMessage( sent )
			);
			if ( result?.send?.id ) {
				setSendId( result.send.id );
			} else {
				onClose();
			}
		} catch ( error ) {
			notify(
				'error',
				__( 'Failed to send the certificates!', 'eventin' ),
				( error as { message?: string } )?.message
			);
			onClose();
		} finally {
			setSending( false );
		}
	};

	return (
		<Modal
			title={ __( 'Send Certificate', 'eventin' ) }
			onRequestClose={ onClose }
			className="eventin-certificate-send-modal"
		>
			{ sendId ? (
				<>
					<BatchProgress
						batchId={ sendId }
						label={ __( 'Certificates sent', 'eventin' ) }
					/>
					<div className="eventin-certificate-send-modal__actions">
						<Button
							variant="primary"
							onClick={ onClose }
							__next40pxDefaultSize
						>
							{ __( 'Done', 'eventin' ) }
						</Button>
					</div>
				</>
			) : (
				<>
					<p>
						{ sprintf(
							/* translators: %s: an event title. */
							__(
								'Each attendee of %s gets an e-mail with a link to their own certificate.',
								'eventin'
							),
							event.title
						) }
					</p>
					<RadioControl
						label={ __( 'Who gets a certificate?', 'eventin' ) }
						selected={ audience }
						options={ [
							{
								value: 'checked_in',
								label: __(
									'Send to checked-in attendees only',
									'eventin'
								),
							},
							{
								value: 'all',
								label: __( 'Send to all attendees', 'eventin' ),
							},
						] }
						onChange={ ( value ) =>
							setAudience( value as CertificateAudience )
						}
					/>
					<p className="eventin-certificate-send-modal__note">
						{ __(
							'Refunded and cancelled attendees never get one.',
							'eventin'
						) }
					</p>
					<div className="eventin-certificate-send-modal__actions">
						<Button
							variant="tertiary"
							onClick={ onClose }
							__next40pxDefaultSize
						>
							{ __( 'Cancel', 'eventin' ) }
						</Button>
						<Button
							variant="primary"
							onClick={ send }
							isBusy={ isSending }
							disabled={ isSending }
							accessibleWhenDisabled
							__next40pxDefaultSize
						>
							{ __( 'Send', 'eventin' ) }
						</Button>
					</div>
				</>
			) }
		</Modal>
	);
}

/**
 * One send followed to its end: its subject and audience above the batch's
 * progress, log, Retry failed and Cancel (BatchProgress). Once it is over,
 * the earlier sends are read again where they list it otherwise.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { isBatchOver, store as batchesStore } from '../../../stores/batches';
import { store as rsvpStore } from '../store';
import { type RsvpSend } from '../store/types';
import BatchProgress from '../../../admin/components/batch-progress';
import { getAudienceLabel } from './labels';

/**
 * A send's state in one word: two sends alike show alike.
 *
 * @param send The send.
 */
const stateOf = ( send: RsvpSend ) =>
	[ send.status, send.sent, send.failed, send.skipped, send.cancelled ].join(
		':'
	);

export default function SendProgress( {
	eventId,
	sendId,
}: {
	eventId: number;
	sendId: number;
} ) {
	const { send, listed } = useSelect(
		( select ) => ( {
			send: select( batchesStore ).getBatch( sendId ) as RsvpSend | null,
			listed:
				select( rsvpStore )
					.getSends( eventId )
					?.items.find( ( item ) => item.id === sendId ) ?? null,
		} ),
		[ eventId, sendId ]
	);
	const { refreshSends } = useDispatch( rsvpStore );
	const final = send && isBatchOver( send ) ? stateOf( send ) : '';
	const shown = listed ? stateOf( listed ) : '';
	// Once per final state: a list read since may be the newer one.
	const refreshedFor = useRef( '' );
	useEffect( () => {
		if (
			final &&
			shown &&
			shown !== final &&
			refreshedFor.current !== final
		) {
			refreshedFor.current = final;
			refreshSends( eventId );
		}
	}, [ final, shown, eventId, refreshSends ] );

	return (
		<section
			className="eventin-rsvp-send"
			aria-label={
				send
					? sprintf(
							/* translators: %s: the subject of a mail. */
							__( 'Sending “%s”', 'eventin' ),
							send.details.subject
						)
					: __( 'Sending', 'eventin' )
			}
		>
			{ send && (
				<>
					<h3 className="eventin-rsvp-send__title">
						{ send.details.subject }
					</h3>
					<p className="eventin-rsvp-send__audience">
						{ getAudienceLabel( send.details.audience ) }
					</p>
				</>
			) }
			<BatchProgress
				batchId={ sendId }
				label={ __( 'Mails sent', 'eventin' ) }
			/>
		</section>
	);
}

/**
 * An event's earlier invitations and reminders, newest first: when, to
 * whom, the subject, who sent it, and how many went; each one's log on
 * demand.
 */
import { Button, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

import { countHandled } from '../../../stores/batches';
import { store as rsvpStore } from '../store';
import { type RsvpSend } from '../store/types';
import { formatCount } from '../../../admin/utils/format-count';
import { DateTime, ZoneHeader } from '../../../admin/components/list-controls';
import { getAudienceLabel } from './labels';

function getSendStatusLabel( send: RsvpSend ): string {
	switch ( send.status ) {
		case 'done':
			return sprintf(
				/* translators: 1: mails sent, 2: mails failed. */
				__( '%1$s sent, %2$s failed', 'eventin' ),
				formatCount( send.sent ),
				formatCount( send.failed )
			);
		case 'scheduled':
			return __( 'Scheduled', 'eventin' );
		case 'cancelled':
			return __( 'Cancelled', 'eventin' );
		default:
			return sprintf(
				/* translators: 1: mails handled so far, 2: all mails. */
				__( 'Sending: %1$s of %2$s', 'eventin' ),
				formatCount( countHandled( send ) ),
				formatCount( send.total )
			);
	}
}

export default function EarlierSends( {
	eventId,
	shown,
	onShow,
}: {
	eventId: number;
	/** The send whose log shows, 0 for none. */
	shown: number;
	onShow: ( sendId: number ) => void;
} ) {
	const { page, isLoading } = useSelect(
		( select ) => ( {
			page: select( rsvpStore ).getSends( eventId ),
			isLoading: ! select( rsvpStore ).hasFinishedResolution(
				'getSends',
				[ eventId ]
			),
		} ),
		[ eventId ]
	);
	return (
		<section
			className="eventin-rsvp-sends"
			aria-labelledby="eventin-rsvp-sends-title"
		>
			<h2 id="eventin-rsvp-sends-title">
				{ __( 'Earlier reminders and invitations', 'eventin' ) }
			</h2>
			{ ! page && isLoading && <Spinner /> }
			{ page && page.items.length === 0 && (
				<p>
					{ __( 'Nothing was sent for this event yet.', 'eventin' ) }
				</p>
			) }
			{ page && page.items.length > 0 && (
				<table className="widefat striped eventin-rsvp-sends__table">
					<thead>
						<tr>
							<th scope="col">
								<ZoneHeader label={ __( 'When', 'eventin' ) } />
							</th>
							<th scope="col">{ __( 'To', 'eventin' ) }</th>
							<th scope="col">{ __( 'Subject', 'eventin' ) }</th>
							<th scope="col">{ __( 'Sent by', 'eventin' ) }</th>
							<th scope="col">{ __( 'Result', 'eventin' ) }</th>
							<th scope="col">
								<span className="screen-reader-text">
									{ __( 'Log', 'eventin' ) }
								</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{ page.items.map( ( send ) => (
							<tr key={ send.id }>
								<td>
									<DateTime value={ send.run_at } />
								</td>
								<td>
									{ getAudienceLabel(
										send.details.audience
									) }
								</td>
								<td>{ send.details.subject }</td>
								<td>
									{ send.created_by_name ||
										__( 'A deleted user', 'eventin' ) }
								</td>
								<td>{ getSendStatusLabel( send ) }</td>
								<td>
									<Button
										variant="link"
										aria-expanded={ shown === send.id }
										onClick={ () =>
											onShow(
												shown === send.id ? 0 : send.id
											)
										}
									>
										{ shown === send.id
											? __( 'Hide log', 'eventin' )
											: __( 'Show log', 'eventin' ) }
									</Button>
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
		</section>
	);
}

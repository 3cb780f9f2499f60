/**
 * How far a send of many mails got (an RSVP reminder, Send Certificate): the
 * bar of the mails gone, then 'Sending… 40 of 120' or, once done,
 * 'Done: 118 sent, 2 failed.' (and the mails dropped, where a send drops any),
 * read out as it changes.
 */
import { __, sprintf } from '@wordpress/i18n';

import { formatCount } from '../../utils/format-count';
import ShareBar from '.';

/** A send's counts, as its route answers them. */
export interface MailCounts {
	status: string;
	total: number;
	sent: number;
	failed: number;
	/** Mails dropped because their recipient no longer qualifies. */
	skipped?: number;
}

/**
 * The counts in words.
 *
 * @param send The send.
 */
export function getMailProgressText( send: MailCounts ): string {
	const skipped = send.skipped ?? 0;
	if ( send.status === 'done' ) {
		return skipped > 0
			? sprintf(
					/* translators: 1: mails sent, 2: mails failed, 3: mails dropped. */
					__(
						'Done: %1$s sent, %2$s failed, %3$s no longer attending.',
						'eventin'
					),
					formatCount( send.sent ),
					formatCount( send.failed ),
					formatCount( skipped )
				)
			: sprintf(
					/* translators: 1: mails sent, 2: mails failed. */
					__( 'Done: %1$s sent, %2$s failed.', 'eventin' ),
					formatCount( send.sent ),
					formatCount( send.failed )
				);
	}
	return sprintf(
		/* translators: 1: mails gone so far, 2: all mails. */
		__( 'Sending… %1$s of %2$s', 'eventin' ),
		formatCount( send.sent + send.failed + skipped ),
		formatCount( send.total )
	);
}

/**
 * @param props           The send.
 * @param props.send      Its counts.
 * @param props.share     0 to 100: the mails gone.
 * @param props.label     What the bar measures ('Mails sent').
 * @param props.className The block's class: `<className>__bar`, `<className>__counts`.
 */
export default function MailProgress( {
	send,
	share,
	label,
	className,
}: {
	send: MailCounts;
	share: number;
	label: string;
	className: string;
} ) {
	return (
		<>
			<ShareBar
				className={ `${ className }__bar` }
				share={ share }
				label={ label }
				valueText={ sprintf(
					/* translators: %d: percentage of the mails sent. */
					__( '%d%% sent', 'eventin' ),
					share
				) }
			/>
			<p className={ `${ className }__counts` } aria-live="polite">
				{ getMailProgressText( send ) }
			</p>
		</>
	);
}

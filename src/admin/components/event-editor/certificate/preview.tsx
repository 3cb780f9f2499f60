/**
 * The certificate as attendees get it, drawn from the form's values with a
 * sample attendee: the same markup and stylesheet as the printed page
 * (includes/Certificates/Page.php, src/widgets/styles/_certificate-look.scss).
 */
import { __ } from '@wordpress/i18n';

import { type Event } from '../../../../stores/events/types';
import { formatDate, getSiteDateSettings } from '../../../utils/site-date';
import {
	fillPlaceholders,
	type CertificateFormValues,
	type CertificatePlaceholder,
} from '../form/extras';

/** A ticket code that looks like one (32 hex digits). */
export const SAMPLE_TICKET_ID = '3f9a6c2e1b7d4e8fa0c5b9d2e6f1a7c3';

/**
 * The placeholders' values for the preview: a sample attendee and ticket,
 * the event's title, date and time in the event's timezone (as the page
 * writes them).
 *
 * @param event The event.
 */
export function getPreviewValues(
	event: Pick< Event, 'title' | 'start_utc' | 'end_utc' | 'timezone' >
): Record< CertificatePlaceholder, string > {
	const { dateFormat, timeFormat } = getSiteDateSettings();
	const zone = event.timezone || 'UTC';
	const start = new Date( event.start_utc );
	const end = new Date( event.end_utc );
	const startDay = formatDate( 'Y-m-d', start, zone );
	const endDay = formatDate( 'Y-m-d', end, zone );
	return {
		'{attendee_name}': __( 'Jane Doe', 'eventin' ),
		'{event_title}': event.title,
		'{event_date}':
			formatDate( dateFormat, start, zone ) +
			( startDay === endDay
				? ''
				: ' – ' + formatDate( dateFormat, end, zone ) ),
		// The zone by its name, as the page writes it.
		'{event_time}': `${ formatDate(
			timeFormat,
			start,
			zone
		) } – ${ formatDate( timeFormat, end, zone ) } (${ zone.replaceAll(
			'_',
			' '
		) })`,
		'{ticket_id}': SAMPLE_TICKET_ID,
	};
}

export default function CertificatePreview( {
	values,
	placeholders,
}: {
	values: Pick< CertificateFormValues, 'title' | 'body' | 'background_url' >;
	placeholders: Record< CertificatePlaceholder, string >;
} ) {
	const image = values.background_url;
	return (
		<figure className="eventin-certificate-preview">
			<div
				className={
					image
						? 'eventin-certificate eventin-certificate--image'
						: 'eventin-certificate'
				}
				style={
					image ? { backgroundImage: `url("${ image }")` } : undefined
				}
				data-testid="certificate-preview"
			>
				<div className="eventin-certificate__inner">
					<p className="eventin-certificate__title">
						{ fillPlaceholders( values.title, placeholders ) }
					</p>
					<p className="eventin-certificate__body">
						{ fillPlaceholders( values.body, placeholders ) }
					</p>
				</div>
			</div>
			<figcaption className="eventin-certificate-preview__caption">
				{ __(
					'Preview with a sample attendee. Printed, it fills a landscape A4 page.',
					'eventin'
				) }
			</figcaption>
		</figure>
	);
}

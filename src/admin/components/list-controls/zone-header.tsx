/**
 * A column header that names the timezone its times are in: the site's, as
 * the details, the mails and the exports show them.
 *
 *     header: <ZoneHeader label={ __( 'Date', 'eventin' ) } />
 */
import { __, sprintf } from '@wordpress/i18n';

import { getSiteZoneName } from '../../utils/site-date';

export default function ZoneHeader( { label }: { label: string } ) {
	return (
		<span className="eventin-zone-header">
			{ label }
			<span>
				{ sprintf(
					/* translators: %s: the site's timezone, e.g. Europe/Berlin or UTC+05:30. */
					__( 'Times in %s', 'eventin' ),
					getSiteZoneName()
				) }
			</span>
		</span>
	);
}

/**
 * Scan Ticket (/attendees/event/{id}?scanner=1): the way to the event's ticket scanner, a page
 * of its own made for phones (/?eventin-scanner={id}). A big Open scanner link (a new tab, so the
 * dashboard stays), and the scanner's address to open on the phone at the door, also as a QR
 * code the phone's camera opens.
 */
import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useParams } from 'react-router-dom';

import CopyField from '../../../components/copy-field';
import { useAdminConfig } from '../../../admin/hooks/use-admin-config';
import { scannerPageUrl, scannerQrUrl } from '../paths';

export default function ScannerLauncher() {
	const { homeUrl } = useAdminConfig();
	const id = Number( useParams().id ) || 0;
	const url = scannerPageUrl( homeUrl, id );
	return (
		<div className="eventin-scanner-launcher">
			<h2>{ __( 'Scan tickets at the door', 'eventin' ) }</h2>
			<p>
				{ __(
					'The scanner opens on a page of its own, made for phones: point the camera at a ticket’s QR code, or type its code. It keeps working without a network and sends the scans once the network is back.',
					'eventin'
				) }
			</p>
			<a
				className="eventin-scanner-launcher__open"
				href={ url }
				target="_blank"
				rel="noopener noreferrer"
			>
				{ __( 'Open scanner', 'eventin' ) }
				<VisuallyHidden>
					{ __( '(opens in a new tab)', 'eventin' ) }
				</VisuallyHidden>
			</a>
			<figure className="eventin-scanner-launcher__qr">
				<img
					src={ scannerQrUrl( homeUrl, id ) }
					width={ 176 }
					height={ 176 }
					alt={ __( 'QR code of the scanner address', 'eventin' ) }
				/>
				<figcaption>
					{ __(
						'Or point the phone’s camera at this code.',
						'eventin'
					) }
				</figcaption>
			</figure>
			<CopyField
				label={ __( 'Scanner address', 'eventin' ) }
				value={ url }
				rows={ 2 }
				copyLabel={ __( 'Copy the scanner address', 'eventin' ) }
				help={ __(
					'Open this address on the phone at the door, signed in. Add it to the home screen to open it like an app.',
					'eventin'
				) }
			/>
		</div>
	);
}

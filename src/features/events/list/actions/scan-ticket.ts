/**
 * Scan Ticket: a row's link to the event's attendees with the scanner open
 * (users holding etn_manage_qr_scan).
 */
import { __ } from '@wordpress/i18n';
import type { NavigateFunction } from 'react-router-dom';

import { type Event } from '../../../../stores/events/types';
import { scannerPath } from '../../../attendees/paths';
import {
	getLinkAction,
	type ListAction,
} from '../../../../admin/components/list-actions';

export function getScanTicketAction(
	navigate: NavigateFunction
): ListAction< Event > {
	return getLinkAction< Event >(
		{
			id: 'scan-ticket',
			label: __( 'Scan Ticket', 'eventin' ),
			isPrimary: true,
		},
		( event ) => ( { to: scannerPath( event.id ) } ),
		navigate
	);
}

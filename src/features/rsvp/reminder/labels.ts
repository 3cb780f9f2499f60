/**
 * How the reminder screens name an audience.
 */
import { __ } from '@wordpress/i18n';

import { getRsvpStatusLabel } from '../report/rules';

/**
 * 'Going', …, or 'Invited addresses'.
 *
 * @param audience A status, or 'addresses'.
 */
export function getAudienceLabel( audience: string ): string {
	return audience === 'addresses'
		? __( 'Invite addresses', 'eventin' )
		: getRsvpStatusLabel( audience );
}

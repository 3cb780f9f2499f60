/**
 * Notifications travel through the `eventin_notification` action, so any
 * script (ours or an extension's) can raise one:
 *
 *     doAction( 'eventin_notification', { type: 'success', message: 'Saved!' } );
 */
import { doAction } from '@wordpress/hooks';

export const NOTIFICATION_ACTION = 'eventin_notification';

export type NotificationType = 'success' | 'error' | 'info' | 'warning';

export interface NotificationPayload {
	type: NotificationType;
	message: string;
	description?: string;
}

/**
 * Raises a notification (shown at the bottom right).
 *
 * @param type        success, error, info or warning.
 * @param message     The notification text.
 * @param description An optional second line.
 */
export function notify(
	type: NotificationType,
	message: string,
	description?: string
): void {
	const payload: NotificationPayload = { type, message };
	if ( description ) {
		payload.description = description;
	}
	doAction( NOTIFICATION_ACTION, payload );
}

/**
 * The stack of toasts at the bottom right, fed by the `eventin_notification`
 * action. Each toast closes by itself after a few seconds (not while the
 * pointer or focus is on it) or with its dismiss button.
 */
import { Button } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { close } from '@wordpress/icons';

import {
	useNotifications,
	type Notification,
} from '../../hooks/use-notifications';

export { notify, NOTIFICATION_ACTION } from '../../utils/notify';
export type { NotificationPayload, NotificationType } from '../../utils/notify';

export const AUTO_DISMISS_MS = 5000;

function Toast( {
	notification,
	onDismiss,
}: {
	notification: Notification;
	onDismiss: ( id: number ) => void;
} ) {
	const { id, type, message, description } = notification;
	const [ isPaused, setIsPaused ] = useState( false );

	useEffect( () => {
		if ( isPaused ) {
			return;
		}
		const timer = window.setTimeout(
			() => onDismiss( id ),
			AUTO_DISMISS_MS
		);
		return () => window.clearTimeout( timer );
	}, [ id, isPaused, onDismiss ] );

	const isError = type === 'error';
	return (
		<div
			className={ `eventin-toast is-${ type }` }
			role={ isError ? 'alert' : 'status' }
			aria-live={ isError ? 'assertive' : 'polite' }
			aria-atomic="true"
			onMouseEnter={ () => setIsPaused( true ) }
			onMouseLeave={ () => setIsPaused( false ) }
			onFocus={ () => setIsPaused( true ) }
			onBlur={ () => setIsPaused( false ) }
		>
			<div className="eventin-toast__content">
				<p className="eventin-toast__message">{ message }</p>
				{ description && (
					<p className="eventin-toast__description">
						{ description }
					</p>
				) }
			</div>
			<Button
				className="eventin-toast__dismiss"
				icon={ close }
				label={ __( 'Dismiss this notification', 'eventin' ) }
				size="small"
				onClick={ () => onDismiss( id ) }
			/>
		</div>
	);
}

export default function Notifications() {
	const { notifications, dismiss } = useNotifications();
	return (
		<div
			className="eventin-notifications"
			aria-label={ __( 'Notifications', 'eventin' ) }
			role="region"
		>
			{ notifications.map( ( notification ) => (
				<Toast
					key={ notification.id }
					notification={ notification }
					onDismiss={ dismiss }
				/>
			) ) }
		</div>
	);
}

import { addAction, removeAction } from '@wordpress/hooks';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import {
	NOTIFICATION_ACTION,
	type NotificationPayload,
	type NotificationType,
} from '../utils/notify';

export interface Notification extends NotificationPayload {
	id: number;
}

const TYPES: readonly NotificationType[] = [
	'success',
	'error',
	'info',
	'warning',
];

let instances = 0;

/**
 * The notifications raised through the `eventin_notification` action while
 * the calling component is mounted, and a way to dismiss them.
 */
export function useNotifications() {
	const [ notifications, setNotifications ] = useState< Notification[] >(
		[]
	);
	const nextId = useRef( 0 );
	const namespace = useRef( `eventin/notifications-${ ++instances }` );

	useEffect( () => {
		const hookNamespace = namespace.current;
		addAction(
			NOTIFICATION_ACTION,
			hookNamespace,
			( payload: Partial< NotificationPayload > | undefined ) => {
				if ( ! payload || typeof payload.message !== 'string' ) {
					return;
				}
				const notification: Notification = {
					id: ++nextId.current,
					type:
						payload.type && TYPES.includes( payload.type )
							? payload.type
							: 'info',
					message: payload.message,
					description:
						typeof payload.description === 'string'
							? payload.description
							: undefined,
				};
				setNotifications( ( current ) => [ ...current, notification ] );
			}
		);
		return () => {
			removeAction( NOTIFICATION_ACTION, hookNamespace );
		};
	}, [] );

	const dismiss = useCallback( ( id: number ) => {
		setNotifications( ( current ) =>
			current.filter( ( notification ) => notification.id !== id )
		);
	}, [] );

	return { notifications, dismiss };
}

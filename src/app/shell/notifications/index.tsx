/**
 * The stack of toasts at the bottom right, fed by the `eventin_notification`
 * action. Each toast closes by itself after a few seconds (not while the
 * pointer or focus is on it) or with its dismiss button. While toasts show,
 * the page scrolls the focused control out from under them (see
 * `useFocusClearOf`).
 */
import { Button } from '@wordpress/components';
import {
	type RefObject,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { close } from '@wordpress/icons';

import {
	useNotifications,
	type Notification,
} from '../../../admin/hooks/use-notifications';

export { notify, NOTIFICATION_ACTION } from '../../../admin/utils/notify';
export type {
	NotificationPayload,
	NotificationType,
} from '../../../admin/utils/notify';

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

/** Space kept between a control scrolled clear and the toasts, in px. */
const CLEARANCE = 8;

/**
 * Keeps the focused control of the page clear of the toasts. After an
 * action the focus is on the row acted on, whose actions sit at the right of
 * the list, where the toasts are: when a toast shows, or the focus moves
 * while one shows, the page scrolls the control up above them. Controls in a
 * modal stay where they are (the page behind does not carry them).
 *
 * @param stack   The toasts' stack.
 * @param showing How many toasts show.
 */
function useFocusClearOf(
	stack: RefObject< HTMLElement | null >,
	showing: number
) {
	useEffect( () => {
		const panel = stack.current;
		if ( ! showing || ! panel ) {
			return;
		}
		const { ownerDocument } = panel;
		const clear = () => {
			const active = ownerDocument.activeElement;
			if (
				! active ||
				active === ownerDocument.body ||
				panel.contains( active ) ||
				active.closest( '.components-modal__screen-overlay' )
			) {
				return;
			}
			const toasts = panel.getBoundingClientRect();
			const control = active.getBoundingClientRect();
			const isUnder =
				toasts.height > 0 &&
				control.right > toasts.left &&
				control.left < toasts.right &&
				control.bottom > toasts.top &&
				control.top < toasts.bottom;
			if ( isUnder ) {
				ownerDocument.defaultView?.scrollBy( {
					top: control.bottom - toasts.top + CLEARANCE,
				} );
			}
		};
		clear();
		ownerDocument.addEventListener( 'focusin', clear );
		return () => ownerDocument.removeEventListener( 'focusin', clear );
	}, [ stack, showing ] );
}

export default function Notifications() {
	const { notifications, dismiss } = useNotifications();
	const stack = useRef< HTMLDivElement >( null );
	useFocusClearOf( stack, notifications.length );
	return (
		<div
			ref={ stack }
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

/**
 * The body of an 'Are you sure?' modal: the question, Cancel and the
 * confirming button (busy while the action runs). `ConfirmDelete` is the
 * one of delete actions; `DialogButtons` the buttons alone, for a dialog
 * with a form of its own (Refund Booking).
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Cancel and the confirming button at the foot of a dialog. Without
 * `onConfirm` the confirming button submits the dialog's form.
 * @param root0
 * @param root0.confirmLabel
 * @param root0.cancelLabel
 * @param root0.isDestructive
 * @param root0.isRunning
 * @param root0.onConfirm
 * @param root0.onCancel
 */
export function DialogButtons( {
	confirmLabel,
	cancelLabel = __( 'Cancel', 'eventin' ),
	isDestructive = false,
	isRunning,
	onConfirm,
	onCancel,
}: {
	confirmLabel: string;
	/** The dismissing button's text where 'Cancel' would mean the action ('Keep sending'). */
	cancelLabel?: string;
	isDestructive?: boolean;
	isRunning: boolean;
	onConfirm?: () => void;
	onCancel: () => void;
} ) {
	return (
		<div className="eventin-confirm-delete__actions">
			<Button
				variant="tertiary"
				onClick={ onCancel }
				disabled={ isRunning }
				__next40pxDefaultSize
			>
				{ cancelLabel }
			</Button>
			<Button
				variant="primary"
				isDestructive={ isDestructive }
				type={ onConfirm ? 'button' : 'submit' }
				isBusy={ isRunning }
				disabled={ isRunning }
				onClick={ onConfirm }
				__next40pxDefaultSize
			>
				{ confirmLabel }
			</Button>
		</div>
	);
}

export function ConfirmAction( {
	message,
	confirmLabel,
	cancelLabel,
	isDestructive = false,
	onConfirm,
	onCancel,
}: {
	message: string;
	/** The confirming button's text, e.g. 'Clone'. */
	confirmLabel: string;
	cancelLabel?: string;
	isDestructive?: boolean;
	onConfirm: () => Promise< void >;
	onCancel: () => void;
} ) {
	const [ isRunning, setIsRunning ] = useState( false );
	return (
		<div className="eventin-confirm-delete">
			<p className="eventin-confirm-delete__message">{ message }</p>
			<DialogButtons
				confirmLabel={ confirmLabel }
				cancelLabel={ cancelLabel }
				isDestructive={ isDestructive }
				isRunning={ isRunning }
				onCancel={ onCancel }
				onConfirm={ async () => {
					setIsRunning( true );
					await onConfirm();
				} }
			/>
		</div>
	);
}

export default function ConfirmDelete( {
	message,
	onConfirm,
	onCancel,
}: {
	message: string;
	onConfirm: () => Promise< void >;
	onCancel: () => void;
} ) {
	return (
		<ConfirmAction
			message={ message }
			confirmLabel={ __( 'Delete', 'eventin' ) }
			isDestructive
			onConfirm={ onConfirm }
			onCancel={ onCancel }
		/>
	);
}

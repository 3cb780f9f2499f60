/**
 * The body of an 'Are you sure?' modal: the question, Cancel and the
 * confirming button (busy while the action runs). `ConfirmDelete` is the
 * one of delete actions.
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export function ConfirmAction( {
	message,
	confirmLabel,
	isDestructive = false,
	onConfirm,
	onCancel,
}: {
	message: string;
	/** The confirming button's text, e.g. 'Clone'. */
	confirmLabel: string;
	isDestructive?: boolean;
	onConfirm: () => Promise< void >;
	onCancel: () => void;
} ) {
	const [ isRunning, setIsRunning ] = useState( false );
	return (
		<div className="eventin-confirm-delete">
			<p className="eventin-confirm-delete__message">{ message }</p>
			<div className="eventin-confirm-delete__actions">
				<Button
					variant="tertiary"
					onClick={ onCancel }
					disabled={ isRunning }
					__next40pxDefaultSize
				>
					{ __( 'Cancel', 'eventin' ) }
				</Button>
				<Button
					variant="primary"
					isDestructive={ isDestructive }
					isBusy={ isRunning }
					disabled={ isRunning }
					onClick={ async () => {
						setIsRunning( true );
						await onConfirm();
					} }
					__next40pxDefaultSize
				>
					{ confirmLabel }
				</Button>
			</div>
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

/**
 * A read-only text (a shortcode, a script tag) with a Copy button and
 * 'Copied!' announced once the clipboard has it.
 */
import { Button, TextareaControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** How long 'Copied!' stays. */
export const COPIED_MS = 2000;

/**
 * Puts a text on the clipboard: the Clipboard API, else the selected
 * field's text through the older copy command. False when both failed.
 *
 * @param text  The text.
 * @param field The field holding it (selected for the fallback).
 */
export async function copyToClipboard(
	text: string,
	field: HTMLTextAreaElement | null
): Promise< boolean > {
	try {
		await window.navigator.clipboard.writeText( text );
		return true;
	} catch {
		field?.select();
		try {
			return field?.ownerDocument.execCommand( 'copy' ) ?? false;
		} catch {
			return false;
		}
	}
}

export default function CopyField( {
	label,
	value,
	help,
	copyLabel,
	disabled = false,
	rows = 2,
	className,
}: {
	label: string;
	value: string;
	help?: string;
	/** The Copy button's accessible name. */
	copyLabel: string;
	disabled?: boolean;
	rows?: number;
	className?: string;
} ) {
	const [ status, setStatus ] = useState< 'idle' | 'copied' | 'failed' >(
		'idle'
	);
	const wrapper = useRef< HTMLDivElement >( null );

	// A new text has not been copied yet.
	useEffect( () => setStatus( 'idle' ), [ value ] );
	useEffect( () => {
		if ( status !== 'copied' ) {
			return;
		}
		const timer = setTimeout( () => setStatus( 'idle' ), COPIED_MS );
		return () => clearTimeout( timer );
	}, [ status ] );

	const copy = async () => {
		const field = wrapper.current?.querySelector( 'textarea' ) ?? null;
		setStatus(
			( await copyToClipboard( value, field ) ) ? 'copied' : 'failed'
		);
	};

	return (
		<div
			ref={ wrapper }
			className={ [ 'eventin-copy-field', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<TextareaControl
				label={ label }
				value={ value }
				help={ help }
				onChange={ () => {} }
				readOnly
				rows={ rows }
				onFocus={ ( event ) => event.target.select() }
				className="eventin-copy-field__text"
				__nextHasNoMarginBottom
			/>
			<div className="eventin-copy-field__actions">
				<Button
					variant="secondary"
					size="compact"
					onClick={ copy }
					disabled={ disabled }
					accessibleWhenDisabled
					aria-label={ copyLabel }
				>
					{ __( 'Copy', 'eventin' ) }
				</Button>
				<span className="eventin-copy-field__status" aria-live="polite">
					{ status === 'copied' && __( 'Copied!', 'eventin' ) }
					{ status === 'failed' &&
						__(
							'Could not copy: select the text and copy it.',
							'eventin'
						) }
				</span>
			</div>
		</div>
	);
}

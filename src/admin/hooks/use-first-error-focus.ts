import { useEffect, useRef } from '@wordpress/element';

/** An invalid input, or a field or group marked invalid. */
const INVALID =
	'[aria-invalid="true"], .eventin-event-field.is-invalid, .eventin-event-field-group.is-invalid, .eventin-widget-field.is-invalid';

/** What can take the focus inside an invalid field or group. */
const FOCUSABLE = 'input:not([disabled]), select, textarea, button';

/**
 * Moves the focus to a form's first invalid field (or the first input of an
 * invalid group) each time errors arrive.
 *
 * @param errorCount Bumped each time errors arrive (useForm's errorCount).
 * @return The ref for the form element.
 */
export function useFirstErrorFocus( errorCount: number ) {
	const formRef = useRef< HTMLFormElement >( null );

	useEffect( () => {
		if ( errorCount === 0 ) {
			return;
		}
		const invalid =
			formRef.current?.querySelector< HTMLElement >( INVALID );
		const target = invalid?.matches( FOCUSABLE )
			? invalid
			: invalid?.querySelector< HTMLElement >( FOCUSABLE );
		target?.focus();
	}, [ errorCount ] );

	return formRef;
}

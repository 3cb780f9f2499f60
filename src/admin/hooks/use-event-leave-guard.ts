import { useEffect } from '@wordpress/element';

/**
 * While `when` holds, leaving or reloading the page makes the browser ask
 * first (its own wording: browsers ignore custom texts there).
 *
 * @param when Whether there are unsaved changes.
 */
export function useEventLeaveGuard( when: boolean ): void {
	useEffect( () => {
		if ( ! when ) {
			return;
		}
		const onBeforeUnload = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers need a return value to ask.
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', onBeforeUnload );
		return () =>
			window.removeEventListener( 'beforeunload', onBeforeUnload );
	}, [ when ] );
}

import { type RefObject, useLayoutEffect } from '@wordpress/element';

/**
 * Keeps the focus in a part of the screen when a render removes the element
 * that had it: a control that goes once a reload changes what is offered
 * (Refund Booking after the booking is refunded in full, a row's More menu
 * once no action is left in it). The browser would put the focus on <body>,
 * where a keyboard user loses their place and an open dialog no longer hears
 * Escape; it goes to `fallback` instead (the part itself when there is none).
 *
 * The part re-renders as the element goes (it draws it, or passes the data
 * that removes it): the focus is read as its render starts, before anything
 * changes, and put back after the browser has moved it.
 *
 * @param container The part, which stays on screen.
 * @param fallback  Where the focus goes then, read after the render; it is
 *                  given the element that had the focus (no longer in the
 *                  page, but still inside whatever went with it).
 */
export function useKeepFocus(
	container: RefObject< HTMLElement >,
	fallback: ( lost: HTMLElement ) => HTMLElement | null | undefined
): void {
	const focused = ( container.current?.ownerDocument.activeElement ??
		null ) as HTMLElement | null;
	const hadFocus =
		!! focused &&
		focused !== container.current &&
		!! container.current?.contains( focused );
	useLayoutEffect( () => {
		if ( ! hadFocus || ! focused || focused.isConnected ) {
			return;
		}
		const active = focused.ownerDocument.activeElement;
		if ( active && active !== focused.ownerDocument.body ) {
			// Something in this render took the focus: it stays there.
			return;
		}
		( fallback( focused ) ?? container.current )?.focus();
	} );
}

/**
 * The seats left when a page is shown again: Back (after paying, say) restores the page from the
 * back/forward cache, or loads it from the browser's cache, with the seats left as they were then.
 * The form asks the site for the page once more and takes the ticket forms it renders now (the
 * same server render that counts seats left the first time), so a ticket sold out meanwhile reads
 * 'Sold out' before the visitor fills the form in.
 */

/** Whether this page was loaded by Back or Forward (maybe from the browser's cache). */
export function loadedByHistory(): boolean {
	const entry = window.performance?.getEntriesByType?.(
		'navigation'
	)[ 0 ] as PerformanceNavigationTiming | undefined;
	return entry?.type === 'back_forward';
}

/**
 * Puts the page's ticket forms as the site renders them now in place of those shown; nothing
 * changes when the site does not answer or renders another number of forms.
 *
 * @param mount Makes the new forms work (mountAll).
 */
export async function renderAgain( mount: ( root: ParentNode ) => void ) {
	const shown = Array.from(
		document.querySelectorAll( '.eventin-ticket-form' )
	);
	if ( ! shown.length ) {
		return;
	}
	const response = await fetch( window.location.href, {
		cache: 'no-store',
		credentials: 'same-origin',
		headers: { Accept: 'text/html' },
	} ).catch( () => null );
	const html = response?.ok ? await response.text().catch( () => '' ) : '';
	const now = Array.from(
		new DOMParser()
			.parseFromString( html, 'text/html' )
			.querySelectorAll( '.eventin-ticket-form' )
	);
	if ( now.length !== shown.length ) {
		return;
	}
	shown.forEach( ( form, index ) =>
		form.replaceWith( document.importNode( now[ index ], true ) )
	);
	mount( document );
}

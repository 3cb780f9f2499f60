/**
 * Tabs (events by category, schedule days): the WAI-ARIA tabs pattern over the server's markup,
 * `.eventin-tabs` holding a `[role=tablist]` of `[role=tab]` buttons and their `[role=tabpanel]`s
 * (the first selected, the others `hidden`). Click or Enter/Space selects a tab; Left/Right move
 * to the previous/next tab (wrapping), Home/End to the first/last, selecting as they go; only the
 * selected tab is in the tab order.
 *
 * It runs on every widget in the document when it loads, and on every widget in a root an embed
 * announces with the `eventin:mount` event (a ShadowRoot). Each widget is set up once.
 */

const READY = 'eventinTabsReady';

function select( tabs: HTMLElement[], index: number, focus: boolean ) {
	tabs.forEach( ( tab, i ) => {
		const selected = i === index;
		tab.setAttribute( 'aria-selected', selected ? 'true' : 'false' );
		tab.tabIndex = selected ? 0 : -1;
		const id = tab.getAttribute( 'aria-controls' );
		const root = tab.getRootNode() as Document | ShadowRoot;
		const panel = id ? root.getElementById( id ) : null;
		if ( panel ) {
			panel.hidden = ! selected;
		}
	} );
	if ( focus ) {
		tabs[ index ].focus();
	}
}

function setUp( widget: HTMLElement ) {
	if ( widget.dataset[ READY ] ) {
		return;
	}
	widget.dataset[ READY ] = '1';
	const list = widget.querySelector( '[role="tablist"]' );
	if ( ! list ) {
		return;
	}
	const tabs = Array.from(
		list.querySelectorAll< HTMLElement >( '[role="tab"]' )
	);
	list.addEventListener( 'click', ( event ) => {
		const index = tabs.indexOf(
			( event.target as Element ).closest( '[role="tab"]' ) as HTMLElement
		);
		if ( index >= 0 ) {
			select( tabs, index, true );
		}
	} );
	list.addEventListener( 'keydown', ( event ) => {
		const key = ( event as KeyboardEvent ).key;
		const current = tabs.indexOf( event.target as HTMLElement );
		if ( current < 0 ) {
			return;
		}
		const last = tabs.length - 1;
		// In a right-to-left page the arrows follow the reading direction.
		const rtl = getComputedStyle( list ).direction === 'rtl';
		const moves: Record< string, number > = {
			ArrowLeft: rtl ? current + 1 : current - 1,
			ArrowRight: rtl ? current - 1 : current + 1,
			Home: 0,
			End: last,
		};
		if ( ! ( key in moves ) ) {
			return;
		}
		event.preventDefault();
		// Past either end, round to the other.
		select( tabs, ( moves[ key ] + tabs.length ) % tabs.length, true );
	} );
}

/**
 * Sets up the tab widgets in a document or shadow root.
 *
 * @param root Where to look.
 */
export function init( root: ParentNode ) {
	root.querySelectorAll< HTMLElement >( '.eventin-tabs' ).forEach( setUp );
}

init( document );
document.addEventListener( 'eventin:mount', ( event ) =>
	init( ( event as CustomEvent< { root: ParentNode } > ).detail.root )
);

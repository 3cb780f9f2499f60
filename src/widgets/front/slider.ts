/**
 * Sliders (events, speakers): `.eventin-slider` holding a `.eventin-slider__track` of slides and
 * `.eventin-slider__prev` / `__next` buttons. Without this script the track scrolls sideways
 * (CSS scroll snap); with it the buttons move the track by one page (what fits in view) and are
 * disabled at either end.
 *
 * It runs on every slider in the document when it loads, and on every slider in a root an embed
 * announces with the `eventin:mount` event (a ShadowRoot). Each slider is set up once.
 */

const READY = 'eventinSliderReady';

/**
 * How far the track may scroll, and where it is (positive also in right-to-left pages).
 *
 * @param track The scrolling track.
 */
export function position( track: HTMLElement ) {
	return {
		at: Math.abs( track.scrollLeft ),
		end: Math.max( 0, track.scrollWidth - track.clientWidth ),
	};
}

/**
 * Which buttons can move the track: prev unless at the start, next unless at the end (a pixel
 * of rounding aside).
 *
 * @param track The scrolling track.
 */
export function canMove( track: HTMLElement ) {
	const { at, end } = position( track );
	return { prev: at > 1, next: at < end - 1 };
}

function setUp( slider: HTMLElement ) {
	if ( slider.dataset[ READY ] ) {
		return;
	}
	const track = slider.querySelector< HTMLElement >(
		'.eventin-slider__track'
	);
	const prev = slider.querySelector< HTMLButtonElement >(
		'.eventin-slider__prev'
	);
	const next = slider.querySelector< HTMLButtonElement >(
		'.eventin-slider__next'
	);
	if ( ! track || ! prev || ! next ) {
		return;
	}
	slider.dataset[ READY ] = '1';
	const update = () => {
		const can = canMove( track );
		prev.disabled = ! can.prev;
		next.disabled = ! can.next;
		// Both disabled: everything fits, no buttons needed.
		slider.classList.toggle( 'is-static', ! can.prev && ! can.next );
	};
	const move = ( direction: 1 | -1 ) => {
		const rtl = getComputedStyle( track ).direction === 'rtl';
		const left = direction * ( rtl ? -1 : 1 ) * track.clientWidth;
		if ( typeof track.scrollBy === 'function' ) {
			track.scrollBy( { left, behavior: 'smooth' } );
		} else {
			track.scrollLeft += left;
		}
	};
	prev.addEventListener( 'click', () => move( -1 ) );
	next.addEventListener( 'click', () => move( 1 ) );
	let frame = 0;
	track.addEventListener(
		'scroll',
		() => {
			cancelAnimationFrame( frame );
			frame = requestAnimationFrame( update );
		},
		{ passive: true }
	);
	if ( typeof ResizeObserver === 'function' ) {
		new ResizeObserver( update ).observe( track );
	}
	update();
}

/**
 * Sets up the sliders in a document or shadow root.
 *
 * @param root Where to look.
 */
export function init( root: ParentNode ) {
	root.querySelectorAll< HTMLElement >( '.eventin-slider' ).forEach( setUp );
}

init( document );
document.addEventListener( 'eventin:mount', ( event ) =>
	init( ( event as CustomEvent< { root: ParentNode } > ).detail.root )
);

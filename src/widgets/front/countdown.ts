/**
 * Countdowns: `[data-eventin-countdown]` holds the start instant (ISO 8601); its
 * `[data-unit]` values (days, hours, minutes, seconds) tick every second, and the screen-reader
 * sentence (`data-template`, '%s' for the time left) follows to the minute, in the page's
 * language through Intl. At the start the clock gives way to its `data-started` text.
 *
 * It runs on every countdown in the document when it loads, and on every countdown in a root an
 * embed announces with the `eventin:mount` event (a ShadowRoot). Each is set up once.
 */

const READY = 'eventinCountdownReady';

export type Left = {
	days: number;
	hours: number;
	minutes: number;
	seconds: number;
};

/**
 * Whole days, hours, minutes and seconds from now until a start (all 0 once it is reached).
 *
 * @param start The start, in milliseconds since the epoch.
 * @param now   Now, in the same.
 */
export function timeLeft( start: number, now: number ): Left {
	const total = Math.max( 0, Math.floor( ( start - now ) / 1000 ) );
	return {
		days: Math.floor( total / 86400 ),
		hours: Math.floor( ( total % 86400 ) / 3600 ),
		minutes: Math.floor( ( total % 3600 ) / 60 ),
		seconds: total % 60,
	};
}

/**
 * The time left to the minute in words of a language, e.g. '2 days, 3 hours, and 14 minutes'.
 *
 * @param left     The time left.
 * @param language A BCP 47 language tag.
 */
export function inWords( left: Left, language: string ): string {
	const unit = ( value: number, name: string ) =>
		new Intl.NumberFormat( language, {
			style: 'unit',
			unit: name,
			unitDisplay: 'long',
		} ).format( value );
	return new Intl.ListFormat( language, {
		style: 'long',
		type: 'conjunction',
	} ).format( [
		unit( left.days, 'day' ),
		unit( left.hours, 'hour' ),
		unit( left.minutes, 'minute' ),
	] );
}

const pad = ( value: number ) => String( value ).padStart( 2, '0' );

function setUp( clock: HTMLElement ) {
	if ( clock.dataset[ READY ] ) {
		return;
	}
	const start = Date.parse( clock.dataset.eventinCountdown ?? '' );
	if ( Number.isNaN( start ) ) {
		return;
	}
	clock.dataset[ READY ] = '1';
	const sentence = clock.querySelector< HTMLElement >( '[data-template]' );
	const language = document.documentElement.lang || 'en';
	let minute = -1;
	const tick = () => {
		const now = Date.now();
		if ( now >= start ) {
			window.clearInterval( timer );
			const done = document.createElement( 'p' );
			done.className = 'eventin-countdown__done';
			done.textContent = clock.dataset.started ?? '';
			clock.replaceChildren( done );
			return;
		}
		const left = timeLeft( start, now );
		( Object.keys( left ) as ( keyof Left )[] ).forEach( ( unit ) => {
			const value = clock.querySelector( `[data-unit="${ unit }"]` );
			const text =
				unit === 'days' ? String( left[ unit ] ) : pad( left[ unit ] );
			if ( value && value.textContent !== text ) {
				value.textContent = text;
			}
		} );
		const stamp = left.days * 1440 + left.hours * 60 + left.minutes;
		if ( sentence && stamp !== minute ) {
			minute = stamp;
			sentence.textContent = (
				sentence.dataset.template ?? '%s'
			).replace( '%s', inWords( left, language ) );
		}
	};
	const timer = window.setInterval( tick, 1000 );
	tick();
}

/**
 * Starts the countdowns in a document or shadow root.
 *
 * @param root Where to look.
 */
export function init( root: ParentNode ) {
	root.querySelectorAll< HTMLElement >( '[data-eventin-countdown]' ).forEach(
		setUp
	);
}

init( document );
document.addEventListener( 'eventin:mount', ( event ) =>
	init( ( event as CustomEvent< { root: ParentNode } > ).detail.root )
);

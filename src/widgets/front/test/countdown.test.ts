/**
 * The countdown script: the arithmetic, the words, and the clock ticking to its start.
 */
import { inWords, init, timeLeft } from '../countdown';

const START = Date.parse( '2030-01-10T08:30:00Z' );

describe( 'timeLeft', () => {
	it( 'splits the time left into whole days, hours, minutes and seconds', () => {
		expect(
			timeLeft( START, Date.parse( '2030-01-08T05:15:20Z' ) )
		).toEqual( { days: 2, hours: 3, minutes: 14, seconds: 40 } );
		expect( timeLeft( START, START - 999 ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 0,
			seconds: 0,
		} );
		expect( timeLeft( START, START - 86400_000 ) ).toEqual( {
			days: 1,
			hours: 0,
			minutes: 0,
			seconds: 0,
		} );
		expect( timeLeft( START, START + 5000 ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 0,
			seconds: 0,
		} );
		expect(
			timeLeft( START, START - ( 400 * 86400 + 59 ) * 1000 )
		).toEqual( { days: 400, hours: 0, minutes: 0, seconds: 59 } );
	} );

	it( 'says it in the words of a language', () => {
		expect(
			inWords( { days: 2, hours: 1, minutes: 14, seconds: 3 }, 'en' )
		).toBe( '2 days, 1 hour, and 14 minutes' );
		expect(
			inWords( { days: 1, hours: 0, minutes: 1, seconds: 0 }, 'de' )
		).toBe( '1 Tag, 0 Stunden und 1 Minute' );
	} );
} );

describe( 'the clock', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( Date.parse( '2030-01-10T08:28:58Z' ) );
		document.documentElement.lang = 'en-US';
		document.body.innerHTML = `
			<div class="eventin-countdown__clock" data-eventin-countdown="2030-01-10T08:30:00Z" data-started="This event has started.">
				<p role="timer" aria-live="off" data-template="The event starts in %s.">server words</p>
				<div aria-hidden="true">
					<span data-unit="days">9</span><span data-unit="hours">09</span>
					<span data-unit="minutes">09</span><span data-unit="seconds">09</span>
				</div>
			</div>`;
		init( document );
	} );

	afterEach( () => jest.useRealTimers() );

	const shown = () =>
		[ 'days', 'hours', 'minutes', 'seconds' ]
			.map(
				( unit ) =>
					document.querySelector( `[data-unit="${ unit }"]` )
						?.textContent
			)
			.join( ' ' );

	it( 'ticks every second and keeps the sentence to the minute', () => {
		expect( shown() ).toBe( '0 00 01 02' );
		expect( document.querySelector( '[role="timer"]' )!.textContent ).toBe(
			'The event starts in 0 days, 0 hours, and 1 minute.'
		);
		jest.advanceTimersByTime( 1000 );
		expect( shown() ).toBe( '0 00 01 01' );
		jest.advanceTimersByTime( 2000 );
		expect( shown() ).toBe( '0 00 00 59' );
		expect( document.querySelector( '[role="timer"]' )!.textContent ).toBe(
			'The event starts in 0 days, 0 hours, and 0 minutes.'
		);
	} );

	it( 'says the event has started once it has', () => {
		jest.advanceTimersByTime( 62_000 );
		const clock = document.querySelector( '[data-eventin-countdown]' )!;
		expect( clock.textContent ).toBe( 'This event has started.' );
		expect( clock.querySelector( '[data-unit]' ) ).toBeNull();
		// And it stops ticking.
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );

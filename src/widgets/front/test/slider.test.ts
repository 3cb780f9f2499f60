/**
 * The slider script: buttons disabled at either end, moving one page at a time.
 */
import { canMove, init } from '../slider';

function markup( width: number, scrollWidth: number ) {
	document.body.innerHTML = `
		<div class="eventin-slider" data-per-view="2" role="region" aria-roledescription="carousel" aria-label="Events">
			<div class="eventin-slider__track">
				<div class="eventin-slider__slide" role="group" aria-roledescription="slide" aria-label="1 of 3">1</div>
				<div class="eventin-slider__slide" role="group" aria-roledescription="slide" aria-label="2 of 3">2</div>
				<div class="eventin-slider__slide" role="group" aria-roledescription="slide" aria-label="3 of 3">3</div>
			</div>
			<button type="button" class="eventin-slider__prev" aria-label="Previous"></button>
			<button type="button" class="eventin-slider__next" aria-label="Next"></button>
		</div>`;
	const track = document.querySelector< HTMLElement >(
		'.eventin-slider__track'
	)!;
	// jsdom lays nothing out: the track's sizes, and scrolling, by hand.
	Object.defineProperty( track, 'clientWidth', { value: width } );
	Object.defineProperty( track, 'scrollWidth', { value: scrollWidth } );
	track.scrollBy = jest.fn( ( options?: ScrollToOptions | number ) => {
		const left = ( options as ScrollToOptions ).left ?? 0;
		track.scrollLeft = Math.min(
			Math.max( 0, track.scrollLeft + left ),
			scrollWidth - width
		);
		track.dispatchEvent( new Event( 'scroll' ) );
	} ) as typeof track.scrollBy;
	init( document );
	return {
		track,
		prev: document.querySelector< HTMLButtonElement >(
			'.eventin-slider__prev'
		)!,
		next: document.querySelector< HTMLButtonElement >(
			'.eventin-slider__next'
		)!,
	};
}

beforeEach( () => {
	jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
		( callback ) => {
			callback( 0 );
			return 1;
		}
	);
} );

afterEach( () => jest.restoreAllMocks() );

describe( 'slider', () => {
	it( 'disables previous at the start and next at the end, moving a page per press', () => {
		const { track, prev, next } = markup( 600, 1500 );
		expect( [ prev.disabled, next.disabled ] ).toEqual( [ true, false ] );
		next.click();
		expect( track.scrollBy ).toHaveBeenLastCalledWith( {
			left: 600,
			behavior: 'smooth',
		} );
		expect( track.scrollLeft ).toBe( 600 );
		expect( [ prev.disabled, next.disabled ] ).toEqual( [ false, false ] );
		next.click();
		expect( track.scrollLeft ).toBe( 900 );
		expect( [ prev.disabled, next.disabled ] ).toEqual( [ false, true ] );
		prev.click();
		expect( track.scrollBy ).toHaveBeenLastCalledWith( {
			left: -600,
			behavior: 'smooth',
		} );
		prev.click();
		expect( track.scrollLeft ).toBe( 0 );
		expect( [ prev.disabled, next.disabled ] ).toEqual( [ true, false ] );
	} );

	it( 'disables both buttons when everything fits', () => {
		const { prev, next } = markup( 600, 600 );
		expect( [ prev.disabled, next.disabled ] ).toEqual( [ true, true ] );
		expect(
			document
				.querySelector( '.eventin-slider' )!
				.classList.contains( 'is-static' )
		).toBe( true );
	} );

	it( 'reads a right-to-left position as its distance from the start', () => {
		const track = document.createElement( 'div' );
		Object.defineProperty( track, 'clientWidth', { value: 100 } );
		Object.defineProperty( track, 'scrollWidth', { value: 300 } );
		// Browsers give a right-to-left track's position as a negative scrollLeft.
		let left = -200;
		Object.defineProperty( track, 'scrollLeft', { get: () => left } );
		expect( canMove( track ) ).toEqual( { prev: true, next: false } );
		left = -100;
		expect( canMove( track ) ).toEqual( { prev: true, next: true } );
	} );

	it( 'sets a slider up once', () => {
		const { track, next } = markup( 600, 1500 );
		init( document );
		next.click();
		expect( track.scrollBy ).toHaveBeenCalledTimes( 1 );
	} );
} );

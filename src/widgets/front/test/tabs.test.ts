/**
 * The tabs script: ARIA state, panels and the keyboard (Left/Right wrap, Home/End, click).
 */
import { init } from '../tabs';

function markup() {
	document.body.innerHTML = `
		<div class="eventin-tabs">
			<div role="tablist" aria-label="Event categories">
				<button type="button" role="tab" id="t-0" aria-controls="p-0" aria-selected="true" tabindex="0">All</button>
				<button type="button" role="tab" id="t-1" aria-controls="p-1" aria-selected="false" tabindex="-1">Art</button>
				<button type="button" role="tab" id="t-2" aria-controls="p-2" aria-selected="false" tabindex="-1">Music</button>
			</div>
			<div role="tabpanel" id="p-0" aria-labelledby="t-0" tabindex="0">all</div>
			<div role="tabpanel" id="p-1" aria-labelledby="t-1" tabindex="0" hidden>art</div>
			<div role="tabpanel" id="p-2" aria-labelledby="t-2" tabindex="0" hidden>music</div>
		</div>`;
	init( document );
	return Array.from(
		document.querySelectorAll< HTMLElement >( '[role="tab"]' )
	);
}

const state = () =>
	Array.from( document.querySelectorAll( '[role="tab"]' ) ).map(
		( tab ) =>
			`${ tab.textContent }:${ tab.getAttribute(
				'aria-selected'
			) }:${ tab.getAttribute( 'tabindex' ) }:${
				document.getElementById( tab.getAttribute( 'aria-controls' )! )!
					.hidden
					? 'hidden'
					: 'shown'
			}`
	);

const press = ( key: string ) =>
	( document.body.ownerDocument.activeElement as HTMLElement ).dispatchEvent(
		new KeyboardEvent( 'keydown', { key, bubbles: true, cancelable: true } )
	);

describe( 'tabs', () => {
	it( 'moves with the arrows (wrapping), Home and End, selecting and focusing', () => {
		const tabs = markup();
		tabs[ 0 ].focus();
		press( 'ArrowRight' );
		expect( state() ).toEqual( [
			'All:false:-1:hidden',
			'Art:true:0:shown',
			'Music:false:-1:hidden',
		] );
		expect( document.body.ownerDocument.activeElement ).toBe( tabs[ 1 ] );
		press( 'ArrowRight' );
		press( 'ArrowRight' );
		expect( document.body.ownerDocument.activeElement ).toBe( tabs[ 0 ] );
		expect( state()[ 0 ] ).toBe( 'All:true:0:shown' );
		press( 'ArrowLeft' );
		expect( document.body.ownerDocument.activeElement ).toBe( tabs[ 2 ] );
		expect( state() ).toEqual( [
			'All:false:-1:hidden',
			'Art:false:-1:hidden',
			'Music:true:0:shown',
		] );
		press( 'Home' );
		expect( document.body.ownerDocument.activeElement ).toBe( tabs[ 0 ] );
		press( 'End' );
		expect( document.body.ownerDocument.activeElement ).toBe( tabs[ 2 ] );
	} );

	it( 'leaves other keys alone and selects on click', () => {
		const tabs = markup();
		tabs[ 0 ].focus();
		const tab = new KeyboardEvent( 'keydown', {
			key: 'Tab',
			bubbles: true,
			cancelable: true,
		} );
		tabs[ 0 ].dispatchEvent( tab );
		expect( tab.defaultPrevented ).toBe( false );
		expect( state()[ 0 ] ).toBe( 'All:true:0:shown' );
		tabs[ 1 ].click();
		expect( state() ).toEqual( [
			'All:false:-1:hidden',
			'Art:true:0:shown',
			'Music:false:-1:hidden',
		] );
	} );

	it( 'sets a widget up once, and widgets an embed mounts', () => {
		const tabs = markup();
		init( document );
		tabs[ 0 ].focus();
		press( 'ArrowRight' );
		// Set up twice, one press would move two tabs.
		expect( document.body.ownerDocument.activeElement ).toBe( tabs[ 1 ] );

		const host = document.createElement( 'div' );
		document.body.append( host );
		const shadow = host.attachShadow( { mode: 'open' } );
		shadow.innerHTML = document.querySelector( '.eventin-tabs' )!.outerHTML;
		shadow
			.querySelector< HTMLElement >( '.eventin-tabs' )!
			.removeAttribute( 'data-eventin-tabs-ready' );
		document.dispatchEvent(
			new CustomEvent( 'eventin:mount', { detail: { root: shadow } } )
		);
		const inner = Array.from(
			shadow.querySelectorAll< HTMLElement >( '[role="tab"]' )
		);
		inner[ 2 ].click();
		expect( inner[ 2 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect( shadow.getElementById( 'p-2' )!.hidden ).toBe( false );
		expect( shadow.getElementById( 'p-1' )!.hidden ).toBe( true );
	} );
} );

/**
 * The embed script: the widget in a Shadow DOM root right after its tag, its
 * stylesheets inside the root, its front scripts once per page, then
 * `eventin:mount` with the root; on any failure nothing and one warning.
 */
import { waitFor } from '@testing-library/react';

import { mountEmbed, type EmbedConfig } from '../front/embed';

const CONFIG: EmbedConfig = {
	id: 7,
	dataUrl: 'https://events.example/wp-json/eventin/v2/shortcodes/7/embed',
	warning: 'Eventin: %s is not registered.',
};

const WIDGET = {
	html: '<div class="eventin-widget eventin-event"><h3>Jazz Night</h3><script>window.injected = true;</script></div>',
	styles: [ 'https://events.example/build/widgets-style.css?ver=1' ],
	scripts: [
		'https://events.example/build/widgets-slider.js?ver=1',
		'https://events.example/build/widgets-tabs.js?ver=1',
	],
};

const fetchMock = jest.fn();

/** A page with a script tag between two paragraphs. */
function hostPage(): HTMLScriptElement {
	document.body.innerHTML =
		'<p id="before">Before</p><script id="tag"></script><p id="after">After</p>';
	return document.getElementById( 'tag' ) as HTMLScriptElement;
}

/**
 * Marks every matching element loaded, as a browser would.
 *
 * @param parent   Where to look.
 * @param selector The elements.
 */
function loadAll( parent: ParentNode, selector: string ) {
	parent
		.querySelectorAll( selector )
		.forEach( ( element ) => element.dispatchEvent( new Event( 'load' ) ) );
}

const addedScripts = () =>
	[ ...document.head.querySelectorAll( 'script' ) ].map(
		( script ) => script.src
	);

beforeEach( () => {
	fetchMock.mockReset();
	window.fetch = fetchMock;
	document.head.innerHTML = '';
} );

it( 'renders the widget in an open shadow root after its tag, then mounts its scripts once per page', async () => {
	fetchMock.mockResolvedValue( {
		ok: true,
		json: async () => WIDGET,
	} );
	const mounted: unknown[] = [];
	const onMount = ( event: Event ) =>
		mounted.push( ( event as CustomEvent ).detail.root );
	document.addEventListener( 'eventin:mount', onMount );
	const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	try {
		const tag = hostPage();
		const done = mountEmbed( CONFIG, tag );
		const host = tag.nextElementSibling as HTMLElement;
		expect( host.className ).toBe( 'eventin-embed' );
		expect( host.nextElementSibling?.id ).toBe( 'after' );
		expect( host.hidden ).toBe( true );

		await waitFor( () => expect( host.shadowRoot ).not.toBeNull() );
		const root = host.shadowRoot as ShadowRoot;
		expect( root.mode ).toBe( 'open' );
		expect( fetchMock ).toHaveBeenCalledWith( CONFIG.dataUrl, {
			mode: 'cors',
			credentials: 'omit',
			headers: { Accept: 'application/json' },
		} );
		// The markup waits for its stylesheet.
		await waitFor( () =>
			expect( root.querySelectorAll( 'link' ) ).toHaveLength( 1 )
		);
		expect( root.querySelector( 'link' )?.href ).toBe( WIDGET.styles[ 0 ] );
		expect( root.querySelector( '.eventin-widget' ) ).toBeNull();
		loadAll( root, 'link' );

		await waitFor( () =>
			expect( root.querySelector( 'h3' )?.textContent ).toBe(
				'Jazz Night'
			)
		);
		expect( host.hidden ).toBe( false );
		expect( root.querySelector( 'style' )?.textContent ).toContain(
			':host'
		);
		// Nothing of the widget is in the page itself, and its markup runs no script.
		expect( document.querySelector( '.eventin-widget' ) ).toBeNull();
		expect(
			( window as unknown as { injected?: boolean } ).injected
		).toBeUndefined();

		// Front scripts load one after the other, then get the root.
		expect( addedScripts() ).toEqual( [ WIDGET.scripts[ 0 ] ] );
		loadAll( document.head, 'script' );
		await waitFor( () =>
			expect( addedScripts() ).toEqual( WIDGET.scripts )
		);
		expect( mounted ).toEqual( [] );
		loadAll( document.head, 'script' );
		await expect( done ).resolves.toBe( root );
		expect( mounted ).toEqual( [ root ] );

		// A second widget on the page reuses the scripts and is mounted too.
		const second = document.createElement( 'script' );
		document.body.appendChild( second );
		const secondDone = mountEmbed( { ...CONFIG, id: 8 }, second );
		await waitFor( () =>
			expect(
				(
					second.nextElementSibling as HTMLElement
				 ).shadowRoot?.querySelector( 'link' )
			).not.toBeNull()
		);
		const secondRoot = ( second.nextElementSibling as HTMLElement )
			.shadowRoot as ShadowRoot;
		loadAll( secondRoot, 'link' );
		await expect( secondDone ).resolves.toBe( secondRoot );
		expect( addedScripts() ).toEqual( WIDGET.scripts );
		expect( mounted ).toEqual( [ root, secondRoot ] );
		expect( warn ).not.toHaveBeenCalled();
	} finally {
		document.removeEventListener( 'eventin:mount', onMount );
		warn.mockRestore();
	}
} );

it.each( [
	[ 'a refusal', () => Promise.resolve( { ok: false, status: 403 } ) ],
	[
		'a blocked request',
		() => Promise.reject( new TypeError( 'Failed to fetch' ) ),
	],
	[
		'an answer of another shape',
		() =>
			Promise.resolve( { ok: true, json: async () => ( { html: 1 } ) } ),
	],
] )( 'after %s it renders nothing and warns once', async ( _case, answer ) => {
	fetchMock.mockImplementation( answer );
	const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	const mounted = jest.fn();
	document.addEventListener( 'eventin:mount', mounted );
	try {
		const tag = hostPage();
		await expect( mountEmbed( CONFIG, tag ) ).resolves.toBeNull();
		expect( tag.nextElementSibling?.id ).toBe( 'after' );
		expect( document.querySelector( '.eventin-embed' ) ).toBeNull();
		expect( warn ).toHaveBeenCalledTimes( 1 );
		expect( warn ).toHaveBeenCalledWith(
			'Eventin: localhost is not registered.'
		);
		expect( mounted ).not.toHaveBeenCalled();
	} finally {
		document.removeEventListener( 'eventin:mount', mounted );
		warn.mockRestore();
	}
} );

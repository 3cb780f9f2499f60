/**
 * Front-end script 'embed': a widget of this site on a page of another site.
 *
 * The site serves it as `{home}/eventin-external-script?id={id}`, inside a
 * function that first declares `eventinEmbedConfig` (the id, where to read
 * the widget, the warning to write when it may not show), see
 * includes/Embed/ExternalScript.php. Pasted as a `<script>` tag, it puts a
 * box right after that tag with an open Shadow DOM root, so neither page's
 * CSS reaches the other; reads the widget (`{ html, styles, scripts }`, with
 * CORS, without cookies), adds its stylesheets and markup to the root, loads
 * the front scripts it needs (once per page) and sends them `eventin:mount`
 * with the root to initialise it. The server answers only pages of registered
 * domains: anywhere else the box goes away and one console warning says why.
 */

export type EmbedConfig = {
	id: number;
	dataUrl: string;
	/** The warning, `%s` standing for the page's host. */
	warning: string;
};

export type EmbedData = {
	html: string;
	styles: string[];
	scripts: string[];
};

declare const eventinEmbedConfig: EmbedConfig | undefined;

const FALLBACK_WARNING =
	'Eventin: this widget is not shown because %s is not a registered domain of the site it comes from.';

/**
 * The box's own look: nothing of the page is inherited, then a plain type
 * scale; the widget stylesheet does the rest.
 */
const HOST_STYLE = `:host {
	all: initial;
	display: block;
	font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif;
	font-size: 16px;
	line-height: 1.5;
	color: #1e1e1e;
	text-align: start;
}
:host([hidden]) { display: none; }`;

/** Front scripts already added to this page, by URL (every embed shares it). */
const LOADED_KEY = Symbol.for( 'eventin.embed.scripts' );

function loadedScripts(): Map< string, Promise< void > > {
	const holder = window as unknown as Record<
		symbol,
		Map< string, Promise< void > > | undefined
	>;
	let loaded = holder[ LOADED_KEY ];
	if ( ! loaded ) {
		loaded = new Map();
		holder[ LOADED_KEY ] = loaded;
	}
	return loaded;
}

/**
 * Adds a script to the page once; resolves when it ran (or failed: the
 * widget then keeps the server's markup as it is).
 *
 * @param url The script's URL.
 */
export function loadScript( url: string ): Promise< void > {
	const loaded = loadedScripts();
	let loading = loaded.get( url );
	if ( ! loading ) {
		loading = new Promise( ( resolve ) => {
			const script = document.createElement( 'script' );
			script.src = url;
			script.onload = () => resolve();
			script.onerror = () => resolve();
			document.head.appendChild( script );
		} );
		loaded.set( url, loading );
	}
	return loading;
}

/**
 * Adds a stylesheet to the root; resolves when it loaded or failed.
 *
 * @param root The shadow root.
 * @param url  The stylesheet's URL.
 */
function loadStyle( root: ShadowRoot, url: string ): Promise< void > {
	return new Promise( ( resolve ) => {
		const link = document.createElement( 'link' );
		link.rel = 'stylesheet';
		link.href = url;
		link.onload = () => resolve();
		link.onerror = () => resolve();
		root.appendChild( link );
	} );
}

const isUrlList = ( value: unknown ): value is string[] =>
	Array.isArray( value ) &&
	value.every( ( item ) => typeof item === 'string' );

/**
 * The widget's data, or null when the site did not give it (not registered,
 * deleted, offline).
 *
 * @param url The data URL.
 */
async function readWidget( url: string ): Promise< EmbedData | null > {
	try {
		const response = await window.fetch( url, {
			mode: 'cors',
			credentials: 'omit',
			headers: { Accept: 'application/json' },
		} );
		if ( ! response.ok ) {
			return null;
		}
		const data = ( await response.json() ) as Partial< EmbedData >;
		return typeof data?.html === 'string' &&
			isUrlList( data.styles ) &&
			isUrlList( data.scripts )
			? ( data as EmbedData )
			: null;
	} catch {
		return null;
	}
}

/**
 * Renders the widget right after its script tag.
 *
 * @param config The configuration the site put before this script.
 * @param script The script tag.
 */
export async function mountEmbed(
	config: EmbedConfig,
	script: HTMLScriptElement
): Promise< ShadowRoot | null > {
	const host = document.createElement( 'div' );
	host.className = 'eventin-embed';
	host.dataset.eventinEmbed = String( config.id );
	host.hidden = true;
	script.parentNode?.insertBefore( host, script.nextSibling );

	const data = await readWidget( config.dataUrl );
	if ( ! data ) {
		host.remove();
		// eslint-disable-next-line no-console -- the one word a page's author gets.
		console.warn(
			( config.warning || FALLBACK_WARNING ).replace(
				'%s',
				window.location.host
			)
		);
		return null;
	}
	const root = host.attachShadow( { mode: 'open' } );
	const style = document.createElement( 'style' );
	style.textContent = HOST_STYLE;
	root.appendChild( style );
	await Promise.all( data.styles.map( ( url ) => loadStyle( root, url ) ) );
	const template = document.createElement( 'template' );
	template.innerHTML = data.html;
	root.appendChild( template.content );
	host.hidden = false;
	for ( const url of data.scripts ) {
		await loadScript( url );
	}
	document.dispatchEvent(
		new CustomEvent( 'eventin:mount', { detail: { root } } )
	);
	return root;
}

// document.currentScript is only set while this file first runs.
const currentScript = document.currentScript;
if (
	typeof eventinEmbedConfig !== 'undefined' &&
	eventinEmbedConfig &&
	currentScript instanceof HTMLScriptElement
) {
	void mountEmbed( eventinEmbedConfig, currentScript );
}

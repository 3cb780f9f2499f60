/**
 * Loads the media library (window.wp.media) into the page on demand: the
 * dashboard does not enqueue it (includes/Admin/MediaLibrary.php). One
 * request to admin-ajax.php answers what wp_enqueue_media() would have
 * printed that the page lacks: styles, scripts with their inline code, and
 * the media templates. They go into the page in that order, each script after
 * the one before has run, as if WordPress had printed them.
 */
import type { MediaLibraryConfig } from '../../config';

let loading: Promise< void > | null = null;

function hasWpMedia(): boolean {
	const wp = ( window as unknown as { wp?: { media?: unknown } } ).wp;
	return typeof wp?.media === 'function';
}

const JAVASCRIPT_TYPES = [
	'',
	'text/javascript',
	'application/javascript',
	'module',
];

/**
 * Waits for an element's load (a script or stylesheet with a URL).
 *
 * @param element The element, not yet in the page.
 * @param parent  Where it goes.
 */
function append( element: HTMLElement, parent: HTMLElement ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		element.addEventListener( 'load', () => resolve() );
		element.addEventListener( 'error', () =>
			reject( new Error( 'The media library did not load.' ) )
		);
		parent.appendChild( element );
	} );
}

/**
 * Adds printed HTML to the page as the browser would have run it: styles in
 * the head (waited for together), then scripts in order, inline ones run
 * when their turn comes; templates (`<script type="text/html">`) as they are.
 *
 * @param html WordPress's output.
 */
export async function addToPage( html: string ): Promise< void > {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	const styles: Promise< void >[] = [];
	const scripts: HTMLScriptElement[] = [];
	for ( const node of Array.from( template.content.children ) ) {
		if ( node instanceof HTMLLinkElement ) {
			styles.push( append( node, document.head ) );
		} else if ( node instanceof HTMLStyleElement ) {
			document.head.appendChild( node );
		} else if (
			node instanceof HTMLScriptElement &&
			JAVASCRIPT_TYPES.includes( node.type.toLowerCase() )
		) {
			scripts.push( node );
		} else {
			document.body.appendChild( node );
		}
	}
	await Promise.all( styles );
	for ( const node of scripts ) {
		// Scripts parsed from HTML do not run: a fresh element does.
		const script = document.createElement( 'script' );
		for ( const attribute of Array.from( node.attributes ) ) {
			script.setAttribute( attribute.name, attribute.value );
		}
		if ( node.src ) {
			script.async = false;
			await append( script, document.body );
		} else {
			script.text = node.text;
			document.body.appendChild( script );
		}
	}
}

/**
 * Makes sure the page has window.wp.media; loads it once however many
 * fields ask.
 *
 * @param config What PHP passed (`config.mediaLibrary`).
 */
export function loadMediaLibrary(
	config: MediaLibraryConfig
): Promise< void > {
	// While the scripts come in, wp.media exists (media-models) before it
	// works (media-views): whoever asks then waits for the whole.
	if ( loading ) {
		return loading;
	}
	if ( hasWpMedia() ) {
		return Promise.resolve();
	}
	loading = ( async () => {
		const url = new URL( config.url, window.location.href );
		url.searchParams.set( 'scripts', config.scripts.join( ',' ) );
		url.searchParams.set( 'styles', config.styles.join( ',' ) );
		const response = await window.fetch( url, {
			credentials: 'same-origin',
		} );
		const body = ( await response.json() ) as {
			success?: boolean;
			data?: { html?: unknown };
		};
		if ( ! body.success || typeof body.data?.html !== 'string' ) {
			throw new Error( 'The media library did not load.' );
		}
		await addToPage( body.data.html );
		if ( ! hasWpMedia() ) {
			throw new Error( 'The media library did not load.' );
		}
	} )().catch( ( error ) => {
		// Another field may try again.
		loading = null;
		throw error;
	} );
	return loading;
}

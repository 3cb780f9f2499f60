/**
 * What the scanner's service worker keeps and answers, apart from the worker's
 * events so it can be tested: the scanner's files cache first under their
 * version, each scanner page network first with the last copy kept for a
 * reload without a network.
 */

/** What includes/Checkin/ScannerPage.php puts before the worker's script. */
export interface WorkerConfig {
	/** The cache of this version's files: `eventin-scanner-<version>`. */
	cache: string;
	/** The cache of the pages, which outlive a new version of the files. */
	kept: string;
	/** The files' addresses, as the page asks for them. */
	assets: string[];
	/** Every scanner page's address starts so. */
	pages: string;
}

/** The parts of the worker's globals these rules use. */
export interface WorkerScope {
	caches: CacheStorage;
	fetch: ( request: Request | string ) => Promise< Response >;
}

const PREFIX = 'eventin-scanner-';

/**
 * A page is kept without its fragment.
 * @param url
 */
export function pageKey( url: string ): string {
	return url.split( '#' )[ 0 ];
}

/**
 * Install: this version's files, fetched past the HTTP cache.
 * @param config
 * @param scope
 */
export async function keepAssets(
	config: WorkerConfig,
	scope: WorkerScope
): Promise< void > {
	const cache = await scope.caches.open( config.cache );
	await cache.addAll(
		config.assets.map( ( url ) => new Request( url, { cache: 'reload' } ) )
	);
}

/**
 * Activate: the files of older versions go; the kept pages stay.
 * @param config
 * @param scope
 */
export async function dropOldVersions(
	config: WorkerConfig,
	scope: WorkerScope
): Promise< void > {
	const keys = await scope.caches.keys();
	await Promise.all(
		keys
			.filter(
				( key ) =>
					key.startsWith( PREFIX ) &&
					key !== config.cache &&
					key !== config.kept
			)
			.map( ( key ) => scope.caches.delete( key ) )
	);
}

/**
 * The answer to a request, or null for the network as usual (writes, REST
 * calls, anything not the scanner's).
 * @param request
 * @param config
 * @param scope
 */
export function answer(
	request: Request,
	config: WorkerConfig,
	scope: WorkerScope
): Promise< Response > | null {
	if ( request.method !== 'GET' ) {
		return null;
	}
	if ( request.url.startsWith( config.pages ) ) {
		return pageNetworkFirst( request, config, scope );
	}
	if ( config.assets.includes( request.url ) ) {
		return scope.caches
			.match( request.url )
			.then( ( kept ) => kept ?? scope.fetch( request ) );
	}
	return null;
}

async function pageNetworkFirst(
	request: Request,
	config: WorkerConfig,
	scope: WorkerScope
): Promise< Response > {
	const key = pageKey( request.url );
	try {
		const response = await scope.fetch( request );
		// A login page after a redirect is not the scanner: not kept.
		if ( response.ok && ! response.redirected ) {
			const copy = response.clone();
			await ( await scope.caches.open( config.kept ) ).put( key, copy );
		}
		return response;
	} catch {
		const kept = await (
			await scope.caches.open( config.kept )
		).match( key );
		return kept ?? Response.error();
	}
}

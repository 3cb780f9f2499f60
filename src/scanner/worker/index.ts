/**
 * The scanner's service worker (build/scanner-sw.js), served at
 * `/?eventin-scanner-sw=1` by includes/Checkin/ScannerPage.php with its
 * configuration first (`self.eventinScannerWorker`), so its scope covers every
 * scanner page. It keeps the scanner's page and files for a reload without a
 * network; the scanner's data lives in IndexedDB.
 */
import {
	answer,
	dropOldVersions,
	keepAssets,
	type WorkerConfig,
} from './rules';

// The DOM's types are this project's; the worker's few are written here.
interface ExtendableEvent extends Event {
	waitUntil: ( promise: Promise< unknown > ) => void;
}
interface FetchEvent extends ExtendableEvent {
	request: Request;
	respondWith: ( response: Promise< Response > ) => void;
}
interface ServiceWorkerScope {
	eventinScannerWorker: WorkerConfig;
	caches: CacheStorage;
	fetch: ( request: Request | string ) => Promise< Response >;
	skipWaiting: () => Promise< void >;
	clients: { claim: () => Promise< void > };
	addEventListener: ( (
		type: 'install' | 'activate',
		listener: ( event: ExtendableEvent ) => void
	) => void ) &
		( ( type: 'fetch', listener: ( event: FetchEvent ) => void ) => void );
}

const worker = self as unknown as ServiceWorkerScope;
const config = worker.eventinScannerWorker;
const scope = {
	caches: worker.caches,
	fetch: ( request: Request | string ) => worker.fetch( request ),
};

worker.addEventListener( 'install', ( event ) => {
	event.waitUntil(
		keepAssets( config, scope ).then( () => worker.skipWaiting() )
	);
} );

worker.addEventListener( 'activate', ( event ) => {
	event.waitUntil(
		dropOldVersions( config, scope ).then( () => worker.clients.claim() )
	);
} );

worker.addEventListener( 'fetch', ( event ) => {
	const response = answer( event.request, config, scope );
	if ( response ) {
		event.respondWith( response );
	}
} );

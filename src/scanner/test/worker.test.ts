/**
 * @jest-environment node
 */
// Node has Request and Response; jsdom does not.
import {
	answer,
	dropOldVersions,
	keepAssets,
	pageKey,
	type WorkerConfig,
	type WorkerScope,
} from '../worker/rules';

const BASE = 'https://example.test';
const CONFIG: WorkerConfig = {
	cache: 'eventin-scanner-v2',
	kept: 'eventin-scanner-pages',
	assets: [
		`${ BASE }/build/scanner.js?ver=v2`,
		`${ BASE }/build/scanner-zxing.js`,
	],
	pages: `${ BASE }/?eventin-scanner=`,
};

/**
 * Caches as CacheStorage keeps them: by name, then by address.
 * @param network
 */
function fakeScope( network: ( url: string ) => Response | Error ) {
	const stores = new Map< string, Map< string, Response > >();
	const fetched: string[] = [];
	const open = async ( name: string ) => {
		if ( ! stores.has( name ) ) {
			stores.set( name, new Map() );
		}
		const store = stores.get( name )!;
		return {
			put: async ( key: string, response: Response ) => {
				store.set( key, response );
			},
			match: async ( key: string ) => store.get( key ),
			addAll: async ( requests: Request[] ) => {
				for ( const request of requests ) {
					store.set( request.url, new Response( request.cache ) );
				}
			},
		};
	};
	const fetch = async ( request: Request | string ) => {
		const url = typeof request === 'string' ? request : request.url;
		fetched.push( url );
		const result = network( url );
		if ( result instanceof Error ) {
			throw result;
		}
		return result;
	};
	const caches = {
		open,
		keys: async () => [ ...stores.keys() ],
		delete: async ( name: string ) => stores.delete( name ),
		match: async ( url: string ) => {
			for ( const store of stores.values() ) {
				if ( store.has( url ) ) {
					return store.get( url );
				}
			}
			return undefined;
		},
	} as unknown as CacheStorage;
	const scope: WorkerScope = { caches, fetch };
	return { scope, stores, fetched };
}

const get = ( url: string, init?: RequestInit ) => new Request( url, init );

describe( 'the scanner’s service worker', () => {
	it( 'keeps this version’s files, fetched past the HTTP cache', async () => {
		const { scope, stores } = fakeScope( () => new Response( '' ) );
		await keepAssets( CONFIG, scope );
		const files = stores.get( CONFIG.cache )!;
		expect( [ ...files.keys() ] ).toEqual( CONFIG.assets );
		expect( await files.get( CONFIG.assets[ 0 ] )!.text() ).toBe(
			'reload'
		);
	} );

	it( 'drops older versions’ files and keeps the pages and other caches', async () => {
		const { scope, stores } = fakeScope( () => new Response( '' ) );
		for ( const name of [
			'eventin-scanner-v1',
			CONFIG.cache,
			CONFIG.kept,
			'someone-else',
		] ) {
			await scope.caches.open( name );
		}
		await dropOldVersions( CONFIG, scope );
		expect( [ ...stores.keys() ] ).toEqual( [
			CONFIG.cache,
			CONFIG.kept,
			'someone-else',
		] );
	} );

	it( 'answers a scanner page from the network and keeps it without its fragment', async () => {
		const page = `${ CONFIG.pages }12`;
		let online = true;
		const { scope, stores } = fakeScope( () =>
			online
				? new Response( 'scanner of 12' )
				: new TypeError( 'offline' )
		);

		const first = await answer( get( `${ page }#scan` ), CONFIG, scope );
		expect( await first!.text() ).toBe( 'scanner of 12' );
		expect( [ ...stores.get( CONFIG.kept )!.keys() ] ).toEqual( [ page ] );

		online = false;
		const offline = await answer( get( page ), CONFIG, scope );
		expect( await offline!.text() ).toBe( 'scanner of 12' );

		const never = await answer(
			get( `${ CONFIG.pages }13` ),
			CONFIG,
			scope
		);
		expect( never!.type ).toBe( 'error' );
	} );

	it( 'does not keep a page that failed or redirected to the login', async () => {
		const page = `${ CONFIG.pages }12`;
		const { scope, stores } = fakeScope( ( url ) =>
			url.endsWith( '12' )
				? Response.redirect( `${ BASE }/wp-login.php`, 302 )
				: new Response( 'gone', { status: 404 } )
		);
		// A followed redirect arrives as `redirected`; Response.redirect is
		// the 302 itself, which is not ok either.
		await answer( get( page ), CONFIG, scope );
		await answer( get( `${ CONFIG.pages }99` ), CONFIG, scope );
		expect( stores.get( CONFIG.kept ) ).toBeUndefined();
	} );

	it( 'answers the files from the cache first, the network when missing', async () => {
		const { scope, fetched } = fakeScope( () => new Response( 'net' ) );
		await keepAssets( CONFIG, scope );
		const kept = await answer( get( CONFIG.assets[ 0 ] ), CONFIG, scope );
		expect( await kept!.text() ).toBe( 'reload' );
		expect( fetched ).toEqual( [] );

		await scope.caches.delete( CONFIG.cache );
		const missing = await answer(
			get( CONFIG.assets[ 1 ] ),
			CONFIG,
			scope
		);
		expect( await missing!.text() ).toBe( 'net' );
		expect( fetched ).toEqual( [ CONFIG.assets[ 1 ] ] );
	} );

	it( 'leaves writes, REST calls and other pages to the network', () => {
		const { scope } = fakeScope( () => new Response( '' ) );
		expect(
			answer(
				get( `${ CONFIG.pages }12`, { method: 'POST' } ),
				CONFIG,
				scope
			)
		).toBeNull();
		expect(
			answer(
				get( `${ BASE }/wp-json/eventin/v2/checkin` ),
				CONFIG,
				scope
			)
		).toBeNull();
		expect(
			answer( get( `${ BASE }/build/scanner.js?ver=v1` ), CONFIG, scope )
		).toBeNull();
	} );

	it( 'keys a page by its address without the fragment', () => {
		expect( pageKey( `${ CONFIG.pages }5#x` ) ).toBe(
			`${ CONFIG.pages }5`
		);
	} );
} );

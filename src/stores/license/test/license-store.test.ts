/**
 * The license store against a mocked apiFetch.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { store as licenseStore } from '..';
import reducer from '../reducer';
import { receiveLicense } from '../actions';
import { getLicense, getLicenseStatus, isDeactivating } from '../selectors';
import { type LicenseData, type LicenseState } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const mockApiFetch = apiFetch as unknown as jest.Mock;

const LICENSE: LicenseData = {
	license: 'valid',
	name: 'Ada Lovelace',
	email: 'ada@example.com',
	key: '••••••••AB12',
	expires: '2027-03-29 23:59:59',
	item_name: 'Eventin Pro',
	license_limit: 1,
	site_count: 1,
	activations_left: 0,
	checked_at: '2026-03-29T10:00:00+00:00',
};

const ACTIVATION = {
	name: 'Ada Lovelace',
	email: 'ada@example.com',
	license_key: 'valid-abcdefAB12',
};

function setUp() {
	const registry = createRegistry();
	registry.register( licenseStore );
	return registry;
}

function state( overrides: Partial< LicenseState > = {} ): LicenseState {
	return {
		data: null,
		load: 'loaded',
		isDeactivating: false,
		...overrides,
	};
}

/** A promise and the functions that settle it. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => {};
	let reject: ( reason: unknown ) => void = () => {};
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

beforeEach( () => {
	mockApiFetch.mockReset();
} );

afterEach( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );

describe( 'the license reducer', () => {
	it( 'starts unknown, without data, with no call on its way', () => {
		expect( reducer( undefined, { type: '@@INIT' } as never ) ).toEqual( {
			data: null,
			load: 'unknown',
			isDeactivating: false,
		} );
	} );

	it( 'loads, then keeps what it receives', () => {
		let current = reducer( undefined, { type: 'LOAD_LICENSE' } );
		expect( current.load ).toBe( 'loading' );
		current = reducer( current, receiveLicense( LICENSE ) );
		expect( current ).toMatchObject( { data: LICENSE, load: 'loaded' } );
		// Reading again does not go back to loading.
		current = reducer( current, { type: 'LOAD_LICENSE' } );
		expect( current.load ).toBe( 'loaded' );
		current = reducer( current, receiveLicense( null ) );
		expect( current.data ).toBeNull();
	} );

	it( 'counts a failed load as loaded, without data', () => {
		let current = reducer( undefined, { type: 'LOAD_LICENSE' } );
		current = reducer( current, { type: 'LOAD_LICENSE_FAILED' } );
		expect( current ).toMatchObject( { data: null, load: 'loaded' } );
	} );

	it( 'flags a deactivation on its way', () => {
		const current = reducer( undefined, {
			type: 'SET_DEACTIVATING',
			isDeactivating: true,
		} );
		expect( current.isDeactivating ).toBe( true );
	} );
} );

describe( 'the license selectors', () => {
	it( 'tell unknown, loading, active and inactive apart', () => {
		expect( getLicenseStatus( state( { load: 'unknown' } ) ) ).toBe(
			'unknown'
		);
		expect(
			getLicenseStatus( state( { load: 'loading', data: LICENSE } ) )
		).toBe( 'loading' );
		expect( getLicenseStatus( state( { data: LICENSE } ) ) ).toBe(
			'active'
		);
		expect( getLicenseStatus( state() ) ).toBe( 'inactive' );
		expect(
			getLicenseStatus(
				state( { data: { ...LICENSE, license: 'invalid' } } )
			)
		).toBe( 'inactive' );
		// Expired and disabled licenses still count as activated.
		for ( const license of [ 'expired', 'disabled', 'site_inactive' ] ) {
			expect(
				getLicenseStatus( state( { data: { ...LICENSE, license } } ) )
			).toBe( 'active' );
		}
	} );

	it( 'return the data and the flag', () => {
		const current = state( { data: LICENSE, isDeactivating: true } );
		expect( getLicense( current ) ).toBe( LICENSE );
		expect( isDeactivating( current ) ).toBe( true );
	} );
} );

describe( 'eventin/license', () => {
	it( 'reads the license from GET license once', async () => {
		const answer = deferred< unknown >();
		mockApiFetch.mockReturnValue( answer.promise );
		const registry = setUp();
		const select = () => registry.select( licenseStore );

		expect( select().getLicenseStatus() ).toBe( 'unknown' );
		expect( select().getLicense() ).toBeNull();
		// Resolvers start on the next tick.
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( select().getLicenseStatus() ).toBe( 'loading' );
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/license',
		} );

		answer.resolve( { data: LICENSE } );
		expect(
			await registry.resolveSelect( licenseStore ).getLicense()
		).toEqual( LICENSE );
		expect( select().getLicenseStatus() ).toBe( 'active' );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'resolves the status through the license', async () => {
		mockApiFetch.mockResolvedValue( { data: null } );
		const registry = setUp();

		expect(
			await registry.resolveSelect( licenseStore ).getLicenseStatus()
		).toBe( 'inactive' );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'only logs a load failure, and the license is inactive', async () => {
		const failure = { code: 'rest_forbidden', message: 'Nope' };
		mockApiFetch.mockRejectedValue( failure );
		const registry = setUp();

		await registry.resolveSelect( licenseStore ).getLicense();

		expect( console ).toHaveErroredWith(
			'Failed to load the license',
			failure
		);
		expect( registry.select( licenseStore ).getLicenseStatus() ).toBe(
			'inactive'
		);
	} );

	it( 'activates with POST license/activate and keeps the returned data', async () => {
		const answer = deferred< unknown >();
		mockApiFetch.mockImplementation( async ( { method } ) =>
			method ? answer.promise : { data: null }
		);
		const registry = setUp();
		await registry.resolveSelect( licenseStore ).getLicense();
		const select = () => registry.select( licenseStore );
		expect( select().getLicenseStatus() ).toBe( 'inactive' );

		const activation = registry
			.dispatch( licenseStore )
			.activate( ACTIVATION );
		expect( mockApiFetch ).toHaveBeenLastCalledWith( {
			path: '/eventin/v2/license/activate',
			method: 'POST',
			data: ACTIVATION,
		} );

		const response = {
			data: LICENSE,
			message: 'License activated successfully',
		};
		answer.resolve( response );
		expect( await activation ).toEqual( response );
		expect( select().getLicense() ).toEqual( LICENSE );
		expect( select().getLicenseStatus() ).toBe( 'active' );
	} );

	it( 'rejects a refused activation with the REST error and stays inactive', async () => {
		const failure = {
			code: 'eventin_license_rejected',
			message: 'This license key is not valid.',
			data: { status: 400 },
		};
		mockApiFetch.mockImplementation( async ( { method } ) => {
			if ( method ) {
				throw failure;
			}
			return { data: null };
		} );
		const registry = setUp();
		await registry.resolveSelect( licenseStore ).getLicense();

		await expect(
			registry.dispatch( licenseStore ).activate( ACTIVATION )
		).rejects.toEqual( failure );
		const select = registry.select( licenseStore );
		expect( select.getLicense() ).toBeNull();
		expect( select.getLicenseStatus() ).toBe( 'inactive' );
	} );

	it( 'deactivates with POST license/deactivate and keeps the returned null', async () => {
		const answer = deferred< unknown >();
		mockApiFetch.mockImplementation( async ( { method } ) =>
			method ? answer.promise : { data: LICENSE }
		);
		const registry = setUp();
		await registry.resolveSelect( licenseStore ).getLicense();
		const select = () => registry.select( licenseStore );
		expect( select().getLicenseStatus() ).toBe( 'active' );

		const deactivation = registry.dispatch( licenseStore ).deactivate();
		expect( select().isDeactivating() ).toBe( true );
		expect( mockApiFetch ).toHaveBeenLastCalledWith( {
			path: '/eventin/v2/license/deactivate',
			method: 'POST',
		} );

		answer.resolve( { data: null, message: 'License deactivated' } );
		await deactivation;
		expect( select().isDeactivating() ).toBe( false );
		expect( select().getLicense() ).toBeNull();
		expect( select().getLicenseStatus() ).toBe( 'inactive' );
	} );

	it( 'keeps the license when a deactivation fails', async () => {
		const failure = {
			code: 'eventin_license_server_unreachable',
			message: 'The license server could not be reached.',
			data: { status: 503 },
		};
		mockApiFetch.mockImplementation( async ( { method } ) => {
			if ( method ) {
				throw failure;
			}
			return { data: LICENSE };
		} );
		const registry = setUp();
		await registry.resolveSelect( licenseStore ).getLicense();

		await expect(
			registry.dispatch( licenseStore ).deactivate()
		).rejects.toEqual( failure );
		const select = registry.select( licenseStore );
		expect( select.isDeactivating() ).toBe( false );
		expect( select.getLicense() ).toEqual( LICENSE );
		expect( select.getLicenseStatus() ).toBe( 'active' );
	} );
} );

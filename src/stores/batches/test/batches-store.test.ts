/**
 * The batches store against a mocked apiFetch: a batch read every second
 * until it is done or cancelled (one poller however many select it), a
 * scheduled one once a minute, pages of its log read again while it runs,
 * Retry failed following it anew, Cancel, the REST errors they reject with,
 * and the progress maths.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import {
	BATCH_POLL_INTERVAL,
	countHandled,
	getBatchProgress,
	isBatchOver,
	isBatchWaiting,
	store as batchesStore,
	type Batch,
} from '..';
import { getNextReadDelay, SCHEDULED_POLL_INTERVAL } from '../progress';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const mockApiFetch = apiFetch as unknown as jest.Mock;

const batch = ( more: Partial< Batch > = {} ): Batch => ( {
	id: 12,
	kind: 'rsvp-invitation',
	event_id: 34,
	status: 'sending',
	total: 4,
	sent: 0,
	failed: 0,
	skipped: 0,
	cancelled: 0,
	run_at: '2026-12-03T09:00:00+00:00',
	created_by: 1,
	created_by_name: 'admin',
	created_at: '2026-12-03T09:00:00+00:00',
	finished_at: null,
	details: {},
	...more,
} );

/**
 * A page of the log as apiFetch hands it over with `parse: false`.
 * @param items
 * @param total
 */
const itemsResponse = ( items: unknown[], total: number ) => ( {
	json: async () => ( { items, total_items: total } ),
	headers: {
		get: ( name: string ) =>
			name.toLowerCase() === 'x-wp-total' ? String( total ) : null,
	},
} );

/**
 * Answers by 'METHOD /path' (without the query); a list of answers is used
 * in turn, its last one for good.
 *
 * @param answers The answers.
 */
function answer( answers: Record< string, unknown[] > ) {
	mockApiFetch.mockReset();
	mockApiFetch.mockImplementation(
		async ( options: { path: string; method?: string } ) => {
			const list =
				answers[
					`${ options.method ?? 'GET' } ${
						options.path.split( '?' )[ 0 ]
					}`
				];
			const next = list.length > 1 ? list.shift() : list[ 0 ];
			if ( next instanceof Error ) {
				throw { code: next.name, message: next.message };
			}
			return typeof next === 'function' ? next() : next;
		}
	);
}

const calls = () =>
	mockApiFetch.mock.calls.map(
		( [ options ] ) => `${ options.method ?? 'GET' } ${ options.path }`
	);

function setUp() {
	const registry = createRegistry();
	registry.register( batchesStore );
	return registry;
}

/**
 * Lets the resolvers run their next read.
 * @param milliseconds
 */
const tick = ( milliseconds: number ) =>
	jest.advanceTimersByTimeAsync( milliseconds );

beforeEach( () =>
	jest.useFakeTimers( { now: Date.parse( '2026-12-03T09:00:00Z' ) } )
);
afterEach( () => jest.useRealTimers() );

describe( 'the batches store', () => {
	it( 'reads a batch every second until it is done, once however many select it', async () => {
		answer( {
			'GET /eventin/v2/batches/12': [
				batch( { sent: 1 } ),
				batch( { sent: 2, failed: 1 } ),
				batch( { status: 'done', sent: 3, failed: 1 } ),
			],
		} );
		const registry = setUp();
		const select = () => registry.select( batchesStore ).getBatch( 12 );
		expect( select() ).toBeNull();
		select();
		await tick( 10 );
		select();
		expect( select()?.sent ).toBe( 1 );
		await tick( BATCH_POLL_INTERVAL );
		expect( select()?.failed ).toBe( 1 );
		await tick( BATCH_POLL_INTERVAL );
		expect( select()?.status ).toBe( 'done' );
		// Over: never read again, selected or not.
		await tick( 5 * BATCH_POLL_INTERVAL );
		select();
		await tick( 5 * BATCH_POLL_INTERVAL );
		expect( calls() ).toEqual( [
			'GET /eventin/v2/batches/12',
			'GET /eventin/v2/batches/12',
			'GET /eventin/v2/batches/12',
		] );
	} );

	it( 'stops reading a batch once it is cancelled', async () => {
		answer( {
			'GET /eventin/v2/batches/12': [
				batch(),
				batch( { status: 'cancelled', sent: 1, cancelled: 3 } ),
			],
		} );
		const registry = setUp();
		registry.select( batchesStore ).getBatch( 12 );
		await tick( 10 * BATCH_POLL_INTERVAL );
		expect( registry.select( batchesStore ).getBatch( 12 )?.status ).toBe(
			'cancelled'
		);
		expect( calls() ).toHaveLength( 2 );
	} );

	it( 'reads a batch scheduled for later once a minute, then every second once it is near', async () => {
		const later = batch( {
			status: 'scheduled',
			total: 0,
			run_at: '2026-12-03T09:03:00+00:00',
		} );
		answer( { 'GET /eventin/v2/batches/12': [ later ] } );
		const registry = setUp();
		registry.select( batchesStore ).getBatch( 12 );
		await tick( 10 );
		await tick( SCHEDULED_POLL_INTERVAL - 100 );
		expect( calls() ).toHaveLength( 1 );
		// 09:01: two minutes to go.
		await tick( 100 );
		expect( calls() ).toHaveLength( 2 );
		// 09:02: within a minute of its time.
		await tick( SCHEDULED_POLL_INTERVAL );
		expect( calls() ).toHaveLength( 3 );
		await tick( BATCH_POLL_INTERVAL );
		expect( calls() ).toHaveLength( 4 );
		// Stop the poller: the batch is over.
		answer( {
			'GET /eventin/v2/batches/12': [ batch( { status: 'done' } ) ],
		} );
		await tick( BATCH_POLL_INTERVAL );
	} );

	it( 'reads a page of the log with its total, and again after each read of a running batch', async () => {
		const failed = {
			email: 'a@example.com',
			name: 'Ann',
			status: 'failed',
			error: 'Connection refused',
			updated_at: null,
		};
		answer( {
			'GET /eventin/v2/batches/12': [
				batch( { failed: 1 } ),
				batch( { status: 'done', sent: 3, failed: 1 } ),
			],
			'GET /eventin/v2/batches/12/items': [
				() => itemsResponse( [ failed ], 1 ),
			],
		} );
		const registry = setUp();
		const query = { status: 'failed' as const, page: 1, perPage: 20 };
		const items = () =>
			registry.select( batchesStore ).getBatchItems( 12, query );
		expect( items() ).toBeNull();
		await tick( 10 );
		expect( items() ).toEqual( { items: [ failed ], total: 1 } );
		// Another page is its own entry; the defaults make one key.
		expect(
			registry.select( batchesStore ).getBatchItems( 12, {} )
		).toBeNull();
		await tick( 10 );
		expect(
			registry
				.select( batchesStore )
				.getBatchItems( 12, { page: 1, perPage: 20 } )
		).toEqual( { items: [ failed ], total: 1 } );
		registry.select( batchesStore ).getBatch( 12 );
		await tick( 10 );
		items();
		await tick( 10 );
		await tick( BATCH_POLL_INTERVAL );
		items();
		await tick( 10 );
		// Over: the log is not read again.
		await tick( 3 * BATCH_POLL_INTERVAL );
		items();
		await tick( 10 );
		expect( calls() ).toEqual( [
			'GET /eventin/v2/batches/12/items?status=failed&paged=1&per_page=20',
			'GET /eventin/v2/batches/12/items?paged=1&per_page=20',
			'GET /eventin/v2/batches/12',
			'GET /eventin/v2/batches/12/items?status=failed&paged=1&per_page=20',
			'GET /eventin/v2/batches/12',
			'GET /eventin/v2/batches/12/items?status=failed&paged=1&per_page=20',
		] );
	} );

	it( 'gives the server’s reason when the log cannot be read', async () => {
		mockApiFetch.mockReset();
		mockApiFetch.mockRejectedValue( {
			json: async () => ( {
				code: 'eventin_batch_not_found',
				message: 'This send does not exist.',
			} ),
			headers: { get: () => null },
		} );
		const registry = setUp();
		registry.select( batchesStore ).getBatchItems( 99 );
		await tick( 10 );
		expect(
			registry
				.select( batchesStore )
				.getResolutionError( 'getBatchItems', [ 99 ] )
		).toMatchObject( { message: 'This send does not exist.' } );
	} );

	it( 'retries the failed recipients, then follows the batch again until it is done', async () => {
		answer( {
			'GET /eventin/v2/batches/12': [
				batch( { status: 'done', sent: 2, failed: 2 } ),
				batch( { sent: 3, failed: 0 } ),
				batch( { status: 'done', sent: 4, failed: 0 } ),
			],
			'POST /eventin/v2/batches/12/retry': [
				batch( { sent: 2, failed: 0 } ),
			],
		} );
		const registry = setUp();
		const select = () => registry.select( batchesStore ).getBatch( 12 );
		select();
		await tick( 10 );
		expect( select()?.status ).toBe( 'done' );
		const retried = await registry
			.dispatch( batchesStore )
			.retryBatch( 12 );
		expect( retried.status ).toBe( 'sending' );
		expect( select()?.failed ).toBe( 0 );
		await tick( 10 );
		expect( select()?.sent ).toBe( 3 );
		await tick( BATCH_POLL_INTERVAL );
		expect( select()?.status ).toBe( 'done' );
		await tick( 3 * BATCH_POLL_INTERVAL );
		expect( calls() ).toEqual( [
			'GET /eventin/v2/batches/12',
			'POST /eventin/v2/batches/12/retry',
			'GET /eventin/v2/batches/12',
			'GET /eventin/v2/batches/12',
		] );
	} );

	it( 'rejects Retry failed with the REST error when nothing failed', async () => {
		answer( {
			'POST /eventin/v2/batches/12/retry': [
				Object.assign(
					new Error(
						'Nothing in this send failed: there is nothing to retry.'
					),
					{ name: 'eventin_nothing_to_retry' }
				),
			],
		} );
		const registry = setUp();
		await expect(
			registry.dispatch( batchesStore ).retryBatch( 12 )
		).rejects.toEqual( {
			code: 'eventin_nothing_to_retry',
			message: 'Nothing in this send failed: there is nothing to retry.',
		} );
	} );

	it( 'cancels a batch being sent, whose poller then stops', async () => {
		answer( {
			'GET /eventin/v2/batches/12': [
				batch( { sent: 1 } ),
				batch( { status: 'cancelled', sent: 1, cancelled: 3 } ),
			],
			'POST /eventin/v2/batches/12/cancel': [
				batch( { status: 'cancelled', sent: 1, cancelled: 3 } ),
			],
		} );
		const registry = setUp();
		registry.select( batchesStore ).getBatch( 12 );
		await tick( 10 );
		const cancelled = await registry
			.dispatch( batchesStore )
			.cancelBatch( 12 );
		expect( cancelled.status ).toBe( 'cancelled' );
		expect( registry.select( batchesStore ).getBatch( 12 )?.status ).toBe(
			'cancelled'
		);
		await tick( 5 * BATCH_POLL_INTERVAL );
		expect( calls() ).toEqual( [
			'GET /eventin/v2/batches/12',
			'POST /eventin/v2/batches/12/cancel',
			'GET /eventin/v2/batches/12',
		] );
	} );

	it( 'rejects Cancel with the REST error once the batch is over', async () => {
		answer( {
			'POST /eventin/v2/batches/12/cancel': [
				Object.assign(
					new Error(
						'This send is over: there is nothing to cancel.'
					),
					{ name: 'eventin_batch_finished' }
				),
			],
		} );
		const registry = setUp();
		await expect(
			registry.dispatch( batchesStore ).cancelBatch( 12 )
		).rejects.toMatchObject( { code: 'eventin_batch_finished' } );
	} );
} );

describe( 'a batch’s progress', () => {
	it( 'counts sent, failed, skipped and cancelled as handled', () => {
		expect(
			countHandled( { sent: 50, failed: 3, skipped: 1, cancelled: 1 } )
		).toBe( 55 );
		expect(
			getBatchProgress(
				batch( {
					total: 8,
					sent: 1,
					failed: 1,
					skipped: 1,
					cancelled: 1,
				} )
			)
		).toBe( 50 );
	} );

	it( 'is 0 before the recipients are known and 100 once done', () => {
		expect(
			getBatchProgress( batch( { status: 'scheduled', total: 0 } ) )
		).toBe( 0 );
		expect(
			getBatchProgress( batch( { status: 'done', total: 0 } ) )
		).toBe( 100 );
	} );

	it( 'is over once done or cancelled', () => {
		expect( isBatchOver( batch( { status: 'done' } ) ) ).toBe( true );
		expect( isBatchOver( batch( { status: 'cancelled' } ) ) ).toBe( true );
		expect( isBatchOver( batch( { status: 'sending' } ) ) ).toBe( false );
		expect( isBatchOver( null ) ).toBe( false );
	} );

	it( 'is read every second, once a minute while its time is more than a minute away', () => {
		const now = Date.parse( '2026-12-03T09:00:00Z' );
		const at = ( runAt: string ) =>
			batch( { status: 'scheduled', run_at: runAt } );
		expect( getNextReadDelay( batch(), now ) ).toBe( BATCH_POLL_INTERVAL );
		expect(
			getNextReadDelay( at( '2026-12-03T09:00:30+00:00' ), now )
		).toBe( BATCH_POLL_INTERVAL );
		expect(
			getNextReadDelay( at( '2026-12-03T10:00:00+01:00' ), now )
		).toBe( BATCH_POLL_INTERVAL );
		expect(
			getNextReadDelay( at( '2026-12-10T09:00:00+00:00' ), now )
		).toBe( SCHEDULED_POLL_INTERVAL );
		expect( isBatchWaiting( at( '2026-12-10T09:00:00+00:00' ), now ) ).toBe(
			true
		);
		expect(
			getNextReadDelay( batch( { status: 'done' } ), now )
		).toBeNull();
	} );
} );

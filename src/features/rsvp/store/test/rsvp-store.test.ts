/**
 * The RSVP store against a mocked apiFetch: one event's responses from
 * `rsvp-report/{event}` with their counts, status changes and deletes at
 * `rsvp-report/{response}` marking the lists, counts and events stale, the
 * events report, and sends handed to the batches store.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { store as rsvpStore } from '..';
import { store as batchesStore } from '../../../../stores/batches';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const mockApiFetch = apiFetch as unknown as jest.Mock;

const response = ( id: number, status = 'going' ) => ( {
	id,
	event_id: 9,
	name: `Person ${ id }`,
	email: `p${ id }@example.com`,
	people: 1,
	status,
	guests: [],
	reason: '',
	message: '',
	user_id: 0,
	created_at: '2027-05-01T10:00:00Z',
	updated_at: '2027-05-01T10:00:00Z',
} );

const page = ( items: unknown[], more: object = {} ) => ( {
	json: async () => ( {
		items,
		total_items: items.length,
		going: 2,
		maybe: 1,
		not_going: 0,
		waiting: 0,
		people_going: 3,
		limit: 10,
		event: { id: 9, title: 'Jazz', enabled: true },
		...more,
	} ),
	headers: { get: () => null },
} );

function answer( answers: Record< string, () => unknown > ) {
	mockApiFetch.mockReset();
	mockApiFetch.mockImplementation(
		async ( options: { path: string; method?: string } ) =>
			answers[
				`${ options.method ?? 'GET' } ${ options.path.split( '?' )[ 0 ] }`
			]?.()
	);
}

const calls = () =>
	mockApiFetch.mock.calls.map(
		( [ options ] ) => `${ options.method ?? 'GET' } ${ options.path }`
	);

function setUp() {
	const registry = createRegistry();
	registry.register( rsvpStore );
	registry.register( batchesStore );
	return registry;
}

afterEach( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );

describe( 'the RSVP store', () => {
	it( 'reads an event’s responses from its path, with the counts', async () => {
		answer( {
			'GET /eventin/v2/rsvp-report/9': () =>
				page( [ response( 1 ), response( 2 ) ] ),
		} );
		const registry = setUp();
		const query = { event_id: 9, status: 'going', paged: 1, per_page: 10 };
		const items = await registry
			.resolveSelect( rsvpStore )
			.getItems( query );
		expect( items?.map( ( item ) => item.id ) ).toEqual( [ 1, 2 ] );
		expect( calls() ).toEqual( [
			'GET /eventin/v2/rsvp-report/9?status=going&paged=1&per_page=10',
		] );
		const select = registry.select( rsvpStore );
		expect( select.getTotalItems( query ) ).toBe( 2 );
		expect( select.getTotalPages( query ) ).toBe( 1 );
		expect( select.getCounts( 9 ) ).toEqual( {
			going: 2,
			maybe: 1,
			not_going: 0,
			waiting: 0,
			people_going: 3,
			limit: 10,
			event: { id: 9, title: 'Jazz', enabled: true },
		} );
	} );

	it( 'changes a status at the response’s path and reads the lists and events again', async () => {
		answer( {
			'GET /eventin/v2/rsvp-report/9': () => page( [ response( 1 ) ] ),
			'GET /eventin/v2/rsvp-report': () => ( {
				items: [],
				total_items: 0,
			} ),
			'PUT /eventin/v2/rsvp-report/1': () => response( 1, 'maybe' ),
		} );
		const registry = setUp();
		const query = { event_id: 9 };
		await registry.resolveSelect( rsvpStore ).getItems( query );
		await registry.resolveSelect( rsvpStore ).getEvents( {} );
		await registry
			.dispatch( rsvpStore )
			.updateItem( 1, { status: 'maybe' } );
		expect( registry.select( rsvpStore ).getItem( 1 )?.status ).toBe(
			'maybe'
		);
		await registry.resolveSelect( rsvpStore ).getItems( query );
		await registry.resolveSelect( rsvpStore ).getEvents( {} );
		expect( calls() ).toEqual( [
			'GET /eventin/v2/rsvp-report/9',
			'GET /eventin/v2/rsvp-report',
			'PUT /eventin/v2/rsvp-report/1',
			'GET /eventin/v2/rsvp-report/9',
			'GET /eventin/v2/rsvp-report',
		] );
		expect( mockApiFetch.mock.calls[ 2 ][ 0 ].data ).toEqual( {
			status: 'maybe',
		} );
	} );

	it( 'deletes responses with one request', async () => {
		answer( {
			'DELETE /eventin/v2/rsvp-report': () => ( { deleted: 2 } ),
		} );
		const registry = setUp();
		expect(
			await registry.dispatch( rsvpStore ).deleteItems( [ 4, 5 ] )
		).toEqual( [ 4, 5 ] );
		expect( calls() ).toEqual( [
			'DELETE /eventin/v2/rsvp-report?ids%5B0%5D=4&ids%5B1%5D=5',
		] );
	} );

	it( 'gives the server’s reason when the responses cannot be read', async () => {
		mockApiFetch.mockReset();
		mockApiFetch.mockRejectedValue( {
			json: async () => ( {
				code: 'eventin_rsvp_off',
				message: 'RSVP is turned off on this site.',
			} ),
			headers: { get: () => null },
		} );
		const registry = setUp();
		const query = { event_id: 9 };
		await registry
			.resolveSelect( rsvpStore )
			.getItems( query )
			.catch( () => null );
		expect(
			registry
				.select( rsvpStore )
				.getResolutionError( 'getItems', [ query ] )
		).toMatchObject( { message: 'RSVP is turned off on this site.' } );
	} );

	it( 'sends, hands the send to the batches store and reads the earlier sends again', async () => {
		const sent = {
			id: 3,
			kind: 'rsvp-invitation',
			event_id: 9,
			status: 'sending',
			total: 2,
			sent: 0,
			failed: 0,
			skipped: 0,
			cancelled: 0,
			run_at: '2027-05-01T10:00:00+00:00',
			details: { subject: 'S', body: 'B', audience: 'going' },
		};
		const lists = [ [], [ sent ], [ sent ] ];
		answer( {
			'POST /eventin/v2/rsvp-report/9/invitations': () => sent,
			'GET /eventin/v2/rsvp-report/9/invitations': () => {
				const items = lists.shift();
				return { items, total_items: items?.length };
			},
			'GET /eventin/v2/batches/3': () => ( {
				...sent,
				status: 'done',
				sent: 2,
			} ),
		} );
		const registry = setUp();
		expect(
			await registry.resolveSelect( rsvpStore ).getSends( 9 )
		).toEqual( { items: [], totalItems: 0 } );
		const send = await registry
			.dispatch( rsvpStore )
			.createSend( 9, { subject: 'S', body: 'B', status: 'going' } );
		expect( send.id ).toBe( 3 );
		expect( mockApiFetch.mock.calls[ 1 ][ 0 ].data ).toEqual( {
			subject: 'S',
			body: 'B',
			status: 'going',
		} );
		// Shown at once, then followed by the batches store.
		expect( registry.select( batchesStore ).getBatch( 3 ) ).toEqual( sent );
		expect(
			( await registry.resolveSelect( batchesStore ).getBatch( 3 ) )
				?.status
		).toBe( 'done' );
		expect(
			( await registry.resolveSelect( rsvpStore ).getSends( 9 ) )?.items
		).toEqual( [ sent ] );

		// A send on screen ended: the list is read again.
		await registry.dispatch( rsvpStore ).refreshSends( 9 );
		await registry.resolveSelect( rsvpStore ).getSends( 9 );
		expect( calls() ).toEqual( [
			'GET /eventin/v2/rsvp-report/9/invitations?per_page=20',
			'POST /eventin/v2/rsvp-report/9/invitations',
			'GET /eventin/v2/batches/3',
			'GET /eventin/v2/rsvp-report/9/invitations?per_page=20',
			'GET /eventin/v2/rsvp-report/9/invitations?per_page=20',
		] );
	} );
} );

/**
 * The RSVP store against a mocked apiFetch: one event's responses from
 * `rsvp-report/{event}` with their counts, status changes and deletes at
 * `rsvp-report/{response}` marking the lists, counts and events stale, the
 * events report, and sends followed until done.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { getSendProgress, isSendSettled, store as rsvpStore } from '..';

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

	it( 'sends, then follows the send until it is done', async () => {
		jest.useFakeTimers();
		const reads = [
			{ status: 'sending', total: 2, sent: 1, failed: 0 },
			{ status: 'done', total: 2, sent: 1, failed: 1 },
		];
		answer( {
			'POST /eventin/v2/rsvp-report/9/invitations': () => ( {
				id: 3,
				event_id: 9,
				status: 'scheduled',
			} ),
			'GET /eventin/v2/rsvp-report/9/invitations/3': () => ( {
				id: 3,
				event_id: 9,
				recipients: [],
				total_recipients: 2,
				send_at: '2027-05-01T10:00:00Z',
				...reads.shift(),
			} ),
			'GET /eventin/v2/rsvp-report/9/invitations': () => ( {
				items: [],
				total_items: 0,
			} ),
		} );
		const registry = setUp();
		const send = await registry
			.dispatch( rsvpStore )
			.createSend( 9, { subject: 'S', body: 'B', status: 'going' } );
		expect( send.id ).toBe( 3 );
		registry.select( rsvpStore ).getSend( 9, 3 );
		await jest.advanceTimersByTimeAsync( 10 );
		expect( registry.select( rsvpStore ).getSend( 9, 3 )?.status ).toBe(
			'sending'
		);
		await jest.advanceTimersByTimeAsync( 1100 );
		expect( registry.select( rsvpStore ).getSend( 9, 3 )?.status ).toBe(
			'done'
		);
		expect( calls() ).toEqual( [
			'POST /eventin/v2/rsvp-report/9/invitations',
			'GET /eventin/v2/rsvp-report/9/invitations/3?per_page=100',
			'GET /eventin/v2/rsvp-report/9/invitations/3?per_page=100',
		] );
		jest.useRealTimers();
	} );
} );

describe( 'a send’s progress', () => {
	it( 'is the share of mails gone, 100 when done', () => {
		expect(
			getSendProgress( {
				status: 'sending',
				total: 4,
				sent: 1,
				failed: 1,
			} )
		).toBe( 50 );
		expect(
			getSendProgress( {
				status: 'scheduled',
				total: 0,
				sent: 0,
				failed: 0,
			} )
		).toBe( 0 );
		expect(
			getSendProgress( { status: 'done', total: 0, sent: 0, failed: 0 } )
		).toBe( 100 );
	} );

	it( 'is followed while it is being sent or due within a minute', () => {
		const now = Date.parse( '2027-05-01T10:00:00Z' );
		expect( isSendSettled( { status: 'done', send_at: null }, now ) ).toBe(
			true
		);
		expect(
			isSendSettled( { status: 'sending', send_at: null }, now )
		).toBe( false );
		expect(
			isSendSettled(
				{ status: 'scheduled', send_at: '2027-05-01T10:00:30Z' },
				now
			)
		).toBe( false );
		expect(
			isSendSettled(
				{ status: 'scheduled', send_at: '2027-05-02T10:00:00Z' },
				now
			)
		).toBe( true );
	} );
} );

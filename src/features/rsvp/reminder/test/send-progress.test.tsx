/**
 * A reminder's progress against a mocked REST API: named by its subject,
 * its audience, the batch's progress, and the earlier sends read again once
 * the send is over where they list it otherwise.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';

import { store as batchesStore } from '../../../../stores/batches';
import { store as rsvpStore } from '../../store';
import {
	listResponse,
	mockApiFetch,
	mockRest,
} from '../../../../admin/test/helpers';
import SendProgress from '../send-progress';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const send = ( more: object = {} ) => ( {
	id: 3,
	kind: 'rsvp-invitation',
	event_id: 9,
	status: 'sending',
	total: 2,
	sent: 1,
	failed: 0,
	skipped: 0,
	cancelled: 0,
	run_at: '2026-12-03T09:00:00+00:00',
	created_by: 1,
	created_by_name: 'admin',
	created_at: '2026-12-03T09:00:00+00:00',
	finished_at: null,
	details: { subject: 'Come to {event_title}', body: 'B', audience: 'going' },
	...more,
} );

const SENDS = '/eventin/v2/rsvp-report/9/invitations';

/** The earlier sends as the screen lists them below, then the send's progress. */
async function show() {
	const registry = createRegistry();
	registry.register( rsvpStore );
	registry.register( batchesStore );
	await registry.resolveSelect( rsvpStore ).getSends( 9 );
	render(
		<RegistryProvider value={ registry }>
			<SendProgress eventId={ 9 } sendId={ 3 } />
		</RegistryProvider>
	);
	return registry;
}

/**
 * The earlier sends answer with the send as the server has it then.
 *
 * @param server The send on the server.
 */
const list = ( server: () => object ) => () => ( {
	items: [ server() ],
	total_items: 1,
} );

const listReads = () =>
	mockApiFetch.mock.calls.filter(
		( [ options ] ) => options.path.split( '?' )[ 0 ] === SENDS
	).length;

it( 'shows a send by its subject and reads the earlier sends again once it ends', async () => {
	const reads = [ send(), send( { status: 'done', sent: 2 } ) ];
	const current = () => reads[ 0 ];
	mockRest( {
		'GET /eventin/v2/batches/3': () =>
			reads.length > 1 ? reads.shift() : reads[ 0 ],
		'GET /eventin/v2/batches/3/items': () => listResponse( [] ),
		[ `GET ${ SENDS }` ]: list( current ),
	} );
	await show();
	const region = await screen.findByRole( 'region', {
		name: 'Sending “Come to {event_title}”',
	} );
	expect( region ).toHaveTextContent( 'Going' );
	expect( await screen.findByText( 'Sending… 1 of 2' ) ).toBeInTheDocument();
	expect(
		await screen.findByText( 'Done: 2 sent, 0 failed.' )
	).toBeInTheDocument();
	// The list said sending: it is read again, once.
	await waitFor( () => expect( listReads() ).toBe( 2 ) );
	await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	expect( listReads() ).toBe( 2 );
} );

it( 'reads the earlier sends again for a send over already that they list as running', async () => {
	const server = [ send() ];
	mockRest( {
		'GET /eventin/v2/batches/3': () => {
			server[ 0 ] = send( { status: 'done', sent: 2 } );
			return server[ 0 ];
		},
		'GET /eventin/v2/batches/3/items': () => listResponse( [] ),
		[ `GET ${ SENDS }` ]: list( () => server[ 0 ] ),
	} );
	await show();
	expect(
		await screen.findByText( 'Done: 2 sent, 0 failed.' )
	).toBeInTheDocument();
	await waitFor( () => expect( listReads() ).toBe( 2 ) );
} );

it( 'does not read the earlier sends again when they list the send as it ended', async () => {
	const done = send( { status: 'done', sent: 2 } );
	mockRest( {
		'GET /eventin/v2/batches/3': done,
		'GET /eventin/v2/batches/3/items': () => listResponse( [] ),
		[ `GET ${ SENDS }` ]: list( () => done ),
	} );
	await show();
	expect(
		await screen.findByText( 'Done: 2 sent, 0 failed.' )
	).toBeInTheDocument();
	await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	expect( listReads() ).toBe( 1 );
} );

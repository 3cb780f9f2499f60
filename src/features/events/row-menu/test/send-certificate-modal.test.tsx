/**
 * Send Certificate against a mocked REST API: who gets one, the send, then
 * the batch followed through the batches store with its recipients' log.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeEvent } from '../../list/test/fixtures';
import {
	listResponse,
	mockApiFetch,
	mockRest,
	renderWithData,
} from '../../../../admin/test/helpers';
import SendCertificateModal from '../send-certificate-modal';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const send = ( more: object = {} ) => ( {
	id: 5,
	kind: 'certificate',
	event_id: 7,
	status: 'sending',
	total: 2,
	sent: 0,
	failed: 0,
	skipped: 0,
	cancelled: 0,
	run_at: '2026-12-03T09:00:00+00:00',
	created_by: 1,
	created_by_name: 'admin',
	created_at: '2026-12-03T09:00:00+00:00',
	finished_at: null,
	details: { audience: 'all' },
	...more,
} );

const recipients = [
	{ email: 'ann@example.com', name: 'Ann', status: 'sent', error: '' },
	{
		email: 'bob@example.com',
		name: 'Bob',
		status: 'failed',
		error: 'Mailbox full',
	},
];

it( 'sends to the attendees chosen, then follows the send with its log and Retry failed', async () => {
	mockRest( {
		'POST /eventin/v2/events/7/send_certificate': {
			sent: 2,
			send: send(),
		},
		'GET /eventin/v2/batches/5': send( {
			status: 'done',
			sent: 1,
			failed: 1,
		} ),
		'GET /eventin/v2/batches/5/items': () => listResponse( recipients ),
	} );
	renderWithData(
		<SendCertificateModal
			event={ makeEvent( { id: 7, title: 'Gala' } ) }
			onClose={ () => {} }
		/>
	);
	const dialog = screen.getByRole( 'dialog', { name: 'Send Certificate' } );
	await userEvent.click(
		within( dialog ).getByRole( 'radio', { name: 'Send to all attendees' } )
	);
	await userEvent.click(
		within( dialog ).getByRole( 'button', { name: 'Send' } )
	);
	expect( mockApiFetch.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
		path: '/eventin/v2/events/7/send_certificate',
		method: 'POST',
		data: { all: true },
	} );
	expect(
		await within( dialog ).findByText( 'Done: 1 sent, 1 failed.' )
	).toBeInTheDocument();
	expect(
		within( dialog ).getByRole( 'progressbar', {
			name: 'Certificates sent',
		} )
	).toHaveAttribute( 'aria-valuenow', '100' );
	const log = await within( dialog ).findByRole( 'table', {
		name: 'Recipients',
	} );
	expect(
		within( log )
			.getAllByRole( 'row' )
			.map( ( row ) => row.textContent )
	).toEqual( [
		'RecipientStatus',
		'ann@example.comAnnSent',
		'bob@example.comBobFailedMailbox full',
	] );
	expect(
		within( dialog ).getByRole( 'button', { name: 'Retry failed (1)' } )
	).toBeInTheDocument();
	expect(
		within( dialog ).getByRole( 'button', { name: 'Done' } )
	).toBeInTheDocument();
} );

/**
 * BatchProgress against a mocked REST API: the bar and the counts in words,
 * the recipients' log (statuses in words, the reason, the status filter,
 * pages), Retry failed (N) once done with failures, Cancel sending (asked
 * first) while it runs, and the server's refusals as notices.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type Batch, type BatchItem } from '../../../../stores/batches/types';
import {
	listResponse as page,
	mockApiFetch,
	mockRest,
	renderWithData,
} from '../../../test/helpers';
import BatchProgress from '..';
import { getBatchCountsText } from '../labels';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const BATCH = '/eventin/v2/batches/12';

const batch = ( more: Partial< Batch > = {} ): Batch => ( {
	id: 12,
	kind: 'certificate',
	event_id: 34,
	status: 'done',
	total: 3,
	sent: 2,
	failed: 1,
	skipped: 0,
	cancelled: 0,
	run_at: '2026-12-03T09:00:00+00:00',
	created_by: 1,
	created_by_name: 'admin',
	created_at: '2026-12-03T09:00:00+00:00',
	finished_at: '2026-12-03T09:01:00+00:00',
	details: { audience: 'checked_in' },
	...more,
} );

const item = (
	email: string,
	status: BatchItem[ 'status' ],
	error = ''
): BatchItem => ( {
	email,
	name: email.split( '@' )[ 0 ],
	status,
	error,
	updated_at: null,
} );

const LOG = [
	item( 'ann@example.com', 'sent' ),
	item( 'bob@example.com', 'failed', 'Connection refused' ),
	item( 'cy@example.com', 'sent' ),
];

const calls = () =>
	mockApiFetch.mock.calls.map(
		( [ options ] ) => `${ options.method ?? 'GET' } ${ options.path }`
	);

function show() {
	return renderWithData(
		<BatchProgress batchId={ 12 } label="Certificates sent" />
	);
}

describe( 'BatchProgress', () => {
	it( 'shows the bar, the counts and each recipient’s status in words with the reason', async () => {
		mockRest( {
			[ `GET ${ BATCH }` ]: batch(),
			[ `GET ${ BATCH }/items` ]: () => page( LOG ),
		} );
		show();
		expect(
			await screen.findByText( 'Done: 2 sent, 1 failed.' )
		).toBeInTheDocument();
		const bar = screen.getByRole( 'progressbar', {
			name: 'Certificates sent',
		} );
		expect( bar ).toHaveAttribute( 'aria-valuenow', '100' );
		expect( bar ).toHaveAttribute( 'aria-valuetext', '100% sent' );
		const log = await screen.findByRole( 'table', { name: 'Recipients' } );
		const rows = within( log ).getAllByRole( 'row' );
		expect( rows.map( ( row ) => row.textContent ) ).toEqual( [
			'RecipientStatus',
			'ann@example.comannSent',
			'bob@example.combobFailedConnection refused',
			'cy@example.comcySent',
		] );
		expect( calls() ).toEqual( [
			`GET ${ BATCH }`,
			`GET ${ BATCH }/items?paged=1&per_page=20`,
		] );
		// Over: nothing to cancel.
		expect(
			screen.queryByRole( 'button', { name: 'Cancel sending' } )
		).not.toBeInTheDocument();
	} );

	it( 'retries the failed ones, then follows the send to its end', async () => {
		let current = batch();
		mockRest( {
			[ `GET ${ BATCH }` ]: () => current,
			[ `GET ${ BATCH }/items` ]: () =>
				page(
					current.failed
						? LOG
						: LOG.map( ( line ) => ( {
								...line,
								status: 'sent' as const,
								error: '',
							} ) )
				),
			[ `POST ${ BATCH }/retry` ]: () => {
				current = batch( { status: 'done', sent: 3, failed: 0 } );
				return batch( { status: 'sending', failed: 0 } );
			},
		} );
		show();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Retry failed (1)' } )
		);
		expect(
			await screen.findByText( 'Done: 3 sent, 0 failed.' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Retry failed/ } )
		).not.toBeInTheDocument();
		await waitFor( () =>
			expect(
				within(
					screen.getByRole( 'table', { name: 'Recipients' } )
				).queryByText( 'Failed' )
			).not.toBeInTheDocument()
		);
		expect( calls() ).toContain( `POST ${ BATCH }/retry` );
	} );

	it( 'shows the server’s reason when Retry failed is refused', async () => {
		mockRest( {
			[ `GET ${ BATCH }` ]: batch(),
			[ `GET ${ BATCH }/items` ]: () => page( LOG ),
			[ `POST ${ BATCH }/retry` ]: () => {
				throw {
					code: 'eventin_nothing_to_retry',
					message:
						'Nothing in this send failed: there is nothing to retry.',
				};
			},
		} );
		show();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Retry failed (1)' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Nothing in this send failed: there is nothing to retry.'
		);
	} );

	it( 'cancels a send being sent once asked, and not when kept', async () => {
		let current = batch( { status: 'sending', sent: 1, failed: 0 } );
		mockRest( {
			[ `GET ${ BATCH }` ]: () => current,
			[ `GET ${ BATCH }/items` ]: () => page( [] ),
			[ `POST ${ BATCH }/cancel` ]: () => {
				current = batch( {
					status: 'cancelled',
					sent: 1,
					failed: 0,
					cancelled: 2,
				} );
				return current;
			},
		} );
		show();
		expect(
			await screen.findByText( 'Sending… 1 of 3' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Retry failed/ } )
		).not.toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel sending' } )
		);
		let dialog = screen.getByRole( 'dialog', {
			name: 'Cancel this send?',
		} );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Keep sending' } )
		);
		expect( dialog ).not.toBeInTheDocument();
		expect( calls() ).not.toContain( `POST ${ BATCH }/cancel` );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel sending' } )
		);
		dialog = screen.getByRole( 'dialog', { name: 'Cancel this send?' } );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel sending' } )
		);
		expect(
			await screen.findByText(
				'Cancelled: 1 sent, 0 failed, 2 not sent.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'dialog', { name: 'Cancel this send?' } )
		).not.toBeInTheDocument();
		// Cancelled is not "100% sent".
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Cancel sending' } )
		).not.toBeInTheDocument();
		// The poller reads it once more, cancelled, and stops.
		await waitFor( () =>
			expect(
				calls().slice( calls().indexOf( `POST ${ BATCH }/cancel` ) )
			).toContain( `GET ${ BATCH }` )
		);
	} );

	it( 'shows the server’s reason when Cancel is refused', async () => {
		mockRest( {
			[ `GET ${ BATCH }` ]: () =>
				batch( { status: 'sending', sent: 1, failed: 0 } ),
			[ `GET ${ BATCH }/items` ]: () => page( [] ),
			[ `POST ${ BATCH }/cancel` ]: () => {
				throw {
					code: 'eventin_batch_finished',
					message: 'This send is over: there is nothing to cancel.',
				};
			},
		} );
		show();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Cancel sending' } )
		);
		await userEvent.click(
			within(
				screen.getByRole( 'dialog', { name: 'Cancel this send?' } )
			).getByRole( 'button', { name: 'Cancel sending' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This send is over: there is nothing to cancel.'
		);
		// The poller reads on: end it.
		mockRest( {
			[ `GET ${ BATCH }` ]: batch(),
			[ `GET ${ BATCH }/items` ]: () => page( LOG ),
		} );
		await screen.findByText( 'Done: 2 sent, 1 failed.' );
	} );

	it( 'filters the log by status and pages through it', async () => {
		mockRest( {
			[ `GET ${ BATCH }` ]: batch( { total: 45, sent: 44 } ),
			[ `GET ${ BATCH }/items` ]: ( options: { path: string } ) =>
				options.path.includes( 'status=failed' )
					? page( [ LOG[ 1 ] ] )
					: page( LOG, 45 ),
		} );
		show();
		expect(
			await screen.findByText( 'Page 1 of 3 (45 recipients)' )
		).toBeInTheDocument();
		// Disabled, yet focusable.
		expect(
			screen.getByRole( 'button', { name: 'Previous' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
		expect(
			await screen.findByText( 'Page 2 of 3 (45 recipients)' )
		).toBeInTheDocument();
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Recipients' } ),
			'failed'
		);
		await waitFor( () =>
			expect(
				within(
					screen.getByRole( 'table', { name: 'Recipients' } )
				).getAllByRole( 'row' )
			).toHaveLength( 2 )
		);
		// One page: no pages to go through.
		expect(
			screen.queryByRole( 'navigation', { name: 'Pages of recipients' } )
		).not.toBeInTheDocument();
		expect( calls() ).toEqual( [
			`GET ${ BATCH }`,
			`GET ${ BATCH }/items?paged=1&per_page=20`,
			`GET ${ BATCH }/items?paged=2&per_page=20`,
			`GET ${ BATCH }/items?status=failed&paged=1&per_page=20`,
		] );
	} );

	it( 'gives the server’s reason when the send cannot be read', async () => {
		mockRest( {
			[ `GET ${ BATCH }` ]: () => {
				throw {
					code: 'eventin_batch_not_found',
					message: 'This send does not exist.',
				};
			},
		} );
		show();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This send does not exist.'
		);
	} );

	// Last: its next read is a minute away.
	it( 'says when a send waits for its time, and who it goes to once it starts', async () => {
		mockRest( {
			[ `GET ${ BATCH }` ]: batch( {
				status: 'scheduled',
				total: 0,
				sent: 0,
				failed: 0,
				run_at: '2099-12-03T09:00:00+00:00',
			} ),
			[ `GET ${ BATCH }/items` ]: () => page( [] ),
		} );
		show();
		expect(
			await screen.findByText( /^Scheduled for Dec 3, 2099/ )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Cancel sending' } )
		).toBeInTheDocument();
		expect(
			await screen.findByText(
				'The recipients are known once the send starts.'
			)
		).toBeInTheDocument();
	} );
} );

describe( 'a batch’s counts in words', () => {
	it( 'names the skipped ones where there are any, counts every handled one while sending, and a cancel before the start', () => {
		expect(
			getBatchCountsText(
				batch( { sent: 118, failed: 2, skipped: 0, total: 120 } )
			)
		).toBe( 'Done: 118 sent, 2 failed.' );
		expect(
			getBatchCountsText(
				batch( { sent: 1180, failed: 2, skipped: 3, total: 1185 } )
			)
		).toBe( 'Done: 1,180 sent, 2 failed, 3 skipped.' );
		expect(
			getBatchCountsText(
				batch( {
					status: 'sending',
					sent: 20,
					failed: 10,
					skipped: 5,
					cancelled: 5,
					total: 120,
				} )
			)
		).toBe( 'Sending… 40 of 120' );
		expect(
			getBatchCountsText(
				batch( { status: 'scheduled', total: 0, sent: 0, failed: 0 } )
			)
		).toBe( 'Starting…' );
		expect(
			getBatchCountsText(
				batch( { status: 'cancelled', total: 0, sent: 0, failed: 0 } )
			)
		).toBe( 'Cancelled before it started.' );
	} );
} );

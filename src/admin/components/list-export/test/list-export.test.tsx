/**
 * A list's Export buttons (the attendee list's here) against a mocked REST API: starting an
 * export of the filter (a batch), its progress followed every second through the batches
 * store, the download link, a failed export's Retry, and errors as notices.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRegistry, RegistryProvider } from '@wordpress/data';

import { mockApiFetch, mockRest } from '../../../test/helpers';
import {
	BATCH_POLL_INTERVAL as POLL_INTERVAL,
	store as batchesStore,
} from '../../../../stores/batches';
import {
	type ExportBatch,
	type ExportDetails,
} from '../../../../stores/batches/types';
import ListExport, { type ExportQuery } from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const PATH = '/eventin/v2/attendees/exports';
const BATCH = '/eventin/v2/batches/12';

/** Notices are also spoken: their text is in a live region too. */
const NOTICE = '.components-notice__content';

/** This machine may be slow: clicks and polls get more than jest's 5 s. */
const SLOW = 20000;

/**
 * An export as `POST <list>/exports` and `batches/{id}` answer it.
 *
 * @param more    The batch's fields that differ.
 * @param details Its details that differ.
 */
const exported = (
	more: Partial< Omit< ExportBatch, 'details' > > = {},
	details: Partial< ExportDetails > = {}
): ExportBatch => ( {
	id: 12,
	kind: 'export-attendees',
	event_id: 0,
	status: 'sending',
	total: 5,
	sent: 0,
	failed: 0,
	skipped: 0,
	cancelled: 0,
	run_at: '2026-12-03T09:00:00+00:00',
	created_by: 1,
	created_by_name: 'admin',
	created_at: '2026-12-03T09:00:00+00:00',
	finished_at: null,
	...more,
	details: {
		source: 'attendees',
		format: 'csv',
		rows: 5000,
		written: 0,
		...details,
	},
} );

/** An export whose part failed: done, without its file. */
const failedExport = () =>
	exported(
		{ status: 'done', sent: 1, failed: 1, total: 2 },
		{ written: 2000 }
	);

function calls() {
	return mockApiFetch.mock.calls.map( ( [ options ] ) => options );
}

/**
 * The Export buttons on a registry of their own: no batch followed by
 * another test is in it.
 *
 * @param query The list's filter.
 * @return Shows them again with another filter.
 */
function show( query: ExportQuery = {} ) {
	const registry = createRegistry();
	registry.register( batchesStore );
	const ui = ( filter: ExportQuery ) => (
		<RegistryProvider value={ registry }>
			<ListExport rows="attendees" query={ filter } />
		</RegistryProvider>
	);
	const { rerender } = render( ui( query ) );
	return ( filter: ExportQuery ) => rerender( ui( filter ) );
}

async function choose( label: string ) {
	await userEvent
		.setup()
		.click( screen.getByRole( 'button', { name: label } ) );
}

/** The links clicked to download a file (jsdom does not download). */
let downloads: string[] = [];
let clicks: jest.SpyInstance;
beforeEach( () => {
	downloads = [];
	clicks = jest
		.spyOn( HTMLAnchorElement.prototype, 'click' )
		.mockImplementation( function ( this: HTMLAnchorElement ) {
			downloads.push( this.href );
		} );
} );
afterEach( () => {
	clicks.mockRestore();
} );

describe( 'ListExport', () => {
	it( 'has buttons of the size of Add attendee beside them (40 px)', () => {
		show();
		for ( const name of [ 'Export CSV', 'Export XLSX' ] ) {
			expect( screen.getByRole( 'button', { name } ) ).toHaveClass(
				'is-next-40px-default-size'
			);
		}
	} );

	it(
		'exports the filter, shows the progress every second, then the download link',
		async () => {
			// The first read waits until the progress of the start is checked.
			let open = () => {};
			const gate = new Promise< void >( ( resolve ) => {
				open = resolve;
			} );
			const answers = [
				exported( { sent: 1 }, { written: 1200 } ),
				exported(
					{ status: 'done', sent: 5 },
					{
						written: 5000,
						download_url: 'https://x.test/f?_wpnonce=1',
					}
				),
			];
			const times: number[] = [];
			mockRest( {
				[ `POST ${ PATH }` ]: () => exported(),
				[ `GET ${ BATCH }` ]: async () => {
					if ( answers.length > 1 ) {
						await gate;
					}
					times.push( Date.now() );
					return answers.shift();
				},
			} );
			const showAgain = show( {
				event_id: 12,
				status: 'completed',
				search: '',
				ticket_id: 0,
			} );
			await choose( 'Export CSV' );

			expect( calls()[ 0 ] ).toEqual( {
				path: PATH,
				method: 'POST',
				data: { event_id: 12, status: 'completed', format: 'csv' },
			} );
			const progress = await screen.findByRole( 'progressbar', {
				name: 'Exporting attendees',
			} );
			expect( progress ).toHaveAttribute( 'value', '0' );
			expect(
				screen.getByText( '0 of 5,000 attendees' )
			).toBeInTheDocument();
			expect(
				screen.getByRole( 'button', { name: 'Export XLSX' } )
			).toBeDisabled();
			// The batch is read where every batch is.
			await waitFor( () =>
				expect( calls()[ 1 ] ).toEqual( { path: BATCH } )
			);
			open();

			expect(
				await screen.findByText(
					'1,200 of 5,000 attendees',
					{},
					{ timeout: 3 * POLL_INTERVAL }
				)
			).toBeInTheDocument();
			const link = await screen.findByRole(
				'link',
				{ name: 'Download CSV' },
				{ timeout: 3 * POLL_INTERVAL }
			);
			expect( link ).toHaveAttribute(
				'href',
				'https://x.test/f?_wpnonce=1'
			);
			// One click: the file downloads by itself when it is ready, once.
			expect( downloads ).toEqual( [ 'https://x.test/f?_wpnonce=1' ] );
			expect(
				screen.queryByRole( 'progressbar' )
			).not.toBeInTheDocument();
			expect( calls() ).toHaveLength( 3 );
			// A read a second after each answer.
			expect( times[ 1 ] - times[ 0 ] ).toBeGreaterThanOrEqual(
				POLL_INTERVAL - 50
			);

			// Done: no more reads.
			await new Promise( ( resolve ) =>
				setTimeout( resolve, 1.5 * POLL_INTERVAL )
			);
			expect( calls() ).toHaveLength( 3 );

			// The list's filter changes: the file of the old one is not offered as this one's.
			showAgain( { event_id: 12, status: 'refunded' } );
			expect(
				screen.queryByRole( 'link', { name: 'Download CSV' } )
			).not.toBeInTheDocument();
			expect(
				screen.getByRole( 'button', { name: 'Export CSV' } )
			).toBeEnabled();
		},
		SLOW
	);

	it(
		'a small export is done at once: the XLSX link, no progress, no read',
		async () => {
			mockRest( {
				[ `POST ${ PATH }` ]: () =>
					exported(
						{ status: 'done', sent: 1, total: 1 },
						{
							format: 'xlsx',
							rows: 3,
							written: 3,
							download_url: 'https://x.test/x',
						}
					),
			} );
			show();
			await choose( 'Export XLSX' );
			expect( calls()[ 0 ].data ).toEqual( { format: 'xlsx' } );
			expect(
				await screen.findByRole( 'link', { name: 'Download XLSX' } )
			).toHaveAttribute( 'href', 'https://x.test/x' );
			expect(
				screen.queryByRole( 'progressbar' )
			).not.toBeInTheDocument();
			expect( downloads ).toEqual( [ 'https://x.test/x' ] );
			expect( calls() ).toHaveLength( 1 );
		},
		SLOW
	);

	it(
		'says why an export could not start, and why its progress could not be read',
		async () => {
			mockRest( {
				[ `POST ${ PATH }` ]: () => {
					throw {
						code: 'rest_forbidden',
						message: 'Sorry, you are not allowed to do that.',
					};
				},
			} );
			show();
			await choose( 'Export CSV' );
			expect(
				await screen.findByText(
					'The export could not be made: Sorry, you are not allowed to do that.',
					{ selector: NOTICE }
				)
			).toBeInTheDocument();

			mockRest( {
				[ `POST ${ PATH }` ]: () => exported(),
				[ `GET ${ BATCH }` ]: () => {
					throw {
						code: 'rest_batch_not_found',
						message: 'No such batch.',
					};
				},
			} );
			await choose( 'Export CSV' );
			expect(
				await screen.findByText(
					'The export could not be made: No such batch.',
					{ selector: NOTICE }
				)
			).toBeInTheDocument();
			expect(
				screen.queryByRole( 'progressbar' )
			).not.toBeInTheDocument();
			expect(
				screen.getByRole( 'button', { name: 'Export CSV' } )
			).toBeEnabled();
		},
		SLOW
	);

	it(
		'a failed export offers Retry, which goes on from the failed part to the file',
		async () => {
			mockRest( {
				[ `POST ${ PATH }` ]: () => exported(),
				[ `GET ${ BATCH }` ]: () => failedExport(),
				[ `POST ${ BATCH }/retry` ]: () => {
					throw {
						code: 'eventin_nothing_to_retry',
						message: 'Nothing failed.',
					};
				},
			} );
			show();
			await choose( 'Export CSV' );
			expect(
				await screen.findByText(
					'The export failed. Please try again.',
					{
						selector: NOTICE,
					}
				)
			).toBeInTheDocument();
			expect(
				screen.queryByRole( 'link', { name: 'Download CSV' } )
			).not.toBeInTheDocument();
			expect( downloads ).toEqual( [] );

			// A refused retry says why; the failed export stays, to retry again.
			await choose( 'Retry' );
			expect(
				await screen.findByText(
					'The export could not be made: Nothing failed.',
					{ selector: NOTICE }
				)
			).toBeInTheDocument();
			expect(
				screen.getByText( 'The export failed. Please try again.', {
					selector: NOTICE,
				} )
			).toBeInTheDocument();

			const reads = [
				exported( { total: 2, sent: 1 }, { written: 3500 } ),
				exported(
					{ status: 'done', sent: 2, total: 2 },
					{ written: 5000, download_url: 'https://x.test/r' }
				),
			];
			mockRest( {
				[ `POST ${ BATCH }/retry` ]: () =>
					exported( { total: 2, sent: 1 }, { written: 2000 } ),
				[ `GET ${ BATCH }` ]: () =>
					reads.length > 1 ? reads.shift() : reads[ 0 ],
			} );
			await choose( 'Retry' );
			expect( calls()[ 0 ] ).toEqual( {
				path: `${ BATCH }/retry`,
				method: 'POST',
			} );
			await waitFor( () =>
				expect(
					screen.queryByText( /failed|could not be made/, {
						selector: NOTICE,
					} )
				).not.toBeInTheDocument()
			);
			// Followed again: read until done, then the file downloads by itself.
			const link = await screen.findByRole(
				'link',
				{ name: 'Download CSV' },
				{ timeout: 3 * POLL_INTERVAL }
			);
			expect( link ).toHaveAttribute( 'href', 'https://x.test/r' );
			expect( downloads ).toEqual( [ 'https://x.test/r' ] );
			expect(
				screen.queryByRole( 'button', { name: 'Retry' } )
			).not.toBeInTheDocument();
			expect(
				calls().filter( ( options ) => options.path === BATCH )
			).toHaveLength( 2 );
		},
		SLOW
	);

	it(
		'works from the keyboard',
		async () => {
			mockRest( { [ `POST ${ PATH }` ]: () => exported() } );
			const user = userEvent.setup();
			show();
			await user.tab();
			expect(
				screen.getByRole( 'button', { name: 'Export CSV' } )
			).toHaveFocus();
			await user.tab();
			expect(
				screen.getByRole( 'button', { name: 'Export XLSX' } )
			).toHaveFocus();
			await user.keyboard( '{Enter}' );
			await waitFor( () =>
				expect( calls()[ 0 ]?.data ).toEqual( { format: 'xlsx' } )
			);
			expect(
				await screen.findByRole( 'progressbar', {
					name: 'Exporting attendees',
				} )
			).toBeInTheDocument();
		},
		SLOW
	);
} );

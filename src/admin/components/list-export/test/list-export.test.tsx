/**
 * A list's Export buttons (the attendee list's here) against a mocked REST API: starting an
 * export of the filter, the progress polled every second, the download link,
 * and errors as notices.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockApiFetch, mockRest } from '../../../test/helpers';
import {
	EXPORT_POLL_INTERVAL as POLL_INTERVAL,
	type ExportJob,
} from '../../../../stores/exports';
import ListExport from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const PATH = '/eventin/v2/attendees/exports';

/** Notices are also spoken: their text is in a live region too. */
const NOTICE = '.components-notice__content';

/** This machine may be slow: clicks and polls get more than jest's 5 s. */
const SLOW = 20000;

const job = ( more: Partial< ExportJob > ): ExportJob => ( {
	id: '0123456789abcdef',
	status: 'running',
	done: 0,
	total: 5000,
	format: 'csv',
	...more,
} );

function calls() {
	return mockApiFetch.mock.calls.map( ( [ options ] ) => options );
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
		render( <ListExport rows="attendees" query={ {} } /> );
		for ( const name of [ 'Export CSV', 'Export XLSX' ] ) {
			expect( screen.getByRole( 'button', { name } ) ).toHaveClass(
				'is-next-40px-default-size'
			);
		}
	} );

	it(
		'exports the filter, shows the progress every second, then the download link',
		async () => {
			const answers = [
				job( { done: 1200 } ),
				job( {
					done: 5000,
					status: 'done',
					download_url: 'https://x.test/f?_wpnonce=1',
				} ),
			];
			const times: number[] = [];
			mockRest( {
				[ `POST ${ PATH }` ]: () => {
					times.push( Date.now() );
					return job( { done: 0 } );
				},
				[ `GET ${ PATH }/0123456789abcdef` ]: () => {
					times.push( Date.now() );
					return answers.shift();
				},
			} );
			const { rerender } = render(
				<ListExport
					rows="attendees"
					query={ {
						event_id: 12,
						status: 'completed',
						search: '',
						ticket_id: 0,
					} }
				/>
			);
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
			expect( times[ 2 ] - times[ 1 ] ).toBeGreaterThanOrEqual(
				POLL_INTERVAL - 50
			);

			// Done: no more reads.
			await new Promise( ( resolve ) =>
				setTimeout( resolve, 1.5 * POLL_INTERVAL )
			);
			expect( calls() ).toHaveLength( 3 );

			// The list's filter changes: the file of the old one is not offered as this one's.
			rerender(
				<ListExport
					rows="attendees"
					query={ { event_id: 12, status: 'refunded' } }
				/>
			);
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
		'a small export is done at once: the XLSX link, no progress',
		async () => {
			mockRest( {
				[ `POST ${ PATH }` ]: () =>
					job( {
						status: 'done',
						done: 3,
						total: 3,
						format: 'xlsx',
						download_url: 'https://x.test/x',
					} ),
			} );
			render( <ListExport rows="attendees" query={ {} } /> );
			await choose( 'Export XLSX' );
			expect( calls()[ 0 ].data ).toEqual( { format: 'xlsx' } );
			expect(
				await screen.findByRole( 'link', { name: 'Download XLSX' } )
			).toHaveAttribute( 'href', 'https://x.test/x' );
			expect(
				screen.queryByRole( 'progressbar' )
			).not.toBeInTheDocument();
			expect( downloads ).toEqual( [ 'https://x.test/x' ] );
		},
		SLOW
	);

	it(
		'says why an export could not start, and when one failed',
		async () => {
			mockRest( {
				[ `POST ${ PATH }` ]: () => {
					throw {
						code: 'rest_forbidden',
						message: 'Sorry, you are not allowed to do that.',
					};
				},
			} );
			render( <ListExport rows="attendees" query={ {} } /> );
			await choose( 'Export CSV' );
			expect(
				await screen.findByText(
					'The export could not be made: Sorry, you are not allowed to do that.',
					{ selector: NOTICE }
				)
			).toBeInTheDocument();

			mockRest( {
				[ `POST ${ PATH }` ]: () => job( {} ),
				[ `GET ${ PATH }/0123456789abcdef` ]: () =>
					job( { status: 'failed' } ),
			} );
			await choose( 'Export CSV' );
			await waitFor( () =>
				expect(
					screen.queryByText( /could not be made/, {
						selector: NOTICE,
					} )
				).not.toBeInTheDocument()
			);
			expect(
				await screen.findByText(
					'The export failed. Please try again.',
					{ selector: NOTICE },
					{ timeout: 3 * POLL_INTERVAL }
				)
			).toBeInTheDocument();
		},
		SLOW
	);

	it(
		'works from the keyboard',
		async () => {
			mockRest( { [ `POST ${ PATH }` ]: () => job( {} ) } );
			const user = userEvent.setup();
			render( <ListExport rows="attendees" query={ {} } /> );
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

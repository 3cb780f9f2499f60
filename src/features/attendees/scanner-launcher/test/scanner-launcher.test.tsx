/**
 * Scan Ticket: /attendees/event/{id}?scanner=1 opens the scanner's launcher, for people who may
 * scan tickets even without the attendee list's permission.
 */
import { screen } from '@testing-library/react';

import { mockRest, renderApp, restFor } from '../../../../admin/test/helpers';
import type { CurrentUser } from '../../../../stores/global';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const SCANNER: CurrentUser = {
	ID: 7,
	display_name: 'Quinn',
	roles: [ 'qr_scanner' ],
	is_super_admin: false,
	permissions: [ 'etn_manage_qr_scan' ],
};

describe( 'the scanner launcher', () => {
	it( 'links to the event’s scanner page in a new tab, with its address to copy', async () => {
		mockRest( restFor( SCANNER ) );
		renderApp( '/attendees/event/9?scanner=1', {
			homeUrl: 'https://example.com/site/',
		} );

		const open = await screen.findByRole( 'link', {
			name: 'Open scanner (opens in a new tab)',
		} );
		expect( open ).toHaveAttribute(
			'href',
			'https://example.com/site/?eventin-scanner=9'
		);
		expect( open ).toHaveAttribute( 'target', '_blank' );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Ticket scanner' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: 'Scanner address' } )
		).toHaveValue( 'https://example.com/site/?eventin-scanner=9' );
		expect(
			screen.getByRole( 'img', {
				name: 'QR code of the scanner address',
			} )
		).toHaveAttribute(
			'src',
			'https://example.com/site/?eventin-scanner-qr=9'
		);
	} );

	it( 'keeps the attendee list from people who may only scan', async () => {
		mockRest( restFor( SCANNER ) );
		renderApp( '/attendees/event/9' );

		expect(
			await screen.findByText( /Access Denied/ )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: /Open scanner/ } )
		).not.toBeInTheDocument();
	} );
} );

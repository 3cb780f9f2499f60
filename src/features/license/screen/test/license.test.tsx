/**
 * The License page (#/license) in the app, against a mocked REST API.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { store as licenseStore } from '../../../../stores/license';
import type { LicenseData } from '../../../../stores/license';
import type { CurrentUser } from '../../../../stores/global';
import {
	ADMIN,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';
import ErrorBoundary from '../error-boundary';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const LICENSE_PATH = '/eventin/v2/license';

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

const SETTINGS_MANAGER: CurrentUser = {
	ID: 6,
	display_name: 'Sam',
	roles: [ 'settings_manager' ],
	is_super_admin: false,
	permissions: [ 'etn_manage_event', 'etn_manage_setting' ],
};

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

/** The write requests made so far. */
function posts() {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter( ( options ) => options.method === 'POST' );
}

function openLicense( {
	user = ADMIN,
	license = null,
	answers = {},
	accountUrl = 'https://store.example/account',
}: {
	user?: CurrentUser;
	license?: LicenseData | null | ( () => unknown );
	answers?: Record< string, unknown >;
	accountUrl?: string;
} = {} ) {
	mockRest( {
		...restFor( user ),
		[ `GET ${ LICENSE_PATH }` ]:
			typeof license === 'function' ? license : { data: license },
		...answers,
	} );
	const rendered = renderApp( '/license', {
		licenseAccountUrl: accountUrl,
	} );
	// The screen is a lazy chunk behind the authorization check: the store
	// is there before it asks.
	rendered.registry.register( licenseStore );
	return rendered;
}

async function openForm( options: Parameters< typeof openLicense >[ 0 ] ) {
	openLicense( options );
	await screen.findByRole( 'heading', { name: 'Activate your license' } );
	return {
		name: screen.getByLabelText( 'Name' ),
		email: screen.getByLabelText( 'Email' ),
		key: screen.getByLabelText( 'License key' ),
		activate: screen.getByRole( 'button', { name: 'Activate' } ),
	};
}

async function fillForm(
	user: ReturnType< typeof userEvent.setup >,
	fields: Awaited< ReturnType< typeof openForm > >,
	values = {
		name: 'Ada Lovelace',
		email: 'ada@example.com',
		key: 'valid-abcdefAB12',
	}
) {
	await user.type( fields.name, values.name );
	await user.type( fields.email, values.email );
	await user.type( fields.key, values.key );
}

describe( 'the License page', () => {
	it( 'shows a skeleton while the license loads, under the one License heading', async () => {
		openLicense( { license: () => new Promise( () => {} ) } );

		const skeleton = ( await screen.findByText( 'Loading license…' ) )
			.parentElement as HTMLElement;
		expect( skeleton ).toHaveAttribute( 'role', 'status' );
		expect( skeleton ).toHaveAttribute( 'aria-busy', 'true' );
		expect(
			screen
				.getAllByRole( 'heading', { level: 1 } )
				.map( ( h ) => h.textContent )
		).toEqual( [ 'License' ] );
		expect(
			screen.queryByRole( 'button', { name: 'Activate' } )
		).not.toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( { path: LICENSE_PATH } );
	} );

	it( 'shows the activation form without a license, the key as a password', async () => {
		const fields = await openForm( {} );

		expect( fields.name ).toHaveAttribute( 'type', 'text' );
		expect( fields.email ).toHaveAttribute( 'type', 'email' );
		expect( fields.key ).toHaveAttribute( 'type', 'password' );
		expect(
			screen.queryByText( 'Loading license…' )
		).not.toBeInTheDocument();
		expect( document.querySelector( '.eventin-license' ) ).not.toBeNull();
	} );

	it( 'shows the three messages on an empty Activate, and sends nothing', async () => {
		const user = userEvent.setup();
		const fields = await openForm( {} );

		await user.click( fields.activate );

		expect( fields.name ).toHaveAccessibleDescription(
			'Please input your name!'
		);
		expect( fields.email ).toHaveAccessibleDescription(
			'Enter Valid Email!'
		);
		expect( fields.key ).toHaveAccessibleDescription(
			'Please input your license key!'
		);
		for ( const field of [ fields.name, fields.email, fields.key ] ) {
			expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		}
		expect( fields.name ).toHaveFocus();
		expect( posts() ).toEqual( [] );

		// A message goes once its field is right.
		await user.type( fields.name, 'Ada' );
		expect( fields.name ).toHaveAttribute( 'aria-invalid', 'false' );
		expect(
			screen.queryByText( 'Please input your name!' )
		).not.toBeInTheDocument();
	} );

	it( 'asks for a valid email', async () => {
		const user = userEvent.setup();
		const fields = await openForm( {} );
		await fillForm( user, fields, {
			name: 'Ada',
			email: 'ada@example',
			key: 'valid-1',
		} );

		await user.click( fields.activate );

		expect( fields.email ).toHaveAccessibleDescription(
			'Enter Valid Email!'
		);
		expect( fields.email ).toHaveFocus();
		expect( fields.name ).toHaveAttribute( 'aria-invalid', 'false' );
		expect( posts() ).toEqual( [] );

		await user.type( fields.email, '.com' );
		expect(
			screen.queryByText( 'Enter Valid Email!' )
		).not.toBeInTheDocument();
	} );

	it( 'activates: busy button, success notice, then the activated panel', async () => {
		const user = userEvent.setup();
		const answer = deferred< unknown >();
		const fields = await openForm( {
			answers: {
				[ `POST ${ LICENSE_PATH }/activate` ]: () => answer.promise,
			},
		} );
		await fillForm( user, fields, {
			name: ' Ada Lovelace ',
			email: 'ada@example.com ',
			key: 'valid-abcdefAB12',
		} );

		await user.click( fields.activate );

		expect( posts() ).toEqual( [
			{
				path: `${ LICENSE_PATH }/activate`,
				method: 'POST',
				data: {
					name: 'Ada Lovelace',
					email: 'ada@example.com',
					license_key: 'valid-abcdefAB12',
				},
			},
		] );
		await waitFor( () =>
			expect( fields.activate ).toHaveClass( 'is-busy' )
		);
		expect( fields.activate ).toHaveAttribute( 'aria-disabled', 'true' );
		// A second click while busy sends nothing more.
		await user.click( fields.activate );
		expect( posts() ).toHaveLength( 1 );

		answer.resolve( {
			data: LICENSE,
			message: 'License activated successfully',
		} );

		const heading = await screen.findByRole( 'heading', {
			name: 'Your license is activated',
		} );
		expect(
			screen.getByText( 'License activated successfully' )
		).toBeInTheDocument();
		await waitFor( () => expect( heading ).toHaveFocus() );
		expect( screen.getByText( '••••••••AB12' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'valid-abcdefAB12' )
		).not.toBeInTheDocument();
		expect( screen.getByText( 'Ada Lovelace' ) ).toBeInTheDocument();
		expect( screen.getByText( 'ada@example.com' ) ).toBeInTheDocument();
		expect( screen.getByText( 'March 29, 2027' ) ).toBeInTheDocument();
		expect( screen.getByText( '1 of 1' ) ).toBeInTheDocument();
		expect( screen.getAllByText( 'Active' ).length ).toBeGreaterThan( 0 );
		expect(
			screen.queryByRole( 'button', { name: 'Activate' } )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'note' ) ).not.toBeInTheDocument();
	} );

	it( 'says "Failed to activate license" with the server’s reason, and keeps the form', async () => {
		const user = userEvent.setup();
		const fields = await openForm( {
			answers: {
				[ `POST ${ LICENSE_PATH }/activate` ]: () => {
					throw {
						code: 'eventin_license_rejected',
						message: 'This license key is not valid.',
						data: { status: 400 },
					};
				},
			},
		} );
		await fillForm( user, fields, {
			name: 'Ada',
			email: 'ada@example.com',
			key: 'nope-123',
		} );

		await user.click( fields.activate );

		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Failed to activate license' );
		expect( alert ).toHaveTextContent( 'This license key is not valid.' );
		expect( fields.activate ).not.toHaveClass( 'is-busy' );
		expect( fields.activate ).toBeEnabled();
		expect( fields.key ).toHaveValue( 'nope-123' );
		expect(
			screen.queryByRole( 'heading', {
				name: 'Your license is activated',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'shows the server’s field messages beside the fields', async () => {
		const user = userEvent.setup();
		const fields = await openForm( {
			answers: {
				[ `POST ${ LICENSE_PATH }/activate` ]: () => {
					throw {
						code: 'rest_invalid_param',
						message: 'Enter Valid Email!',
						data: {
							status: 400,
							params: { email: 'Enter Valid Email!' },
						},
					};
				},
			},
		} );
		await fillForm( user, fields );

		await user.click( fields.activate );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Failed to activate license'
		);
		expect( fields.email ).toHaveAccessibleDescription(
			'Enter Valid Email!'
		);
		expect( fields.email ).toHaveFocus();
	} );

	it( 'deactivates: busy button, "License deactivated", then the form again', async () => {
		const user = userEvent.setup();
		const answer = deferred< unknown >();
		openLicense( {
			license: LICENSE,
			answers: {
				[ `POST ${ LICENSE_PATH }/deactivate` ]: () => answer.promise,
			},
		} );
		const deactivate = await screen.findByRole( 'button', {
			name: 'Deactivate',
		} );

		await user.click( deactivate );

		expect( posts() ).toEqual( [
			{ path: `${ LICENSE_PATH }/deactivate`, method: 'POST' },
		] );
		await waitFor( () => expect( deactivate ).toHaveClass( 'is-busy' ) );
		await user.click( deactivate );
		expect( posts() ).toHaveLength( 1 );

		answer.resolve( { data: null, message: 'License deactivated' } );

		const heading = await screen.findByRole( 'heading', {
			name: 'Activate your license',
		} );
		expect( screen.getByText( 'License deactivated' ) ).toBeInTheDocument();
		await waitFor( () => expect( heading ).toHaveFocus() );
		expect( screen.getByLabelText( 'License key' ) ).toHaveValue( '' );
	} );

	it( 'shows a failed deactivation’s own message and keeps the panel', async () => {
		const user = userEvent.setup();
		const message =
			'The license server could not be reached. Check the site’s connection and try again.';
		openLicense( {
			license: LICENSE,
			answers: {
				[ `POST ${ LICENSE_PATH }/deactivate` ]: () => {
					throw {
						code: 'eventin_license_server_unreachable',
						message,
						data: { status: 503 },
					};
				},
			},
		} );

		await user.click(
			await screen.findByRole( 'button', { name: 'Deactivate' } )
		);

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			message
		);
		expect(
			screen.getByRole( 'heading', { name: 'Your license is activated' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Deactivate' } )
		).toBeEnabled();
	} );

	it( 'says when the license never expires', async () => {
		openLicense( { license: { ...LICENSE, expires: 'lifetime' } } );

		expect(
			await screen.findByText( 'Never expires' )
		).toBeInTheDocument();
	} );

	it.each( [
		[ 'expired', 'Expired', 'Your license has expired.' ],
		[ 'disabled', 'Disabled', 'Your license has been disabled.' ],
	] )(
		'tells the user a %s license needs renewing',
		async ( license, label, note ) => {
			openLicense( { license: { ...LICENSE, license } } );

			expect(
				await screen.findByRole( 'heading', {
					name: 'Your license is activated',
				} )
			).toBeInTheDocument();
			const panel = screen
				.getByRole( 'heading', { name: 'Your license is activated' } )
				.closest( '.eventin-license-card' ) as HTMLElement;
			expect(
				within( panel ).getByText( new RegExp( note ) )
			).toHaveTextContent( /renew/i );
			expect( screen.getAllByText( label ).length ).toBeGreaterThan( 0 );
		}
	);

	it( 'treats an invalid license as none', async () => {
		await openForm( { license: { ...LICENSE, license: 'invalid' } } );

		expect(
			screen.queryByRole( 'heading', {
				name: 'Your license is activated',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'only logs a load failure, and offers the form', async () => {
		const failure = {
			code: 'internal_server_error',
			message: 'Boom',
			data: { status: 500 },
		};
		await openForm( {
			license: () => {
				throw failure;
			},
		} );

		expect( console ).toHaveErroredWith(
			'Failed to load the license',
			failure
		);
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'leaves the account link out when the store has no account page', async () => {
		const user = userEvent.setup();
		await openForm( { accountUrl: '' } );
		await user.click( screen.getByRole( 'button', { name: 'Help' } ) );
		expect(
			await screen.findByRole( 'heading', { name: 'License help' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: /Open your account page/ } )
		).not.toBeInTheDocument();
	} );

	it( 'opens a help popover from the floating ? button', async () => {
		const user = userEvent.setup();
		await openForm( {} );

		const help = screen.getByRole( 'button', { name: 'Help' } );
		expect( help ).toHaveAttribute( 'aria-expanded', 'false' );
		await user.click( help );

		expect( help ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			await screen.findByRole( 'heading', { name: 'License help' } )
		).toBeInTheDocument();
		const account = screen.getByRole( 'link', {
			name: /Open your account page/,
		} );
		expect( account ).toHaveAttribute( 'target', '_blank' );
		expect( account ).toHaveAttribute(
			'href',
			'https://store.example/account'
		);

		await user.click( help );
		expect( help ).toHaveAttribute( 'aria-expanded', 'false' );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'heading', { name: 'License help' } )
			).not.toBeInTheDocument()
		);
	} );

	it( 'denies users who are not super admins, without reading the license', async () => {
		openLicense( { user: SETTINGS_MANAGER } );

		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		await waitFor(
			() =>
				expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
					/^\/events$/
				),
			{ timeout: 4000 }
		);
		expect(
			mockApiFetch.mock.calls.some( ( [ options ] ) =>
				options.path.startsWith( LICENSE_PATH )
			)
		).toBe( false );
	} );
} );

describe( 'the License page’s error boundary', () => {
	function Broken(): never {
		throw new Error( 'Rendering failed' );
	}

	it( 'shows a friendly error panel instead of a blank page', () => {
		render(
			<ErrorBoundary>
				<Broken />
			</ErrorBoundary>
		);

		const panel = screen.getByRole( 'alert' );
		expect(
			within( panel ).getByRole( 'heading', {
				name: 'Something went wrong',
			} )
		).toBeInTheDocument();
		expect(
			within( panel ).getByRole( 'button', { name: 'Reload the page' } )
		).toBeInTheDocument();
		expect( console ).toHaveErrored();
	} );
} );

/**
 * The License page (#/license) against the real site and the local license server
 * (bin/lib/license-server.mjs, at EVENTIN_LICENSE_SERVER): the skeleton and the activation form
 * with its messages, activating a key (masked, kept after a reload, recorded by the server),
 * deactivating it, refused keys, a server that is down, and who may open the page.
 */
import { type Browser, type Page } from '@playwright/test';

import {
	DASHBOARD,
	authFile,
	expect,
	expectBottomRight,
	openAs,
	rest,
	screenshot,
	test,
	toast,
} from './fixtures';

const SERVER = process.env.EVENTIN_LICENSE_SERVER as string;

type ServerState = {
	down: boolean;
	activations: Record< string, string[] >;
};

/**
 * Steers the license server, or reads its state without a command.
 * @param command
 */
async function control(
	command?: Record< string, boolean >
): Promise< ServerState > {
	const response = await fetch( `${ SERVER }__control`, {
		method: command ? 'POST' : 'GET',
		body: command ? JSON.stringify( command ) : undefined,
	} );
	return ( await response.json() ) as ServerState;
}

function licenseKey( kind: string ): string {
	return `${ kind }-${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 10 ) }`;
}

const masked = ( key: string ) => `••••••••${ key.slice( -4 ) }`;

test.beforeAll( () => {
	expect( SERVER, 'EVENTIN_LICENSE_SERVER' ).toBeTruthy();
} );

test.afterEach( async () => {
	await control( { down: false } );
	// 400 when there is no license: fine.
	await rest( 'admin', 'POST', 'license/deactivate' );
	await control( { reset: true } );
	const { body } = await rest( 'admin', 'GET', 'license' );
	expect( body ).toEqual( { data: null } );
} );

/**
 * Whether a request reads or writes the license (pretty or plain permalinks).
 * @param url
 */
function isLicenseCall( url: URL ): boolean {
	return decodeURIComponent( url.href ).includes( '/eventin/v2/license' );
}

async function openLicense( browser: Browser ): Promise< Page > {
	const page = await openAs( browser, 'admin', '/license' );
	await expect(
		page.getByRole( 'heading', { name: 'License', level: 1 } )
	).toBeVisible();
	return page;
}

async function openForm( browser: Browser ): Promise< Page > {
	const page = await openLicense( browser );
	await expect(
		page.getByRole( 'heading', { name: 'Activate your license' } )
	).toBeVisible();
	return page;
}

async function fillForm(
	page: Page,
	key: string,
	{ name = 'Ada Admin', email = 'ada@example.com' } = {}
) {
	await page.getByLabel( 'Name' ).fill( name );
	await page.getByLabel( 'Email' ).fill( email );
	await page.getByLabel( 'License key' ).fill( key );
}

async function activate( page: Page, key: string ) {
	await fillForm( page, key );
	await page.getByRole( 'button', { name: 'Activate', exact: true } ).click();
}

async function expectPanel( page: Page, key: string ) {
	await expect(
		page.getByRole( 'heading', { name: 'Your license is activated' } )
	).toBeVisible();
	await expect(
		page.getByText( masked( key ), { exact: true } )
	).toBeVisible();
	await expect(
		page.getByText( 'Ada Admin', { exact: true } )
	).toBeVisible();
	await expect(
		page.getByText( 'ada@example.com', { exact: true } )
	).toBeVisible();
	await expect( page.getByText( 'Active', { exact: true } ) ).toHaveCount(
		2
	);
	// Never the full key.
	expect( await page.content() ).not.toContain( key );
}

test( 'the admin sees a skeleton, then the activation form; empty and bad input get their messages', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		storageState: authFile( 'admin' ),
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const page = await context.newPage();
	// Hold the license read back so the skeleton can be seen.
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( isLicenseCall, async ( route ) => {
		await held;
		await route.continue();
	} );
	await page.goto( `${ DASHBOARD }#/license` );

	const skeleton = page.locator( '.eventin-license-skeleton' );
	await expect( skeleton ).toBeVisible();
	await expect( skeleton ).toHaveAttribute( 'aria-busy', 'true' );
	await expect( skeleton ).toHaveText( 'Loading license…' );
	await expect(
		page.getByRole( 'heading', { name: 'License', level: 1 } )
	).toHaveCount( 1 );
	await screenshot( page, 'skeleton' );
	release();

	await expect(
		page.getByRole( 'heading', { name: 'Activate your license' } )
	).toBeVisible();
	await expect( skeleton ).toHaveCount( 0 );
	await expect( page.getByLabel( 'License key' ) ).toHaveAttribute(
		'type',
		'password'
	);
	// At most 800px wide.
	const box = await page.locator( '.eventin-license' ).boundingBox();
	expect( box?.width ).toBeLessThanOrEqual( 800 );
	await screenshot( page, 'form' );

	const activateButton = page.getByRole( 'button', {
		name: 'Activate',
		exact: true,
	} );
	await activateButton.click();
	await expect( page.getByLabel( 'Name' ) ).toHaveAccessibleDescription(
		'Please input your name!'
	);
	await expect( page.getByLabel( 'Email' ) ).toHaveAccessibleDescription(
		'Enter Valid Email!'
	);
	await expect(
		page.getByLabel( 'License key' )
	).toHaveAccessibleDescription( 'Please input your license key!' );
	await expect( page.getByLabel( 'Name' ) ).toBeFocused();
	await screenshot( page, 'form-errors' );

	await fillForm( page, licenseKey( 'valid' ), { email: 'ada@example' } );
	await activateButton.click();
	await expect( page.getByText( 'Enter Valid Email!' ) ).toBeVisible();
	await expect( page.getByText( 'Please input your name!' ) ).toHaveCount(
		0
	);
	await expect(
		page.getByText( 'Please input your license key!' )
	).toHaveCount( 0 );
	await expect( page.getByLabel( 'Email' ) ).toBeFocused();
	// No key is active on any site (earlier suites may have left freed keys).
	expect( Object.values( ( await control() ).activations ).flat() ).toEqual(
		[]
	);
	await context.close();
} );

test( 'a valid key activates, stays after a reload, and deactivating frees it on the server', async ( {
	browser,
} ) => {
	const key = licenseKey( 'valid' );
	const page = await openForm( browser );

	await activate( page, key );
	const activated = toast( page, 'License activated successfully' );
	await expect( activated ).toBeVisible();
	await expectBottomRight( page, activated );
	await expectPanel( page, key );
	await expect(
		page.getByRole( 'button', { name: 'Activate', exact: true } )
	).toHaveCount( 0 );
	await screenshot( page, 'activated' );

	await page.reload();
	await expectPanel( page, key );
	expect( ( await control() ).activations[ key ] ).toEqual( [
		process.env.EVENTIN_TEST_URL,
	] );

	await page.getByRole( 'button', { name: 'Deactivate' } ).click();
	const deactivated = toast( page, 'License deactivated' );
	await expect( deactivated ).toBeVisible();
	await expectBottomRight( page, deactivated );
	await expect(
		page.getByRole( 'heading', { name: 'Activate your license' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Your license is activated' } )
	).toHaveCount( 0 );
	expect( ( await control() ).activations[ key ] ).toEqual( [] );
	expect( ( await rest( 'admin', 'GET', 'license' ) ).body ).toEqual( {
		data: null,
	} );
} );

test( 'refused keys say "Failed to activate license" and leave the form', async ( {
	browser,
} ) => {
	const page = await openForm( browser );

	for ( const [ key, reason ] of [
		[ 'nope-123', 'This license key is not valid.' ],
		[ licenseKey( 'expired' ), 'This license key has expired.' ],
	] ) {
		await fillForm( page, key );
		await page
			.getByRole( 'button', { name: 'Activate', exact: true } )
			.click();
		const failed = toast( page, 'Failed to activate license' ).filter( {
			hasText: reason,
		} );
		await expect( failed ).toBeVisible();
		await expect( failed ).toHaveClass( /is-error/ );
		await expectBottomRight( page, failed );
		await expect(
			page.getByRole( 'heading', { name: 'Activate your license' } )
		).toBeVisible();
		await expect( page.getByLabel( 'License key' ) ).toHaveValue( key );
		await expect(
			page.getByRole( 'button', { name: 'Activate', exact: true } )
		).toBeEnabled();
	}
	await screenshot( page, 'refused' );
	expect( ( await rest( 'admin', 'GET', 'license' ) ).body ).toEqual( {
		data: null,
	} );
} );

test( 'with the license server down, activation fails and an active license stays', async ( {
	browser,
} ) => {
	await control( { down: true } );
	const page = await openForm( browser );

	await activate( page, licenseKey( 'valid' ) );
	await expect( toast( page, 'Failed to activate license' ) ).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Activate your license' } )
	).toBeVisible();

	// Activate while the server answers, then lose it.
	await control( { down: false } );
	const key = licenseKey( 'valid' );
	expect(
		(
			await rest( 'admin', 'POST', 'license/activate', {
				name: 'Ada Admin',
				email: 'ada@example.com',
				license_key: key,
			} )
		).status
	).toBe( 200 );
	await control( { down: true } );
	await page.reload();
	await expectPanel( page, key );

	const deactivate = page.getByRole( 'button', { name: 'Deactivate' } );
	await deactivate.click();
	const unreachable = toast(
		page,
		/^The license server could not be reached\./
	);
	await expect( unreachable ).toBeVisible();
	await expect( unreachable ).toHaveClass( /is-error/ );
	await expectBottomRight( page, unreachable );
	await expect(
		page.getByRole( 'heading', { name: 'Your license is activated' } )
	).toBeVisible();
	await expect( deactivate ).toBeEnabled();
	await screenshot( page, 'deactivate-unreachable' );
	expect(
		( await rest( 'admin', 'GET', 'license' ) ).body.data.license
	).toBe( 'valid' );
} );

test( 'the help button opens help with the account link, and Escape closes it', async ( {
	browser,
} ) => {
	const page = await openForm( browser );
	const help = page.getByRole( 'button', { name: 'Help' } );
	// Round, floating at the bottom of the screen.
	const box = await help.boundingBox();
	const viewport = page.viewportSize();
	expect( ( box?.y ?? 0 ) + ( box?.height ?? 0 ) ).toBeGreaterThan(
		( viewport?.height ?? 0 ) - 80
	);
	await expect( page.locator( '.eventin-license-help' ) ).toHaveCSS(
		'position',
		'fixed'
	);

	await help.click();
	await expect(
		page.getByRole( 'heading', { name: 'License help' } )
	).toBeVisible();
	const account = page.getByRole( 'link', {
		name: /Open your account page/,
	} );
	await expect( account ).toHaveAttribute( 'target', '_blank' );
	await expect( account ).toHaveAttribute(
		'href',
		`${ process.env.EVENTIN_LICENSE_SERVER }account`
	);
	await screenshot( page, 'help' );
	await page.keyboard.press( 'Escape' );
	await expect(
		page.getByRole( 'heading', { name: 'License help' } )
	).toHaveCount( 0 );
	await expect( help ).toBeFocused();
} );

test( 'only super admins get the page and its menu entry', async ( {
	browser,
} ) => {
	const denied = await openAs( browser, 'settingsmanager', '/license' );
	await expect(
		denied.getByText( 'Access Denied! Redirecting...' )
	).toBeVisible();
	await expect( denied ).toHaveURL( /#\/events(\/empty)?$/ );
	const menuOf = ( page: Page ) =>
		page
			.getByRole( 'navigation', { name: 'Eventin menu' } )
			.getByRole( 'list', { name: 'Settings' } )
			.getByRole( 'link' );
	await expect( menuOf( denied ) ).toHaveText( [ 'Settings' ] );

	const admin = await openAs( browser, 'admin', '/events' );
	await expect( menuOf( admin ) ).toHaveText( [
		'Settings',
		'License',
		'Background jobs',
	] );
	await menuOf( admin ).filter( { hasText: 'License' } ).click();
	await expect( admin ).toHaveURL( /#\/license$/ );
	await expect(
		admin.getByRole( 'heading', { name: 'Activate your license' } )
	).toBeVisible();
} );

/**
 * A vendor whose role also has WordPress's post rights (vendorauthor: an author's rights and
 * etn_manage_own_events) in wp-admin's own screens for events (issue 37, section 4): the Events
 * list holds only their own; post.php and Quick Edit publish only through review, even with a
 * tampered form; another vendor's event is not theirs to edit. The rules themselves are tested in
 * tests/php/Vendors/PostCapabilitiesTest.php.
 */
import type { Browser, Page } from '@playwright/test';
import {
	authFile,
	createEvent,
	expect,
	rest,
	screenshot,
	test,
	unique,
} from './fixtures';

// wp-admin's classic editor loads TinyMCE: slower than the dashboard's screens.
test.describe.configure( { mode: 'serial', timeout: 90_000 } );

let own: { id: number; title: string };
let quick: { id: number; title: string };
let neighbours: { id: number; title: string };

/**
 * A page signed in as vendorauthor, opened on a wp-admin address.
 * @param browser The test's browser.
 * @param path    The address.
 */
async function openAs( browser: Browser, path: string ): Promise< Page > {
	const context = await browser.newContext( {
		storageState: authFile( 'vendorauthor' ),
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const page = await context.newPage();
	await page.goto( path );
	return page;
}

/**
 * An event's status as the administrator reads it.
 * @param id The event's id.
 */
async function statusOf( id: number ): Promise< string > {
	const { body } = await rest( 'admin', 'GET', `events/${ id }` );
	return body.status;
}

test.beforeAll( async () => {
	own = await createEvent(
		{ title: unique( 'Ada harbour fair' ), status: 'draft' },
		'vendorauthor'
	);
	quick = await createEvent(
		{ title: unique( 'Ada quick fair' ), status: 'draft' },
		'vendorauthor'
	);
	neighbours = await createEvent(
		{ title: unique( 'Vera secret draft' ), status: 'draft' },
		'vendor1'
	);
} );

test( "the Events list holds only the vendor's own events", async ( {
	browser,
} ) => {
	const page = await openAs( browser, '/wp-admin/edit.php?post_type=etn' );
	await expect(
		page.getByRole( 'link', { name: `“${ own.title }” (Edit)` } )
	).toBeVisible();
	await expect( page.getByText( neighbours.title ) ).toHaveCount( 0 );
	await screenshot( page, 'vendor-wp-admin-list' );
} );

test( 'post.php: Publish is Submit for Review, and a tampered Publish waits for review too', async ( {
	browser,
} ) => {
	const page = await openAs(
		browser,
		`/wp-admin/post.php?post=${ own.id }&action=edit`
	);
	await expect( page.locator( '#publish' ) ).toHaveValue(
		'Submit for Review'
	);
	// The form as an attacker sends it: the publish button's own name and a status of publish.
	await page.evaluate( () => {
		const publish =
			document.querySelector< HTMLInputElement >( '#publish' );
		publish!.name = 'publish';
		publish!.value = 'Publish';
		const status = document.createElement( 'input' );
		status.type = 'hidden';
		status.name = 'post_status';
		status.value = 'publish';
		document.querySelector( '#post' )!.appendChild( status );
	} );
	await page.locator( '#publish' ).click();
	await page.waitForURL( /message=/ );
	expect( await statusOf( own.id ) ).toBe( 'pending' );
	await expect(
		page.getByRole( 'heading', { name: 'Edit Event' } )
	).toBeVisible();
	await screenshot( page, 'vendor-wp-admin-submitted' );
} );

test( 'Quick Edit offers no Published, and a tampered one waits for review', async ( {
	browser,
} ) => {
	const page = await openAs( browser, '/wp-admin/edit.php?post_type=etn' );
	const row = page.locator( `#post-${ quick.id }` );
	await row.hover();
	await row.getByRole( 'button', { name: /Quick edit/ } ).click();
	const editor = page.locator( `#edit-${ quick.id }` );
	const status = editor.locator( 'select[name="_status"]' );
	await expect( status.locator( 'option' ) ).not.toContainText( [
		'Published',
	] );
	await status.evaluate( ( select: HTMLSelectElement ) => {
		select.add( new Option( 'Published', 'publish' ) );
		select.value = 'publish';
	} );
	await editor.getByRole( 'button', { name: 'Update' } ).click();
	await expect( editor ).toHaveCount( 0 );
	expect( await statusOf( quick.id ) ).toBe( 'pending' );
} );

test( "another vendor's event is not theirs to edit", async ( { browser } ) => {
	const page = await openAs(
		browser,
		`/wp-admin/post.php?post=${ neighbours.id }&action=edit`
	);
	await expect(
		page.getByText( 'Sorry, you are not allowed to edit this item.' )
	).toBeVisible();
	expect( await statusOf( neighbours.id ) ).toBe( 'draft' );
} );

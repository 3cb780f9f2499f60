/**
 * Manage Access in the settings area (super admins only): the roles table, the Add / Edit
 * modal with All Permissions and its checks, deleting after 'Are you sure?', and a change taking
 * effect for a user of that role in another browser context.
 */
import { type Locator, type Page } from '@playwright/test';

import { expect, openAs, rest, screenshot, test } from './fixtures';

/** bin/php/test-fixtures.php's role without any permission, and its user. */
const ROLE = 'access_tester';
const ROLE_LABEL = 'Access Tester';

/** The catalogue's labels (includes/Permissions/Capabilities.php). */
const LABELS = [
	'Events, categories, tags and RSVP',
	'Speakers, organizers and groups',
	'Schedules',
	'Attendees',
	'Bookings and purchase reports',
	'Ticket scanner',
	'Their own events, bookings and attendees (vendors)',
	'Settings',
];

function manageAccess( page: Page ): Locator {
	return page.getByRole( 'region', { name: 'Manage Access' } );
}

function rowOf( page: Page, label: string ): Locator {
	return manageAccess( page )
		.getByRole( 'row' )
		.filter( {
			has: page.getByRole( 'rowheader', { name: label, exact: true } ),
		} );
}

function tagsOf( page: Page, label: string ): Locator {
	return rowOf( page, label ).getByRole( 'listitem' );
}

function checkbox( dialog: Locator, label: string ): Locator {
	return dialog.getByRole( 'checkbox', { name: label, exact: true } );
}

/**
 * Opens /settings as the admin and waits for the roles table.
 * @param browser
 */
async function openSettings(
	browser: import( '@playwright/test' ).Browser
): Promise< Page > {
	const page = await openAs( browser, 'admin', '/settings' );
	await expect(
		page.getByRole( 'heading', { name: 'Manage Access', level: 2 } )
	).toBeVisible();
	await expect( rowOf( page, 'Administrator' ) ).toBeVisible();
	return page;
}

/**
 * Adds the Access Tester role with these permissions through the modal.
 * @param page
 * @param labels
 */
async function addAccessTester( page: Page, labels: string[] ) {
	await manageAccess( page )
		.getByRole( 'button', { name: 'Add Manage Access' } )
		.click();
	const dialog = page.getByRole( 'dialog', { name: 'Add Manage Access' } );
	await dialog
		.getByRole( 'combobox', { name: 'User Role' } )
		.fill( 'Access' );
	await dialog.getByRole( 'option', { name: ROLE_LABEL } ).click();
	for ( const label of labels ) {
		await checkbox( dialog, label ).check();
	}
	await dialog.getByRole( 'button', { name: 'Save' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( tagsOf( page, ROLE_LABEL ) ).toHaveText( labels );
}

// Several screens in two browser contexts: more than the default 30 s on a busy machine.
test.describe.configure( { timeout: 90_000 } );

test.afterEach( async () => {
	const { status } = await rest(
		'admin',
		'DELETE',
		`permissions/roles/${ ROLE }`
	);
	// 404: the test took the role away itself.
	expect( [ 200, 404 ] ).toContain( status );
} );

test( 'an administrator adds, edits and deletes a role’s access', async ( {
	browser,
} ) => {
	const page = await openSettings( browser );
	await expect(
		manageAccess( page ).getByText(
			'Ensure only authorized employees have access.'
		)
	).toBeVisible();
	await expect( manageAccess( page ).getByRole( 'columnheader' ) ).toHaveText(
		[ 'User Role', 'Permissions', 'Action' ]
	);
	await expect( tagsOf( page, 'Administrator' ) ).toHaveText( LABELS );
	await expect(
		page.getByRole( 'button', { name: 'Delete Administrator' } )
	).toBeDisabled();
	await expect(
		page.getByRole( 'button', { name: 'Delete Settings Manager' } )
	).toBeEnabled();
	await expect( rowOf( page, ROLE_LABEL ) ).toHaveCount( 0 );
	await manageAccess( page ).scrollIntoViewIfNeeded();
	await screenshot( page, 'list', { fullPage: false } );

	// The checks.
	await manageAccess( page )
		.getByRole( 'button', { name: 'Add Manage Access' } )
		.click();
	const dialog = page.getByRole( 'dialog', { name: 'Add Manage Access' } );
	await dialog.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		dialog.getByText( 'Please select a role type!' )
	).toBeVisible();
	await expect(
		dialog.getByText( 'Please select at least one permission!' )
	).toBeVisible();
	await screenshot( page, 'modal-errors', { fullPage: false } );

	// All Permissions: ticking it ticks all, unticking one unticks it, unticking it clears all.
	const all = checkbox( dialog, 'All Permissions' );
	await expect( all ).not.toBeChecked();
	// Clicked, then awaited: the dialog may still be drawing the errors of the empty save.
	await all.click();
	await expect( all ).toBeChecked();
	for ( const label of LABELS ) {
		await expect( checkbox( dialog, label ) ).toBeChecked();
	}
	await expect(
		dialog.getByText( 'Please select at least one permission!' )
	).toHaveCount( 0 );
	await checkbox( dialog, 'Schedules' ).uncheck();
	await expect( all ).not.toBeChecked();
	await expect( checkbox( dialog, 'Settings' ) ).toBeChecked();
	await checkbox( dialog, 'Schedules' ).check();
	await expect( all ).toBeChecked();
	await all.uncheck();
	for ( const label of LABELS ) {
		await expect( checkbox( dialog, label ) ).not.toBeChecked();
	}

	// A role that is configured already is not offered.
	const role = dialog.getByRole( 'combobox', { name: 'User Role' } );
	await role.fill( 'Settings Man' );
	await expect( dialog.getByRole( 'option' ) ).toHaveCount( 0 );
	await role.fill( 'Access' );
	await dialog.getByRole( 'option', { name: ROLE_LABEL } ).click();
	await expect(
		dialog.getByText( 'Please select a role type!' )
	).toHaveCount( 0 );
	await dialog.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		dialog.getByText( 'Please select at least one permission!' )
	).toBeVisible();
	await checkbox( dialog, 'Schedules' ).check();
	await screenshot( page, 'modal', { fullPage: false } );
	await dialog.getByRole( 'button', { name: 'Save' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( tagsOf( page, ROLE_LABEL ) ).toHaveText( [ 'Schedules' ] );
	expect(
		( await rest( 'admin', 'GET', 'permissions/settings' ) ).body[ ROLE ]
			.permissions
	).toEqual( [ 'etn_manage_schedule' ] );

	// Edit: the role is fixed, its permissions ticked.
	await page.getByRole( 'button', { name: `Edit ${ ROLE_LABEL }` } ).click();
	const edit = page.getByRole( 'dialog', { name: 'Edit Manage Access' } );
	await expect(
		edit.getByRole( 'textbox', { name: 'User Role' } )
	).toHaveValue( ROLE_LABEL );
	await expect(
		edit.getByRole( 'textbox', { name: 'User Role' } )
	).toBeDisabled();
	await expect( checkbox( edit, 'Schedules' ) ).toBeChecked();
	await expect( checkbox( edit, 'Attendees' ) ).not.toBeChecked();
	await checkbox( edit, 'Attendees' ).check();
	await edit.getByRole( 'button', { name: 'Save' } ).click();
	await expect( edit ).toBeHidden();
	await expect( tagsOf( page, ROLE_LABEL ) ).toHaveText( [
		'Schedules',
		'Attendees',
	] );

	// Cancel leaves it; Delete after 'Are you sure?' takes it away.
	await page
		.getByRole( 'button', { name: `Delete ${ ROLE_LABEL }` } )
		.click();
	let confirm = page.getByRole( 'dialog', { name: 'Are you sure?' } );
	await expect(
		confirm.getByText( 'Are you sure you want to delete this role?' )
	).toBeVisible();
	await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( confirm ).toBeHidden();
	await expect( rowOf( page, ROLE_LABEL ) ).toBeVisible();

	await page
		.getByRole( 'button', { name: `Delete ${ ROLE_LABEL }` } )
		.click();
	confirm = page.getByRole( 'dialog', { name: 'Are you sure?' } );
	await confirm.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( confirm ).toBeHidden();
	await expect( rowOf( page, ROLE_LABEL ) ).toHaveCount( 0 );
	expect(
		( await rest( 'admin', 'GET', 'permissions/settings' ) ).body[ ROLE ]
	).toBeUndefined();
	await page.context().close();
} );

test( 'a permission granted and taken away applies to a user of the role at once', async ( {
	browser,
} ) => {
	const admin = await openSettings( browser );
	await addAccessTester( admin, [ 'Schedules' ] );

	// The tester, in a browser context of their own.
	const tester = await openAs( browser, 'accesstester', '/schedules' );
	await expect(
		tester.getByRole( 'heading', { name: 'Schedules', exact: true } )
	).toBeVisible();
	await expect( tester ).toHaveURL( /#\/schedules(\/empty)?$/ );

	// Schedules taken away (another permission stays: a role needs one).
	await admin.getByRole( 'button', { name: `Edit ${ ROLE_LABEL }` } ).click();
	const edit = admin.getByRole( 'dialog', { name: 'Edit Manage Access' } );
	await checkbox( edit, 'Schedules' ).uncheck();
	await checkbox( edit, 'Ticket scanner' ).check();
	await edit.getByRole( 'button', { name: 'Save' } ).click();
	await expect( edit ).toBeHidden();
	await expect( tagsOf( admin, ROLE_LABEL ) ).toHaveText( [
		'Ticket scanner',
	] );

	// Watched from before the reload: the message stands 1.5 s, then the page leaves.
	const denied = expect(
		tester.getByText( 'Access Denied! Redirecting...' )
	).toBeVisible();
	await tester.reload();
	await denied;
	// No area left to the tester: off to the site home.
	await tester.waitForURL( `${ process.env.EVENTIN_TEST_URL }/` );

	// Granted again, then the role entry deleted: denied again.
	await admin.getByRole( 'button', { name: `Edit ${ ROLE_LABEL }` } ).click();
	await checkbox( edit, 'Schedules' ).check();
	await edit.getByRole( 'button', { name: 'Save' } ).click();
	await expect( edit ).toBeHidden();
	await tester.goto( '/wp-admin/admin.php?page=eventin#/schedules' );
	await expect(
		tester.getByRole( 'heading', { name: 'Schedules', exact: true } )
	).toBeVisible();

	await admin
		.getByRole( 'button', { name: `Delete ${ ROLE_LABEL }` } )
		.click();
	const confirm = admin.getByRole( 'dialog', { name: 'Are you sure?' } );
	await confirm.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( rowOf( admin, ROLE_LABEL ) ).toHaveCount( 0 );
	// Watched from before the reload: the message stands 1.5 s, then the page leaves.
	const deniedAgain = expect(
		tester.getByText( 'Access Denied! Redirecting...' )
	).toBeVisible();
	await tester.reload();
	await deniedAgain;

	await tester.context().close();
	await admin.context().close();
} );

test( 'a settings manager who is not a super admin does not see Manage Access', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'settingsmanager', '/settings' );
	await expect(
		page.getByRole( 'heading', { name: 'Settings', level: 1 } )
	).toBeVisible();
	// The general settings are there…
	await expect(
		page.getByText( 'Disable categories and tags' )
	).toBeVisible();
	// …and Manage Access is not.
	await expect(
		page.getByRole( 'heading', { name: 'Manage Access' } )
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Add Manage Access' } )
	).toHaveCount( 0 );
	await page.context().close();
} );

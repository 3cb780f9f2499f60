/**
 * Speaker groups: the list (speaker counts, search, pagination, delete), the
 * create form and who may open them.
 */
import { type Page } from '@playwright/test';

import {
	expect,
	expectBottomRight,
	openAs,
	rest,
	restCreate,
	test,
	toast,
	unique,
} from './fixtures';

/**
 * Creates a speaker group through REST, as the administrator.
 * @param name
 */
async function createGroup( name: string ): Promise< number > {
	return ( await restCreate( 'speaker/categories', { name } ) ).id;
}

/**
 * Creates a speaker in a group through REST, as the administrator.
 * @param name
 * @param groupId
 */
async function createSpeaker( name: string, groupId: number ) {
	const mailbox = name.toLowerCase().replace( /[^a-z0-9]+/g, '-' );
	await restCreate( 'speakers', {
		name,
		email: `${ mailbox }@example.com`,
		category: [ 'speaker' ],
		group_ids: [ groupId ],
	} );
}

/**
 * Opens /group as an organizer manager, searched for a text.
 * @param browser
 * @param search
 */
async function openList(
	browser: import( '@playwright/test' ).Browser,
	search: string
): Promise< Page > {
	const page = await openAs( browser, 'organizermanager', '/group' );
	await page
		.getByRole( 'searchbox', { name: 'Search groups' } )
		.fill( search );
	return page;
}

/**
 * The Name cells of the table's rows (after the selection checkbox).
 * @param page
 */
function names( page: Page ) {
	return page.locator( 'tbody tr td:nth-child(2)' );
}

function summary( page: Page ) {
	return page.locator( '.eventin-term-list__summary' );
}

test.describe( 'the speaker group list', () => {
	test( 'shows a group with how many speakers it has', async ( {
		browser,
	} ) => {
		const name = unique( 'Keynotes' );
		const groupId = await createGroup( name );
		await createSpeaker( unique( 'Grace Speaker' ), groupId );

		const page = await openList( browser, name );
		await expect(
			page.getByRole( 'heading', { name: 'Speakers Group' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'columnheader', { name: 'Speakers' } )
		).toBeVisible();
		await expect( names( page ) ).toHaveText( [ name ] );
		const row = page.getByRole( 'row' ).filter( { hasText: name } );
		await expect( row.getByRole( 'cell' ) ).toHaveText( [
			'',
			name,
			'1',
			'',
		] );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 1 of 1 group'
		);
		await page.context().close();
	} );

	test( 'the search narrows the list', async ( { browser } ) => {
		const prefix = unique( 'Narrow' );
		await createGroup( `${ prefix } Alpha` );
		await createGroup( `${ prefix } Beta` );

		const page = await openList( browser, prefix );
		await expect( names( page ) ).toHaveText( [
			`${ prefix } Alpha`,
			`${ prefix } Beta`,
		] );
		await page
			.getByRole( 'searchbox', { name: 'Search groups' } )
			.fill( `${ prefix } Beta` );
		await expect( names( page ) ).toHaveText( [ `${ prefix } Beta` ] );
		await page
			.getByRole( 'searchbox', { name: 'Search groups' } )
			.fill( `${ prefix } Gamma` );
		await expect(
			page.getByText( 'No groups match your search.' )
		).toBeVisible();
		await page.context().close();
	} );

	test( 'pages through the groups: "Showing {from} - {to} of {total} groups"', async ( {
		browser,
	} ) => {
		const prefix = unique( 'Paging' );
		for ( let index = 1; index <= 12; index++ ) {
			await createGroup(
				`${ prefix } N${ String( index ).padStart( 2, '0' ) }`
			);
		}

		const page = await openList( browser, prefix );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 10 of 12 groups'
		);
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 10 );
		await page.getByRole( 'button', { name: 'Next page' } ).click();
		await expect( summary( page ) ).toHaveText(
			'Showing 11 - 12 of 12 groups'
		);
		await expect( names( page ) ).toHaveText( [
			`${ prefix } N11`,
			`${ prefix } N12`,
		] );
		await page.context().close();
	} );

	test( 'deletes a group after "Are you sure?"', async ( { browser } ) => {
		const prefix = unique( 'Delete' );
		await createGroup( `${ prefix } Keep` );
		await createGroup( `${ prefix } Drop` );

		const page = await openList( browser, prefix );
		await page
			.getByRole( 'row' )
			.filter( { hasText: `${ prefix } Drop` } )
			.getByRole( 'button', { name: 'Actions' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Are you sure?' } );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete this group?'
		);
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();

		const notice = toast( page, 'Successfully deleted the group!' );
		await expect( notice ).toBeVisible();
		await expectBottomRight( page, notice );
		await expect( names( page ) ).toHaveText( [ `${ prefix } Keep` ] );
		const { body } = await rest(
			'admin',
			'GET',
			`speaker/categories?search=${ encodeURIComponent( prefix ) }`
		);
		expect(
			body.items.map( ( group: { name: string } ) => group.name )
		).toEqual( [ `${ prefix } Keep` ] );
		await page.context().close();
	} );

	test( 'deletes the selected groups in bulk', async ( { browser } ) => {
		const prefix = unique( 'Bulk' );
		for ( const name of [ 'Drop1', 'Drop2', 'Keep' ] ) {
			await createGroup( `${ prefix } ${ name }` );
		}

		const page = await openList( browser, prefix );
		await expect( names( page ) ).toHaveCount( 3 );
		for ( const name of [ 'Drop1', 'Drop2' ] ) {
			await page
				.getByRole( 'checkbox', {
					name: `${ prefix } ${ name }`,
					exact: true,
				} )
				.check();
		}
		await page
			.locator( '.dataviews-bulk-actions-footer__container' )
			.getByRole( 'button', { name: 'Delete' } )
			.click();
		const dialog = page.getByRole( 'dialog', { name: 'Are you sure?' } );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete these groups?'
		);
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();

		await expect(
			toast( page, 'Successfully deleted the groups!' )
		).toBeVisible();
		await expect( names( page ) ).toHaveText( [ `${ prefix } Keep` ] );
		await page.context().close();
	} );
} );

test.describe( 'the speaker group create form', () => {
	test( 'an empty Group Name shows "Group Name is Required!"', async ( {
		browser,
	} ) => {
		const page = await openAs(
			browser,
			'organizermanager',
			'/group/create'
		);
		await page.getByRole( 'button', { name: 'Add New Group' } ).click();
		await expect(
			page.getByText( 'Group Name is Required!' )
		).toBeVisible();
		await expect( page.getByLabel( 'Group Name' ) ).toBeFocused();
		await expect( page ).toHaveURL( /#\/group\/create$/ );
		await page.context().close();
	} );

	test( 'creating a group returns to the list with "Successfully created group!"', async ( {
		browser,
	} ) => {
		const name = unique( 'Panelists' );
		const page = await openAs(
			browser,
			'organizermanager',
			'/group/create'
		);
		await page.getByLabel( 'Group Name' ).fill( name );
		await page.getByLabel( 'Description' ).fill( 'Afternoon panel' );
		await page.getByRole( 'button', { name: 'Add New Group' } ).click();

		await expect( page ).toHaveURL( /#\/group$/ );
		const notice = toast( page, 'Successfully created group!' );
		await expect( notice ).toBeVisible();
		await expectBottomRight( page, notice );
		await page
			.getByRole( 'searchbox', { name: 'Search groups' } )
			.fill( name );
		await expect( names( page ) ).toHaveText( [ name ] );
		await page.context().close();
	} );

	test( 'a duplicate name shows "Couldn\'t Create Speaker Group" with the server\'s reason', async ( {
		browser,
	} ) => {
		const name = unique( 'Taken' );
		await createGroup( name );
		const page = await openAs(
			browser,
			'organizermanager',
			'/group/create'
		);
		await page.getByLabel( 'Group Name' ).fill( name );
		await page.getByRole( 'button', { name: 'Add New Group' } ).click();

		const notice = toast( page, "Couldn't Create Speaker Group" );
		await expect( notice ).toBeVisible();
		await expect( notice ).toContainText(
			'A group with this name already exists.'
		);
		await expectBottomRight( page, notice );
		await expect( page ).toHaveURL( /#\/group\/create$/ );
		await expect( page.getByLabel( 'Group Name' ) ).toHaveValue( name );
		await page.context().close();
	} );
} );

test( 'organizer managers may open /group; event and schedule managers are denied', async ( {
	browser,
} ) => {
	const allowed = await openAs( browser, 'organizermanager', '/group' );
	await expect(
		allowed.getByRole( 'heading', { name: 'Speakers Group' } )
	).toBeVisible();
	await expect(
		allowed.getByRole( 'link', { name: 'Add New Group' } )
	).toBeVisible();
	await allowed.context().close();

	for ( const login of [ 'eventmanager', 'schedulemanager' ] ) {
		const page = await openAs( browser, login, '/group' );
		await expect(
			page.getByText( 'Access Denied! Redirecting...' )
		).toBeVisible();
		await expect( page ).not.toHaveURL( /#\/group$/ );
		await page.context().close();
	}
} );

/**
 * Event categories: the list, the create form, its validation message and bulk delete.
 */
import {
	DASHBOARD,
	expect,
	expectBottomRight,
	openAs,
	rest,
	test,
	unique,
} from './fixtures';

test( 'an empty Category Name shows "Category Name is Required!" and sends nothing', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'eventmanager', '/categories/create' );
	const posts: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			request.url().includes( 'event/categories' )
		) {
			posts.push( request.url() );
		}
	} );
	await page.getByLabel( 'Description' ).fill( 'No name given' );
	await page.getByRole( 'button', { name: 'Add New Category' } ).click();
	await expect(
		page.getByText( 'Category Name is Required!' )
	).toBeVisible();
	await expect( page ).toHaveURL( /#\/categories\/create$/ );
	expect( posts ).toEqual( [] );
	await page.context().close();
} );

test( 'creating a category with a parent returns to the list with a notification at the bottom right', async ( {
	browser,
} ) => {
	const parent = await rest( 'admin', 'POST', 'event/categories', {
		name: unique( 'Parent' ),
	} );
	const name = unique( 'Jazz Nights' );
	const page = await openAs( browser, 'eventmanager', '/categories/create' );
	await page.getByLabel( 'Category Name' ).fill( name );
	await page
		.getByLabel( 'Parent Category' )
		.selectOption( { label: parent.body.name } );
	await page.getByLabel( 'Description' ).fill( 'Late sets' );
	await page.getByRole( 'button', { name: 'Add New Category' } ).click();

	await expect( page ).toHaveURL( /#\/categories$/ );
	const notice = page.getByText( 'Successfully created category!' );
	await expect( notice ).toBeVisible();
	await expectBottomRight( page, notice );

	const saved = (
		await rest(
			'admin',
			'GET',
			`event/categories?search=${ encodeURIComponent( name ) }`
		)
	).body.items;
	expect( saved ).toEqual( [
		expect.objectContaining( {
			name,
			parent: parent.body.id,
			description: 'Late sets',
		} ),
	] );

	await page.getByRole( 'searchbox' ).fill( name );
	const row = page.getByRole( 'row' ).filter( { hasText: name } );
	await expect( row ).toBeVisible();
	await expect( row ).toContainText( parent.body.name );
	await expect( row ).toContainText( 'Late sets' );
	await page.context().close();
} );

test( 'the list pages, searches and shows the totals', async ( {
	browser,
} ) => {
	const prefix = unique( 'Paged' );
	for ( let i = 1; i <= 12; i++ ) {
		await rest( 'admin', 'POST', 'event/categories', {
			name: `${ prefix } ${ String( i ).padStart( 2, '0' ) }`,
		} );
	}
	const page = await openAs( browser, 'admin', '/categories' );
	for ( const column of [ 'Name', 'Description', 'Parent', 'Count' ] ) {
		await expect(
			page.getByRole( 'columnheader', { name: column } )
		).toBeVisible();
	}
	await page.getByRole( 'searchbox' ).fill( prefix );
	await expect(
		page.getByText( 'Showing 1 - 10 of 12 categories' )
	).toBeVisible();
	await expect(
		page.getByRole( 'row' ).filter( { hasText: prefix } )
	).toHaveCount( 10 );
	await page.getByRole( 'button', { name: 'Next page' } ).click();
	await expect(
		page.getByText( 'Showing 11 - 12 of 12 categories' )
	).toBeVisible();
	await expect(
		page.getByRole( 'row' ).filter( { hasText: prefix } )
	).toHaveCount( 2 );
	await page.context().close();
} );

test( 'bulk delete asks for confirmation, then deletes the selected categories', async ( {
	browser,
} ) => {
	const prefix = unique( 'Bulk' );
	for ( const suffix of [ 'A', 'B' ] ) {
		await rest( 'admin', 'POST', 'event/categories', {
			name: `${ prefix } ${ suffix }`,
		} );
	}
	const page = await openAs( browser, 'admin', '/categories' );
	await page.getByRole( 'searchbox' ).fill( prefix );
	await expect(
		page.getByRole( 'row' ).filter( { hasText: prefix } )
	).toHaveCount( 2 );
	await page
		.getByRole( 'checkbox', { name: /select all/i } )
		.first()
		.check();
	await page.getByRole( 'button', { name: 'Delete' } ).first().click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog.getByText( 'Are you sure?' ) ).toBeVisible();
	await expect(
		dialog.getByText( 'Are you sure you want to delete these categories?' )
	).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Delete' } ).click();
	await expect(
		page.getByText( 'Successfully deleted the categories!' )
	).toBeVisible();
	await expect(
		page.getByRole( 'row' ).filter( { hasText: prefix } )
	).toHaveCount( 0 );
	expect(
		(
			await rest(
				'admin',
				'GET',
				`event/categories?search=${ encodeURIComponent( prefix ) }`
			)
		).body.total_items
	).toBe( 0 );
	await page.context().close();
} );

test( 'the create page keeps working after a reload', async ( { browser } ) => {
	const page = await openAs( browser, 'admin', '/categories/create' );
	await page.reload();
	await expect( page.getByLabel( 'Category Name' ) ).toBeVisible();
	await page.goto( `${ DASHBOARD }#/categories` );
	await expect(
		page.getByRole( 'link', { name: 'Add New Category' } )
	).toBeVisible();
	await page.context().close();
} );

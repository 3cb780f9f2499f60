/**
 * Event tags: validation, success and the server's own error message.
 */
import {
	expect,
	expectBottomRight,
	openAs,
	rest,
	test,
	unique,
} from './fixtures';

test( 'an empty Tag name shows "Tag Name is Required!"', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'eventmanager', '/tags/create' );
	await page.getByRole( 'button', { name: 'Add New Tag' } ).click();
	await expect( page.getByText( 'Tag Name is Required!' ) ).toBeVisible();
	await expect( page ).toHaveURL( /#\/tags\/create$/ );
	await page.context().close();
} );

test( 'creating a tag returns to the list with "Successfully created tag!"', async ( {
	browser,
} ) => {
	const name = unique( 'Outdoor' );
	const page = await openAs( browser, 'eventmanager', '/tags/create' );
	await page.getByLabel( 'Tag name' ).fill( name );
	await page.getByLabel( 'Description' ).fill( 'Fresh air' );
	await page.getByRole( 'button', { name: 'Add New Tag' } ).click();
	await expect( page ).toHaveURL( /#\/tags$/ );
	const notice = page.getByText( 'Successfully created tag!' );
	await expect( notice ).toBeVisible();
	await expectBottomRight( page, notice );
	await page.getByRole( 'searchbox' ).fill( name );
	await expect(
		page.getByRole( 'row' ).filter( { hasText: name } )
	).toContainText( 'Fresh air' );
	await page.context().close();
} );

test( "a duplicate tag shows the server's message and stays on the form", async ( {
	browser,
} ) => {
	const name = unique( 'Taken' );
	await rest( 'admin', 'POST', 'event/tags', { name } );
	const page = await openAs( browser, 'admin', '/tags/create' );
	await page.getByLabel( 'Tag name' ).fill( name );
	await page.getByRole( 'button', { name: 'Add New Tag' } ).click();
	await expect(
		page.getByText( 'A tag with this name already exists.' )
	).toBeVisible();
	await expect( page ).toHaveURL( /#\/tags\/create$/ );
	await page.context().close();
} );

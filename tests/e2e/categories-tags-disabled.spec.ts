/**
 * disable_category_and_tags 'on' hides Add New on the lists and sends the create pages back.
 */
import { expect, openAs, rest, test } from './fixtures';

test.afterEach( async () => {
	await rest( 'admin', 'PUT', 'settings', {
		disable_category_and_tags: 'off',
	} );
} );

test( 'with categories and tags disabled there is no Add New and the create pages redirect', async ( {
	browser,
} ) => {
	expect(
		(
			await rest( 'admin', 'PUT', 'settings', {
				disable_category_and_tags: 'on',
			} )
		).status
	).toBe( 200 );
	for ( const [ list, button, title ] of [
		[ '/categories', 'Add New Category', 'Event Categories' ],
		[ '/tags', 'Add New Tag', 'Event Tags' ],
	] ) {
		const page = await openAs( browser, 'admin', list );
		await expect(
			page.getByRole( 'heading', { name: title, level: 1 } )
		).toBeVisible();
		await expect( page.getByRole( 'link', { name: button } ) ).toHaveCount(
			0
		);

		await page.goto( `/wp-admin/admin.php?page=eventin#${ list }/create` );
		await expect( page ).toHaveURL( new RegExp( `#${ list }$` ) );
		await expect(
			page.getByRole( 'heading', { name: title, level: 1 } )
		).toBeVisible();
		await page.context().close();
	}
} );

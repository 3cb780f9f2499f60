/**
 * Settings → E-mails in Chromium: the sender's name and address, a logo and the brand colour typed
 * and saved, a wrong address refused with the server's message beside its field, the values kept
 * after a reload, and the panel usable by keyboard.
 */
import { expect, openAs, rest, screenshot, test } from './fixtures';

const DEFAULTS = {
	emails: {
		sender_name: '',
		sender_address: '',
		logo_url: '',
		brand_color: '#2271b1',
	},
};

// Before as well as after: a save still in flight when a try timed out must not reach the retry.
const reset = async () => {
	expect(
		( await rest( 'admin', 'PUT', 'settings', DEFAULTS ) ).status
	).toBe( 200 );
};

test.beforeEach( reset );

test.afterEach( reset );

test( 'the admin sets who the mails come from and their colour; a wrong address is refused beside its field', async ( {
	browser,
} ) => {
	// Two saves and a reload: more than the default 30 s on a loaded machine.
	test.slow();
	const page = await openAs( browser, 'admin', '/settings' );
	const panel = page.getByRole( 'form', { name: 'E-mails' } );
	await expect(
		panel.getByRole( 'heading', { name: 'E-mails', level: 2 } )
	).toBeVisible();
	const name = panel.getByRole( 'textbox', { name: 'Sender name' } );
	const address = panel.getByRole( 'textbox', { name: 'Sender address' } );
	const logo = panel.getByRole( 'textbox', { name: 'Logo address' } );
	const colour = panel.getByRole( 'textbox', { name: 'Brand colour' } );
	const save = panel.getByRole( 'button', { name: 'Save', exact: true } );
	await expect( colour ).toHaveValue( '#2271b1' );
	await expect( save ).toBeDisabled();

	// By keyboard, field after field.
	await name.focus();
	await page.keyboard.type( 'Jazz Box Office' );
	await page.keyboard.press( 'Tab' );
	await expect( address ).toBeFocused();
	await page.keyboard.type( 'tickets at example' );
	await page.keyboard.press( 'Tab' );
	await expect( logo ).toBeFocused();
	await page.keyboard.type( 'https://cdn.example.com/logo.png' );
	await colour.fill( '#AA3300' );
	await save.click();
	const message =
		'The sender address must be an e-mail address, like tickets@example.com.';
	await expect( address ).toHaveAccessibleDescription( message );
	await expect( address ).toHaveAttribute( 'aria-invalid', 'true' );
	await screenshot( page, 'settings-emails-refused' );
	expect( ( await rest( 'admin', 'GET', 'settings' ) ).body.emails ).toEqual(
		DEFAULTS.emails
	);

	await address.fill( 'tickets@example.com' );
	await expect( address ).toHaveAttribute( 'aria-invalid', 'false' );
	await save.click();
	await expect(
		page
			.locator( '.eventin-toast' )
			.filter( { hasText: 'E-mail settings saved.' } )
			.last()
	).toBeVisible();
	await expect( save ).toBeDisabled();
	await expect( colour ).toHaveValue( '#aa3300' );
	await screenshot( page, 'settings-emails-saved' );
	expect( ( await rest( 'admin', 'GET', 'settings' ) ).body.emails ).toEqual(
		{
			sender_name: 'Jazz Box Office',
			sender_address: 'tickets@example.com',
			logo_url: 'https://cdn.example.com/logo.png',
			brand_color: '#aa3300',
		}
	);

	await page.reload();
	const again = page.getByRole( 'form', { name: 'E-mails' } );
	await expect(
		again.getByRole( 'textbox', { name: 'Sender name' } )
	).toHaveValue( 'Jazz Box Office' );
	await expect(
		again.getByRole( 'textbox', { name: 'Sender address' } )
	).toHaveValue( 'tickets@example.com' );
	await page.context().close();
} );

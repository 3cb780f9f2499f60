/**
 * The settings screen (#/settings): the general settings saved through the UI and kept after a
 * reload, registered domains checked in the browser and stored lowercase by the server, who may
 * open the screen (etn_manage_setting) and who is sent away, and the header menu entry.
 */
import { type Page } from '@playwright/test';

import {
	createEvent,
	expect,
	expectBottomRight,
	openAs,
	rest,
	screenshot,
	test,
	toast as toastOf,
	unique,
} from './fixtures';

const DEFAULTS = {
	disable_category_and_tags: 'off',
	modules: { rsvp: 'off' },
	registered_domains: [],
	vendor_new_events: 'pending',
	vendor_edit_review: 'off',
};

test.afterEach( async () => {
	expect(
		( await rest( 'admin', 'PUT', 'settings', DEFAULTS ) ).status
	).toBe( 200 );
} );

async function openSettings(
	browser: import( '@playwright/test' ).Browser,
	login: string
) {
	const page = await openAs( browser, login, '/settings' );
	await expect(
		page.getByRole( 'heading', { name: 'Settings', level: 1 } )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'General', level: 2 } )
	).toBeVisible();
	return page;
}

/**
 * The General panel's Save (the Payments panel has its own).
 * @param page
 */
const generalSave = ( page: Page ) =>
	page
		.getByRole( 'form', { name: 'General' } )
		.getByRole( 'button', { name: 'Save', exact: true } );

async function saveSettings( page: Page ) {
	const save = generalSave( page );
	await expect( save ).toBeEnabled();
	await save.click();
	// The newest toast (an earlier save's may still show).
	const toast = page
		.locator( '.eventin-toast' )
		.filter( { hasText: 'Settings saved.' } )
		.last();
	await expect( toast ).toBeVisible();
	await expectBottomRight( page, toast );
	await expect( save ).toBeDisabled();
}

async function storedSettings() {
	const { status, body } = await rest( 'admin', 'GET', 'settings' );
	expect( status ).toBe( 200 );
	return body;
}

test( 'the admin turns the RSVP module on, and it stays on after a reload', async ( {
	browser,
} ) => {
	const page = await openSettings( browser, 'admin' );
	const rsvp = page.getByRole( 'checkbox', { name: 'RSVP module' } );
	await expect( rsvp ).not.toBeChecked();
	await expect(
		page.getByRole( 'checkbox', { name: 'Disable categories and tags' } )
	).not.toBeChecked();
	// Nothing changed yet.
	await expect( generalSave( page ) ).toBeDisabled();
	await screenshot( page, 'general' );

	await rsvp.click();
	await expect( rsvp ).toBeChecked();
	await saveSettings( page );

	await page.reload();
	await expect(
		page.getByRole( 'checkbox', { name: 'RSVP module' } )
	).toBeChecked();
	const stored = await storedSettings();
	expect( stored.modules ).toEqual( { rsvp: 'on' } );
	expect( stored.disable_category_and_tags ).toBe( 'off' );
	await page.context().close();
} );

test( 'the admin sets how vendors’ events are reviewed, with the keyboard, and it stays after a reload', async ( {
	browser,
} ) => {
	const page = await openSettings( browser, 'admin' );
	const vendors = page.getByRole( 'form', { name: 'Vendors' } );
	await expect(
		vendors.getByRole( 'heading', { name: 'Vendors', level: 2 } )
	).toBeVisible();
	const pending = vendors.getByRole( 'radio', {
		name: 'Pending review (an administrator publishes them)',
	} );
	const published = vendors.getByRole( 'radio', {
		name: 'Published at once',
	} );
	const editReview = vendors.getByRole( 'checkbox', {
		name: 'Send vendors’ edits of published events back to review',
	} );
	const save = vendors.getByRole( 'button', { name: 'Save', exact: true } );
	await expect( pending ).toBeChecked();
	await expect( published ).not.toBeChecked();
	await expect( editReview ).not.toBeChecked();
	await expect( save ).toBeDisabled();

	// The radio group and the toggle work from the keyboard.
	await pending.focus();
	await page.keyboard.press( 'ArrowDown' );
	await expect( published ).toBeChecked();
	await editReview.focus();
	await page.keyboard.press( 'Space' );
	await expect( editReview ).toBeChecked();
	await save.click();
	const toast = page
		.locator( '.eventin-toast' )
		.filter( { hasText: 'Vendor settings saved.' } )
		.last();
	await expect( toast ).toBeVisible();
	await expect( save ).toBeDisabled();
	await screenshot( page, 'vendors' );

	await page.reload();
	await expect(
		page
			.getByRole( 'form', { name: 'Vendors' } )
			.getByRole( 'radio', { name: 'Published at once' } )
	).toBeChecked();
	await expect(
		page.getByRole( 'checkbox', {
			name: 'Send vendors’ edits of published events back to review',
		} )
	).toBeChecked();
	const stored = await storedSettings();
	expect( [ stored.vendor_new_events, stored.vendor_edit_review ] ).toEqual( [
		'publish',
		'on',
	] );
	await page.context().close();
} );

test( 'the admin registers domains: a wrong entry is refused, the list is stored lowercase', async ( {
	browser,
} ) => {
	const page = await openSettings( browser, 'admin' );
	const input = page.getByRole( 'textbox', { name: 'Domain' } );
	const list = page.getByRole( 'list', { name: 'Registered domains' } );
	await expect( page.getByText( 'No domains yet.' ) ).toBeVisible();

	await input.fill( 'not a domain' );
	await input.press( 'Enter' );
	await expect(
		page.getByText(
			'“not a domain” is not a domain name, like example.com.'
		)
	).toBeVisible();
	await expect( input ).toHaveAttribute( 'aria-invalid', 'true' );

	await input.fill( 'https://Events.Example.COM/tickets?id=1' );
	await expect( page.getByText( /is not a domain name/ ) ).toHaveCount( 0 );
	await page.getByRole( 'button', { name: 'Add', exact: true } ).click();
	await input.fill( '*.Example.org' );
	await input.press( 'Enter' );
	await input.fill( 'events.example.com' );
	await input.press( 'Enter' );
	await expect(
		page.getByText( 'events.example.com is already in the list.' )
	).toBeVisible();
	await input.fill( '' );
	await expect( list.getByRole( 'listitem' ) ).toHaveText( [
		'events.example.com',
		'*.example.org',
	] );
	await screenshot( page, 'domains' );

	await saveSettings( page );
	expect( ( await storedSettings() ).registered_domains ).toEqual( [
		'events.example.com',
		'*.example.org',
	] );

	await page
		.getByRole( 'button', { name: 'Remove events.example.com' } )
		.click();
	await expect( list.getByRole( 'listitem' ) ).toHaveText( [
		'*.example.org',
	] );
	await saveSettings( page );
	await page.reload();
	await expect(
		page
			.getByRole( 'list', { name: 'Registered domains' } )
			.getByRole( 'listitem' )
	).toHaveText( [ '*.example.org' ] );
	expect( ( await storedSettings() ).registered_domains ).toEqual( [
		'*.example.org',
	] );
	await page.context().close();
} );

test( 'the server normalizes domains sent to it, and names a wrong one', async () => {
	const saved = await rest( 'admin', 'PUT', 'settings', {
		registered_domains: [
			'Shop.Example.COM',
			'https://Blog.Example.com/x',
		],
	} );
	expect( saved.status ).toBe( 200 );
	expect( saved.body.registered_domains ).toEqual( [
		'shop.example.com',
		'blog.example.com',
	] );

	const refused = await rest( 'admin', 'PUT', 'settings', {
		registered_domains: [ 'example.com', 'foo bar' ],
	} );
	expect( refused.status ).toBe( 400 );
	expect(
		Object.keys( refused.body.data?.params ?? {} ).some( ( key ) =>
			/^registered_domains(\.1|\[1\])$/.test( key )
		)
	).toBe( true );
} );

test( 'a settings manager (not a super admin) opens the settings and saves them', async ( {
	browser,
} ) => {
	const page = await openSettings( browser, 'settingsmanager' );
	await expect(
		page
			.getByRole( 'navigation', { name: 'Eventin menu' } )
			.getByRole( 'link', { name: 'Settings', exact: true } )
	).toBeVisible();

	await page
		.getByRole( 'checkbox', { name: 'Disable categories and tags' } )
		.click();
	await saveSettings( page );
	expect( ( await storedSettings() ).disable_category_and_tags ).toBe( 'on' );
	await page.context().close();
} );

test( 'an event manager without etn_manage_setting is sent to the events list', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'eventmanager', '/settings' );
	await expect(
		page.getByText( 'Access Denied! Redirecting...' )
	).toBeVisible();
	await expect( page ).toHaveURL( /#\/events(\/empty)?$/ );
	await expect(
		page.getByRole( 'heading', { name: 'Events', exact: true } )
	).toBeVisible();
	await expect(
		page.getByRole( 'checkbox', { name: 'RSVP module' } )
	).toHaveCount( 0 );
	await page.context().close();
} );

async function headerMenu(
	browser: import( '@playwright/test' ).Browser,
	login: string
) {
	const page = await openAs( browser, login, '/events' );
	const menu = page.getByRole( 'navigation', { name: 'Eventin menu' } );
	await expect(
		menu.getByRole( 'link', { name: 'Events', exact: true } )
	).toBeVisible();
	return {
		page,
		entry: menu.getByRole( 'link', { name: 'Settings', exact: true } ),
	};
}

test( 'the header menu shows Settings to the admin and the settings manager only', async ( {
	browser,
} ) => {
	for ( const login of [ 'admin', 'settingsmanager' ] ) {
		const { page, entry } = await headerMenu( browser, login );
		await entry.click();
		await expect( page ).toHaveURL( /#\/settings$/ );
		await expect(
			page.getByRole( 'heading', { name: 'General', level: 2 } )
		).toBeVisible();
		await page.context().close();
	}

	const { page, entry } = await headerMenu( browser, 'eventmanager' );
	await expect( entry ).toHaveCount( 0 );
	await page.context().close();
} );

test( 'Stripe switches on only with every key and a secret key Stripe accepts; the dashboard says when paid tickets cannot be bought', async ( {
	browser,
} ) => {
	test.setTimeout( 120_000 );
	const off = {
		offline: 'off',
		stripe: 'off',
		stripe_publishable_key: '',
		stripe_secret_key: '',
		stripe_webhook_secret: '',
	};
	expect(
		( await rest( 'admin', 'PUT', 'settings', { payments: off } ) ).status
	).toBe( 200 );
	const day = new Date( Date.now() + 20 * 86400000 )
		.toISOString()
		.slice( 0, 10 );
	const event = await createEvent( {
		title: unique( 'Paid Gala' ),
		status: 'publish',
		start_date: day,
		start_time: '19:00',
		end_date: day,
		end_time: '22:00',
		tickets: [ { name: 'Standard', price: '40', capacity: 10 } ],
	} );
	try {
		const page = await openSettings( browser, 'admin' );
		const notice = page.locator( '.eventin-payments-notice' );
		await expect( notice ).toContainText( 'no way to pay is set up.' );
		await expect(
			notice.getByRole( 'link', { name: 'Set up payments' } )
		).toHaveAttribute( 'href', /admin\.php\?page=eventin#\/settings$/ );

		const payments = page.getByRole( 'form', { name: 'Payments' } );
		await payments
			.getByRole( 'checkbox', { name: 'Card payments with Stripe' } )
			.check();
		await payments
			.getByLabel( 'Publishable key' )
			.fill( 'pk_test_eventin' );
		await payments.getByLabel( 'Secret key' ).fill( 'sk_test_eventin' );
		const save = payments.getByRole( 'button', {
			name: 'Save',
			exact: true,
		} );
		await save.click();
		await expect(
			toastOf(
				page,
				'Stripe cannot take payments without the webhook signing secret. Fill it in, or switch Stripe off.'
			)
		).toBeVisible();
		await screenshot( page, 'settings-stripe-missing-secret' );
		expect(
			( await rest( 'admin', 'GET', 'settings' ) ).body.payments.stripe
		).toBe( 'off' );

		// A live secret key: Stripe (the loopback, test mode) refuses it.
		await payments
			.getByLabel( 'Webhook signing secret' )
			.fill( 'whsec_test_eventin' );
		await payments
			.getByLabel( 'Publishable key' )
			.fill( 'pk_live_eventin' );
		await payments.getByLabel( 'Secret key' ).fill( 'sk_live_eventin' );
		await save.click();
		await expect(
			toastOf(
				page,
				'Stripe did not accept the secret key. Stripe says: Invalid API Key provided: sk_live_***ntin'
			)
		).toBeVisible();

		await payments
			.getByLabel( 'Publishable key' )
			.fill( 'pk_test_eventin' );
		await payments.getByLabel( 'Secret key' ).fill( 'sk_test_eventin' );
		await save.click();
		await expect(
			toastOf( page, 'Payment settings saved.' )
		).toBeVisible();
		expect(
			( await rest( 'admin', 'GET', 'settings' ) ).body.payments.stripe
		).toBe( 'on' );
		// Paid tickets can be bought now: the next screen says nothing.
		await page.reload();
		await expect(
			page.getByRole( 'heading', { name: 'Settings', level: 1 } )
		).toBeVisible();
		await expect( notice ).toHaveCount( 0 );
		await page.context().close();
	} finally {
		await rest( 'admin', 'PUT', 'settings', { payments: off } );
		await rest( 'admin', 'DELETE', `events/${ event.id }?force=true` );
	}
} );

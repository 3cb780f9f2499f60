/**
 * The public attendee list (`[etn_pro_attendee_list]`) and the consent behind it: visitors tick
 * 'Show my name on the public attendee list' (and 'Also show my profile picture') on the ticket
 * form, for themselves and for each ticket's holder, with and without JavaScript; the list then
 * names exactly those who agreed, pictures only for those who agreed to that, never an address.
 */
import {
	createEvent,
	expect,
	publishPage,
	screenshot,
	test,
	unique,
} from './fixtures';

const LISTED = 'Show my name on the public attendee list';
const PICTURE = 'Also show my profile picture';

test( 'only the attendees who agreed at checkout are on the public list, without an address', async ( {
	browser,
} ) => {
	// Two checkouts (with and without JavaScript) and the list: over 30 s on a busy machine.
	test.slow();
	const event = await createEvent( {
		title: unique( 'Open Day' ),
		status: 'publish',
		timezone: 'Europe/Berlin',
		tickets: [ { name: 'Community', price: '0', capacity: 20 } ],
	} );
	const shop = await publishPage(
		unique( 'Open Day tickets' ),
		`[etn_pro_ticket_form event_id="${ event.id }"]`
	);

	// With JavaScript: the buyer agrees to name and picture, the second holder to nothing, the
	// third to the name only.
	const visitor = await browser.newContext( {
		viewport: { width: 1280, height: 900 },
	} );
	const page = await visitor.newPage();
	await page.goto( shop );
	const form = page.getByRole( 'form', {
		name: `Tickets for ${ event.title }`,
	} );
	const more = form.getByRole( 'button', {
		name: 'One ticket more: Community',
	} );
	await more.click();
	await more.click();
	await more.click();
	const buyer = form.getByRole( 'group', { name: 'Your details' } );
	await buyer.getByLabel( 'Name', { exact: true } ).fill( 'Ada Lovelace' );
	await buyer.getByLabel( 'E-mail' ).fill( 'ada@example.com' );
	const picture = buyer.getByRole( 'checkbox', { name: PICTURE } );
	// The picture only with the name: its box waits for the first one, and says so.
	await expect( picture ).toBeDisabled();
	await expect( picture ).toHaveAccessibleDescription(
		'Only with your name on the list.'
	);
	// By keyboard.
	await buyer.getByRole( 'checkbox', { name: LISTED } ).focus();
	await page.keyboard.press( 'Space' );
	await expect( picture ).toBeEnabled();
	await page.keyboard.press( 'Tab' );
	await expect( picture ).toBeFocused();
	await page.keyboard.press( 'Space' );
	await expect( picture ).toBeChecked();

	const second = form.getByRole( 'group', { name: 'Ticket 2: Community' } );
	await second.getByLabel( 'Same as my details' ).uncheck();
	await second
		.getByLabel( 'Name', { exact: true } )
		.fill( 'Charles Babbage' );
	await second.getByLabel( 'E-mail' ).fill( 'charles@example.com' );
	await expect(
		second.getByRole( 'checkbox', { name: LISTED } )
	).not.toBeChecked();
	const third = form.getByRole( 'group', { name: 'Ticket 3: Community' } );
	await third.getByLabel( 'Same as my details' ).uncheck();
	await third.getByLabel( 'Name', { exact: true } ).fill( 'Grace Hopper' );
	await third.getByLabel( 'E-mail' ).fill( 'grace@example.com' );
	await third.getByRole( 'checkbox', { name: LISTED } ).check();
	await expect(
		third.getByRole( 'checkbox', { name: PICTURE } )
	).toBeEnabled();
	await screenshot( page, 'consent-form' );
	await form.getByRole( 'button', { name: 'Register' } ).click();
	await expect( page.getByRole( 'status' ) ).toContainText(
		'Your booking is confirmed.'
	);
	await visitor.close();

	// Without JavaScript: the buyer's boxes are posted with the form.
	const plain = await browser.newContext( { javaScriptEnabled: false } );
	const noScript = await plain.newPage();
	await noScript.goto( shop );
	const plainForm = noScript.getByRole( 'form', {
		name: `Tickets for ${ event.title }`,
	} );
	await plainForm.getByLabel( 'Number of “Community” tickets' ).fill( '1' );
	const plainBuyer = plainForm.getByRole( 'group', {
		name: 'Your details',
	} );
	await plainBuyer
		.getByLabel( 'Name', { exact: true } )
		.fill( 'Nora Noscript' );
	await plainBuyer.getByLabel( 'E-mail' ).fill( 'nora@example.com' );
	await plainBuyer.getByRole( 'checkbox', { name: LISTED } ).check();
	await plainForm.getByRole( 'button', { name: 'Register' } ).click();
	await expect(
		noScript.getByRole( 'heading', { name: 'Your booking' } )
	).toBeVisible();
	// And one who books without agreeing.
	await noScript.goto( shop );
	await plainForm.getByLabel( 'Number of “Community” tickets' ).fill( '1' );
	await plainBuyer
		.getByLabel( 'Name', { exact: true } )
		.fill( 'Quentin Quiet' );
	await plainBuyer.getByLabel( 'E-mail' ).fill( 'quentin@example.com' );
	await plainForm.getByRole( 'button', { name: 'Register' } ).click();
	await expect(
		noScript.getByRole( 'heading', { name: 'Your booking' } )
	).toBeVisible();
	await plain.close();

	// The list, as a visitor sees it.
	const listPage = await publishPage(
		unique( 'Who is coming' ),
		`[etn_pro_attendee_list id="${ event.id }"]`
	);
	const guest = await browser.newContext( {
		viewport: { width: 1280, height: 900 },
	} );
	const view = await guest.newPage();
	await view.goto( listPage );
	const list = view.locator( '.eventin-attendee-list' );
	await expect(
		list.getByRole( 'heading', { name: '3 attendees' } )
	).toBeVisible();
	await expect(
		list
			.getByRole( 'list', { name: '3 attendees' } )
			.getByRole( 'listitem' )
	).toHaveCount( 3 );
	await expect( list.locator( '.eventin-attendee-list__name' ) ).toHaveText( [
		'Ada Lovelace',
		'Grace Hopper',
		'Nora Noscript',
	] );
	// A picture for Ada only (decorative: her name is beside it); initials for the others.
	await expect( list.locator( 'img' ) ).toHaveCount( 1 );
	await expect(
		list
			.getByRole( 'listitem' )
			.filter( { hasText: 'Ada Lovelace' } )
			.locator( 'img' )
	).toHaveAttribute( 'alt', '' );
	await expect(
		list.locator( '.eventin-attendee-list__initials' )
	).toHaveText( [ 'GH', 'NN' ] );
	const html = await list.evaluate( ( element ) => element.outerHTML );
	expect( html ).not.toContain( '@' );
	for ( const absent of [ 'Charles', 'Babbage', 'Quentin', 'example.com' ] ) {
		expect( html ).not.toContain( absent );
	}
	await screenshot( view, 'list' );

	// Without pictures, at most two names.
	const short = await publishPage(
		unique( 'Who is coming, short' ),
		`[etn_pro_attendee_list id="${ event.id }" limit="2" show_avatar="no"]`
	);
	await view.goto( short );
	await expect( list.locator( '.eventin-attendee-list__name' ) ).toHaveText( [
		'Ada Lovelace',
		'Grace Hopper',
	] );
	await expect(
		list.getByRole( 'heading', { name: 'More than 2 attendees' } )
	).toBeVisible();
	await expect( list.locator( 'img' ) ).toHaveCount( 0 );
	await guest.close();
} );

/**
 * On a phone, an event's own page offers "Get tickets" near its top, which jumps to the ticket
 * form screens below (issue 26 §10); a desktop does without it, and so does an event that sells
 * no tickets. Shot at 375 and 1280 px into shots/.
 */
import {
	createEvent,
	expect,
	inDays,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

const day = inDays( 30 );
// A description of a few screens, as the walk-through's event had.
const description = Array.from(
	{ length: 14 },
	( _, i ) =>
		`<p>Part ${ i + 1 }: a long afternoon of talks, walks and workshops around the harbour, with time for questions after each.</p>`
).join( '' );

let selling: { link: string; title: string };
let free: { link: string };

test.beforeAll( async () => {
	const fields = {
		status: 'publish',
		start_date: day,
		start_time: '10:00',
		end_date: day,
		end_time: '17:00',
		timezone: 'America/New_York',
		description,
	};
	selling = await createEvent( {
		...fields,
		title: unique( 'Harbour Days' ),
		tickets: [ { name: 'Day pass', price: '0', capacity: 50 } ],
	} );
	free = await createEvent( {
		...fields,
		title: unique( 'Harbour Walk' ),
	} );
} );

test( 'at 375 px "Get tickets" sits in the first screen and jumps to the ticket form', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, selling.link, 375 );
	const link = page.getByRole( 'link', { name: 'Get tickets', exact: true } );
	await expect( link ).toBeVisible();
	const box = ( await link.boundingBox() )!;
	expect( box.y + box.height ).toBeLessThanOrEqual( 900 );
	expect( box.height ).toBeGreaterThanOrEqual( 44 );
	const form = page.locator( '.eventin-ticket-form' );
	// The form is screens below.
	expect( ( await form.boundingBox() )!.y ).toBeGreaterThan( 1800 );
	await screenshot( page, 'top-375', { fullPage: false } );

	// By the keyboard, as by a tap.
	await link.focus();
	await page.keyboard.press( 'Enter' );
	await expect( page ).toHaveURL( /#eventin-get-tickets$/ );
	await expect
		.poll( async () => ( await form.boundingBox() )!.y )
		.toBeLessThan( 120 );
	await expect(
		form.getByRole( 'heading', { level: 2 } ).first()
	).toBeInViewport();
	// Tab goes on into the form.
	await page.keyboard.press( 'Tab' );
	await expect( form.locator( ':focus' ) ).toHaveCount( 1 );
	await screenshot( page, 'form-375', { fullPage: false } );
	await page.context().close();
} );

test( 'not at 1280 px, nor for an event that sells no tickets', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, selling.link, 1280 );
	await expect( page.locator( '.eventin-ticket-form' ) ).toBeAttached();
	await expect(
		page.getByRole( 'link', { name: 'Get tickets', exact: true } )
	).toBeHidden();
	await screenshot( page, 'top-1280', { fullPage: false } );
	await page.context().close();

	const phone = await visitAnonymous( browser, free.link, 375 );
	await expect(
		phone.getByRole( 'heading', { level: 1 } ).first()
	).toBeVisible();
	await expect( phone.locator( '.eventin-event-page' ) ).toBeVisible();
	await expect(
		phone.getByText( 'Get tickets', { exact: true } )
	).toHaveCount( 0 );
	await phone.context().close();
} );

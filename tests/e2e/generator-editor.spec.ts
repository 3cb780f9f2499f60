/**
 * The event editor and the generator screens as the walk-through found them (issue 26 §14): the
 * timezone picker finds 'New_York' as well as 'New York'; the events calendar's upcoming-list
 * settings show only while the list has a side; the ticket form's Get Script wants an event
 * (another site's page has none); the Events generator starts on upcoming events by start date.
 */
import {
	createEvent,
	expect,
	openAs,
	screenshot,
	test,
	unique,
} from './fixtures';

const getScript = ( page: import( '@playwright/test' ).Page ) =>
	page.getByRole( 'button', { name: 'Get Script', exact: true } );
const generate = ( page: import( '@playwright/test' ).Page ) =>
	page
		.getByRole( 'button', { name: 'Generate Shortcode', exact: true } )
		.click();
const shortcode = ( page: import( '@playwright/test' ).Page ) =>
	page.getByRole( 'textbox', { name: 'Shortcode', exact: true } );

test( 'the timezone picker finds New_York as well as New York', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/events/create' );
	const zone = page.getByRole( 'combobox', { name: 'Timezone' } );
	await zone.fill( 'New_York' );
	await expect(
		page.getByRole( 'option', { name: 'America/New_York', exact: true } )
	).toBeVisible();
	await screenshot( page, 'timezone-underscore' );
	await zone.fill( 'new york' );
	await expect(
		page.getByRole( 'option', { name: 'America/New York', exact: true } )
	).toBeVisible();
	await page
		.getByRole( 'option', { name: 'America/New York', exact: true } )
		.click();
	await expect( zone ).toHaveValue( 'America/New York' );
	await page.context().close();
} );

test( 'the calendar generator shows the upcoming list’s settings only beside the calendar', async ( {
	browser,
} ) => {
	const page = await openAs(
		browser,
		'eventmanager',
		'/shortcodes/events-calendar'
	);
	const side = page.getByRole( 'combobox', {
		name: 'Upcoming events beside the calendar',
	} );
	await expect( side ).toHaveValue( 'full_width' );
	const show = page.getByRole( 'checkbox', { name: 'Show upcoming events' } );
	await expect( show ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'spinbutton', { name: 'How many to show' } )
	).toHaveCount( 0 );
	await side.selectOption( 'left' );
	await expect( show ).toBeVisible();
	await show.check();
	await expect(
		page.getByRole( 'checkbox', {
			name: 'Show the upcoming events’ descriptions',
		} )
	).toBeVisible();
	await generate( page );
	await expect( shortcode( page ) ).toHaveValue(
		'[events_calendar calendar_show="left" show_upcoming_event="yes"]'
	);
	await screenshot( page, 'calendar-beside' );
	await side.selectOption( 'full_width' );
	await expect( show ).toHaveCount( 0 );
	await page.context().close();
} );

test( 'the ticket form’s Get Script wants an event first', async ( {
	browser,
} ) => {
	const day = new Date( Date.now() + 12 * 86400_000 )
		.toISOString()
		.slice( 0, 10 );
	const event = await createEvent( {
		title: unique( 'Script Fair' ),
		status: 'publish',
		start_date: day,
		start_time: '10:00',
		end_date: day,
		end_time: '12:00',
		tickets: [ { name: 'Entry', price: '0', capacity: 10 } ],
	} );
	const NEEDS =
		'Choose an event to get a script: a page on another site has no event of its own.';
	const page = await openAs(
		browser,
		'eventmanager',
		'/shortcodes/ticket-form'
	);
	await expect( page.getByText( NEEDS, { exact: true } ) ).toBeVisible();
	await generate( page );
	// The shortcode still serves this site's event pages.
	await expect( shortcode( page ) ).toHaveValue( '[etn_pro_ticket_form]' );
	await expect( getScript( page ) ).toHaveAttribute(
		'aria-disabled',
		'true'
	);
	// Disabled yet focusable: Enter asks for nothing.
	await getScript( page ).focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		page.getByRole( 'textbox', { name: 'Script', exact: true } )
	).toHaveCount( 0 );
	await screenshot( page, 'ticket-form-needs-event' );

	await page
		.getByRole( 'searchbox', { name: 'Search events' } )
		.fill( event.title );
	await page
		.getByRole( 'radio', { name: `${ event.title } (${ day })` } )
		.check();
	await expect( page.getByText( NEEDS, { exact: true } ) ).toHaveCount( 0 );
	await generate( page );
	await expect( shortcode( page ) ).toHaveValue(
		`[etn_pro_ticket_form event_id="${ event.id }"]`
	);
	await getScript( page ).click();
	await expect(
		page.getByRole( 'textbox', { name: 'Script', exact: true } )
	).toHaveValue(
		/^<script src=".*eventin-external-script\?id=\d+"><\/script>$/
	);
	await page.context().close();
} );

test( 'the Events generator starts on upcoming events by start date', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'eventmanager', '/shortcodes/events' );
	await expect(
		page.getByRole( 'combobox', { name: 'Events to show' } )
	).toHaveValue( 'upcoming' );
	await expect(
		page.getByRole( 'combobox', { name: 'Order by' } )
	).toHaveValue( 'etn_start_date' );
	await expect(
		page.getByRole( 'combobox', { name: 'Order', exact: true } )
	).toHaveValue( 'ASC' );
	await generate( page );
	await expect( shortcode( page ) ).toHaveValue(
		'[events filter_with_status="upcoming" order="ASC" orderby="etn_start_date"]'
	);
	await expect( page.getByTitle( 'Preview: Events' ) ).toHaveAttribute(
		'src',
		/filter_with_status=upcoming&order=ASC&orderby=etn_start_date/
	);
	await screenshot( page, 'events-start' );
	await page.context().close();
} );

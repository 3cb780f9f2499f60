/**
 * The shortcode generators: the grid of every widget kind with its search, and for every kind
 * its screen (Generate → the exact shortcode, Get Script disabled with its tooltip until then,
 * the script tag after), the field checks, the live preview, and who may open them.
 */
import type { Page } from '@playwright/test';

import {
	createEvent,
	expect,
	openAs,
	restCreate,
	screenshot,
	test,
	unique,
} from './fixtures';

const TOOLTIP = "Click to get script and it's only worked registered domain.";

type Change =
	| { select: string; value: string }
	| { fill: string; value: string }
	| { check: string }
	| { uncheck: string }
	| { pick: string; option: string }
	| { radio: string; option: string };

type Kind = {
	name: string;
	title: string;
	tag: string;
	/** Where the form starts, when not on the bare tag. */
	first?: string;
	/** Fields the form asks for before it makes a shortcode (or a script); `shortcode` once they are given. */
	required?: {
		changes: ( ids: Fixtures ) => Change[];
		shortcode: ( ids: Fixtures ) => string;
	};
	changes: ( ids: Fixtures ) => Change[];
	expected: ( ids: Fixtures ) => string;
};

type Fixtures = {
	event: { id: number; title: string; start_date: string };
	category: { id: number; name: string };
};

const eventLabel = ( { event }: Fixtures ) =>
	`${ event.title } (${ event.start_date })`;

/** Every kind of the catalogue, with a change of its fields and the shortcode it makes. */
const KINDS: Kind[] = [
	{
		name: 'event',
		title: 'Event card',
		tag: 'eventin_event',
		changes: ( ids ) => [ { radio: 'Event', option: eventLabel( ids ) } ],
		expected: ( { event } ) => `[eventin_event event_id="${ event.id }"]`,
	},
	{
		name: 'events-calendar',
		title: 'Events calendar',
		tag: 'events_calendar',
		changes: () => [
			{ select: 'View', value: 'dayGridMonth' },
			// Shown only once the list has a side.
			{ select: 'Upcoming events beside the calendar', value: 'right' },
			{ check: 'Show upcoming events' },
		],
		expected: () =>
			'[events_calendar calendar_view="dayGridMonth" calendar_show="right" show_upcoming_event="yes"]',
	},
	{
		name: 'events-calendar-list',
		title: 'Events calendar list',
		tag: 'etn_pro_calendar_list',
		changes: () => [ { select: 'View', value: 'listWeek' } ],
		expected: () => '[etn_pro_calendar_list calendar_view="listWeek"]',
	},
	{
		name: 'events',
		title: 'Events',
		tag: 'events',
		first: '[events filter_with_status="upcoming" order="ASC" orderby="etn_start_date"]',
		changes: ( { category } ) => [
			{ select: 'Style', value: 'event-2' },
			{ pick: 'Categories', option: category.name },
			{ fill: 'How many to show', value: '5' },
			{ select: 'Order', value: 'ASC' },
		],
		expected: ( { category } ) =>
			`[events style="event-2" event_cat_ids="${ category.id }" filter_with_status="upcoming" limit="5" order="ASC" orderby="etn_start_date"]`,
	},
	{
		name: 'events-one-line',
		title: 'Events in one line',
		tag: 'etn_pro_events_one_line',
		changes: () => [ { fill: 'How many to show', value: '4' } ],
		expected: () => '[etn_pro_events_one_line limit="4"]',
	},
	{
		name: 'events-tab',
		title: 'Events by category tabs',
		tag: 'events_tab',
		changes: () => [
			{ select: 'Style', value: 'event-4' },
			{ select: 'Columns', value: '3' },
		],
		expected: () => '[events_tab style="event-4" etn_event_col="3"]',
	},
	{
		name: 'events-slider',
		title: 'Events slider',
		tag: 'etn_pro_events_sliders',
		changes: () => [ { fill: 'Events per slide', value: '2' } ],
		expected: () => '[etn_pro_events_sliders slider_count="2"]',
	},
	{
		name: 'countdown',
		title: 'Event countdown',
		tag: 'etn_pro_countdown',
		changes: ( ids ) => [
			{
				radio: 'Event (none: the next upcoming event)',
				option: eventLabel( ids ),
			},
		],
		expected: ( { event } ) =>
			`[etn_pro_countdown event_id="${ event.id }"]`,
	},
	{
		name: 'ticket-form',
		title: 'Event ticket form',
		tag: 'etn_pro_ticket_form',
		// Get Script wants the event (another site's page has none).
		required: {
			changes: ( ids ) => [
				{
					radio: 'Event (none: the event of the page)',
					option: eventLabel( ids ),
				},
			],
			shortcode: ( { event } ) =>
				`[etn_pro_ticket_form event_id="${ event.id }"]`,
		},
		changes: ( ids ) => [
			{
				radio: 'Event (none: the event of the page)',
				option: eventLabel( ids ),
			},
			{ select: 'Style', value: 'style-2' },
			{ check: 'Hide seats left' },
		],
		expected: ( { event } ) =>
			`[etn_pro_ticket_form event_id="${ event.id }" style="style-2" hide_remaining="yes"]`,
	},
	{
		name: 'rsvp-form',
		title: 'RSVP form',
		tag: 'etn_rsvp_form',
		// Get Script wants the event (another site's page has none); the event is its only field.
		required: {
			changes: ( ids ) => [
				{
					radio: 'Event (none: the event of the page)',
					option: eventLabel( ids ),
				},
			],
			shortcode: ( { event } ) =>
				`[etn_rsvp_form event_id="${ event.id }"]`,
		},
		changes: () => [],
		expected: ( { event } ) => `[etn_rsvp_form event_id="${ event.id }"]`,
	},
	{
		name: 'attendee-list',
		title: 'Attendee list',
		tag: 'etn_pro_attendee_list',
		required: {
			changes: ( ids ) => [
				{ radio: 'Event', option: eventLabel( ids ) },
			],
			shortcode: ( { event } ) =>
				`[etn_pro_attendee_list id="${ event.id }"]`,
		},
		changes: () => [
			{ fill: 'How many to show', value: '10' },
			{ uncheck: 'Show profile pictures (only of attendees who agreed)' },
		],
		expected: ( { event } ) =>
			`[etn_pro_attendee_list id="${ event.id }" limit="10" show_avatar="no"]`,
	},
	{
		name: 'certificate',
		title: 'Certificate',
		tag: 'etn_certificate',
		changes: () => [],
		expected: () => '[etn_certificate]',
	},
	{
		name: 'frontend-dashboard',
		title: 'Frontend dashboard',
		tag: 'etn_pro_dashboard',
		changes: () => [ { select: 'Show', value: 'event-form' } ],
		expected: () => '[etn_pro_dashboard part="event-form"]',
	},
	{
		name: 'related-events',
		title: 'Related events',
		tag: 'etn_pro_related_events',
		changes: () => [ { select: 'Columns', value: '2' } ],
		expected: () => '[etn_pro_related_events etn_event_col="2"]',
	},
	{
		name: 'add-to-calendar',
		title: 'Add to calendar',
		tag: 'etn_pro_add_calendar',
		changes: ( ids ) => [
			{
				radio: 'Event (none: the event of the page)',
				option: eventLabel( ids ),
			},
		],
		expected: ( { event } ) =>
			`[etn_pro_add_calendar event_id="${ event.id }"]`,
	},
	{
		name: 'recurring-event',
		title: 'Recurring event',
		tag: 'etn_event_recurring',
		changes: () => [
			{ select: 'Events to show', value: 'upcoming' },
			{ fill: 'How many to show', value: '6' },
		],
		expected: () =>
			'[etn_event_recurring limit="6" filter_with_status="upcoming"]',
	},
	{
		name: 'event-location',
		title: 'Event locations',
		tag: 'etn_pro_event_location_list',
		changes: () => [ { fill: 'Locations to show', value: '8' } ],
		expected: () => '[etn_pro_event_location_list limit="8"]',
	},
	{
		name: 'speakers',
		title: 'Speakers',
		tag: 'speakers',
		changes: () => [
			{ select: 'Style', value: 'speaker-3' },
			{ select: 'Columns', value: '4' },
		],
		expected: () => '[speakers style="speaker-3" etn_speaker_col="4"]',
	},
	{
		name: 'organizers',
		title: 'Organizers',
		tag: 'etn_pro_organizers',
		changes: () => [ { select: 'Order by', value: 'title' } ],
		expected: () => '[etn_pro_organizers orderby="title"]',
	},
	{
		name: 'speakers-slider',
		title: 'Speakers slider',
		tag: 'etn_pro_speakers_sliders',
		changes: () => [
			{ select: 'Style', value: 'speaker-5' },
			{ fill: 'Speakers per slide', value: '4' },
		],
		expected: () =>
			'[etn_pro_speakers_sliders style="speaker-5" slider_count="4"]',
	},
	{
		name: 'schedules',
		title: 'Schedules in tabs',
		tag: 'schedules',
		changes: () => [
			{ select: 'Style', value: 'schedule-2' },
			{ select: 'Order', value: 'ASC' },
		],
		expected: () => '[schedules style="schedule-2" order="ASC"]',
	},
	{
		name: 'schedules-list',
		title: 'Schedules list',
		tag: 'schedules_list',
		changes: () => [ { select: 'Order', value: 'ASC' } ],
		expected: () => '[schedules_list order="ASC"]',
	},
];

let fixtures: Fixtures;

test.beforeAll( async () => {
	fixtures = {
		event: await createEvent( {
			title: unique( 'Shortcode Gala' ),
			status: 'publish',
			start_date: '2031-03-14',
			end_date: '2031-03-14',
			start_time: '18:00',
			end_time: '21:00',
		} ),
		category: await restCreate( 'event/categories', {
			name: unique( 'Shortcode Music' ),
		} ),
	};
} );

async function apply( page: Page, change: Change ) {
	if ( 'select' in change ) {
		await page
			.getByRole( 'combobox', { name: change.select, exact: true } )
			.selectOption( change.value );
	} else if ( 'fill' in change ) {
		await page
			.getByRole( 'spinbutton', { name: change.fill, exact: true } )
			.fill( change.value );
	} else if ( 'check' in change ) {
		await page
			.getByRole( 'checkbox', { name: change.check, exact: true } )
			.check();
	} else if ( 'uncheck' in change ) {
		await page
			.getByRole( 'checkbox', { name: change.uncheck, exact: true } )
			.uncheck();
	} else if ( 'pick' in change ) {
		const group = page.getByRole( 'group', {
			name: change.pick,
			exact: true,
		} );
		await group
			.getByRole( 'searchbox' )
			.fill( change.option.split( ' ' ).pop() as string );
		await group
			.getByRole( 'checkbox', { name: change.option, exact: true } )
			.check();
	} else {
		const group = page.getByRole( 'group', {
			name: change.radio,
			exact: true,
		} );
		await group
			.getByRole( 'searchbox' )
			.fill( change.option.split( ' (' )[ 0 ] );
		await group
			.getByRole( 'radio', { name: change.option, exact: true } )
			.check();
	}
}

/**
 * The changes a kind needs before it makes a shortcode (its required fields).
 * @param kind
 */
const requiredChanges = ( kind: Kind ) =>
	kind.required?.changes( fixtures ) ?? [];

/**
 * The shortcode of a kind at its defaults (and its required fields).
 * @param kind
 */
const firstShortcode = ( kind: Kind ) =>
	kind.required?.shortcode( fixtures ) ?? kind.first ?? `[${ kind.tag }]`;

const shortcodeField = ( page: Page ) =>
	page.getByRole( 'textbox', { name: 'Shortcode', exact: true } );
const getScript = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Get Script', exact: true } );
const generate = ( page: Page ) =>
	page
		.getByRole( 'button', { name: 'Generate Shortcode', exact: true } )
		.click();

test( 'the grid lists every kind by family and the search filters it', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/shortcodes' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Shortcodes' } )
	).toBeVisible();
	const cards = page.locator( '.eventin-shortcode-card' );
	await expect( cards ).toHaveCount( KINDS.length );
	const list = page.locator( '.eventin-shortcode-list' );
	for ( const kind of KINDS ) {
		await expect(
			list.getByRole( 'link', { name: kind.title, exact: true } )
		).toHaveAttribute(
			'href',
			new RegExp( `#/shortcodes/${ kind.name }$` )
		);
	}
	await expect( page.getByRole( 'heading', { level: 2 } ) ).toHaveText( [
		'Events',
		'Calendars',
		'Speakers',
		'Schedules',
	] );
	await screenshot( page, 'grid' );

	const search = page.getByRole( 'searchbox', { name: 'Search shortcodes' } );
	await search.fill( 'slider' );
	await expect( page.getByRole( 'heading', { level: 3 } ) ).toHaveText( [
		'Events slider',
		'Speakers slider',
	] );
	await search.fill( 'calendar' );
	await expect( page.getByRole( 'heading', { level: 3 } ) ).toHaveText( [
		'Add to calendar',
		'Events calendar',
		'Events calendar list',
	] );
	await page
		.getByRole( 'combobox', { name: 'Family' } )
		.selectOption( 'calendars' );
	await expect( page.getByRole( 'heading', { level: 3 } ) ).toHaveText( [
		'Events calendar',
		'Events calendar list',
	] );
	await search.fill( 'no such widget' );
	await expect( cards ).toHaveCount( 0 );
	await expect(
		page.getByText( 'No shortcode matches your search.' )
	).toBeVisible();
	await search.fill( '' );
	await page.getByRole( 'combobox', { name: 'Family' } ).selectOption( '' );
	await list
		.getByRole( 'link', { name: 'Events calendar list', exact: true } )
		.click();
	await expect( page ).toHaveURL( /#\/shortcodes\/events-calendar-list$/ );
	await expect(
		page.getByRole( 'heading', { level: 2, name: 'Events calendar list' } )
	).toBeVisible();
	await page.context().close();
} );

for ( const kind of KINDS ) {
	test( `${ kind.title }: Generate gives [${ kind.tag }] and its changes, then Get Script gives the script tag`, async ( {
		browser,
	} ) => {
		const page = await openAs(
			browser,
			'eventmanager',
			`/shortcodes/${ kind.name }`
		);
		await expect(
			page.getByRole( 'heading', { level: 2, name: kind.title } )
		).toBeVisible();
		// The pickers have their choices: nothing moves any more.
		await expect(
			page.locator( '.eventin-widget-ids__list[aria-busy="true"]' )
		).toHaveCount( 0 );
		await expect(
			page.locator( '.eventin-widget-preview__loading' )
		).toHaveCount( 0 );
		// The pointer comes from elsewhere once the button is in view (a tooltip opens on a
		// pointer that moves onto it, not on a page scrolled under it).
		await getScript( page ).scrollIntoViewIfNeeded();
		await page.mouse.move( 0, 0 );
		// Disabled until a shortcode is generated (yet focusable), with its tooltip on hover and
		// on focus.
		await expect( getScript( page ) ).toBeDisabled();
		await expect( getScript( page ) ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		await getScript( page ).hover();
		await expect(
			page.getByText( TOOLTIP, { exact: true } )
		).toBeVisible();
		await page.mouse.move( 0, 0 );
		await expect( page.getByText( TOOLTIP, { exact: true } ) ).toBeHidden();
		await getScript( page ).focus();
		await expect( getScript( page ) ).toBeFocused();
		await expect(
			page.getByText( TOOLTIP, { exact: true } )
		).toBeVisible();
		// Enter on the disabled button asks for nothing.
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'textbox', { name: 'Script', exact: true } )
		).toHaveCount( 0 );
		await expect( shortcodeField( page ) ).toHaveCount( 0 );

		for ( const change of requiredChanges( kind ) ) {
			await apply( page, change );
		}
		await generate( page );
		await expect( shortcodeField( page ) ).toHaveValue(
			firstShortcode( kind )
		);
		await expect( getScript( page ) ).toBeEnabled();

		const changes = kind.changes( fixtures );
		for ( const change of changes ) {
			await apply( page, change );
		}
		// Changed since generated: regenerate before scripting (a kind with only its required
		// field has nothing more to change).
		await expect( getScript( page ) ).toBeEnabled( {
			enabled: ! changes.length,
		} );
		await generate( page );
		await expect( shortcodeField( page ) ).toHaveValue(
			kind.expected( fixtures )
		);

		const answer = page.waitForResponse(
			( response ) =>
				response.url().includes( 'shortcodes%2Fscript' ) ||
				response.url().includes( 'shortcodes/script' )
		);
		await getScript( page ).click();
		expect( ( await answer ).request().postDataJSON() ).toEqual( {
			post_name: kind.name,
			shortcode: kind.expected( fixtures ),
		} );
		await expect(
			page.getByRole( 'textbox', { name: 'Script', exact: true } )
		).toHaveValue(
			new RegExp(
				`^<script src="${ process.env.EVENTIN_TEST_URL }/eventin-external-script\\?id=\\d+"></script>$`
			)
		);
		await page.context().close();
	} );
}

test( 'the attendee list needs its event before it makes a shortcode', async ( {
	browser,
} ) => {
	const page = await openAs(
		browser,
		'eventmanager',
		'/shortcodes/attendee-list'
	);
	await expect(
		page.locator( '.eventin-widget-ids__list[aria-busy="true"]' )
	).toHaveCount( 0 );
	await generate( page );
	await expect(
		page.getByText( 'Choose an event.', { exact: true } )
	).toBeVisible();
	// The picker says why (its description) and its search takes the focus.
	await expect(
		page.locator( 'fieldset.eventin-widget-ids' )
	).toHaveAccessibleDescription( 'Choose an event.' );
	await expect(
		page.getByRole( 'searchbox', { name: 'Search events' } )
	).toBeFocused();
	await expect( shortcodeField( page ) ).toHaveCount( 0 );
	await screenshot( page, 'attendee-list-required' );
	await apply( page, {
		radio: 'Event',
		option: eventLabel( fixtures ),
	} );
	await expect(
		page.getByText( 'Choose an event.', { exact: true } )
	).toHaveCount( 0 );
	await generate( page );
	await expect( shortcodeField( page ) ).toHaveValue(
		`[etn_pro_attendee_list id="${ fixtures.event.id }"]`
	);
	await page.context().close();
} );

test( 'the speakers slider count must be from 1 to 10', async ( {
	browser,
} ) => {
	const page = await openAs(
		browser,
		'admin',
		'/shortcodes/speakers-slider'
	);
	const count = page.getByRole( 'spinbutton', {
		name: 'Speakers per slide',
	} );
	for ( const bad of [ '0', '11' ] ) {
		await count.fill( bad );
		await generate( page );
		await expect( count ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect(
			page.getByText( 'Enter a whole number from 1 to 10.' )
		).toBeVisible();
		await expect( count ).toBeFocused();
		await expect( shortcodeField( page ) ).toHaveCount( 0 );
	}
	await count.fill( '10' );
	await expect(
		page.getByText( 'Enter a whole number from 1 to 10.' )
	).toHaveCount( 0 );
	await generate( page );
	await expect( shortcodeField( page ) ).toHaveValue(
		'[etn_pro_speakers_sliders slider_count="10"]'
	);
	await page.context().close();
} );

test( 'the preview renders the widget of the form in the site’s theme', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/shortcodes/events' );
	const frame = page.frameLocator( 'iframe[title="Preview: Events"]' );
	await expect( frame.locator( '.eventin-preview-root' ) ).toBeVisible();
	// No admin bar in the preview, and none of its styles: its margin left a gap above the widget.
	await expect( frame.locator( '#wpadminbar' ) ).toHaveCount( 0 );
	await expect( frame.locator( '#admin-bar-css' ) ).toHaveCount( 0 );
	expect(
		await frame
			.locator( 'html' )
			.evaluate( ( html ) => getComputedStyle( html ).marginTop )
	).toBe( '0px' );
	await page
		.getByRole( 'spinbutton', { name: 'How many to show' } )
		.fill( '2' );
	await page.getByRole( 'combobox', { name: 'Columns' } ).selectOption( '2' );
	await expect(
		page.locator( 'iframe[title="Preview: Events"]' )
	).toHaveAttribute(
		'src',
		/eventin-widget-preview=events&filter_with_status=upcoming&limit=2&order=ASC&orderby=etn_start_date&etn_event_col=2$/
	);
	await expect( frame.locator( '.eventin-preview-root' ) ).toBeVisible();
	await expect(
		page.locator( '.eventin-widget-preview__loading' )
	).toHaveCount( 0 );
	await screenshot( page, 'form-preview' );

	await generate( page );
	await getScript( page ).click();
	await expect(
		page.getByRole( 'textbox', { name: 'Script', exact: true } )
	).toHaveValue( /eventin-external-script\?id=\d+/ );
	await page
		.getByRole( 'textbox', { name: 'Script', exact: true } )
		.scrollIntoViewIfNeeded();
	await screenshot( page, 'script', { fullPage: false } );

	await page.setViewportSize( { width: 375, height: 800 } );
	await generate( page );
	await expect( shortcodeField( page ) ).toHaveValue(
		'[events filter_with_status="upcoming" limit="2" order="ASC" orderby="etn_start_date" etn_event_col="2"]'
	);
	await screenshot( page, 'phone' );
	await page.context().close();
} );

test( 'the preview page answers 403 and no widget to a subscriber', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'subscriber', '/shortcodes' );
	const response = await page.request.get(
		'/?eventin-widget-preview=events'
	);
	expect( response.status() ).toBe( 403 );
	expect( await response.text() ).toBe(
		'Sorry, you are not allowed to preview widgets.'
	);
	expect( response.headers()[ 'x-frame-options' ] ).toBe( 'SAMEORIGIN' );
	await page.context().close();
} );

test( 'users without etn_manage_event get Access Denied', async ( {
	browser,
} ) => {
	for ( const login of [ 'organizermanager', 'schedulemanager' ] ) {
		const page = await openAs( browser, login, '/shortcodes/events' );
		await expect(
			page.getByText( 'Access Denied! Redirecting...' )
		).toBeVisible();
		await expect(
			page
				.getByRole( 'navigation', { name: 'Eventin menu' } )
				.getByRole( 'link', { name: 'Shortcodes' } )
		).toHaveCount( 0 );
		await page.context().close();
	}
} );

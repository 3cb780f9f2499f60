/**
 * The shortcode generators: the grid of every widget kind with its search; end to end for a
 * handful of kinds (END_TO_END) their screen (Generate → the exact shortcode, Get Script disabled
 * with its tooltip until then, the script tag after); the field checks, the live preview, and who
 * may open them. Every kind's changes and exact shortcode (the table in
 * src/features/shortcodes/generator/test/kinds.ts) are driven by the unit test
 * src/features/shortcodes/generator/test/shortcode-kinds.test.tsx, against a mocked REST API.
 */
import type { Page } from '@playwright/test';

import {
	eventLabel,
	firstShortcode,
	KINDS,
	requiredChanges,
	type Change,
	type Fixtures,
} from '../../src/features/shortcodes/generator/test/kinds';
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

/**
 * The kinds driven end to end: together they use every kind of change (select, fill, check,
 * uncheck, a category picked, an event chosen) and the required event (ticket form, attendee
 * list) against the real site and its choices.
 */
const END_TO_END = [
	'events-calendar',
	'events',
	'ticket-form',
	'attendee-list',
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

for ( const kind of KINDS.filter( ( { name } ) =>
	END_TO_END.includes( name )
) ) {
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

		for ( const change of requiredChanges( kind, fixtures ) ) {
			await apply( page, change );
		}
		await generate( page );
		await expect( shortcodeField( page ) ).toHaveValue(
			firstShortcode( kind, fixtures )
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

/**
 * Accessibility: axe (WCAG 2.x A/AA and best practices) on every route of the dashboard, its lists
 * with rows, its forms new and filled, the dialogs and menus they open, and every public widget kind
 * of the catalogue with the ticket form's booking and ticket pages: no serious or critical
 * violation. Admin screens are scanned inside the app's root (#eventin-dashboard) and the dialogs,
 * menus and popovers it portals to the body, not WordPress's own admin chrome; public pages inside
 * the widgets' markup. Then the main flows with the keyboard only: create an event, generate a
 * shortcode and get its script, book a ticket, refund a booking.
 *
 * The routes come from the source: every `path: PATHS.x` of src/app/routes/index.ts (and of each
 * feature's src/features/<name>/index.ts) must have its
 * visits in ADMIN_VISITS (a route added later fails here until it is scanned), the event editor's
 * sub-pages come from EVENT_EDITOR_PAGES and the widget kinds from build/widgets.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { EVENT_EDITOR_PAGES } from '../../src/admin/paths';
import { PATHS } from '../../src/features/paths';
import {
	createEvent,
	DASHBOARD,
	expect,
	inDays,
	openAs,
	publishPage,
	rest,
	restCreate,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

const ROOT = path.resolve( __dirname, '../..' );

/** Where the app's screens, dialogs and popovers are: ours, not the admin chrome's. */
const ADMIN_SCOPE = [
	'#eventin-dashboard',
	'.components-modal__screen-overlay',
	'.components-popover',
	// Menus and dialogs portalled to the body, not WordPress's toolbar and admin menu (role="menu"
	// lists of their own): an include inside an exclude would count again.
	'[role="menu"]:not(#wpadminbar *):not(#adminmenumain *)',
	'[role="dialog"]:not(#wpadminbar *):not(#adminmenumain *)',
];

type Violation = {
	id: string;
	impact?: string | null;
	help: string;
	helpUrl: string;
	nodes: Array< { target: unknown[]; failureSummary?: string } >;
};

/** Every screen, dialog and widget scanned, and what axe found there. */
const scanned: string[] = [];

/**
 * Runs axe over the parts of the page that are ours and expects (softly, so one run lists every
 * screen's violations) no serious or critical violation.
 * @param page
 * @param name    What is scanned, for the report.
 * @param scope   CSS selectors of our markup; those absent from the page are left out.
 * @param exclude CSS selectors inside them left out.
 */
async function scan(
	page: Page,
	name: string,
	scope: string[],
	exclude: string[] = []
) {
	const present: string[] = [];
	for ( const selector of scope ) {
		if ( ( await page.locator( selector ).count() ) > 0 ) {
			present.push( selector );
		}
	}
	expect( present, `${ name }: none of ${ scope.join( ', ' ) }` ).not.toEqual(
		[]
	);
	// Only the violations are gathered: the passes' nodes would double the time of a scan.
	let builder = new AxeBuilder( { page } ).options( {
		resultTypes: [ 'violations' ],
	} );
	for ( const selector of present ) {
		builder = builder.include( selector );
	}
	for ( const selector of exclude ) {
		builder = builder.exclude( selector );
	}
	const started = Date.now();
	const { violations } = await builder.analyze();
	const serious = ( violations as Violation[] ).filter(
		( violation ) =>
			violation.impact === 'serious' || violation.impact === 'critical'
	);
	const lesser = ( violations as Violation[] )
		.filter( ( violation ) => ! serious.includes( violation ) )
		.map(
			( violation ) =>
				`${ violation.id } (${ violation.impact }) at ${ violation.nodes[ 0 ]?.target.join( ' ' ) }`
		);
	scanned.push(
		`${ name } (${ Date.now() - started } ms)${
			lesser.length ? `; also ${ lesser.join( ', ' ) }` : ''
		}`
	);
	expect
		.soft(
			serious.map( describe ),
			`axe: serious or critical violations on ${ name }`
		)
		.toEqual( [] );
}

/**
 * One violation as lines a person can act on: rule, impact, help, and each element with its fix.
 * @param violation
 */
function describe( violation: Violation ): string {
	const nodes = violation.nodes
		.slice( 0, 5 )
		.map(
			( node ) =>
				`    at ${ node.target.join( ' ' ) }\n      ${ (
					node.failureSummary ?? ''
				).replace( /\n/g, '\n      ' ) }`
		)
		.join( '\n' );
	const more =
		violation.nodes.length > 5
			? `\n    … and ${ violation.nodes.length - 5 } more`
			: '';
	return `${ violation.id } (${ violation.impact }): ${ violation.help } ${ violation.helpUrl }\n${ nodes }${ more }`;
}

/**
 * Scans a dashboard screen. The shortcode generator's preview frame holds a public widget, which
 * the widget pages scan.
 * @param page
 * @param name
 */
const scanAdmin = ( page: Page, name: string ) =>
	scan( page, name, ADMIN_SCOPE, [ '.eventin-widget-preview__frame' ] );

/**
 * Waits until a dashboard screen has drawn: its h1, and nothing loading any more.
 * @param page
 */
async function settle( page: Page ) {
	const app = page.locator( '#eventin-dashboard' );
	await expect( app.locator( 'h1' ).first() ).toBeVisible();
	await expect(
		app.locator(
			'.components-spinner, [aria-busy="true"], .eventin-widget-preview__loading'
		)
	).toHaveCount( 0 );
}

/**
 * Goes to a dashboard route in the open page (a hash change, no reload) and waits for it.
 * @param page
 * @param route
 */
async function go( page: Page, route: string ) {
	await page.goto( `${ DASHBOARD }#${ route }` );
	await settle( page );
}

/**
 * A dialog by its name, once open.
 * @param page
 * @param name
 */
async function dialog( page: Page, name: string | RegExp ): Promise< Locator > {
	const found = page.getByRole( 'dialog', { name } );
	await expect( found ).toBeVisible();
	return found;
}

/**
 * Opens a row's 'More actions' menu.
 * @param page
 * @param label The row's item, as the button names it.
 */
async function openMore( page: Page, label: string ): Promise< Locator > {
	const name = `More actions for “${ label }”`;
	await page.getByRole( 'button', { name } ).click();
	const menu = page.getByRole( 'menu', { name } );
	await expect( menu ).toBeVisible();
	return menu;
}

/**
 * Closes the open dialog with Escape; the focus goes back to what opened it.
 * @param page
 * @param opener The button that opened it (or the menu it was chosen from).
 */
const closeDialog = async ( page: Page, opener: Locator ) => {
	await page.keyboard.press( 'Escape' );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await expect( opener ).toBeFocused();
};

/**
 * A row's 'More actions' button.
 * @param page
 * @param label The row's item, as the button names it.
 */
const moreButton = ( page: Page, label: string ) =>
	page.getByRole( 'button', { name: `More actions for “${ label }”` } );

const day = inDays( 25 );

type Fixtures = {
	event: {
		id: number;
		title: string;
		link: string;
		tickets: Array< { id: number } >;
	};
	category: { id: number; name: string };
	tag: { id: number; name: string };
	group: { id: number; name: string };
	speaker: { id: number; name: string };
	schedule: { id: number; title: string };
	attendee: { id: number; name: string };
	booking: { id: number };
};
let data: Fixtures;

/**
 * The screens of each route of APP_ROUTES (keyed by its PATHS name), each a route to open and what
 * to do there: scan it, and open and scan its dialogs and menus. Typed by PATHS, so a path added
 * there without visits does not compile, and checked against routes/index.ts below.
 */
const ADMIN_VISITS: Record<
	keyof typeof PATHS,
	( page: Page ) => Promise< void >
> = {
	events: async ( page ) => {
		await go( page, '/events' );
		await page
			.getByRole( 'searchbox', { name: 'Search events' } )
			.fill( data.event.title );
		await expect(
			page.getByRole( 'button', {
				name: `More actions for “${ data.event.title }”`,
			} )
		).toBeVisible();
		await settle( page );
		await scanAdmin( page, '/events (a row)' );
		const menu = await openMore( page, data.event.title );
		await scanAdmin( page, '/events: row menu' );
		await menu.getByRole( 'menuitem', { name: 'Get Script' } ).click();
		const script = await dialog( page, 'Get Script' );
		await expect( script.getByRole( 'textbox' ) ).not.toHaveValue( '' );
		await scanAdmin( page, '/events: Get Script dialog' );
		await closeDialog( page, moreButton( page, data.event.title ) );
		await (
			await openMore( page, data.event.title )
		)
			.getByRole( 'menuitem', { name: 'Delete' } )
			.click();
		await dialog( page, 'Are you sure?' );
		await scanAdmin( page, '/events: delete confirmation' );
		await closeDialog( page, moreButton( page, data.event.title ) );
	},
	eventsEmpty: async ( page ) => {
		await go( page, PATHS.eventsEmpty );
		await scanAdmin( page, PATHS.eventsEmpty );
	},
	eventCreate: async ( page ) => {
		await go( page, PATHS.eventCreate );
		await scanAdmin( page, PATHS.eventCreate );
		// The form's messages.
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( page.getByLabel( 'Title' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await scanAdmin( page, `${ PATHS.eventCreate } (errors)` );
	},
	eventEdit: async ( page ) => {
		for ( const slug of EVENT_EDITOR_PAGES ) {
			const route = `/events/create/${ data.event.id }/${ slug }`;
			await go( page, route );
			await expect(
				page.locator( '#eventin-dashboard h2' ).first()
			).toBeVisible();
			await scanAdmin( page, route );
		}
		// The unsaved-changes guard.
		await go( page, `/events/create/${ data.event.id }/basic` );
		await page.getByLabel( 'Title' ).fill( 'Changed' );
		await page.getByRole( 'link', { name: 'Go Back' } ).click();
		await dialog( page, /unsaved/i );
		await scanAdmin( page, 'event editor: unsaved changes dialog' );
		await page.getByRole( 'button', { name: 'Leave' } ).click();
	},
	// Every list's Delete asks in the same dialog (list-actions/delete.tsx): /events scans it.
	categories: async ( page ) => {
		await go( page, PATHS.categories );
		await scanAdmin( page, `${ PATHS.categories } (rows)` );
	},
	categoryCreate: async ( page ) => {
		await go( page, PATHS.categoryCreate );
		await scanAdmin( page, PATHS.categoryCreate );
	},
	tags: async ( page ) => {
		await go( page, PATHS.tags );
		await scanAdmin( page, `${ PATHS.tags } (rows)` );
	},
	tagCreate: async ( page ) => {
		await go( page, PATHS.tagCreate );
		await scanAdmin( page, PATHS.tagCreate );
	},
	speakers: async ( page ) => {
		await go( page, PATHS.speakers );
		await scanAdmin( page, `${ PATHS.speakers } (rows)` );
	},
	speakerCreate: async ( page ) => {
		await go( page, PATHS.speakerCreate );
		await scanAdmin( page, PATHS.speakerCreate );
	},
	speakerEdit: async ( page ) => {
		const route = `/speakers/edit/${ data.speaker.id }`;
		await go( page, route );
		await expect( page.getByLabel( 'Name', { exact: true } ) ).toHaveValue(
			data.speaker.name
		);
		await scanAdmin( page, route );
	},
	speakerGroups: async ( page ) => {
		await go( page, PATHS.speakerGroups );
		await scanAdmin( page, `${ PATHS.speakerGroups } (rows)` );
	},
	speakerGroupCreate: async ( page ) => {
		await go( page, PATHS.speakerGroupCreate );
		await scanAdmin( page, PATHS.speakerGroupCreate );
	},
	schedules: async ( page ) => {
		await go( page, PATHS.schedules );
		await scanAdmin( page, `${ PATHS.schedules } (rows)` );
	},
	schedulesEmpty: async ( page ) => {
		await go( page, PATHS.schedulesEmpty );
		await scanAdmin( page, PATHS.schedulesEmpty );
	},
	scheduleCreate: async ( page ) => {
		await go( page, PATHS.scheduleCreate );
		await scanAdmin( page, PATHS.scheduleCreate );
	},
	scheduleEdit: async ( page ) => {
		const route = `/schedules/edit/${ data.schedule.id }`;
		await go( page, route );
		await scanAdmin( page, route );
	},
	shortcodes: async ( page ) => {
		await go( page, PATHS.shortcodes );
		await scanAdmin( page, PATHS.shortcodes );
	},
	shortcodeGenerator: async ( page ) => {
		for ( const name of formCover() ) {
			const route = `/shortcodes/${ name }`;
			await go( page, route );
			await scanAdmin( page, route );
		}
		// Generated, then its script.
		await go( page, '/shortcodes/events' );
		await page
			.getByRole( 'button', { name: 'Generate Shortcode', exact: true } )
			.click();
		await expect(
			page.getByRole( 'textbox', { name: 'Shortcode', exact: true } )
		).toHaveValue(
			'[events filter_with_status="upcoming" order="ASC" orderby="etn_start_date"]'
		);
		await page
			.getByRole( 'button', { name: 'Get Script', exact: true } )
			.click();
		await expect(
			page.getByRole( 'textbox', { name: 'Script', exact: true } )
		).not.toHaveValue( '' );
		await scanAdmin( page, '/shortcodes/events: shortcode and script' );
	},
	attendees: async ( page ) => {
		await go( page, PATHS.attendees );
		await scanAdmin( page, `${ PATHS.attendees } (rows)` );
		await page.getByRole( 'button', { name: 'Add attendee' } ).click();
		await dialog( page, /Add attendee/i );
		await scanAdmin( page, `${ PATHS.attendees }: Add attendee dialog` );
		await closeDialog(
			page,
			page.getByRole( 'button', { name: 'Add attendee' } )
		);
	},
	attendeesEvent: async ( page ) => {
		const route = `/attendees/event/${ data.event.id }`;
		await go( page, route );
		await scanAdmin( page, route );
	},
	attendeeEdit: async ( page ) => {
		const route = `/attendees/edit/${ data.attendee.id }`;
		await go( page, route );
		await scanAdmin( page, route );
	},
	purchaseReport: async ( page ) => {
		await go( page, PATHS.purchaseReport );
		await expect(
			page.locator( '.eventin-sales-chart canvas' )
		).toBeVisible();
		await scanAdmin( page, PATHS.purchaseReport );
	},
	purchaseReportEvent: async ( page ) => {
		const route = `/purchase-report/${ data.event.id }`;
		await go( page, route );
		await scanAdmin( page, route );
		const label = `#${ data.booking.id }`;
		await (
			await openMore( page, label )
		)
			.getByRole( 'menuitem', { name: 'Refund Booking' } )
			.click();
		await dialog( page, 'Refund Booking' );
		await scanAdmin( page, `${ route }: Refund Booking dialog` );
		await closeDialog( page, moreButton( page, label ) );
		await page
			.getByRole( 'button', { name: /View details/ } )
			.first()
			.click();
		await dialog( page, `Booking ${ label }` );
		await scanAdmin( page, `${ route }: booking details dialog` );
		await closeDialog(
			page,
			page.getByRole( 'button', { name: /View details/ } ).first()
		);
	},
	// The RSVP screens (the module is on: beforeAll); the event takes no RSVPs, so its
	// report is the empty list. tests/e2e/rsvp-report.spec.ts drives them with responses.
	rsvpReport: async ( page ) => {
		await go( page, PATHS.rsvpReport );
		await scanAdmin( page, PATHS.rsvpReport );
	},
	rsvpReportCreate: async ( page ) => {
		await go( page, PATHS.rsvpReportCreate );
		await scanAdmin( page, PATHS.rsvpReportCreate );
	},
	rsvpReportEvent: async ( page ) => {
		const route = `/rsvp-report/${ data.event.id }`;
		await go( page, route );
		await scanAdmin( page, route );
	},
	settings: async ( page ) => {
		await go( page, PATHS.settings );
		await expect(
			page.getByRole( 'heading', { name: 'Manage Access', level: 2 } )
		).toBeVisible();
		await scanAdmin( page, PATHS.settings );
		const add = page.getByRole( 'button', { name: 'Add Manage Access' } );
		await add.click();
		await dialog( page, 'Add Manage Access' );
		await scanAdmin(
			page,
			`${ PATHS.settings }: Add Manage Access dialog`
		);
		await closeDialog( page, add );
	},
	license: async ( page ) => {
		await go( page, PATHS.license );
		await scanAdmin( page, PATHS.license );
	},
	jobs: async ( page ) => {
		// A failed job, so that the list has a row with Retry (tests/rest/jobs-panel.php).
		const hook = 'eventin_test_a11y_job';
		const helper = path.join( ROOT, 'tests/rest/jobs-panel.php' );
		execFileSync( 'php', [ helper, 'fail', hook, 'Report', 'It failed.' ] );
		try {
			await go( page, PATHS.jobs );
			await page
				.getByRole( 'searchbox', { name: 'Search jobs' } )
				.fill( hook );
			await expect(
				page.getByRole( 'button', { name: 'Retry' } )
			).toHaveCount( 1 );
			await scanAdmin( page, `${ PATHS.jobs } (a failed job)` );
		} finally {
			execFileSync( 'php', [ helper, 'delete', hook ] );
		}
	},
};

/** The widget catalogue as built (build/widgets.json): kind → tag and fields. */
const WIDGETS: Record<
	string,
	{
		tag: string;
		fields: Record<
			string,
			{ type: string; source?: string; multiple?: boolean }
		>;
	}
> = JSON.parse(
	fs.readFileSync( path.join( ROOT, 'build/widgets.json' ), 'utf8' )
);

/**
 * The widget kinds whose generator forms hold every kind of field there is (type, picker source,
 * one or many): every kind's form is WidgetFields over its fields, so these show every control
 * the generator draws, in far less time than all twenty. A field of a new shape adds its kind.
 */
function formCover(): string[] {
	const shape = ( field: {
		type: string;
		source?: string;
		multiple?: boolean;
	} ) => [ field.type, field.source ?? '', field.multiple ?? '' ].join( ':' );
	const shapes = ( name: string ) =>
		Object.values( WIDGETS[ name ].fields ).map( shape );
	const left = new Set( Object.keys( WIDGETS ).flatMap( shapes ) );
	const chosen: string[] = [];
	while ( left.size > 0 ) {
		const best = Object.keys( WIDGETS ).reduce( ( a, b ) =>
			shapes( b ).filter( ( x ) => left.has( x ) ).length >
			shapes( a ).filter( ( x ) => left.has( x ) ).length
				? b
				: a
		);
		chosen.push( best );
		shapes( best ).forEach( ( x ) => left.delete( x ) );
	}
	return chosen;
}

test.beforeAll( async () => {
	await rest( 'admin', 'PUT', 'settings', {
		currency: 'USD',
		payments: { offline: 'on', offline_instructions: 'Pay at the door.' },
		// The event editor's RSVP sub-page has its form only with the module on.
		modules: { rsvp: 'on' },
	} );
	const category = await restCreate( 'event/categories', {
		name: unique( 'A11y Category' ),
	} );
	const tag = await restCreate( 'event/tags', {
		name: unique( 'A11y Tag' ),
	} );
	const group = await restCreate( 'speaker/categories', {
		name: unique( 'A11y Group' ),
	} );
	const speaker = await restCreate( 'speakers', {
		name: unique( 'Alex Access' ),
		email: `${ unique( 'alex' ).replace( /\W/g, '' ) }@example.com`,
		category: [ 'speaker' ],
		group_ids: [ group.id ],
	} );
	const schedule = JSON.parse(
		fs.readFileSync( process.env.EVENTIN_TEST_FIXTURES as string, 'utf8' )
	).schedule;
	const event = await createEvent( {
		title: unique( 'A11y Summit' ),
		status: 'publish',
		start_date: day,
		end_date: day,
		timezone: 'Europe/Berlin',
		categories: [ category.id ],
		tags: [ tag.id ],
		tickets: [
			{ name: 'Standard', price: '25.00', capacity: 50 },
			{ name: 'Community', price: '0', capacity: 50 },
		],
		// The RSVP form shows (the widget and the event's page) for an event taking RSVPs.
		rsvp: { enabled: true, max_attendees: 4 },
	} );
	// On now (yesterday to tomorrow): the calendars show it in any view.
	const iso = ( days: number ) =>
		new Date( Date.now() + days * 86400000 ).toISOString().slice( 0, 10 );
	await createEvent( {
		title: unique( 'A11y Now' ),
		status: 'publish',
		start_date: iso( -1 ),
		start_time: '08:00',
		end_date: iso( 1 ),
		end_time: '20:00',
		categories: [ category.id ],
	} );
	const booking = await restCreate( 'orders', {
		event_id: event.id,
		tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 2 } ],
		customer: {
			name: 'Rita Refund',
			email: `rita.${ event.id }@example.com`,
		},
		gateway: 'offline',
	} );
	expect(
		( await rest( 'admin', 'POST', `orders/${ booking.id }/mark-paid` ) )
			.status
	).toBe( 200 );
	const { body: attendees } = await rest(
		'admin',
		'GET',
		`attendees?event_id=${ event.id }`
	);
	data = {
		event,
		category,
		tag,
		group,
		speaker,
		schedule,
		attendee: attendees.items[ 0 ],
		booking,
	};
} );

test.afterAll( async () => {
	await rest( 'admin', 'PUT', 'settings', { modules: { rsvp: 'off' } } );

	console.log(
		`axe scanned ${ scanned.length }:\n  ${ scanned.join( '\n  ' ) }`
	);
} );

test( 'every dashboard route is in ADMIN_VISITS', () => {
	// The core's routes and each feature's (src/features/<name>/index.ts).
	const features = path.join( ROOT, 'src/features' );
	const files = [
		path.join( ROOT, 'src/app/routes/index.ts' ),
		...fs
			.readdirSync( features, { withFileTypes: true } )
			.map( ( entry ) => path.join( features, entry.name, 'index.ts' ) )
			// Feature folders only (not test/).
			.filter( ( file ) => fs.existsSync( file ) ),
	];
	const routes = files.flatMap( ( file ) =>
		[
			...fs
				.readFileSync( file, 'utf8' )
				.matchAll( /\bpath:\s*[A-Z_]*PATHS\.(\w+)/g ),
		].map( ( match ) => match[ 1 ] )
	);
	expect( routes.length ).toBeGreaterThan( 20 );
	expect( routes ).toContain( 'rsvpReportEvent' );
	expect(
		routes.filter( ( key ) => ! ( key in ADMIN_VISITS ) ),
		'routes of the core and the features without visits here'
	).toEqual( [] );
	expect( Object.keys( ADMIN_VISITS ).sort() ).toEqual(
		Object.keys( PATHS ).sort()
	);
} );

test.describe( 'axe on the dashboard', () => {
	// One page for every route (a hash change each, no reload).
	let page: Page;

	test.beforeAll( async ( { browser } ) => {
		page = await openAs( browser, 'admin', '/events' );
		await settle( page );
	} );

	test.afterAll( async () => {
		await page.context().close();
	} );

	for ( const [ key, visit ] of Object.entries( ADMIN_VISITS ) ) {
		test( `#${ PATHS[ key as keyof typeof PATHS ] }`, async () => {
			test.slow();
			const before = scanned.length;
			await visit( page );
			expect( scanned.length ).toBeGreaterThan( before );
		} );
	}
} );

/**
 * The shortcode of a widget kind with the ids its pickers would give (this file's event, group,
 * schedule).
 * @param name
 */
function shortcodeOf( name: string ): string {
	const { tag, fields } = WIDGETS[ name ];
	const ids: Record< string, number > = {
		event: data.event.id,
		speaker_group: data.group.id,
		schedule: data.schedule.id,
	};
	const attributes = Object.entries( fields )
		.filter(
			( [ , field ] ) =>
				field.type === 'ids' &&
				field.source &&
				field.source in ids &&
				( field.source !== 'speaker_group' || name !== 'organizers' )
		)
		.map(
			( [ key, field ] ) =>
				` ${ key }="${ ids[ field.source as string ] }"`
		)
		.join( '' );
	return `[${ tag }${ attributes }]`;
}

test.describe( 'axe on the public widgets', () => {
	let page: Page;
	const urls: Record< string, string > = {};

	test.beforeAll( async ( { browser } ) => {
		for ( const name of Object.keys( WIDGETS ) ) {
			urls[ name ] = await publishPage(
				unique( `A11y ${ name }` ),
				shortcodeOf( name )
			);
		}
		page = await ( await browser.newContext() ).newPage();
	} );

	test.afterAll( async () => {
		await page.context().close();
	} );

	for ( const name of Object.keys( WIDGETS ) ) {
		test( `widget ${ name }`, async () => {
			await page.goto( urls[ name ] );
			await expect(
				page.locator( '.eventin-widget' ).first()
			).toBeVisible();
			await expect( page.locator( '[aria-busy="true"]' ) ).toHaveCount(
				0
			);
			// Its look is in widgets-styles' shots of every widget, at 1280 and 375 px.
			await scan( page, `widget ${ shortcodeOf( name ) }`, [
				'.eventin-widget',
			] );
		} );
	}

	test( "the event's page with its ticket form", async () => {
		await page.goto( data.event.link );
		await expect( page.locator( '.eventin-ticket-form' ) ).toBeVisible();
		await scan( page, 'the event page', [
			'.eventin-widget',
			'.eventin-event',
		] );
	} );
} );

/**
 * Presses Tab (Shift+Tab with back) until the element has the focus, and says how many presses it
 * took; fails when it is not reached within max presses (not in the tab order).
 * @param page
 * @param target
 * @param options
 * @param options.back
 * @param options.max
 * @param options.key  Another key to move with (ArrowDown in a menu).
 */
async function moveTo(
	page: Page,
	target: Locator,
	{
		back = false,
		max = 80,
		key = back ? 'Shift+Tab' : 'Tab',
	}: { back?: boolean; max?: number; key?: string } = {}
): Promise< number > {
	await expect( target ).toHaveCount( 1 );
	for ( let presses = 0; presses <= max; presses++ ) {
		if (
			await target.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			)
		) {
			return presses;
		}
		await page.keyboard.press( key );
	}
	throw new Error( `${ target } not reached with ${ max } × ${ key }` );
}

test.describe( 'keyboard only', () => {
	test( 'create an event', async ( { browser } ) => {
		// A key press at a time, each checked: slower than filling fields.
		test.slow();
		const page = await openAs( browser, 'eventmanager', '/events' );
		await settle( page );
		await moveTo(
			page,
			page.getByRole( 'link', { name: 'Add New Event' } )
		);
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Add New Event' } )
		).toBeVisible();
		const title = unique( 'Keyboard Conf' );
		await moveTo( page, page.getByLabel( 'Title' ) );
		await page.keyboard.type( title );
		// A date field: month, day and year, each typed in turn.
		await moveTo( page, page.getByLabel( 'Start date' ) );
		await page.keyboard.type( '03142031' );
		await moveTo( page, page.getByLabel( 'End date' ) );
		await page.keyboard.type( '03152031' );
		await moveTo( page, page.getByLabel( 'Start time' ) );
		await page.keyboard.type( '0930AM' );
		await moveTo(
			page,
			page.getByRole( 'checkbox', { name: data.category.name } )
		);
		await page.keyboard.press( 'Space' );
		// Tab enters the Status radios at the checked one; an arrow chooses the next.
		const status = page.getByRole( 'group', { name: 'Status' } );
		await moveTo( page, status.getByRole( 'radio', { name: 'Draft' } ) );
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			status.getByRole( 'radio', { name: 'Published' } )
		).toBeChecked();
		await moveTo(
			page,
			page.getByRole( 'button', { name: 'Save', exact: true } )
		);
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /#\/events\/create\/\d+\/basic$/ );
		const id = Number( /create\/(\d+)\/basic$/.exec( page.url() )?.[ 1 ] );
		const { body } = await rest( 'eventmanager', 'GET', `events/${ id }` );
		expect( body ).toMatchObject( {
			title,
			status: 'publish',
			start_date: '2031-03-14',
			end_date: '2031-03-15',
			start_time: '09:30',
			categories: [ data.category.id ],
		} );
		await page.context().close();
	} );

	test( 'generate a shortcode and get its script', async ( { browser } ) => {
		test.slow();
		const page = await openAs( browser, 'eventmanager', '/shortcodes' );
		await settle( page );
		await moveTo(
			page,
			page.getByRole( 'searchbox', { name: 'Search shortcodes' } )
		);
		await page.keyboard.type( 'speakers' );
		await moveTo(
			page,
			page
				.locator( '.eventin-shortcode-list' )
				.getByRole( 'link', { name: 'Speakers', exact: true } )
		);
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /#\/shortcodes\/speakers$/ );
		await settle( page );
		const limit = page.getByRole( 'spinbutton', {
			name: 'How many to show',
		} );
		await moveTo( page, limit );
		await page.keyboard.press( 'ControlOrMeta+A' );
		await page.keyboard.type( '4' );
		await moveTo(
			page,
			page.getByRole( 'button', {
				name: 'Generate Shortcode',
				exact: true,
			} )
		);
		await page.keyboard.press( 'Enter' );
		const shortcode = page.getByRole( 'textbox', {
			name: 'Shortcode',
			exact: true,
		} );
		await expect( shortcode ).toHaveValue( /^\[speakers .*limit="4"/ );
		await moveTo(
			page,
			page.getByRole( 'button', { name: 'Get Script', exact: true } )
		);
		await page.keyboard.press( 'Space' );
		await expect(
			page.getByRole( 'textbox', { name: 'Script', exact: true } )
		).toHaveValue(
			/^<script src=".*eventin-external-script\?id=\d+"><\/script>$/
		);
		await page.context().close();
	} );

	test( 'book a ticket on the ticket form, then refund it in the purchase report', async ( {
		browser,
	} ) => {
		test.slow();
		const event = await createEvent( {
			title: unique( 'Keyboard Meetup' ),
			status: 'publish',
			start_date: day,
			start_time: '18:00',
			end_date: day,
			end_time: '20:00',
			timezone: 'Europe/Berlin',
			tickets: [ { name: 'Community', price: '0', capacity: 10 } ],
		} );
		const visitor = await visitAnonymous( browser, event.link );
		const form = visitor.getByRole( 'form', {
			name: `Tickets for ${ event.title }`,
		} );
		await moveTo(
			visitor,
			form.getByRole( 'button', {
				name: 'One ticket more: Community',
			} )
		);
		await visitor.keyboard.press( 'Enter' );
		await expect( form.getByText( 'Total: Free' ) ).toBeVisible();
		await screenshot( visitor, 'keyboard-ticket-form', {
			fullPage: false,
		} );
		const buyer = form.getByRole( 'group', { name: 'Your details' } );
		await moveTo( visitor, buyer.getByLabel( 'Name', { exact: true } ) );
		await visitor.keyboard.type( 'Kim Keys' );
		await visitor.keyboard.press( 'Tab' );
		await expect( buyer.getByLabel( 'E-mail' ) ).toBeFocused();
		const email = `kim.${ event.id }@example.com`;
		await visitor.keyboard.type( email );
		// Enter in a field submits the form.
		await visitor.keyboard.press( 'Enter' );
		await expect( visitor.getByRole( 'status' ) ).toContainText(
			'Thank you! Your booking is confirmed.'
		);
		const link = visitor.getByRole( 'link', {
			name: 'View your booking',
		} );
		await expect( link ).toBeFocused();
		const booking = Number(
			new URL(
				( await link.getAttribute( 'href' ) ) ?? ''
			).searchParams.get( 'eventin-booking' )
		);
		await visitor.keyboard.press( 'Enter' );
		await expect(
			visitor.getByRole( 'heading', { name: 'Your booking' } )
		).toBeVisible();
		await scan( visitor, 'the booking page', [ 'main' ] );
		await moveTo(
			visitor,
			visitor.getByRole( 'link', { name: 'Show ticket' } )
		);
		await visitor.keyboard.press( 'Enter' );
		await expect(
			visitor.getByRole( 'heading', { name: 'Your ticket' } )
		).toBeVisible();
		await scan( visitor, 'the ticket page', [ 'main' ] );
		await visitor.context().close();
		expect(
			( await rest( 'admin', 'GET', `orders/${ booking }` ) ).body.status
		).toBe( 'completed' );

		const page = await openAs(
			browser,
			'ordermanager',
			`/purchase-report/${ event.id }`
		);
		await settle( page );
		const more = `More actions for “#${ booking }”`;
		await moveTo( page, page.getByRole( 'button', { name: more } ) );
		await page.keyboard.press( 'Enter' );
		const menu = page.getByRole( 'menu', { name: more } );
		await expect( menu ).toBeVisible();
		await moveTo(
			page,
			menu.getByRole( 'menuitem', { name: 'Refund Booking' } ),
			{ key: 'ArrowDown', max: 10 }
		);
		await page.keyboard.press( 'Enter' );
		const refund = await dialog( page, 'Refund Booking' );
		// Tab enters the radio group at its checked radio; the arrows choose.
		await moveTo( page, refund.getByRole( 'radio', { checked: true } ), {
			max: 10,
		} );
		const chosen = refund.getByRole( 'radio', {
			name: 'Chosen tickets',
		} );
		await moveTo( page, chosen, { key: 'ArrowDown', max: 3 } );
		await expect( chosen ).toBeChecked();
		await moveTo( page, refund.getByRole( 'checkbox' ) );
		await page.keyboard.press( 'Space' );
		await expect( refund.getByRole( 'checkbox' ) ).toBeChecked();
		await moveTo(
			page,
			refund.getByRole( 'textbox', { name: 'Reason (optional)' } )
		);
		await page.keyboard.type( 'Plans changed' );
		await screenshot( page, 'keyboard-refund', { fullPage: false } );
		await moveTo( page, refund.getByRole( 'button', { name: 'Refund' } ) );
		await page.keyboard.press( 'Enter' );
		await expect(
			page
				.locator( '.eventin-toast' )
				.filter( { hasText: `Booking #${ booking } refunded` } )
		).toBeVisible();
		await expect( refund ).toBeHidden();
		const { body } = await rest( 'admin', 'GET', `orders/${ booking }` );
		expect( body.status ).toBe( 'refunded' );
		expect( body.history.at( -1 ) ).toMatchObject( {
			to: 'refunded',
			user: 'ordermanager',
		} );
		await page.context().close();
	} );
} );

/**
 * The authorized shell: the spinner, redirects, Access Denied and the header per permission.
 */
import { DASHBOARD, authFile, expect, openAs, test } from './fixtures';

test( 'an administrator lands on /events after "Checking Authorization..."', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		storageState: authFile( 'admin' ),
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const page = await context.newPage();
	// The page comes with the current user's permissions preloaded, so the check is done at
	// once; without them (as here), the app asks the server and shows the spinner meanwhile.
	await page.route(
		( url ) => url.pathname.endsWith( '/wp-admin/admin.php' ),
		async ( route ) => {
			const response = await route.fetch();
			const body = ( await response.text() ).replace(
				/wp\.apiFetch\.use\( wp\.apiFetch\.createPreloadingMiddleware\(.*?\) \);/s,
				''
			);
			await route.fulfill( { response, body } );
		}
	);
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route(
		'**/eventin/v2/permissions/current-user**',
		async ( route ) => {
			await held;
			await route.continue();
		}
	);
	await page.goto( DASHBOARD );
	await expect( page.getByText( 'Checking Authorization...' ) ).toBeVisible();
	release();
	// The list, or its empty state when the site has no events yet.
	await expect( page ).toHaveURL( /#\/events(\/empty)?$/ );
	await expect(
		page.getByRole( 'heading', { name: 'Events', exact: true } )
	).toBeVisible();
	await expect( page.getByText( 'Checking Authorization...' ) ).toHaveCount(
		0
	);
	await context.close();
} );

test( 'an unknown path redirects to /events', async ( { browser } ) => {
	const page = await openAs( browser, 'admin', '/no/such/screen' );
	// The list, or its empty state when the site has no events yet.
	await expect( page ).toHaveURL( /#\/events(\/empty)?$/ );
	await expect(
		page.getByRole( 'heading', { name: 'Events', exact: true } )
	).toBeVisible();
	await page.context().close();
} );

test( 'a user without any permission sees "Access Denied! Redirecting..." and ends on the site home', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'subscriber', '/categories' );
	await expect(
		page.getByText( 'Access Denied! Redirecting...' )
	).toBeVisible();
	await page.waitForURL( `${ process.env.EVENTIN_TEST_URL }/` );
	await page.context().close();
} );

test( 'Access Denied sends each user to their first area: events, speakers, schedules', async ( {
	browser,
} ) => {
	for ( const [ login, area ] of [
		[ 'organizermanager', /#\/speakers$/ ],
		[ 'schedulemanager', /#\/schedules(\/empty)?$/ ],
	] as const ) {
		const page = await openAs( browser, login, '/events' );
		await expect(
			page.getByText( 'Access Denied! Redirecting...' )
		).toBeVisible();
		await expect( page ).toHaveURL( area );
		await expect(
			page.getByText( 'Access Denied! Redirecting...' )
		).toHaveCount( 0 );
		await page.context().close();
	}
} );

test( 'the header shows the Events group to users with etn_manage_event', async ( {
	browser,
} ) => {
	for ( const login of [ 'admin', 'eventmanager' ] ) {
		const page = await openAs( browser, login, '/categories' );
		const menu = page.getByRole( 'navigation', { name: 'Eventin menu' } );
		for ( const entry of [ 'Events', 'Event Categories', 'Event Tags' ] ) {
			await expect(
				menu.getByRole( 'link', { name: entry, exact: true } )
			).toBeVisible();
		}
		await menu
			.getByRole( 'link', { name: 'Event Tags', exact: true } )
			.click();
		await expect( page ).toHaveURL( /#\/tags$/ );
		await page.context().close();
	}
} );

const MENU_ENTRIES = [
	'Events',
	'Event Categories',
	'Event Tags',
	'RSVP Report',
	'Speakers',
	'Speakers Group',
	'Schedules',
	'Purchase Report',
	'Attendees',
	'Shortcodes',
	'Settings',
	'License',
	'Background jobs',
];

// Which groups each permission shows is a rule of the app: src/admin/test/app.test.tsx. Here the
// administrator's permissions come from the real server, and show every group.
test( 'the header shows the administrator every group', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/events' );
	const menu = page.getByRole( 'navigation', { name: 'Eventin menu' } );
	await expect( menu.getByRole( 'link' ) ).toHaveText( MENU_ENTRIES );
} );

test( 'the Speakers group leads to the speakers and their groups', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'organizermanager', '/speakers' );
	const menu = page.getByRole( 'navigation', { name: 'Eventin menu' } );
	await expect(
		menu.getByRole( 'list', { name: 'Speakers' } ).getByRole( 'link' )
	).toHaveText( [ 'Speakers', 'Speakers Group' ] );
	for ( const hidden of [ 'Events', 'Schedules' ] ) {
		await expect(
			menu.getByRole( 'link', { name: hidden, exact: true } )
		).toHaveCount( 0 );
	}
	await menu
		.getByRole( 'link', { name: 'Speakers Group', exact: true } )
		.click();
	await expect( page ).toHaveURL( /#\/group$/ );
	await expect(
		page.getByRole( 'heading', { name: 'Speakers Group' } )
	).toBeVisible();
	await menu.getByRole( 'link', { name: 'Speakers', exact: true } ).click();
	await expect( page ).toHaveURL( /#\/speakers$/ );
	await page.context().close();
} );

test( 'the wp-admin menu lists Eventin only for users with a permission', async ( {
	browser,
} ) => {
	for ( const [ login, visible ] of [
		[ 'eventmanager', 1 ],
		[ 'subscriber', 0 ],
	] as const ) {
		const context = await browser.newContext( {
			storageState: authFile( login ),
			baseURL: process.env.EVENTIN_TEST_URL,
		} );
		const page = await context.newPage();
		await page.goto( '/wp-admin/profile.php' );
		await expect(
			page
				.locator( '#adminmenu' )
				.getByRole( 'link', { name: 'Eventin', exact: true } )
		).toHaveCount( visible );
		await context.close();
	}
} );

test( 'list pages show Add New, create pages show Go Back', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/categories' );
	await page.getByRole( 'link', { name: 'Add New Category' } ).click();
	await expect( page ).toHaveURL( /#\/categories\/create$/ );
	await page.getByRole( 'link', { name: 'Go Back' } ).click();
	await expect( page ).toHaveURL( /#\/categories$/ );
	await page.goto( `${ DASHBOARD }#/tags` );
	await expect(
		page.getByRole( 'link', { name: 'Add New Tag' } )
	).toBeVisible();
	await page.context().close();
} );

test( 'the speaker, group and schedule pages: Add New on the lists, Go Back on the forms', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/speakers' );
	for ( const [ list, addNew ] of [
		[ 'speakers', 'Add New Speaker' ],
		[ 'group', 'Add New Group' ],
		[ 'schedules', 'Add New Schedule' ],
	] ) {
		await page.goto( `${ DASHBOARD }#/${ list }` );
		await page.getByRole( 'link', { name: addNew } ).click();
		await expect( page ).toHaveURL( new RegExp( `#/${ list }/create$` ) );
		await page.getByRole( 'link', { name: 'Go Back' } ).click();
		await expect( page ).toHaveURL( new RegExp( `#/${ list }$` ) );
	}
	await page.context().close();
} );

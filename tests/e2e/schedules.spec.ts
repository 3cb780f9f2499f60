/**
 * The schedules screens: the list (#/schedules: columns, search, year, pagination, clone, delete,
 * bulk delete), the form (#/schedules/create and #/schedules/edit/{id}: validation, the slot
 * editor, speakers, create, update, server errors), who may open them, and /schedules/empty.
 * Every test names its schedules with a word of its own and searches for it, so schedules other
 * tests create never get in the way; afterAll trashes what this file created.
 */
import type { Browser, Locator, Page, Request, Route } from '@playwright/test';
import {
	expect,
	expectBottomRight,
	listAnswer,
	openAs,
	openSearched,
	rest,
	restCreate,
	row,
	screenshot,
	test,
	toast,
	unique,
} from './fixtures';

type Slot = {
	topic: string;
	start_time: string;
	end_time: string;
	room: string;
	objective: string;
	speakers: number[];
};
type ScheduleItem = {
	id: number;
	program_title: string;
	date: string;
	slots: Slot[];
};

const THIS_YEAR = new Date().getFullYear();

/** Every search word this file used: afterAll trashes their schedules. */
const words: string[] = [];

function word( prefix: string ): string {
	const value = unique( prefix );
	words.push( value );
	return value;
}

function slotData( changes: Partial< Slot > = {} ): Slot {
	return {
		topic: 'Keynote',
		start_time: '09:00',
		end_time: '10:00',
		room: '',
		objective: '',
		speakers: [],
		...changes,
	};
}

function createSchedule(
	fields: Partial< ScheduleItem > & { program_title: string }
): Promise< ScheduleItem > {
	return restCreate( 'schedules', {
		date: `${ THIS_YEAR }-06-15`,
		slots: [ slotData() ],
		...fields,
	} );
}

async function findSchedules( search: string ): Promise< ScheduleItem[] > {
	const { body } = await rest(
		'admin',
		'GET',
		`schedules?per_page=100&search=${ encodeURIComponent( search ) }`
	);
	return body.items as ScheduleItem[];
}

async function speakerId( name: string ): Promise< number > {
	const { body } = await rest(
		'admin',
		'GET',
		`speakers?search=${ encodeURIComponent( name ) }`
	);
	const speaker = ( body as { id: number; name: string }[] ).find(
		( item ) => item.name === name
	);
	expect( speaker, name ).toBeTruthy();
	return ( speaker as { id: number } ).id;
}

/**
 * The REST route of a request ('/eventin/v2/schedules'), whether the site uses pretty links or
 * `?rest_route=`.
 * @param request
 */
function restRoute( request: Request ): string {
	const url = new URL( request.url() );
	return url.searchParams.get( 'rest_route' ) ?? url.pathname;
}

function searchBox( page: Page ): Locator {
	return page.getByRole( 'searchbox', { name: 'Search schedules' } );
}

/**
 * Opens the list as a user and searches for a word.
 * @param browser
 * @param login
 * @param search
 */
function openList(
	browser: Browser,
	login: string,
	search: string
): Promise< Page > {
	return openSearched( browser, login, 'schedules', search );
}

function summary( page: Page ): Locator {
	return page.locator( '.eventin-schedule-list__summary' );
}

function slot( page: Page, position: number ): Locator {
	return page.getByRole( 'group', {
		name: new RegExp( `^Slot ${ position }\\b` ),
	} );
}

/**
 * The topics of the slots, in order.
 * @param page
 */
function topics( page: Page ) {
	return page
		.getByRole( 'textbox', { name: 'Topic', exact: true } )
		.evaluateAll( ( inputs ) =>
			inputs.map( ( input ) => ( input as HTMLInputElement ).value )
		);
}

async function fillSlot(
	page: Page,
	position: number,
	{ topic, start, end }: { topic: string; start: string; end: string }
) {
	const group = slot( page, position );
	await group
		.getByRole( 'textbox', { name: 'Topic', exact: true } )
		.fill( topic );
	await group.getByLabel( 'Start time' ).fill( start );
	await group.getByLabel( 'End time' ).fill( end );
}

test.afterAll( async () => {
	test.setTimeout( 120_000 );
	for ( const search of words ) {
		const ids = ( await findSchedules( search ) ).map(
			( item ) => item.id
		);
		if ( ids.length ) {
			await rest(
				'admin',
				'DELETE',
				`schedules?ids=${ ids.join( ',' ) }`
			);
		}
	}
} );

test.describe( 'the list', () => {
	test( 'has the columns Program Title, Date and Action; titles link to the form', async ( {
		browser,
	} ) => {
		const search = word( 'Columns' );
		const schedule = await createSchedule( {
			program_title: `${ search } Day`,
			date: `${ THIS_YEAR }-06-15`,
			slots: [
				slotData(),
				slotData( { start_time: '10:00', end_time: '11:00' } ),
			],
		} );
		const page = await openList( browser, 'schedulemanager', search );
		const line = row( page, `${ search } Day` );
		await expect( line ).toBeVisible();
		await expect( page.locator( 'thead th:visible' ) ).toHaveText( [
			'',
			'Program Title',
			'Date',
			'Action',
		] );
		await expect( line ).toContainText( '2 slots' );
		// The site's date format (Settings → General: 'F j, Y').
		await expect( line.locator( 'time' ) ).toHaveText(
			`June 15, ${ THIS_YEAR }`
		);
		await expect( line.locator( 'time' ) ).toHaveAttribute(
			'datetime',
			`${ THIS_YEAR }-06-15`
		);
		await expect(
			line.getByRole( 'link', { name: `${ search } Day`, exact: true } )
		).toHaveAttribute( 'href', `#/schedules/edit/${ schedule.id }` );
		for ( const action of [ 'Clone', 'Edit', 'Delete' ] ) {
			await expect(
				line.getByRole( action === 'Edit' ? 'link' : 'button', {
					name: `${ action } “${ search } Day”`,
				} )
			).toBeVisible();
		}
		await expect(
			page.getByRole( 'link', { name: 'Add New Schedule' } )
		).toBeVisible();
		await screenshot( page, 'list' );

		await line
			.getByRole( 'link', { name: `${ search } Day`, exact: true } )
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `#/schedules/edit/${ schedule.id }$` )
		);
		await expect(
			page.getByRole( 'textbox', { name: 'Program Title' } )
		).toHaveValue( `${ search } Day` );
		await page.context().close();
	} );

	test( 'search narrows the list, the year filters it, and the pages count', async ( {
		browser,
	} ) => {
		test.slow();
		const search = word( 'Paging' );
		for ( let index = 1; index <= 12; index++ ) {
			await createSchedule( {
				program_title: `${ search } Day${ index }`,
				date: `${ THIS_YEAR }-07-${ String( index ).padStart(
					2,
					'0'
				) }`,
			} );
		}
		await createSchedule( {
			program_title: `${ search } Later`,
			date: `${ THIS_YEAR + 3 }-01-10`,
		} );
		const page = await openList( browser, 'schedulemanager', search );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 10 of 13 schedules'
		);
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 10 );
		// Newest date first.
		await expect(
			page.locator( 'tbody tr .eventin-schedule-title' ).first()
		).toHaveText( `${ search } Later` );

		const second = listAnswer( page, 'schedules', { search, paged: '2' } );
		await page.getByRole( 'button', { name: 'Next page' } ).click();
		await second;
		await expect( summary( page ) ).toHaveText(
			'Showing 11 - 13 of 13 schedules'
		);

		// A change of page size goes back to page 1.
		const bigger = listAnswer( page, 'schedules', {
			search,
			per_page: '20',
		} );
		await page
			.getByRole( 'combobox', { name: 'Schedules per page' } )
			.selectOption( '20' );
		expect(
			new URL( ( await bigger ).url() ).searchParams.get( 'paged' )
		).toBe( '1' );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 13 of 13 schedules'
		);

		// The year.
		const later = listAnswer( page, 'schedules', {
			search,
			year: String( THIS_YEAR + 3 ),
		} );
		await page
			.getByRole( 'combobox', { name: 'Year' } )
			.selectOption( String( THIS_YEAR + 3 ) );
		await later;
		await expect(
			page.locator( 'tbody tr .eventin-schedule-title' )
		).toHaveText( [ `${ search } Later` ] );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 1 of 1 schedule'
		);
		await page.getByRole( 'combobox', { name: 'Year' } ).selectOption( '' );

		// A longer search narrows (debounced: one request for the last text).
		const narrowed = listAnswer( page, 'schedules', {
			search: `${ search } Day12`,
		} );
		await searchBox( page ).fill( `${ search } Day12` );
		await narrowed;
		await expect(
			page.locator( 'tbody tr .eventin-schedule-title' )
		).toHaveText( [ `${ search } Day12` ] );

		await searchBox( page ).fill( `${ search } nothing` );
		await expect(
			page.getByText( 'No schedules match these filters.' )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/schedules$/ );
		await page.context().close();
	} );

	test( 'clone asks first, says it worked and shows the copy', async ( {
		browser,
	} ) => {
		const search = word( 'Clone' );
		const title = `${ search } Original`;
		await createSchedule( { program_title: title } );
		const page = await openList( browser, 'schedulemanager', search );

		const cloneButton = row( page, title ).getByRole( 'button', {
			name: `Clone “${ title }”`,
		} );
		await cloneButton.click();
		const dialog = page.getByRole( 'dialog', { name: 'Are you sure?' } );
		await expect( dialog ).toContainText(
			'Are you sure you want to clone this schedule?'
		);
		await expect(
			dialog.getByRole( 'button', { name: 'Clone' } )
		).toBeVisible();
		await screenshot( page, 'clone-modal' );

		// Cancel clones nothing.
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect( cloneButton ).toBeFocused();
		expect( await findSchedules( search ) ).toHaveLength( 1 );

		await cloneButton.click();
		await dialog.getByRole( 'button', { name: 'Clone' } ).click();
		const notice = toast( page, 'Successfully cloned the schedule!' );
		await expect( notice ).toBeVisible();
		await expectBottomRight( page, notice );
		await expect( dialog ).toHaveCount( 0 );
		await expect( row( page, `${ title } (Copy)` ) ).toBeVisible();
		await expect( row( page, `${ title } (Copy)` ) ).toContainText(
			'1 slot'
		);
		await expect( row( page, title ) ).toBeVisible();
		await page.context().close();
	} );

	test( 'delete asks first, says it worked and the row goes', async ( {
		browser,
	} ) => {
		const search = word( 'Delete' );
		await createSchedule( { program_title: `${ search } Keep` } );
		await createSchedule( { program_title: `${ search } Drop` } );
		const page = await openList( browser, 'schedulemanager', search );

		await row( page, `${ search } Drop` )
			.getByRole( 'button', { name: `Delete “${ search } Drop”` } )
			.click();
		const dialog = page.getByRole( 'dialog', { name: 'Are you sure?' } );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete this schedule?'
		);
		await screenshot( page, 'delete-modal' );
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();

		await expect(
			toast( page, 'Successfully deleted the schedule!' )
		).toBeVisible();
		await expect( row( page, `${ search } Drop` ) ).toHaveCount( 0 );
		await expect( row( page, `${ search } Keep` ) ).toBeVisible();
		expect(
			( await findSchedules( search ) ).map(
				( item ) => item.program_title
			)
		).toEqual( [ `${ search } Keep` ] );
		await page.context().close();
	} );

	test( 'bulk delete replaces the filters while rows are selected', async ( {
		browser,
	} ) => {
		const search = word( 'Bulk' );
		for ( const name of [ 'Keep', 'Drop1', 'Drop2' ] ) {
			await createSchedule( { program_title: `${ search } ${ name }` } );
		}
		const page = await openList( browser, 'schedulemanager', search );
		const bulk = page.locator( '.eventin-schedule-list__bulk' );
		await expect( bulk ).toHaveCount( 0 );

		for ( const name of [ 'Drop1', 'Drop2' ] ) {
			await page
				.getByRole( 'checkbox', {
					name: `${ search } ${ name }`,
					exact: true,
				} )
				.check();
		}
		await expect( bulk ).toContainText( '2 Items selected' );
		await expect( searchBox( page ) ).toHaveCount( 0 );
		await expect(
			page.getByRole( 'combobox', { name: 'Year' } )
		).toHaveCount( 0 );

		await bulk.getByRole( 'button', { name: 'Delete' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Are you sure?' } );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete these schedules?'
		);
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();
		await expect(
			toast( page, 'Successfully deleted the schedules!' )
		).toBeVisible();
		await expect(
			page.locator( 'tbody tr .eventin-schedule-title' )
		).toHaveText( [ `${ search } Keep` ] );
		await expect( searchBox( page ) ).toHaveValue( search );
		await page.context().close();
	} );

	test( 'a site without schedules goes to /schedules/empty', async ( {
		browser,
	} ) => {
		const page = await openAs( browser, 'schedulemanager', '/' );
		await page.route(
			( url ) =>
				/\/eventin\/v2\/schedules\/?$/.test(
					url.searchParams.get( 'rest_route' ) ?? url.pathname
				),
			async ( route: Route ) => {
				if ( route.request().method() !== 'GET' ) {
					return route.continue();
				}
				await route.fulfill( {
					status: 200,
					contentType: 'application/json',
					headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' },
					body: JSON.stringify( { items: [], total_items: 0 } ),
				} );
			}
		);
		await page.goto( `${ page.url().split( '#' )[ 0 ] }#/schedules` );
		await expect( page ).toHaveURL( /#\/schedules\/empty$/ );
		await expect(
			page.getByRole( 'heading', { name: 'No schedules yet' } )
		).toBeVisible();
		await screenshot( page, 'empty' );
		await page.getByRole( 'link', { name: 'Create Schedule' } ).click();
		await expect( page ).toHaveURL( /#\/schedules\/create$/ );
		await expect(
			page.getByRole( 'textbox', { name: 'Program Title' } )
		).toBeVisible();
		// Back goes to the page before the list: the list was replaced.
		await page.goBack();
		await expect( page ).toHaveURL( /#\/schedules\/empty$/ );
		await page.context().close();
	} );
} );

test.describe( 'the form', () => {
	test( 'checks the required fields and the slot times', async ( {
		browser,
	} ) => {
		const page = await openAs(
			browser,
			'schedulemanager',
			'/schedules/create'
		);
		const title = page.getByRole( 'textbox', { name: 'Program Title' } );
		await expect( title ).toBeVisible();
		await page.getByRole( 'button', { name: 'Create Schedule' } ).click();

		for ( const message of [
			'Please enter the program title.',
			'Please choose the date.',
			'Please enter the topic.',
			'Please choose the start time.',
			'Please choose the end time.',
		] ) {
			await expect( page.getByText( message ) ).toBeVisible();
		}
		await expect( title ).toBeFocused();
		await expect( title ).toHaveAttribute( 'aria-invalid', 'true' );
		await screenshot( page, 'errors' );

		await title.fill( 'Checked' );
		await page.getByLabel( 'Date' ).fill( `${ THIS_YEAR }-09-01` );
		await fillSlot( page, 1, {
			topic: 'Late',
			start: '11:00',
			end: '10:30',
		} );
		await page.getByRole( 'button', { name: 'Create Schedule' } ).click();
		await expect(
			slot( page, 1 ).getByText( 'The slot must end after it starts.' )
		).toBeVisible();
		await expect( slot( page, 1 ).getByLabel( 'End time' ) ).toBeFocused();
		await expect( page ).toHaveURL( /#\/schedules\/create$/ );
		await page.context().close();
	} );

	test( 'adds, moves and removes slots with labelled buttons', async ( {
		browser,
	} ) => {
		const page = await openAs(
			browser,
			'schedulemanager',
			'/schedules/create'
		);
		await page
			.getByRole( 'textbox', { name: 'Program Title' } )
			.fill( 'Three slots' );
		await page.getByLabel( 'Date' ).fill( `${ THIS_YEAR }-09-02` );
		await fillSlot( page, 1, {
			topic: 'Welcome',
			start: '09:00',
			end: '09:30',
		} );
		await page.getByRole( 'button', { name: 'Add slot' } ).click();
		// The new slot's topic takes the focus.
		await expect(
			slot( page, 2 ).getByRole( 'textbox', {
				name: 'Topic',
				exact: true,
			} )
		).toBeFocused();
		await fillSlot( page, 2, {
			topic: 'Keynote',
			start: '09:30',
			end: '10:30',
		} );
		await page.getByRole( 'button', { name: 'Add slot' } ).click();
		await fillSlot( page, 3, {
			topic: 'Panel',
			start: '10:30',
			end: '11:30',
		} );
		await slot( page, 3 )
			.getByRole( 'textbox', { name: 'Room' } )
			.fill( 'Hall B' );
		await slot( page, 3 )
			.getByRole( 'textbox', { name: 'Objective' } )
			.fill( 'Questions from the audience, then a closing word.' );
		await expect
			.poll( () => topics( page ) )
			.toEqual( [ 'Welcome', 'Keynote', 'Panel' ] );
		await expect( slot( page, 1 ) ).toHaveAccessibleName(
			/^Slot 1 · 9:00\sAM – 9:30\sAM$/
		);
		await screenshot( page, 'form-3-slots' );

		await expect(
			page.getByRole( 'button', { name: 'Move slot 1 up' } )
		).toBeDisabled();
		await expect(
			page.getByRole( 'button', { name: 'Move slot 3 down' } )
		).toBeDisabled();
		await page.getByRole( 'button', { name: 'Move slot 3 up' } ).click();
		await expect
			.poll( () => topics( page ) )
			.toEqual( [ 'Welcome', 'Panel', 'Keynote' ] );
		// The keyboard goes on with the moved slot.
		await expect(
			page.getByRole( 'button', { name: 'Move slot 2 up' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( () => topics( page ) )
			.toEqual( [ 'Panel', 'Welcome', 'Keynote' ] );
		await expect(
			page.getByRole( 'button', { name: 'Move slot 1 down' } )
		).toBeFocused();

		await page.getByRole( 'button', { name: 'Remove slot 2' } ).click();
		await expect
			.poll( () => topics( page ) )
			.toEqual( [ 'Panel', 'Keynote' ] );
		await expect(
			slot( page, 1 ).getByRole( 'textbox', { name: 'Room' } )
		).toHaveValue( 'Hall B' );
		await page.context().close();
	} );

	test( 'creates a schedule with speakers; it shows in the list', async ( {
		browser,
	} ) => {
		const search = word( 'Create' );
		const sam = await speakerId( 'Sam Speaker' );
		const page = await openAs(
			browser,
			'schedulemanager',
			'/schedules/create'
		);
		await page
			.getByRole( 'textbox', { name: 'Program Title' } )
			.fill( `${ search } Program` );
		await page.getByLabel( 'Date' ).fill( `${ THIS_YEAR }-10-05` );
		await fillSlot( page, 1, {
			topic: 'Opening talk',
			start: '09:00',
			end: '09:45',
		} );
		const picker = slot( page, 1 );
		await picker
			.getByRole( 'searchbox', { name: 'Search speakers for slot 1' } )
			.fill( 'Sam Speaker' );
		await picker
			.getByRole( 'checkbox', { name: 'Sam Speaker', exact: true } )
			.check();
		await picker
			.getByRole( 'searchbox', { name: 'Search speakers for slot 1' } )
			.fill( '' );
		// Chosen speakers stay on top, checked.
		await expect(
			picker.getByRole( 'checkbox' ).first()
		).toHaveAccessibleName( 'Sam Speaker' );
		await expect(
			picker.getByRole( 'checkbox', { name: 'Sam Speaker', exact: true } )
		).toBeChecked();
		await page.getByRole( 'button', { name: 'Add slot' } ).click();
		await fillSlot( page, 2, {
			topic: 'Coffee',
			start: '09:45',
			end: '10:15',
		} );

		const saved = page.waitForResponse(
			( response ) =>
				/\/eventin\/v2\/schedules\/?$/.test(
					restRoute( response.request() )
				) && response.request().method() === 'POST'
		);
		await page.getByRole( 'button', { name: 'Create Schedule' } ).click();
		expect( ( await saved ).status() ).toBe( 201 );
		await expect(
			toast( page, 'Successfully created the schedule!' )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/schedules$/ );

		const answered = listAnswer( page, 'schedules', { search } );
		await searchBox( page ).fill( search );
		await answered;
		const line = row( page, `${ search } Program` );
		await expect( line ).toContainText( '2 slots' );
		await expect( line.locator( 'time' ) ).toHaveText(
			`October 5, ${ THIS_YEAR }`
		);

		const [ created ] = await findSchedules( search );
		expect( created.slots ).toEqual( [
			slotData( {
				topic: 'Opening talk',
				start_time: '09:00',
				end_time: '09:45',
				speakers: [ sam ],
			} ),
			slotData( {
				topic: 'Coffee',
				start_time: '09:45',
				end_time: '10:15',
			} ),
		] );
		await page.context().close();
	} );

	test( 'an edit persists after a reload', async ( { browser } ) => {
		const search = word( 'Edit' );
		const sam = await speakerId( 'Sam Speaker' );
		const schedule = await createSchedule( {
			program_title: `${ search } Before`,
			date: `${ THIS_YEAR }-03-03`,
			slots: [
				slotData( { topic: 'First', speakers: [ sam ] } ),
				slotData( {
					topic: 'Second',
					start_time: '10:00',
					end_time: '11:00',
				} ),
			],
		} );
		const page = await openAs(
			browser,
			'schedulemanager',
			`/schedules/edit/${ schedule.id }`
		);
		const title = page.getByRole( 'textbox', { name: 'Program Title' } );
		await expect( title ).toHaveValue( `${ search } Before` );
		await expect(
			slot( page, 1 ).getByRole( 'checkbox', {
				name: 'Sam Speaker',
				exact: true,
			} )
		).toBeChecked();

		await title.fill( `${ search } After` );
		await page.getByLabel( 'Date' ).fill( `${ THIS_YEAR }-03-04` );
		await slot( page, 2 )
			.getByRole( 'textbox', { name: 'Room' } )
			.fill( 'Room 2' );
		await page.getByRole( 'button', { name: 'Move slot 2 up' } ).click();
		await slot( page, 2 )
			.getByRole( 'checkbox', { name: 'Sam Speaker', exact: true } )
			.uncheck();
		await page.getByRole( 'button', { name: 'Update Schedule' } ).click();
		await expect(
			toast( page, 'Successfully updated the schedule!' )
		).toBeVisible();
		await expect( page ).toHaveURL(
			new RegExp( `#/schedules/edit/${ schedule.id }$` )
		);

		await page.reload();
		await expect( title ).toHaveValue( `${ search } After` );
		await expect( page.getByLabel( 'Date' ) ).toHaveValue(
			`${ THIS_YEAR }-03-04`
		);
		await expect
			.poll( () => topics( page ) )
			.toEqual( [ 'Second', 'First' ] );
		await expect(
			slot( page, 1 ).getByRole( 'textbox', { name: 'Room' } )
		).toHaveValue( 'Room 2' );
		await expect(
			slot( page, 2 ).getByRole( 'checkbox', {
				name: 'Sam Speaker',
				exact: true,
			} )
		).not.toBeChecked();
		await page.context().close();
	} );

	test( 'the server’s field errors show by their field', async ( {
		browser,
	} ) => {
		// The REST API refuses a slot that ends before it starts, naming the field.
		const refused = await rest( 'schedulemanager', 'POST', 'schedules', {
			program_title: 'Backwards',
			date: `${ THIS_YEAR }-04-04`,
			slots: [
				slotData(),
				slotData( { start_time: '11:00', end_time: '10:00' } ),
			],
		} );
		expect( refused.status ).toBe( 400 );
		expect( refused.body.data.params ).toEqual( {
			'slots.1.end_time': 'The slot must end after it starts.',
		} );

		// The form shows such an answer under the field: the request is changed on its way, past
		// the form's own check, and the real server answers.
		const search = word( 'Server' );
		const page = await openAs(
			browser,
			'schedulemanager',
			'/schedules/create'
		);
		await page.route(
			( url ) =>
				/\/eventin\/v2\/schedules\/?$/.test(
					url.searchParams.get( 'rest_route' ) ?? url.pathname
				),
			async ( route: Route ) => {
				const request = route.request();
				if ( request.method() !== 'POST' ) {
					return route.continue();
				}
				const data = request.postDataJSON();
				data.slots[ 1 ].end_time = '08:00';
				await route.continue( { postData: JSON.stringify( data ) } );
			}
		);
		await page
			.getByRole( 'textbox', { name: 'Program Title' } )
			.fill( `${ search } Program` );
		await page.getByLabel( 'Date' ).fill( `${ THIS_YEAR }-04-05` );
		await fillSlot( page, 1, {
			topic: 'One',
			start: '09:00',
			end: '10:00',
		} );
		await page.getByRole( 'button', { name: 'Add slot' } ).click();
		await fillSlot( page, 2, {
			topic: 'Two',
			start: '10:00',
			end: '11:00',
		} );
		await page.getByRole( 'button', { name: 'Create Schedule' } ).click();

		const notice = toast( page, 'Failed to save the schedule!' );
		await expect( notice ).toBeVisible();
		await expect( notice ).toContainText(
			'The slot must end after it starts.'
		);
		const end = slot( page, 2 ).getByLabel( 'End time' );
		await expect( end ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( end ).toBeFocused();
		await expect(
			slot( page, 2 ).getByText( 'The slot must end after it starts.' )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/schedules\/create$/ );
		await screenshot( page, 'server-error' );
		expect( await findSchedules( search ) ).toEqual( [] );
		await page.context().close();
	} );

	test( 'an unknown schedule says so, with a way back', async ( {
		browser,
	} ) => {
		const page = await openAs(
			browser,
			'schedulemanager',
			'/schedules/edit/99999999'
		);
		await expect(
			page.getByText( 'This schedule does not exist.' ).first()
		).toBeVisible();
		await page
			.getByRole( 'link', { name: 'Back to the schedule list' } )
			.click();
		await expect( page ).toHaveURL( /#\/schedules$/ );
		await page.context().close();
	} );
} );

test.describe( 'permissions', () => {
	test( 'a schedule manager opens the list and the form', async ( {
		browser,
	} ) => {
		const page = await openAs( browser, 'schedulemanager', '/schedules' );
		await expect(
			page.getByRole( 'heading', { name: 'Schedules', exact: true } )
		).toBeVisible();
		await expect( searchBox( page ) ).toBeVisible();
		await page.getByRole( 'link', { name: 'Add New Schedule' } ).click();
		await expect( page ).toHaveURL( /#\/schedules\/create$/ );
		await expect(
			page.getByRole( 'textbox', { name: 'Program Title' } )
		).toBeVisible();
		await page.context().close();
	} );

	for ( const route of [ '/schedules', '/schedules/create' ] ) {
		test( `an organizer manager gets "Access Denied! Redirecting..." on ${ route }`, async ( {
			browser,
		} ) => {
			const page = await openAs( browser, 'organizermanager', route );
			await expect(
				page.getByText( 'Access Denied! Redirecting...' )
			).toBeVisible();
			await expect( searchBox( page ) ).toHaveCount( 0 );
			await expect(
				page.getByRole( 'textbox', { name: 'Program Title' } )
			).toHaveCount( 0 );
			await page.context().close();
		} );
	}
} );

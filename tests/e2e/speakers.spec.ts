/**
 * The speaker screens (#/speakers, #/speakers/create, #/speakers/edit/{id}): columns and tags,
 * the group, role and name filters, pagination, the row actions (author page, edit, delete),
 * bulk delete, the form (client and server errors, create, edit) and who may open them. Every test
 * works on speakers named after a word of its own; afterAll deletes what this file created.
 * Screenshots go to shots/speakers-*.png beside the run's fixtures.
 */
import type { Browser, Locator, Page } from '@playwright/test';

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

type SpeakerItem = {
	id: number;
	image_id: number;
	image: string;
	name: string;
	email: string;
	designation: string;
	company: string;
	social: { network: string; url: string }[];
	speaker_group: string[];
	group_ids: number[];
	category: string[];
	author_url: string;
};

const LINK_ERROR =
	'Please enter a valid link starting with http:// or https://.';

/** Every word this file named speakers after, and the groups it made. */
const words: string[] = [];
const groups: number[] = [];

function word( prefix: string ): string {
	const value = unique( prefix );
	words.push( value );
	return value;
}

/**
 * An e-mail address no other test uses.
 * @param name The speaker's name.
 */
function mailOf( name: string ): string {
	return `${ name.toLowerCase().replace( /[^a-z0-9]+/g, '.' ) }@example.com`;
}

async function createGroup( name: string ): Promise< number > {
	const { id } = await restCreate( 'speaker/categories', { name } );
	groups.push( id );
	return id;
}

function createSpeaker(
	name: string,
	fields: Record< string, unknown > = {}
): Promise< SpeakerItem > {
	return restCreate( 'speakers', {
		name,
		email: mailOf( name ),
		category: [ 'speaker' ],
		...fields,
	} );
}

async function findSpeakers( search: string ): Promise< SpeakerItem[] > {
	const { body } = await rest(
		'admin',
		'GET',
		`speakers?per_page=100&search=${ encodeURIComponent( search ) }`
	);
	return body as SpeakerItem[];
}

function searchBox( page: Page ): Locator {
	return page.getByRole( 'searchbox', { name: 'Search speakers' } );
}

/**
 * Opens the list as a user and searches for a word.
 * @param browser
 * @param search
 * @param login
 */
function openList(
	browser: Browser,
	search: string,
	login = 'organizermanager'
): Promise< Page > {
	return openSearched( browser, login, 'speakers', search );
}

function names( page: Page ): Locator {
	return page.locator( 'tbody tr .eventin-speaker-name' );
}

function summary( page: Page ): Locator {
	return page.locator( '.eventin-speaker-list__summary' );
}

function textbox( page: Page, name: string ): Locator {
	return page.getByRole( 'textbox', { name, exact: true } );
}

test.afterAll( async () => {
	test.setTimeout( 120_000 );
	for ( const search of words ) {
		const ids = ( await findSpeakers( search ) ).map( ( { id } ) => id );
		if ( ids.length ) {
			await rest(
				'admin',
				'DELETE',
				`speakers?ids=${ ids.join( ',' ) }`
			);
		}
	}
	if ( groups.length ) {
		await rest(
			'admin',
			'DELETE',
			`speaker/categories?ids=${ groups.join( ',' ) }`
		);
	}
} );

test.describe( 'the speaker list', () => {
	test( 'has the columns Name, Group, Role and Action, with tags', async ( {
		browser,
	} ) => {
		const search = word( 'Columns' );
		const group = unique( 'Keynotes' );
		const groupId = await createGroup( group );
		const ada = await createSpeaker( `${ search } Ada`, {
			designation: 'Analyst',
			company: 'Engines Ltd',
			category: [ 'speaker', 'organizer' ],
			group_ids: [ groupId ],
		} );
		await createSpeaker( `${ search } Grace`, {
			company: 'Navy',
			category: [ 'organizer' ],
		} );

		const page = await openList( browser, search );
		await expect(
			page.getByRole( 'heading', { name: 'Speakers', exact: true } )
		).toBeVisible();
		await expect( page.locator( 'thead th:visible' ) ).toHaveText( [
			'',
			'Name',
			'Group',
			'Role',
			'Action',
		] );
		await expect( names( page ) ).toHaveText( [
			`${ search } Ada`,
			`${ search } Grace`,
		] );

		const adaRow = row( page, `${ search } Ada` );
		await expect(
			adaRow.getByRole( 'link', { name: `${ search } Ada`, exact: true } )
		).toHaveAttribute( 'href', `#/speakers/edit/${ ada.id }` );
		await expect( adaRow.locator( '.eventin-speaker-details' ) ).toHaveText(
			'Analyst, Engines Ltd'
		);
		await expect(
			adaRow.locator( '.eventin-speaker-tags--groups li' )
		).toHaveText( [ group ] );
		await expect(
			adaRow.locator( '.eventin-speaker-tags--roles li' )
		).toHaveText( [ 'Speaker', 'Organizer' ] );

		const graceRow = row( page, `${ search } Grace` );
		await expect(
			graceRow.locator( '.eventin-speaker-details' )
		).toHaveText( 'Navy' );
		await expect(
			graceRow.locator( '.eventin-speaker-tags--groups' )
		).toHaveCount( 0 );
		await expect(
			graceRow.locator( '.eventin-speaker-tags--roles li' )
		).toHaveText( [ 'Organizer' ] );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 2 of 2 speakers'
		);
		await screenshot( page, 'list' );
		await page.context().close();
	} );

	test( 'the group, role and name filters narrow the list', async ( {
		browser,
	} ) => {
		const search = word( 'Filters' );
		const group = unique( 'Panel' );
		const groupId = await createGroup( group );
		await createSpeaker( `${ search } Alpha`, { group_ids: [ groupId ] } );
		await createSpeaker( `${ search } Beta`, {
			category: [ 'organizer' ],
		} );
		await createSpeaker( `${ search } Gamma`, {
			category: [ 'speaker', 'organizer' ],
			group_ids: [ groupId ],
		} );

		const page = await openList( browser, search );
		await expect( names( page ) ).toHaveText( [
			`${ search } Alpha`,
			`${ search } Beta`,
			`${ search } Gamma`,
		] );

		let answered = listAnswer( page, 'speakers', {
			speaker_group: String( groupId ),
		} );
		await page
			.getByRole( 'combobox', { name: 'Group' } )
			.selectOption( { label: group } );
		await answered;
		await expect( names( page ) ).toHaveText( [
			`${ search } Alpha`,
			`${ search } Gamma`,
		] );

		answered = listAnswer( page, 'speakers', {
			speaker_group: String( groupId ),
			category: 'organizer',
		} );
		await page
			.getByRole( 'combobox', { name: 'Role' } )
			.selectOption( { label: 'Organizer' } );
		await answered;
		await expect( names( page ) ).toHaveText( [ `${ search } Gamma` ] );

		await page
			.getByRole( 'combobox', { name: 'Group' } )
			.selectOption( { label: 'All groups' } );
		await expect( names( page ) ).toHaveText( [
			`${ search } Beta`,
			`${ search } Gamma`,
		] );
		await page
			.getByRole( 'combobox', { name: 'Role' } )
			.selectOption( { label: 'Speaker' } );
		await expect( names( page ) ).toHaveText( [
			`${ search } Alpha`,
			`${ search } Gamma`,
		] );

		await searchBox( page ).fill( `${ search } Gam` );
		await expect( names( page ) ).toHaveText( [ `${ search } Gamma` ] );
		await searchBox( page ).fill( `${ search } Zeta` );
		await expect(
			page.getByText( 'No speakers match these filters.' )
		).toBeVisible();

		await page.getByRole( 'button', { name: 'Clear filters' } ).click();
		await expect( searchBox( page ) ).toHaveValue( '' );
		await expect(
			page.getByRole( 'combobox', { name: 'Role' } )
		).toHaveValue( '' );
		await page.context().close();
	} );

	test( 'pages through the speakers: "Showing {from} - {to} of {total} speakers"', async ( {
		browser,
	} ) => {
		const search = word( 'Paging' );
		for ( let index = 1; index <= 12; index++ ) {
			await createSpeaker(
				`${ search } N${ String( index ).padStart( 2, '0' ) }`
			);
		}

		const page = await openList( browser, search );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 10 of 12 speakers'
		);
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 10 );
		await page.getByRole( 'button', { name: 'Next page' } ).click();
		await expect( summary( page ) ).toHaveText(
			'Showing 11 - 12 of 12 speakers'
		);
		await expect( names( page ) ).toHaveText( [
			`${ search } N11`,
			`${ search } N12`,
		] );

		await page
			.getByRole( 'combobox', { name: 'Speakers per page' } )
			.selectOption( '20' );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 12 of 12 speakers'
		);
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 12 );

		// A filter change goes back to page 1.
		await page
			.getByRole( 'combobox', { name: 'Speakers per page' } )
			.selectOption( '10' );
		await page.getByRole( 'button', { name: 'Next page' } ).click();
		await expect( summary( page ) ).toHaveText(
			'Showing 11 - 12 of 12 speakers'
		);
		await page
			.getByRole( 'combobox', { name: 'Role' } )
			.selectOption( { label: 'Speaker' } );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 10 of 12 speakers'
		);
		await page.context().close();
	} );

	test( 'the author page opens in a new tab, and Edit opens the form', async ( {
		browser,
	} ) => {
		const search = word( 'Actions' );
		const ada = await createSpeaker( `${ search } Ada` );
		const page = await openList( browser, search );
		const adaRow = row( page, `${ search } Ada` );

		const view = adaRow.getByRole( 'link', {
			name: `View the author page of “${ search } Ada” (opens in a new tab)`,
		} );
		await expect( view ).toHaveAttribute( 'href', ada.author_url );
		await expect( view ).toHaveAttribute( 'target', '_blank' );
		await expect( view ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		const [ popup ] = await Promise.all( [
			page.context().waitForEvent( 'page' ),
			view.click(),
		] );
		await popup.waitForLoadState( 'domcontentloaded' );
		expect( popup.url() ).toBe( ada.author_url );
		await popup.close();
		// The list stays where it was.
		await expect( page ).toHaveURL( /#\/speakers$/ );

		await adaRow
			.getByRole( 'link', { name: `Edit “${ search } Ada”` } )
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `#/speakers/edit/${ ada.id }$` )
		);
		await expect( textbox( page, 'Name' ) ).toHaveValue(
			`${ search } Ada`
		);
		await page.context().close();
	} );

	test( 'deletes a speaker after "Are you sure?"', async ( { browser } ) => {
		const search = word( 'Delete' );
		const drop = await createSpeaker( `${ search } Drop` );
		await createSpeaker( `${ search } Keep` );

		const page = await openList( browser, search );
		await row( page, `${ search } Drop` )
			.getByRole( 'button', { name: `Delete “${ search } Drop”` } )
			.click();
		const dialog = page.getByRole( 'dialog', { name: 'Are you sure?' } );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete this speaker?'
		);
		await screenshot( page, 'delete-modal', { fullPage: false } );

		// Cancel keeps it.
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( names( page ) ).toHaveCount( 2 );

		await row( page, `${ search } Drop` )
			.getByRole( 'button', { name: `Delete “${ search } Drop”` } )
			.click();
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();
		const notice = toast( page, 'Successfully deleted the speaker!' );
		await expect( notice ).toBeVisible();
		await expectBottomRight( page, notice );
		await expect( names( page ) ).toHaveText( [ `${ search } Keep` ] );
		expect(
			( await rest( 'admin', 'GET', `speakers/${ drop.id }` ) ).status
		).toBe( 404 );
		await page.context().close();
	} );

	test( 'says when a delete fails, with the server’s reason', async ( {
		browser,
	} ) => {
		const search = word( 'DeleteFails' );
		await createSpeaker( `${ search } Ada` );
		const page = await openList( browser, search );
		// The server refuses the delete.
		await page.route( /speakers/, async ( route ) => {
			const request = route.request();
			const isDelete =
				request.method() === 'DELETE' ||
				request.headers()[ 'x-http-method-override' ] === 'DELETE';
			if ( ! isDelete ) {
				return route.fallback();
			}
			return route.fulfill( {
				status: 403,
				contentType: 'application/json',
				body: JSON.stringify( {
					code: 'eventin_speaker_protected',
					message: 'Only an administrator can change them.',
					data: { status: 403 },
				} ),
			} );
		} );
		await row( page, `${ search } Ada` )
			.getByRole( 'button', { name: `Delete “${ search } Ada”` } )
			.click();
		await page
			.getByRole( 'dialog', { name: 'Are you sure?' } )
			.getByRole( 'button', { name: 'Delete' } )
			.click();
		const notice = toast( page, 'Failed to delete the speaker!' );
		await expect( notice ).toBeVisible();
		await expect( notice ).toContainText(
			'Only an administrator can change them.'
		);
		await expect( names( page ) ).toHaveText( [ `${ search } Ada` ] );
		await page.context().close();
	} );

	test( 'deletes the selected speakers in bulk', async ( { browser } ) => {
		const search = word( 'Bulk' );
		for ( const name of [ 'Drop1', 'Drop2', 'Keep' ] ) {
			await createSpeaker( `${ search } ${ name }` );
		}

		const page = await openList( browser, search );
		await expect( names( page ) ).toHaveCount( 3 );
		for ( const name of [ 'Drop1', 'Drop2' ] ) {
			await row( page, `${ search } ${ name }` )
				.getByRole( 'checkbox' )
				.check();
		}
		// The filters give way to the bulk action.
		await expect( searchBox( page ) ).toBeHidden();
		await expect(
			page.getByRole( 'combobox', { name: 'Group' } )
		).toBeHidden();
		const bulk = page.locator( '.eventin-speaker-list__bulk' );
		await expect( bulk ).toContainText( '2 Items selected' );
		await bulk.getByRole( 'button', { name: 'Delete' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Are you sure?' } );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete these speakers?'
		);
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();

		await expect(
			toast( page, 'Successfully deleted the speakers!' )
		).toBeVisible();
		await expect( names( page ) ).toHaveText( [ `${ search } Keep` ] );
		await expect( searchBox( page ) ).toBeVisible();
		expect(
			( await findSpeakers( search ) ).map( ( { name } ) => name )
		).toEqual( [ `${ search } Keep` ] );
		await page.context().close();
	} );
} );

test.describe( 'the speaker form', () => {
	test( 'checks the fields, then creates the speaker', async ( {
		browser,
	} ) => {
		const search = word( 'Create' );
		const group = unique( 'Workshops' );
		await createGroup( group );
		const page = await openAs(
			browser,
			'organizermanager',
			'/speakers/create'
		);
		await expect(
			page.getByRole( 'heading', { name: 'Add New Speaker' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'checkbox', { name: 'Speaker', exact: true } )
		).toBeChecked();
		// Organizer managers may not upload files, so the media library is not offered.
		await expect(
			page.getByText(
				'Your role cannot choose images from the media library.'
			)
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Choose photo' } )
		).toHaveCount( 0 );

		await page
			.getByRole( 'checkbox', { name: 'Speaker', exact: true } )
			.uncheck();
		await page.getByRole( 'button', { name: 'Add Speaker' } ).click();
		await expect(
			page.getByText( 'Please enter the name.' )
		).toBeVisible();
		await expect(
			page.getByText( 'Please enter the email.' )
		).toBeVisible();
		await expect(
			page.getByText( 'Choose at least one role.' )
		).toBeVisible();
		await expect( textbox( page, 'Name' ) ).toBeFocused();
		await screenshot( page, 'form-errors' );

		const name = `${ search } Ada`;
		await textbox( page, 'Name' ).fill( name );
		await textbox( page, 'Email' ).fill( 'ada@example' );
		await page.getByRole( 'button', { name: 'Add social link' } ).click();
		await textbox( page, 'Link 1' ).fill( 'linkedin.com/in/ada' );
		await page.getByRole( 'button', { name: 'Add Speaker' } ).click();
		await expect(
			page.getByText( 'Please enter a valid email.' )
		).toBeVisible();
		await expect( page.getByText( LINK_ERROR ) ).toBeVisible();
		await expect( textbox( page, 'Email' ) ).toBeFocused();

		const email = mailOf( name );
		await textbox( page, 'Email' ).fill( email );
		await textbox( page, 'Designation' ).fill( 'Analyst' );
		await textbox( page, 'Company' ).fill( 'Engines Ltd' );
		await textbox( page, 'Biography' ).fill( 'Wrote the first program.' );
		await page
			.getByRole( 'combobox', { name: 'Network 1' } )
			.selectOption( { label: 'LinkedIn' } );
		await textbox( page, 'Link 1' ).fill( 'https://linkedin.com/in/ada' );
		await page
			.getByRole( 'checkbox', { name: 'Speaker', exact: true } )
			.check();
		await page.getByRole( 'checkbox', { name: 'Organizer' } ).check();
		await page.getByRole( 'checkbox', { name: group } ).check();
		await expect( page.getByText( LINK_ERROR ) ).toBeHidden();
		await screenshot( page, 'form-filled' );
		await page.getByRole( 'button', { name: 'Add Speaker' } ).click();

		const notice = toast( page, 'Successfully created the speaker!' );
		await expect( notice ).toBeVisible();
		await expectBottomRight( page, notice );
		await expect( page ).toHaveURL( /#\/speakers$/ );

		await searchBox( page ).fill( search );
		const created = row( page, name );
		await expect(
			created.locator( '.eventin-speaker-tags--groups li' )
		).toHaveText( [ group ] );
		await expect(
			created.locator( '.eventin-speaker-tags--roles li' )
		).toHaveText( [ 'Speaker', 'Organizer' ] );
		await expect(
			created.locator( '.eventin-speaker-details' )
		).toHaveText( 'Analyst, Engines Ltd' );

		const [ saved ] = await findSpeakers( search );
		expect( saved ).toMatchObject( {
			name,
			email,
			designation: 'Analyst',
			company: 'Engines Ltd',
			social: [
				{ network: 'linkedin', url: 'https://linkedin.com/in/ada' },
			],
			speaker_group: [ group ],
			category: [ 'speaker', 'organizer' ],
		} );
		await page.context().close();
	} );

	test( 'a photo from the media library shows in the form and the list', async ( {
		browser,
	} ) => {
		const search = word( 'Photo' );
		const speaker = await createSpeaker( `${ search } Ada`, {
			designation: 'Analyst',
			category: [ 'speaker', 'organizer' ],
		} );
		// Uploading needs upload_files: the administrator.
		const page = await openAs(
			browser,
			'admin',
			`/speakers/edit/${ speaker.id }`
		);
		await expect( page.getByText( 'No photo chosen.' ) ).toBeVisible();
		await page.getByRole( 'button', { name: 'Choose photo' } ).click();
		const modal = page.locator( '.media-modal' );
		await expect(
			modal.getByRole( 'heading', { name: 'Choose the speaker’s photo' } )
		).toBeVisible();
		await modal.locator( 'input[type="file"]' ).setInputFiles( {
			name: 'ada.png',
			mimeType: 'image/png',
			// A 1×1 PNG.
			buffer: Buffer.from(
				'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
				'base64'
			),
		} );
		const use = modal.getByRole( 'button', { name: 'Use as photo' } );
		await expect( use ).toBeEnabled();
		await use.click();
		await expect( modal ).toBeHidden();
		await expect(
			page.getByRole( 'img', { name: 'Photo preview' } )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			toast( page, 'Successfully updated the speaker!' )
		).toBeVisible();
		await screenshot( page, 'form-photo' );

		const [ saved ] = await findSpeakers( search );
		expect( saved.image_id ).toBeGreaterThan( 0 );
		await page.getByRole( 'link', { name: 'Go Back' } ).click();
		await searchBox( page ).fill( search );
		await expect(
			row( page, `${ search } Ada` ).locator(
				'img.eventin-speaker-photo'
			)
		).toHaveAttribute( 'src', saved.image );
		await screenshot( page, 'list-photo', { fullPage: false } );

		await page
			.getByRole( 'link', { name: `Edit “${ search } Ada”` } )
			.click();
		await page.getByRole( 'button', { name: 'Remove photo' } ).click();
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		// The first save's notice may still be on screen: wait for a new one.
		await expect(
			toast( page, 'Successfully updated the speaker!' ).last()
		).toBeVisible();
		await expect
			.poll( async () => ( await findSpeakers( search ) )[ 0 ].image_id )
			.toBe( 0 );
		await page.context().close();
	} );

	test( 'saved changes are there after a reload', async ( { browser } ) => {
		const search = word( 'Edit' );
		const speaker = await createSpeaker( `${ search } Grace`, {
			company: 'Navy',
			social: [ { network: 'x', url: 'https://x.com/grace' } ],
		} );
		const page = await openAs(
			browser,
			'organizermanager',
			`/speakers/edit/${ speaker.id }`
		);
		await expect(
			page.getByRole( 'heading', { name: 'Edit Speaker' } )
		).toBeVisible();
		await expect( textbox( page, 'Company' ) ).toHaveValue( 'Navy' );
		await expect(
			page.getByRole( 'combobox', { name: 'Network 1' } )
		).toHaveValue( 'x' );

		await textbox( page, 'Company' ).fill( 'US Navy' );
		await textbox( page, 'Designation' ).fill( 'Rear Admiral' );
		await page.getByRole( 'button', { name: 'Remove link 1' } ).click();
		await page.getByRole( 'button', { name: 'Add social link' } ).click();
		await page
			.getByRole( 'combobox', { name: 'Network 1' } )
			.selectOption( { label: 'YouTube' } );
		await textbox( page, 'Link 1' ).fill( 'https://youtube.com/@grace' );
		await page.getByRole( 'checkbox', { name: 'Organizer' } ).check();
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			toast( page, 'Successfully updated the speaker!' )
		).toBeVisible();
		await expect( page ).toHaveURL(
			new RegExp( `#/speakers/edit/${ speaker.id }$` )
		);

		await page.reload();
		await expect( textbox( page, 'Company' ) ).toHaveValue( 'US Navy' );
		await expect( textbox( page, 'Designation' ) ).toHaveValue(
			'Rear Admiral'
		);
		await expect(
			page.getByRole( 'combobox', { name: 'Network 1' } )
		).toHaveValue( 'youtube' );
		await expect( textbox( page, 'Link 1' ) ).toHaveValue(
			'https://youtube.com/@grace'
		);
		await expect(
			page.getByRole( 'combobox', { name: 'Network 2' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'checkbox', { name: 'Organizer' } )
		).toBeChecked();
		await page.context().close();
	} );

	test( 'shows the server’s error by the email field (a taken address)', async ( {
		browser,
	} ) => {
		const search = word( 'Taken' );
		const first = await createSpeaker( `${ search } First` );
		const page = await openAs(
			browser,
			'organizermanager',
			'/speakers/create'
		);
		await textbox( page, 'Name' ).fill( `${ search } Second` );
		await textbox( page, 'Email' ).fill( first.email );
		await page.getByRole( 'button', { name: 'Add Speaker' } ).click();

		await expect(
			toast( page, 'Failed to save the speaker!' )
		).toBeVisible();
		const email = textbox( page, 'Email' );
		await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( email ).toHaveAccessibleDescription(
			'A user with this email already exists.'
		);
		await expect( email ).toBeFocused();
		await expect( page ).toHaveURL( /#\/speakers\/create$/ );
		expect(
			( await findSpeakers( search ) ).map( ( { name } ) => name )
		).toEqual( [ `${ search } First` ] );
		await page.context().close();
	} );

	test( 'an unknown speaker: "This speaker does not exist."', async ( {
		browser,
	} ) => {
		const page = await openAs(
			browser,
			'organizermanager',
			'/speakers/edit/987654'
		);
		await expect(
			page.getByText( 'This speaker does not exist.' ).first()
		).toBeVisible();
		await page
			.getByRole( 'link', { name: 'Back to the speaker list' } )
			.click();
		await expect( page ).toHaveURL( /#\/speakers$/ );
		await page.context().close();
	} );
} );

test.describe( 'who may open the speakers', () => {
	test( 'an organizer manager opens the list and the form', async ( {
		browser,
	} ) => {
		const page = await openAs( browser, 'organizermanager', '/speakers' );
		await expect(
			page.getByRole( 'heading', { name: 'Speakers', exact: true } )
		).toBeVisible();
		await page.getByRole( 'link', { name: 'Add New Speaker' } ).click();
		await expect( page ).toHaveURL( /#\/speakers\/create$/ );
		await expect( textbox( page, 'Name' ) ).toBeVisible();
		await page.context().close();
	} );

	test( 'an event manager gets "Access Denied! Redirecting..."', async ( {
		browser,
	} ) => {
		for ( const route of [ '/speakers', '/speakers/create' ] ) {
			const page = await openAs( browser, 'eventmanager', route );
			await expect(
				page.getByText( 'Access Denied! Redirecting...' )
			).toBeVisible();
			await expect( page ).toHaveURL( /#\/events(\/empty)?$/ );
			await page.context().close();
		}
	} );
} );

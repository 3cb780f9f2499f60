/**
 * The widget block in the real block editor (WordPress 6.8, the post editor): found in the
 * inserter by name, its inspector (the generator's fields and checks, the shortcode it makes, the
 * script for other sites), the 'Eventin widgets' sidebar, shortcode transforms, and the published
 * post as a visitor sees it. Every events widget here shows only this file's own category.
 */
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import {
	authFile,
	createEvent,
	expect,
	restContext,
	restCreate,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

const CANVAS = 'iframe[name="editor-canvas"]';

let category: { id: number; name: string };
let alpha: string;
let beta: string;

test.beforeAll( async () => {
	category = await restCreate( 'event/categories', {
		name: unique( 'Block Jazz' ),
	} );
	const day = ( days: number ) =>
		new Date( Date.now() + days * 86_400_000 ).toISOString().slice( 0, 10 );
	alpha = unique( 'Alpha Night' );
	beta = unique( 'Beta Night' );
	for ( const [ title, days ] of [
		[ alpha, 10 ],
		[ beta, 20 ],
	] as const ) {
		await createEvent( {
			title,
			status: 'publish',
			start_date: day( days ),
			end_date: day( days ),
			start_time: '19:00',
			end_time: '22:00',
			categories: [ category.id ],
		} );
	}
} );

/**
 * A new post in the editor as a fixture user, without the welcome guide.
 * @param browser
 * @param login
 */
async function newPost( browser: Browser, login = 'admin' ): Promise< Page > {
	const context = await browser.newContext( {
		storageState: authFile( login ),
		baseURL: process.env.EVENTIN_TEST_URL,
		viewport: { width: 1400, height: 1000 },
	} );
	const page = await context.newPage();
	await page.goto( '/wp-admin/post-new.php' );
	await page.waitForFunction( () =>
		( window as any ).wp?.blocks?.getBlockType?.( 'eventin/widget' )
	);
	const guideWasOn = await page.evaluate( () => {
		const preferences = ( window as any ).wp.data.select(
			'core/preferences'
		);
		const on =
			preferences.get( 'core/edit-post', 'welcomeGuide' ) !== false;
		( window as any ).wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false );
		return on;
	} );
	if ( guideWasOn ) {
		await page.reload();
	}
	await expect(
		page
			.frameLocator( CANVAS )
			.getByRole( 'textbox', { name: 'Add title' } )
	).toBeVisible();
	return page;
}

const canvas = ( page: Page ): FrameLocator => page.frameLocator( CANVAS );

/**
 * Inserts a widget by searching the inserter for its name.
 * @param page
 * @param title The variation's title, e.g. 'Speakers slider'.
 */
async function insertFromInserter( page: Page, title: string ) {
	await page
		.getByRole( 'button', { name: /block inserter/i } )
		.first()
		.click();
	await page
		.getByRole( 'searchbox', { name: 'Search' } )
		.first()
		.fill( title );
	await inserterItem( page, title ).click();
}

/**
 * The titles of the event cards in the block's preview, once it shows them.
 * @param page
 */
const previewTitles = ( page: Page ) =>
	canvas( page ).locator(
		'.eventin-widget-block__preview .eventin-card__title'
	);

/**
 * An inserter item by its exact title (its accessible name also holds the icon).
 * @param page
 * @param title
 */
const inserterItem = ( page: Page, title: string ) =>
	page
		.getByRole( 'option' )
		.filter( { hasText: new RegExp( `^${ title }$` ) } );

const shortcodeField = ( page: Page ) =>
	page.getByRole( 'textbox', { name: 'Shortcode' } );

/**
 * Opens the 'Eventin widgets' sidebar and searches it; answers the sidebar.
 * @param page
 * @param search What goes in its search box.
 */
async function searchWidgets( page: Page, search: string ) {
	await page.getByRole( 'button', { name: 'Eventin widgets' } ).click();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar
		.getByRole( 'searchbox', { name: 'Search widgets' } )
		.fill( search );
	return sidebar;
}

/**
 * Clicks a widget in the sidebar, then expects its snackbar and the one widget block in the canvas.
 * @param page
 * @param sidebar As searchWidgets answers it.
 * @param name    The widget's title, e.g. 'Speakers slider'.
 */
async function insertFromSidebar( page: Page, sidebar: Locator, name: string ) {
	await sidebar.getByRole( 'button', { name } ).click();
	await expect( page.locator( '.components-snackbar' ) ).toHaveText(
		`${ name } inserted.`
	);
	await expect(
		canvas( page ).locator( '[data-type="eventin/widget"]' )
	).toHaveCount( 1 );
}

// The block editor, a preview per change of a field, and saving: these flows take about 30 s each
// on a two-core machine, the default limit.
test.describe.configure( { timeout: 90_000 } );

test( 'found in the inserter by name; two fields change the preview and the shortcode', async ( {
	browser,
} ) => {
	const page = await newPost( browser );
	await page
		.getByRole( 'button', { name: /block inserter/i } )
		.first()
		.click();
	await page
		.getByRole( 'searchbox', { name: 'Search' } )
		.first()
		.fill( 'Speakers slider' );
	await expect( inserterItem( page, 'Speakers slider' ) ).toBeVisible();
	await screenshot( page, 'inserter-search', { fullPage: false } );
	await page
		.getByRole( 'searchbox', { name: 'Search' } )
		.first()
		.fill( 'Events' );
	await inserterItem( page, 'Events' ).click();

	// Only this file's category: both its events, newest first (order DESC by ID).
	const categories = page.getByRole( 'group', { name: 'Categories' } );
	await categories.getByRole( 'checkbox', { name: category.name } ).check();
	await expect( previewTitles( page ) ).toHaveText( [ beta, alpha ] );
	await expect( shortcodeField( page ) ).toHaveValue(
		`[events event_cat_ids="${ category.id }"]`
	);

	await page
		.getByRole( 'spinbutton', { name: 'How many to show' } )
		.fill( '1' );
	await page
		.getByRole( 'combobox', { name: 'Order', exact: true } )
		.selectOption( 'ASC' );
	await expect( shortcodeField( page ) ).toHaveValue(
		`[events event_cat_ids="${ category.id }" limit="1" order="ASC"]`
	);
	await expect( previewTitles( page ) ).toHaveText( [ alpha ] );
	await screenshot( page, 'inspector', { fullPage: false } );

	// Copy puts the shortcode on the clipboard.
	await page
		.context()
		.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await page.getByRole( 'button', { name: 'Copy shortcode' } ).click();
	await expect( page.getByText( 'Copied!' ) ).toBeVisible();
	expect(
		await page.evaluate( () => window.navigator.clipboard.readText() )
	).toBe( `[events event_cat_ids="${ category.id }" limit="1" order="ASC"]` );
	await page.context().close();
} );

test( 'a number outside its limit shows the catalogue’s message, and nothing can be copied', async ( {
	browser,
} ) => {
	const page = await newPost( browser );
	await insertFromInserter( page, 'Speakers slider' );
	const count = page.getByRole( 'spinbutton', {
		name: 'Speakers per slide',
	} );
	await count.fill( '11' );
	await expect( count ).toHaveAccessibleDescription(
		'Enter a whole number from 1 to 10.'
	);
	await expect( count ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect(
		page.getByRole( 'button', { name: 'Copy shortcode' } )
	).toBeDisabled();
	await expect(
		page.getByText( 'Fix the settings marked above first.' )
	).toBeVisible();

	await count.fill( '4' );
	await expect( shortcodeField( page ) ).toHaveValue(
		'[etn_pro_speakers_sliders slider_count="4"]'
	);
	await expect(
		page.getByRole( 'button', { name: 'Copy shortcode' } )
	).toBeEnabled();
	await page.context().close();
} );

test( 'the Eventin widgets sidebar finds a widget and inserts it', async ( {
	browser,
} ) => {
	const page = await newPost( browser );
	// The cursor in the first of two paragraphs: the widget goes after it.
	await page.evaluate( () => {
		const { wp } = window as any;
		const blocks = [ 'First', 'Second' ].map( ( content ) =>
			wp.blocks.createBlock( 'core/paragraph', { content } )
		);
		wp.data.dispatch( 'core/block-editor' ).resetBlocks( blocks );
		wp.data
			.dispatch( 'core/block-editor' )
			.selectBlock( blocks[ 0 ].clientId );
	} );
	const sidebar = await searchWidgets( page, 'count' );
	await expect( sidebar.getByRole( 'status' ) ).toHaveText(
		'1 widget found.'
	);
	await screenshot( page, 'sidebar', { fullPage: false } );
	await insertFromSidebar( page, sidebar, 'Event countdown' );
	expect(
		await page.evaluate( () =>
			( window as any ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.map( ( block: any ) => block.attributes.kind ?? block.name )
		)
	).toEqual( [ 'core/paragraph', 'countdown', 'core/paragraph' ] );
	await expect(
		canvas( page ).locator( '[data-eventin-countdown]' ).first()
	).toBeVisible();
	await page.context().close();
} );

test( 'the Eventin widgets sidebar inserts in the site editor too', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		storageState: authFile( 'admin' ),
		baseURL: process.env.EVENTIN_TEST_URL,
		viewport: { width: 1400, height: 1000 },
	} );
	const page = await context.newPage();
	await page.goto( '/wp-admin/site-editor.php' );
	await page.waitForFunction( () => ( window as any ).wp?.apiFetch );
	const pageId = await page.evaluate(
		async ( title ) =>
			(
				await ( window as any ).wp.apiFetch( {
					path: '/wp/v2/pages',
					method: 'POST',
					// Some content: an empty page opens on the pattern chooser.
					data: {
						title,
						status: 'publish',
						content:
							'<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->',
					},
				} )
			).id as number,
		unique( 'Site editor page' )
	);
	await page.goto(
		`/wp-admin/site-editor.php?p=/page/${ pageId }&canvas=edit`
	);
	await page.waitForFunction( () =>
		( window as any ).wp?.plugins?.getPlugin?.( 'eventin-widgets' )
	);
	await page.evaluate( () => {
		const preferences = ( window as any ).wp.data.dispatch(
			'core/preferences'
		);
		for ( const guide of [ 'welcomeGuide', 'welcomeGuidePage' ] ) {
			preferences.set( 'core/edit-site', guide, false );
		}
	} );
	const sidebar = await searchWidgets( page, 'Speakers slider' );
	await insertFromSidebar( page, sidebar, 'Speakers slider' );
	// In the page, after its paragraph.
	expect(
		await page.evaluate( () =>
			( window as any ).wp.data
				.select( 'core/editor' )
				.getEditedPostContent()
		)
	).toMatch(
		/<p>Hello<\/p>[\s\S]*<!-- wp:eventin\/widget \{"kind":"speakers-slider"\} \/-->/
	);
	await screenshot( page, 'site-editor-sidebar', { fullPage: false } );
	await context.close();
} );

test( 'a Shortcode block holding one of ours becomes the block, and back', async ( {
	browser,
} ) => {
	const page = await newPost( browser );
	await page.evaluate( () => {
		const { wp } = window as any;
		wp.data.dispatch( 'core/block-editor' ).insertBlocks(
			wp.blocks.createBlock( 'core/shortcode', {
				text: '[etn_pro_speakers_sliders slider_count="2"]',
			} )
		);
	} );
	await page
		.getByRole( 'button', { name: 'Shortcode', exact: true } )
		.click();
	await page.getByRole( 'menuitem', { name: 'Eventin widget' } ).click();
	await expect( shortcodeField( page ) ).toHaveValue(
		'[etn_pro_speakers_sliders slider_count="2"]'
	);
	await expect(
		page.getByRole( 'spinbutton', { name: 'Speakers per slide' } )
	).toHaveValue( '2' );

	await page
		.getByRole( 'button', { name: 'Speakers slider', exact: true } )
		.click();
	await page.getByRole( 'menuitem', { name: 'Shortcode' } ).click();
	const text = await page.evaluate( () => {
		const { wp } = window as any;
		return wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.map( ( block: any ) => [ block.name, block.attributes.text ] );
	} );
	expect( text ).toEqual( [
		[ 'core/shortcode', '[etn_pro_speakers_sliders slider_count="2"]' ],
	] );
	await page.context().close();
} );

test( 'a shortcode of ours pasted into a paragraph becomes the block with its attributes', async ( {
	browser,
} ) => {
	const page = await newPost( browser );
	await canvas( page )
		.getByRole( 'textbox', { name: 'Add title' } )
		.press( 'Enter' );
	const paragraph = canvas( page ).getByRole( 'document', {
		name: 'Empty block',
	} );
	await expect( paragraph ).toBeFocused();
	// What the browser does when one pastes text: a paste event with it on the clipboard.
	await paragraph.evaluate( ( element ) => {
		const data = new DataTransfer();
		data.setData( 'text/plain', '[events limit="2" order="ASC"]' );
		element.dispatchEvent(
			new ClipboardEvent( 'paste', {
				clipboardData: data,
				bubbles: true,
				cancelable: true,
			} )
		);
	} );
	await expect
		.poll( () =>
			page.evaluate( () =>
				( window as any ).wp.data
					.select( 'core/block-editor' )
					.getBlocks()
					.map( ( block: any ) => [ block.name, block.attributes ] )
			)
		)
		.toEqual( [
			[ 'eventin/widget', { kind: 'events', limit: '2', order: 'ASC' } ],
		] );
	await expect( shortcodeField( page ) ).toHaveValue(
		'[events limit="2" order="ASC"]'
	);
	await page.context().close();
} );

test( 'published, the post shows the widget to visitors; Get Script gives its script once saved', async ( {
	browser,
} ) => {
	const page = await newPost( browser );
	await canvas( page )
		.getByRole( 'textbox', { name: 'Add title' } )
		.fill( unique( 'Block post' ) );
	await insertFromInserter( page, 'Events' );
	await page
		.getByRole( 'group', { name: 'Categories' } )
		.getByRole( 'checkbox', { name: category.name } )
		.check();
	await page
		.getByRole( 'combobox', { name: 'Order', exact: true } )
		.selectOption( 'ASC' );
	await expect( previewTitles( page ) ).toHaveText( [ alpha, beta ] );

	await page.getByRole( 'button', { name: 'Embed on another site' } ).click();
	await expect(
		page.getByText(
			'Save the post first: the script embeds the widget as saved.'
		)
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Get Script' } )
	).toBeDisabled();
	// The generator screens' tooltip (on a pointer that moves onto the button).
	await page
		.getByRole( 'button', { name: 'Get Script' } )
		.scrollIntoViewIfNeeded();
	await page.mouse.move( 0, 0 );
	await page.getByRole( 'button', { name: 'Get Script' } ).hover();
	await expect(
		page.getByText(
			"Click to get script and it's only worked registered domain.",
			{ exact: true }
		)
	).toBeVisible();
	await page.mouse.move( 0, 0 );

	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect(
		page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByText( 'is now live.' )
	).toBeVisible();
	const link = await page.evaluate( () =>
		( window as any ).wp.data.select( 'core/editor' ).getPermalink()
	);

	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Close panel' } )
		.click();
	await page.getByRole( 'button', { name: 'Get Script' } ).click();
	await expect( page.getByRole( 'textbox', { name: 'Script' } ) ).toHaveValue(
		/^<script src="http:\/\/[^"]+\/eventin-external-script\?id=\d+"><\/script>$/
	);

	await page
		.getByRole( 'textbox', { name: 'Script' } )
		.scrollIntoViewIfNeeded();
	await screenshot( page, 'embed-panel', { fullPage: false } );

	const visitor = await visitAnonymous( browser, link );
	await expect( visitor.locator( '.eventin-card__title' ) ).toHaveText( [
		alpha,
		beta,
	] );
	await screenshot( visitor, 'published' );
	await visitor.context().close();
	await page.context().close();
} );

test( 'an editor without the Events permission inserts and previews widgets, but may not create scripts', async ( {
	browser,
} ) => {
	const page = await newPost( browser, 'editor1' );
	await insertFromInserter( page, 'Events' );
	await page
		.getByRole( 'group', { name: 'Categories' } )
		.getByRole( 'checkbox', { name: category.name } )
		.check();
	await expect( previewTitles( page ) ).toHaveText( [ beta, alpha ] );
	await page.getByRole( 'button', { name: 'Embed on another site' } ).click();
	await expect(
		page
			.locator( '.components-notice' )
			.getByText(
				'You may not create scripts for other sites: that needs the permission to manage events. The shortcode above works on this site.'
			)
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Get Script' } )
	).toHaveCount( 0 );
	await page.context().close();
} );

/**
 * Two widgets with a Style, in one post: each gets its last style, then another setting changed,
 * and the preview renders (the block renderer answers 200) in that style each time; saved and
 * reopened, each block keeps its style and previews it. The block's attribute is not `style`:
 * WordPress's block supports own that name, and its preview request sent a text there letter by
 * letter (400 "Invalid parameter(s): attributes"). That every style of every kind renders in its
 * class is a PHP test (WidgetBlockTest::test_every_style_of_every_kind_renders_in_its_class);
 * here the events grid (another select changed) and the ticket form (a checkbox, another class).
 */
test( 'a style and then another setting preview, and the style stays once the post is saved and reopened', async ( {
	browser,
} ) => {
	// Four previews, a save and a reload of the editor: over 90 s on a machine busy with other runs.
	test.setTimeout( 150_000 );
	const ticketed = (
		await createEvent( {
			title: unique( 'Styled Night' ),
			status: 'publish',
			start_date: '2031-03-05',
			start_time: '18:00',
			end_date: '2031-03-05',
			end_time: '21:00',
			tickets: [ { name: 'Community', price: '0', capacity: 10 } ],
		} )
	).id;
	// Each kind, what it shows, its last style, and another setting to change.
	const flipOrder = async ( page: Page ) => {
		const field = page.getByRole( 'combobox', {
			name: 'Order',
			exact: true,
		} );
		await field.selectOption(
			( await field.inputValue() ) === 'ASC' ? 'DESC' : 'ASC'
		);
	};
	const kinds = [
		{
			kind: 'events',
			data: { event_cat_ids: String( category.id ) },
			style: 'event-5',
			change: flipOrder,
		},
		{
			kind: 'ticket-form',
			data: { event_id: String( ticketed ) },
			style: 'style-2',
			change: ( page: Page ) =>
				page
					.getByRole( 'checkbox', { name: 'Hide seats left' } )
					.click(),
		},
	];

	const page = await newPost( browser );
	await canvas( page )
		.getByRole( 'textbox', { name: 'Add title' } )
		.fill( unique( 'Styled widgets' ) );
	const ids: string[] = await page.evaluate(
		( list ) => {
			const { wp } = window as any;
			const blocks = list.map( ( { kind, data } ) =>
				wp.blocks.createBlock( 'eventin/widget', { kind, ...data } )
			);
			wp.data.dispatch( 'core/block-editor' ).insertBlocks( blocks );
			return blocks.map( ( block: any ) => block.clientId );
		},
		kinds.map( ( { kind, data } ) => ( { kind, data } ) )
	);

	const preview = ( id: string ) =>
		canvas( page ).locator(
			`[data-block="${ id }"] .eventin-widget-block__preview`
		);
	/**
	 * Does the action, then expects the block renderer's 200 and the preview in this style.
	 * @param id
	 * @param style
	 * @param action
	 * @param what
	 */
	const renders = async (
		id: string,
		style: string,
		action: () => Promise< unknown >,
		what: string
	) => {
		const answer = page.waitForResponse(
			( response ) =>
				decodeURIComponent( response.url() ).includes(
					'/block-renderer/eventin/widget'
				),
			{ timeout: 20_000 }
		);
		await action();
		expect( ( await answer ).status(), what ).toBe( 200 );
		await expect(
			preview( id ).locator( `[class*="-${ style }"]` ).first(),
			what
		).toBeAttached();
		await expect( preview( id ), what ).not.toContainText(
			'Error loading block'
		);
	};

	for ( const [ index, { kind, style, change } ] of kinds.entries() ) {
		const id = ids[ index ];
		await page.evaluate(
			( clientId ) =>
				( window as any ).wp.data
					.dispatch( 'core/block-editor' )
					.selectBlock( clientId ),
			id
		);
		await renders(
			id,
			style,
			() =>
				page
					.getByRole( 'combobox', { name: 'Style', exact: true } )
					.selectOption( style ),
			`${ kind }, ${ style }`
		);
		await renders(
			id,
			style,
			() => change( page ),
			`${ kind }, ${ style }, then another setting`
		);
	}
	await screenshot( page, 'styles-chosen', { fullPage: false } );

	// Saved, then reopened: each block in its last style.
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Save draft' } )
		.click();
	await expect(
		page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Saved' } )
	).toBeVisible();
	const content: string = await page.evaluate( () =>
		( window as any ).wp.data.select( 'core/editor' ).getEditedPostContent()
	);
	expect( content ).not.toMatch( /"style":/ );
	await page.reload();
	const blocks = canvas( page ).locator( '[data-type="eventin/widget"]' );
	await expect( blocks ).toHaveCount( kinds.length );
	for ( const [ index, { kind, style } ] of kinds.entries() ) {
		const block = blocks.nth( index );
		await expect(
			block.locator( `[class*="-${ style }"]` ).first(),
			kind
		).toBeAttached();
		await expect( block, kind ).not.toContainText( 'Error loading block' );
	}
	await screenshot( page, 'styles-reopened', { fullPage: false } );
	await page.context().close();
} );

test( 'a block saved with the old `style` attribute opens in its style, and the visitor sees it', async ( {
	browser,
} ) => {
	test.setTimeout( 90_000 );
	const api = await restContext();
	const response = await api.post( '/wp-json/wp/v2/posts', {
		data: {
			title: unique( 'Old styled block' ),
			status: 'publish',
			content: `<!-- wp:eventin/widget {"kind":"events","style":"event-3","event_cat_ids":"${ category.id }"} /-->`,
		},
	} );
	expect( response.status() ).toBe( 201 );
	const post = await response.json();
	await api.dispose();
	const page = await newPost( browser );
	await page.goto( `/wp-admin/post.php?post=${ post.id }&action=edit` );
	const block = canvas( page ).locator( '[data-type="eventin/widget"]' );
	await expect(
		block.locator( '.eventin-style-event-3 .eventin-card__title' )
	).toHaveText( [ beta, alpha ] );
	await block.click();
	await expect(
		page.getByRole( 'combobox', { name: 'Style', exact: true } )
	).toHaveValue( 'event-3' );
	await expect( shortcodeField( page ) ).toHaveValue(
		`[events style="event-3" event_cat_ids="${ category.id }"]`
	);

	const visitor = await visitAnonymous( browser, post.link );
	await expect(
		visitor.locator( '.eventin-style-event-3 .eventin-card__title' )
	).toHaveText( [ beta, alpha ] );
	await visitor.context().close();
	await page.context().close();
} );

/**
 * The block's 'Embed on another site' panel: Get Script only once what the
 * editor holds is saved (the post in the post and site editors, the edited
 * records in the widgets editor), and a notice for people who may not
 * create scripts.
 */
import { render, screen } from '@testing-library/react';
import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';

import { widgetByName } from '../../../src/widgets/catalogue';
import { store as shortcodeScriptsStore } from '../../../src/stores/shortcode-scripts';
import EmbedPanel from '../embed-panel';

const kind = widgetByName( 'events' )!;

/**
 * A store with one selector answering a fixed value, under a store's name.
 * @param name     The store's name, e.g. 'core'.
 * @param selector The selector's name.
 * @param value    What it answers.
 */
const fixedStore = ( name: string, selector: string, value: unknown ) =>
	createReduxStore( name, {
		reducer: ( state: unknown = value ) => state,
		selectors: { [ selector ]: ( state: unknown ) => state },
	} );

/**
 * The panel in a registry with the given editor stores.
 * @param stores  The stores beside the scripts' store.
 * @param missing What a script would need, or null.
 */
function renderPanel(
	stores: ReturnType< typeof fixedStore >[],
	missing: string | null = null
) {
	const registry = createRegistry();
	registry.register( shortcodeScriptsStore );
	stores.forEach( ( store ) => registry.register( store ) );
	render(
		<RegistryProvider value={ registry }>
			<EmbedPanel
				kind={ kind }
				shortcode="[events]"
				missing={ missing }
			/>
		</RegistryProvider>
	);
}

const getScript = () => screen.getByRole( 'button', { name: 'Get Script' } );

describe( 'EmbedPanel', () => {
	beforeEach( () => {
		(
			window as { eventinBlocks?: { canCreateScripts: boolean } }
		 ).eventinBlocks = { canCreateScripts: true };
	} );

	afterEach( () => {
		delete ( window as { eventinBlocks?: unknown } ).eventinBlocks;
	} );

	it( 'waits for the post to be saved in the post and site editors', () => {
		renderPanel( [
			fixedStore( 'core/editor', 'isEditedPostDirty', true ),
			fixedStore( 'core', '__experimentalGetDirtyEntityRecords', [] ),
		] );
		expect(
			screen.getByText(
				'Save the post first: the script embeds the widget as saved.'
			)
		).toBeInTheDocument();
		expect( getScript() ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'says what a page on another site needs, and waits for it', () => {
		const message =
			'Choose an event to get a script: a page on another site has no event of its own.';
		renderPanel(
			[ fixedStore( 'core/editor', 'isEditedPostDirty', false ) ],
			message
		);
		expect( screen.getByText( message ) ).toBeInTheDocument();
		expect( getScript() ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'offers Get Script once the post is saved', () => {
		renderPanel( [
			fixedStore( 'core/editor', 'isEditedPostDirty', false ),
		] );
		expect( getScript() ).not.toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'waits for the widgets to be saved in the widgets editor (no post)', () => {
		renderPanel( [
			fixedStore( 'core', '__experimentalGetDirtyEntityRecords', [
				{
					kind: 'root',
					name: 'postType',
					key: 'widget-area/sidebar-1',
				},
			] ),
		] );
		expect( getScript() ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'offers Get Script in the widgets editor once nothing is left to save', () => {
		renderPanel( [
			fixedStore( 'core', '__experimentalGetDirtyEntityRecords', [] ),
		] );
		expect( getScript() ).not.toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'tells people without the Events permission they may not create scripts', () => {
		(
			window as { eventinBlocks?: { canCreateScripts: boolean } }
		 ).eventinBlocks = { canCreateScripts: false };
		renderPanel( [
			fixedStore( 'core/editor', 'isEditedPostDirty', false ),
		] );
		expect(
			screen.getByText( /You may not create scripts for other sites/, {
				selector: '.components-notice__content',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Get Script' } )
		).not.toBeInTheDocument();
	} );
} );

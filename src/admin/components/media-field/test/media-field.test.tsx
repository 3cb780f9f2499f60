/**
 * The media field loads the media library on demand, for users who may
 * upload files.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithData } from '../../../test/helpers';
import MediaField, { type MediaFieldLabels } from '..';
import { addToPage } from '../load-media-library';

const LABELS: MediaFieldLabels = {
	legend: 'Banner',
	frameTitle: 'Choose the event banner',
	frameButton: 'Use as banner',
	preview: 'Banner preview',
	none: 'No banner chosen.',
	chosen: 'A banner is chosen.',
	choose: 'Choose banner',
	replace: 'Replace banner',
	remove: 'Remove banner',
};

const LIBRARY = {
	url: '/wp-admin/admin-ajax.php?action=eventin_media_library&_ajax_nonce=n1',
	scripts: [ 'jquery', 'wp-i18n' ],
	styles: [ 'buttons' ],
};

/** What admin-ajax answers: a style, inline scripts and a template. */
const ANSWER = `<style id="media-views-inline-css">.media-modal{}</style>
<script id="media-views-js-extra">window.mediaSteps = [ 'settings' ];</script>
<script id="media-views-js-after">
window.mediaSteps.push( 'views' );
window.wp = window.wp || {};
window.wp.media = window.testMedia;
</script>
<script type="text/html" id="tmpl-media-modal"><div class="media-modal">{{ data.title }}</div></script>`;

type TestWindow = Window & {
	wp?: { media?: unknown };
	testMedia?: unknown;
	mediaSteps?: string[];
};
const testWindow = window as TestWindow;

function makeFrame( selected: { id: number; url: string } ) {
	let onSelect = () => {};
	return {
		select: () => onSelect(),
		on: jest.fn( ( _event: string, callback: () => void ) => {
			onSelect = callback;
		} ),
		open: jest.fn(),
		state: () => ( {
			get: () => ( { first: () => ( { toJSON: () => selected } ) } ),
		} ),
	};
}

const fetchMock = jest.fn();

beforeEach( () => {
	fetchMock.mockReset();
	window.fetch = fetchMock;
} );

afterEach( () => {
	delete testWindow.wp;
	delete testWindow.testMedia;
	delete testWindow.mediaSteps;
	document.getElementById( 'tmpl-media-modal' )?.remove();
	document.getElementById( 'media-views-inline-css' )?.remove();
} );

describe( 'addToPage', () => {
	it( 'runs inline scripts in order and keeps templates as they are', async () => {
		testWindow.testMedia = () => {};
		await addToPage( ANSWER );
		expect( testWindow.mediaSteps ).toEqual( [ 'settings', 'views' ] );
		expect( testWindow.wp?.media ).toBe( testWindow.testMedia );
		expect(
			document.getElementById( 'tmpl-media-modal' )?.textContent
		).toBe( '<div class="media-modal">{{ data.title }}</div>' );
		expect(
			document.head.querySelector( '#media-views-inline-css' )
		).not.toBeNull();
	} );
} );

describe( 'MediaField', () => {
	// First: once the media library has loaded, it stays loaded (module state).
	it( 'says so when the media library does not load', async () => {
		fetchMock.mockResolvedValue( {
			json: async () => ( { success: false, data: { message: 'No' } } ),
		} );
		renderWithData(
			<MediaField
				id={ 0 }
				url=""
				labels={ LABELS }
				onChange={ () => {} }
			/>,
			{ mediaLibrary: LIBRARY }
		);
		expect(
			await screen.findByText(
				'The media library could not be loaded. Please reload the page.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Choose banner' } )
		).not.toBeInTheDocument();
	} );

	it( 'loads the media library once it shows, then opens it', async () => {
		const user = userEvent.setup();
		const frame = makeFrame( { id: 77, url: 'https://example.com/b.jpg' } );
		testWindow.testMedia = jest.fn( () => frame );
		fetchMock.mockResolvedValue( {
			json: async () => ( { success: true, data: { html: ANSWER } } ),
		} );
		const onChange = jest.fn();
		renderWithData(
			<MediaField
				id={ 0 }
				url=""
				labels={ LABELS }
				onChange={ onChange }
			/>,
			{ mediaLibrary: LIBRARY }
		);

		await waitFor( () => expect( testWindow.wp?.media ).toBeDefined() );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const requested = new URL( fetchMock.mock.calls[ 0 ][ 0 ] );
		expect( requested.pathname ).toBe( '/wp-admin/admin-ajax.php' );
		expect( requested.searchParams.get( 'action' ) ).toBe(
			'eventin_media_library'
		);
		expect( requested.searchParams.get( 'scripts' ) ).toBe(
			'jquery,wp-i18n'
		);
		expect( requested.searchParams.get( 'styles' ) ).toBe( 'buttons' );

		await user.click(
			screen.getByRole( 'button', { name: 'Choose banner' } )
		);
		expect( testWindow.testMedia ).toHaveBeenCalledWith( {
			title: 'Choose the event banner',
			button: { text: 'Use as banner' },
			library: { type: 'image' },
			multiple: false,
		} );
		expect( frame.open ).toHaveBeenCalled();
		act( () => frame.select() );
		expect( onChange ).toHaveBeenCalledWith(
			77,
			'https://example.com/b.jpg'
		);
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'is not offered to users who may not upload files', () => {
		renderWithData(
			<MediaField
				id={ 0 }
				url=""
				labels={ LABELS }
				onChange={ () => {} }
			/>
		);
		expect(
			screen.getByText(
				'Your role cannot choose images from the media library.'
			)
		).toBeInTheDocument();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );

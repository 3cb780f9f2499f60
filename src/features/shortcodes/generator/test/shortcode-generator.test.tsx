/**
 * A widget's shortcode generator at /shortcodes/{name}, in the app against a
 * mocked REST API.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	EVENT_MANAGER,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

jest.setTimeout( 20_000 );

const HOME = 'https://site.example/';
const SCRIPT =
	'<script src="https://site.example/eventin-external-script?id=42"></script>';
const TOOLTIP = "Click to get script and it's only worked registered domain.";
// Where the events generator starts (a bare [events] keeps the catalogue's defaults).
const START =
	'[events filter_with_status="upcoming" order="ASC" orderby="etn_start_date"]';

async function open( name: string, answers: Record< string, unknown > = {} ) {
	mockRest( {
		...restFor( EVENT_MANAGER ),
		'GET /eventin/v2/widgets/choices': [],
		'POST /eventin/v2/shortcodes/script': { id: 42, script: SCRIPT },
		...answers,
	} );
	const rendered = renderApp( `/shortcodes/${ name }`, { homeUrl: HOME } );
	await screen.findByRole( 'button', { name: 'Generate Shortcode' } );
	return rendered;
}

const generate = () =>
	userEvent.click(
		screen.getByRole( 'button', { name: 'Generate Shortcode' } )
	);
const getScriptButton = () =>
	screen.getByRole( 'button', { name: 'Get Script' } );
const shortcodeField = () =>
	screen.getByRole( 'textbox', { name: 'Shortcode' } );
const STALE =
	'The settings changed since this shortcode was generated. Generate it again to use them.';
// The notice, not its copy in the screen reader's live region.
const staleNotice = () =>
	within(
		shortcodeField().closest(
			'.eventin-shortcode-generator__output'
		) as HTMLElement
	).queryByText( STALE );
const scriptPosts = () =>
	mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter(
			( options ) => options.path === '/eventin/v2/shortcodes/script'
		);

describe( 'the shortcode generator', () => {
	it( 'shows the kind, its fields at their defaults and Get Script disabled with its tooltip', async () => {
		const user = userEvent.setup();
		await open( 'events' );
		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Generate Shortcode',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Events' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'spinbutton', { name: 'How many to show' } )
		).toHaveValue( 20 );
		expect(
			screen.getByRole( 'link', { name: 'Go Back' } )
		).toHaveAttribute( 'href', '/shortcodes' );
		expect( getScriptButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		// Disabled, it still takes the focus, and the focus shows the tooltip.
		act( () => getScriptButton().focus() );
		expect( getScriptButton() ).toHaveFocus();
		expect( await screen.findByText( TOOLTIP ) ).toBeInTheDocument();
		await user.click( getScriptButton() );
		expect( scriptPosts() ).toHaveLength( 0 );
		expect(
			screen.queryByRole( 'textbox', { name: 'Shortcode' } )
		).not.toBeInTheDocument();
	} );

	it( 'starts the events on upcoming ones by start date, then the changed attributes; a change makes it stale', async () => {
		const user = userEvent.setup();
		await open( 'events' );
		await generate();
		expect( shortcodeField() ).toHaveValue( START );
		expect(
			screen.getByText( `Shortcode generated: ${ START }` )
		).toHaveAttribute( 'role', 'status' );
		expect( getScriptButton() ).not.toHaveAttribute( 'aria-disabled' );

		const limit = screen.getByRole( 'spinbutton', {
			name: 'How many to show',
		} );
		await user.clear( limit );
		await user.type( limit, '5' );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Order' } ),
			'DESC'
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Show location' } )
		);
		// The shortcode shown no longer matches the form.
		expect( staleNotice() ).toBeInTheDocument();
		expect( shortcodeField() ).toHaveValue( START );
		expect( getScriptButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Copy shortcode' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		await generate();
		expect( shortcodeField() ).toHaveValue(
			'[events filter_with_status="upcoming" limit="5" orderby="etn_start_date" show_event_location="yes"]'
		);
		expect( staleNotice() ).not.toBeInTheDocument();
		expect( getScriptButton() ).not.toHaveAttribute( 'aria-disabled' );

		// Back to the generated values: not stale.
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Show location' } )
		);
		expect( staleNotice() ).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Show location' } )
		);
		expect( staleNotice() ).not.toBeInTheDocument();
	} );

	it( 'gets the script of the generated shortcode and copies it', async () => {
		const user = userEvent.setup();
		const writeText = jest.fn().mockResolvedValue( undefined );
		Object.defineProperty( window.navigator, 'clipboard', {
			value: { writeText },
			configurable: true,
		} );
		await open( 'speakers-slider' );
		const count = screen.getByRole( 'spinbutton', {
			name: 'Speakers per slide',
		} );
		await user.clear( count );
		await user.type( count, '4' );
		await generate();
		expect( shortcodeField() ).toHaveValue(
			'[etn_pro_speakers_sliders slider_count="4"]'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Copy shortcode' } )
		);
		expect( writeText ).toHaveBeenLastCalledWith(
			'[etn_pro_speakers_sliders slider_count="4"]'
		);
		expect( await screen.findByText( 'Copied!' ) ).toBeInTheDocument();

		await user.click( getScriptButton() );
		const script = await screen.findByRole( 'textbox', { name: 'Script' } );
		expect( script ).toHaveValue( SCRIPT );
		expect( scriptPosts() ).toEqual( [
			{
				path: '/eventin/v2/shortcodes/script',
				method: 'POST',
				data: {
					post_name: 'speakers-slider',
					shortcode: '[etn_pro_speakers_sliders slider_count="4"]',
				},
			},
		] );
		await user.click(
			screen.getByRole( 'button', { name: 'Copy script' } )
		);
		expect( writeText ).toHaveBeenLastCalledWith( SCRIPT );

		// A change hides the script of the old shortcode.
		await user.clear( count );
		await user.type( count, '5' );
		expect(
			screen.queryByRole( 'textbox', { name: 'Script' } )
		).not.toBeInTheDocument();
	} );

	it( 'only logs a failed script request', async () => {
		const user = userEvent.setup();
		const error = { code: 'rest_forbidden', message: 'Nope.' };
		await open( 'countdown', {
			'POST /eventin/v2/shortcodes/script': () => {
				throw error;
			},
		} );
		await generate();
		expect( shortcodeField() ).toHaveValue( '[etn_pro_countdown]' );
		await user.click( getScriptButton() );
		await waitFor( () => expect( console ).toHaveErroredWith( error ) );
		expect(
			screen.queryByRole( 'textbox', { name: 'Script' } )
		).not.toBeInTheDocument();
		expect( screen.queryByText( 'Nope.' ) ).not.toBeInTheDocument();
		expect( getScriptButton() ).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'checks the speakers slider count: 0 and 11 are refused on the field, 10 passes', async () => {
		const user = userEvent.setup();
		await open( 'speakers-slider' );
		const count = screen.getByRole( 'spinbutton', {
			name: 'Speakers per slide',
		} );
		for ( const bad of [ '0', '11' ] ) {
			await user.clear( count );
			await user.type( count, bad );
			await generate();
			expect( count ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( count ).toHaveAccessibleDescription(
				'Enter a whole number from 1 to 10.'
			);
			expect( count ).toHaveFocus();
			expect(
				screen.queryByRole( 'textbox', { name: 'Shortcode' } )
			).not.toBeInTheDocument();
		}
		await user.clear( count );
		await user.type( count, '10' );
		// The error goes once the value is valid.
		expect( count ).toHaveAttribute( 'aria-invalid', 'false' );
		await generate();
		expect( shortcodeField() ).toHaveValue(
			'[etn_pro_speakers_sliders slider_count="10"]'
		);
	} );

	it( 'wants other numbers at least 1', async () => {
		const user = userEvent.setup();
		await open( 'events-one-line' );
		const limit = screen.getByRole( 'spinbutton', {
			name: 'How many to show',
		} );
		expect( limit ).toHaveValue( 3 );
		await user.clear( limit );
		await generate();
		expect( limit ).toHaveAccessibleDescription(
			'Enter a whole number of at least 1.'
		);
	} );

	it( 'previews the last valid values in an iframe of the site', async () => {
		const user = userEvent.setup();
		await open( 'events-one-line' );
		const frame = screen.getByTitle( 'Preview: Events in one line' );
		expect( frame ).toHaveAttribute(
			'src',
			'https://site.example/?eventin-widget-preview=events-one-line'
		);
		const limit = screen.getByRole( 'spinbutton', {
			name: 'How many to show',
		} );
		await user.clear( limit );
		await user.type( limit, '7' );
		await waitFor( () =>
			expect( frame ).toHaveAttribute(
				'src',
				'https://site.example/?eventin-widget-preview=events-one-line&limit=7'
			)
		);
		await user.type( limit, '{Backspace}0' );
		await new Promise( ( resolve ) => setTimeout( resolve, 700 ) );
		// 0 is not valid: the preview stays on 7.
		expect( frame ).toHaveAttribute(
			'src',
			'https://site.example/?eventin-widget-preview=events-one-line&limit=7'
		);
	} );

	it( 'wants an event for the ticket form’s script: another site has no event of its page', async () => {
		const user = userEvent.setup();
		const NEEDS =
			'Choose an event to get a script: a page on another site has no event of its own.';
		await open( 'ticket-form', {
			'GET /eventin/v2/widgets/choices': [
				{ id: 12, label: 'Jazz Night (2030-12-05)' },
			],
		} );
		expect( screen.getByText( NEEDS ) ).toBeInTheDocument();
		await generate();
		// The shortcode serves this site's event pages; the script waits for an event.
		expect( shortcodeField() ).toHaveValue( '[etn_pro_ticket_form]' );
		expect( getScriptButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( getScriptButton() );
		expect( scriptPosts() ).toHaveLength( 0 );

		await user.click(
			await screen.findByRole( 'radio', {
				name: 'Jazz Night (2030-12-05)',
			} )
		);
		expect( screen.queryByText( NEEDS ) ).not.toBeInTheDocument();
		await generate();
		expect( shortcodeField() ).toHaveValue(
			'[etn_pro_ticket_form event_id="12"]'
		);
		await user.click( getScriptButton() );
		await waitFor( () => expect( scriptPosts() ).toHaveLength( 1 ) );
	} );

	it( 'says so for a kind that does not exist', async () => {
		mockRest( restFor( EVENT_MANAGER ) );
		renderApp( '/shortcodes/nope' );
		expect(
			await screen.findByText( 'This shortcode does not exist.' )
		).toBeInTheDocument();
		expect(
			within(
				screen.getByText( 'This shortcode does not exist.' )
			).getByRole( 'link', { name: 'See every shortcode' } )
		).toHaveAttribute( 'href', '/shortcodes' );
	} );
} );

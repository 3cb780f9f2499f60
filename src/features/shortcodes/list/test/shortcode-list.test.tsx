/**
 * The shortcode grid at /shortcodes, in the app.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { WIDGETS } from '../../../../widgets/catalogue';
import {
	EVENT_MANAGER,
	ORGANIZER_MANAGER,
	mockRest,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';
import { filterKinds } from '../../../../widgets/filter';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

jest.setTimeout( 20_000 );

const cardTitles = () =>
	screen
		.queryAllByRole( 'heading', { level: 3 } )
		.map( ( heading ) => heading.textContent );

describe( 'filterKinds', () => {
	it( 'matches every word in the title, description or tags, ignoring case and accents', () => {
		expect(
			filterKinds( WIDGETS, 'SLIDER', '' ).map( ( kind ) => kind.name )
		).toEqual( [ 'events-slider', 'speakers-slider' ] );
		expect(
			filterKinds( WIDGETS, 'slider spéakers', '' ).map(
				( kind ) => kind.name
			)
		).toEqual( [ 'speakers-slider' ] );
		expect(
			filterKinds( WIDGETS, 'etn_pro_countdown', '' ).map(
				( kind ) => kind.name
			)
		).toEqual( [ 'countdown' ] );
		expect(
			filterKinds( WIDGETS, '', 'schedules' ).map( ( kind ) => kind.name )
		).toEqual( [ 'schedules', 'schedules-list' ] );
		expect( filterKinds( WIDGETS, 'nothing like it', '' ) ).toEqual( [] );
	} );
} );

describe( 'the shortcode grid', () => {
	it( 'is in the header menu for event managers and lists every kind by family, each a link to its generator', async () => {
		mockRest( restFor( EVENT_MANAGER ) );
		renderApp( '/shortcodes' );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Shortcodes',
			} )
		).toBeInTheDocument();
		const search = await screen.findByRole( 'searchbox', {
			name: 'Search shortcodes',
		} );
		expect(
			within(
				screen.getByRole( 'navigation', { name: 'Eventin menu' } )
			).getByRole( 'link', { name: 'Shortcodes' } )
		).toHaveAttribute( 'href', '/shortcodes' );
		expect(
			screen
				.getAllByRole( 'heading', { level: 2 } )
				.map( ( heading ) => heading.textContent )
		).toEqual( [ 'Events', 'Calendars', 'Speakers', 'Schedules' ] );
		expect( cardTitles() ).toHaveLength( WIDGETS.length );
		const grid = search.closest( '.eventin-shortcode-list' ) as HTMLElement;
		for ( const kind of WIDGETS ) {
			expect(
				within( grid ).getByRole( 'link', { name: kind.title } )
			).toHaveAttribute( 'href', `/shortcodes/${ kind.name }` );
		}
		expect(
			screen.getByText( '[etn_pro_speakers_sliders]' )
		).toBeVisible();
	} );

	it( 'filters by search and family, and says when nothing matches', async () => {
		const user = userEvent.setup();
		mockRest( restFor( EVENT_MANAGER ) );
		renderApp( '/shortcodes' );
		const search = await screen.findByRole( 'searchbox', {
			name: 'Search shortcodes',
		} );
		await user.type( search, 'slider' );
		expect( cardTitles() ).toEqual( [
			'Events slider',
			'Speakers slider',
		] );
		expect( screen.getByText( '2 shortcodes shown.' ) ).toBeInTheDocument();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Family' } ),
			'speakers'
		);
		expect( cardTitles() ).toEqual( [ 'Speakers slider' ] );
		await user.type( search, ' zzz' );
		expect( cardTitles() ).toEqual( [] );
		expect(
			screen.getByText( 'No shortcode matches your search.' )
		).toBeInTheDocument();
	} );

	it( 'opens a kind’s generator from its card', async () => {
		const user = userEvent.setup();
		mockRest( restFor( EVENT_MANAGER ) );
		renderApp( '/shortcodes' );
		await user.click(
			await screen.findByRole( 'link', { name: 'Event countdown' } )
		);
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/shortcodes/countdown'
		);
		expect(
			await screen.findByRole( 'heading', {
				level: 2,
				name: 'Event countdown',
			} )
		).toBeInTheDocument();
	} );

	it( 'is refused to users without etn_manage_event', async () => {
		mockRest( restFor( ORGANIZER_MANAGER ) );
		renderApp( '/shortcodes' );
		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		expect( cardTitles() ).toEqual( [] );
	} );
} );

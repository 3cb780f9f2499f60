/**
 * The widget chooser of the block's placeholder and the sidebar.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import WidgetChooser from '../widget-chooser';
import { WIDGETS } from '../../../src/widgets/catalogue';

describe( 'WidgetChooser', () => {
	it( 'lists every kind under its family, each described', () => {
		render( <WidgetChooser onChoose={ jest.fn() } /> );
		expect(
			screen
				.getAllByRole( 'heading', { level: 3 } )
				.map( ( heading ) => heading.textContent )
		).toEqual( [ 'Events', 'Calendars', 'Speakers', 'Schedules' ] );
		expect( screen.getAllByRole( 'button' ) ).toHaveLength(
			WIDGETS.length
		);
		const calendars = screen.getByRole( 'region', { name: 'Calendars' } );
		expect(
			within( calendars ).getByRole( 'button', {
				name: 'Events calendar',
			} )
		).toHaveAccessibleDescription(
			'A month, week or day calendar of published events.'
		);
	} );

	it( 'narrows the list as one types, says how many, and chooses with the keyboard', async () => {
		const user = userEvent.setup();
		const onChoose = jest.fn();
		render( <WidgetChooser onChoose={ onChoose } /> );
		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search widgets' } ),
			'slider'
		);
		expect(
			screen
				.getAllByRole( 'button', { name: /slider/i } )
				.map( ( button ) => button.textContent )
		).toEqual( [ 'Events slider', 'Speakers slider' ] );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'2 widgets found.'
		);
		// Past the search's reset button, the first widget.
		await user.tab();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Events slider' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( onChoose ).toHaveBeenCalledWith(
			expect.objectContaining( { name: 'events-slider' } )
		);

		await user.clear(
			screen.getByRole( 'searchbox', { name: 'Search widgets' } )
		);
		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search widgets' } ),
			'zzz'
		);
		expect(
			screen.getByText( 'No widget matches your search.' )
		).toBeInTheDocument();
	} );
} );

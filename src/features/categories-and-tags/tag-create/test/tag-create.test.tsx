import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	EVENT_MANAGER,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

function posts() {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter( ( options ) => options.method === 'POST' );
}

async function openForm( answers: Record< string, unknown > = {} ) {
	mockRest( { ...restFor( EVENT_MANAGER ), ...answers } );
	renderApp( '/tags/create' );
	return screen.findByRole( 'textbox', { name: 'Tag name' } );
}

describe( 'the tag create form', () => {
	it( 'requires a Tag name', async () => {
		const user = userEvent.setup();
		const name = await openForm();

		await user.click(
			screen.getByRole( 'button', { name: 'Add New Tag' } )
		);

		expect( name ).toHaveAccessibleDescription( 'Tag Name is Required!' );
		expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( posts() ).toEqual( [] );
	} );

	it( 'creates the tag, notifies and returns to the list', async () => {
		const user = userEvent.setup();
		const name = await openForm( {
			'POST /eventin/v2/event/tags': { id: 3, name: 'Outdoor' },
		} );

		await user.type( name, 'Outdoor' );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Description' } ),
			'Fresh air'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add New Tag' } )
		);

		expect(
			await screen.findByText( 'Successfully created tag!' )
		).toBeInTheDocument();
		expect( posts() ).toEqual( [
			{
				path: '/eventin/v2/event/tags',
				method: 'POST',
				data: { name: 'Outdoor', description: 'Fresh air' },
			},
		] );
		await waitFor( () =>
			expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
				/^\/tags$/
			)
		);
	} );

	it( 'shows the server’s message when the create fails, and stays', async () => {
		const user = userEvent.setup();
		const name = await openForm( {
			'POST /eventin/v2/event/tags': () => {
				throw {
					code: 'eventin_duplicate_term',
					message: 'A tag with this name already exists.',
					data: { status: 400 },
				};
			},
		} );

		await user.type( name, 'Outdoor' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add New Tag' } )
		);

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'A tag with this name already exists.'
		);
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/tags/create'
		);
		expect(
			screen.getByRole( 'button', { name: 'Add New Tag' } )
		).toBeEnabled();
	} );
} );

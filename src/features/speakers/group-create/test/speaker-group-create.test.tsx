import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	mockApiFetch,
	mockRest,
	ORGANIZER_MANAGER,
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
	mockRest( { ...restFor( ORGANIZER_MANAGER ), ...answers } );
	renderApp( '/group/create' );
	return screen.findByRole( 'textbox', { name: 'Group Name' } );
}

describe( 'the speaker group create form', () => {
	it( 'requires a Group Name', async () => {
		const user = userEvent.setup();
		const name = await openForm();

		await user.click(
			screen.getByRole( 'button', { name: 'Add New Group' } )
		);

		expect( name ).toHaveAccessibleDescription( 'Group Name is Required!' );
		expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( name ).toHaveFocus();
		expect( posts() ).toEqual( [] );

		await user.type( name, 'Keynotes' );
		expect( name ).toHaveAttribute( 'aria-invalid', 'false' );
	} );

	it( 'creates the group, notifies and returns to the list', async () => {
		const user = userEvent.setup();
		const name = await openForm( {
			'POST /eventin/v2/speaker/categories': {
				id: 7,
				name: 'Keynotes',
				slug: 'keynotes',
				description: '',
				count: 0,
			},
		} );

		await user.type( name, '  Keynotes ' );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Description' } ),
			'Main stage'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add New Group' } )
		);

		expect(
			await screen.findByText( 'Successfully created group!' )
		).toBeInTheDocument();
		expect( posts() ).toEqual( [
			{
				path: '/eventin/v2/speaker/categories',
				method: 'POST',
				data: { name: 'Keynotes', description: 'Main stage' },
			},
		] );
		await waitFor( () =>
			expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
				/^\/group$/
			)
		);
	} );

	it( 'shows "Couldn\'t Create Speaker Group" with the server’s reason, and stays', async () => {
		const user = userEvent.setup();
		const name = await openForm( {
			'POST /eventin/v2/speaker/categories': () => {
				throw {
					code: 'eventin_duplicate_term',
					message: 'A group with this name already exists.',
					data: { status: 400 },
				};
			},
		} );

		await user.type( name, 'Keynotes' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add New Group' } )
		);

		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent( "Couldn't Create Speaker Group" );
		expect( alert ).toHaveTextContent(
			'A group with this name already exists.'
		);
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/group/create'
		);
		expect(
			screen.getByRole( 'button', { name: 'Add New Group' } )
		).toBeEnabled();
		expect( name ).toHaveValue( 'Keynotes' );
	} );
} );

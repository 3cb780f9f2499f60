import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFilter, removeFilter } from '@wordpress/hooks';

import {
	EVENT_MANAGER,
	listResponse,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';
import type { CategoryMetaField } from '../../../../stores/event-categories';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const MUSIC = {
	id: 4,
	name: 'Music',
	slug: 'music',
	description: '',
	parent: 0,
	count: 2,
	meta: {},
};

const META_FIELDS: CategoryMetaField[] = [
	{ key: 'color', label: 'Color', type: 'string' },
	{ key: 'featured', label: 'Featured', type: 'boolean' },
];

function postedBodies() {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter( ( options ) => options.method === 'POST' )
		.map( ( options ) => options.data );
}

async function openForm( answers: Record< string, unknown > = {} ) {
	mockRest( {
		...restFor( EVENT_MANAGER ),
		'GET /eventin/v2/event/categories': () => listResponse( [ MUSIC ] ),
		...answers,
	} );
	renderApp( '/categories/create', { categoryMetaFields: META_FIELDS } );
	return screen.findByRole( 'textbox', { name: 'Category Name' } );
}

describe( 'the category create form', () => {
	afterEach( () => {
		removeFilter( 'eventin_category_meta_fields', 'test/priority' );
	} );

	it( 'requires a Category Name and sends nothing without one', async () => {
		const user = userEvent.setup();
		const name = await openForm();

		await user.type(
			screen.getByRole( 'textbox', { name: 'Description' } ),
			'No name given'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add New Category' } )
		);

		expect( name ).toHaveAccessibleDescription(
			'Category Name is Required!'
		);
		expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( name ).toHaveFocus();
		expect( postedBodies() ).toEqual( [] );
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/categories/create'
		);

		await user.type( name, 'Jazz' );
		expect( name ).not.toHaveAccessibleDescription();
	} );

	it( 'creates the category with its parent and meta, then returns to the list', async () => {
		const user = userEvent.setup();
		const name = await openForm( {
			'POST /eventin/v2/event/categories': ( {
				data,
			}: {
				data: object;
			} ) => ( { id: 9, slug: 'jazz', count: 0, ...data } ),
		} );

		await user.type( name, '  Jazz Nights ' );
		await user.selectOptions(
			await screen.findByRole( 'combobox', { name: 'Parent Category' } ),
			await screen.findByRole( 'option', { name: 'Music' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Description' } ),
			'Late sets'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Color' } ),
			'blue'
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Featured' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add New Category' } )
		);

		expect(
			await screen.findByText( 'Successfully created category!' )
		).toBeInTheDocument();
		expect( postedBodies() ).toEqual( [
			{
				name: 'Jazz Nights',
				parent: 4,
				description: 'Late sets',
				meta: { color: 'blue', featured: true },
			},
		] );
		await waitFor( () =>
			expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
				/^\/categories$/
			)
		);
	} );

	it( 'adds the meta fields of the eventin_category_meta_fields filter', async () => {
		const user = userEvent.setup();
		addFilter(
			'eventin_category_meta_fields',
			'test/priority',
			( fields: CategoryMetaField[] ) => [
				...fields,
				{ key: 'priority', label: 'Priority', type: 'number' },
			]
		);
		const name = await openForm( {
			'POST /eventin/v2/event/categories': { id: 10, name: 'Talks' },
		} );

		await user.type( name, 'Talks' );
		await user.type(
			screen.getByRole( 'spinbutton', { name: 'Priority' } ),
			'3'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add New Category' } )
		);

		await screen.findByText( 'Successfully created category!' );
		expect( postedBodies() ).toEqual( [
			{
				name: 'Talks',
				parent: 0,
				description: '',
				meta: { color: '', featured: false, priority: 3 },
			},
		] );
	} );

	it( 'only logs a failed create, and stays on the form', async () => {
		const user = userEvent.setup();
		const failure = {
			code: 'eventin_duplicate_term',
			message: 'A category with this name already exists.',
			data: { status: 400 },
		};
		const name = await openForm( {
			'POST /eventin/v2/event/categories': () => {
				throw failure;
			},
		} );

		await user.type( name, 'Music' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add New Category' } )
		);

		await waitFor( () => expect( console ).toHaveErroredWith( failure ) );
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/categories/create'
		);
		expect(
			screen.getByRole( 'button', { name: 'Add New Category' } )
		).toBeEnabled();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText( 'A category with this name already exists.' )
		).not.toBeInTheDocument();
	} );
} );

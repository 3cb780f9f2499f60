/**
 * The speaker form at /speakers/create and /speakers/edit/{id}, rendered in
 * the app against a mocked REST API.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	ORGANIZER_MANAGER,
	listResponse,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';
import { makeSpeaker, speakersResponse } from '../../list/test/fixtures';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

// Typing a whole form takes a while on a busy machine.
jest.setTimeout( 20_000 );

const GROUPS = [
	{ id: 5, name: 'Keynotes', slug: 'keynotes', description: '', count: 1 },
	{ id: 6, name: 'Workshops', slug: 'workshops', description: '', count: 0 },
];

const SAVED = makeSpeaker( { id: 7 } );

function bodiesOf( method: string ): unknown[] {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter( ( options ) => options.method === method )
		.map( ( options ) => options.data );
}

async function openForm(
	path = '/speakers/create',
	answers: Record< string, unknown > = {}
) {
	mockRest( {
		...restFor( ORGANIZER_MANAGER ),
		'GET /eventin/v2/speaker/categories': () => listResponse( GROUPS ),
		'GET /eventin/v2/speakers': () => speakersResponse( [ SAVED ] ),
		...answers,
	} );
	const rendered = renderApp( path );
	return rendered;
}

function findNotice( text: string ) {
	return screen.findByText( text, {
		selector: '.components-notice__content, .components-notice__content *',
	} );
}

function field( name: string ): HTMLElement {
	return screen.getByRole( 'textbox', { name } );
}

afterEach( () => {
	delete ( window as unknown as { wp?: unknown } ).wp;
} );

describe( 'creating a speaker', () => {
	it( 'shows the fields, a speaker by default', async () => {
		await openForm();

		expect(
			await screen.findByRole( 'textbox', { name: 'Name' } )
		).toBeInTheDocument();
		for ( const name of [
			'Email',
			'Designation',
			'Company',
			'Biography',
		] ) {
			expect( field( name ) ).toBeInTheDocument();
		}
		expect(
			screen.getByRole( 'checkbox', { name: 'Speaker' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Organizer' } )
		).not.toBeChecked();
		expect(
			await screen.findByRole( 'checkbox', { name: 'Keynotes' } )
		).not.toBeChecked();
		expect( screen.getByText( 'No photo chosen.' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Go Back' } )
		).toHaveAttribute( 'href', '/speakers' );
	} );

	it( 'asks for a name, an email and a role, and focuses the name', async () => {
		const user = userEvent.setup();
		await openForm();
		await screen.findByRole( 'textbox', { name: 'Name' } );

		await user.click( screen.getByRole( 'checkbox', { name: 'Speaker' } ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Add Speaker' } )
		);

		expect(
			screen.getByText( 'Please enter the name.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please enter the email.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Choose at least one role.' )
		).toBeInTheDocument();
		expect( field( 'Name' ) ).toHaveAttribute( 'aria-invalid', 'true' );
		await waitFor( () => expect( field( 'Name' ) ).toHaveFocus() );
		expect( bodiesOf( 'POST' ) ).toEqual( [] );

		// An error goes as soon as its field is filled in.
		await user.type( field( 'Name' ), 'Ada' );
		expect(
			screen.queryByText( 'Please enter the name.' )
		).not.toBeInTheDocument();
	} );

	it( 'checks the email and the links', async () => {
		const user = userEvent.setup();
		await openForm();
		await user.type(
			await screen.findByRole( 'textbox', { name: 'Name' } ),
			'Ada'
		);
		await user.type( field( 'Email' ), 'ada@example' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add social link' } )
		);
		await user.type( field( 'Link 1' ), 'example.com/ada' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add Speaker' } )
		);

		expect(
			screen.getByText( 'Please enter a valid email.' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Please enter a valid link starting with http:// or https://.'
			)
		).toBeInTheDocument();
		await waitFor( () => expect( field( 'Email' ) ).toHaveFocus() );
		expect( bodiesOf( 'POST' ) ).toEqual( [] );
	} );

	it( 'offers every network by its name, and removes links', async () => {
		const user = userEvent.setup();
		await openForm();
		await screen.findByRole( 'textbox', { name: 'Name' } );

		await user.click(
			screen.getByRole( 'button', { name: 'Add social link' } )
		);
		const network = screen.getByRole( 'combobox', { name: 'Network 1' } );
		await waitFor( () => expect( network ).toHaveFocus() );
		expect(
			within( network )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [
			'Website',
			'Facebook',
			'X',
			'LinkedIn',
			'Instagram',
			'YouTube',
		] );
		await user.click(
			screen.getByRole( 'button', { name: 'Add social link' } )
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Network 2' } )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Remove link 1' } )
		);
		expect(
			screen.queryByRole( 'combobox', { name: 'Network 2' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'combobox', { name: 'Network 1' } )
		).toBeInTheDocument();
	} );

	it( 'sends the speaker, then goes to the list', async () => {
		const user = userEvent.setup();
		await openForm( '/speakers/create', {
			'POST /eventin/v2/speakers': () => SAVED,
		} );
		await user.type(
			await screen.findByRole( 'textbox', { name: 'Name' } ),
			' Ada Lovelace '
		);
		await user.type( field( 'Email' ), 'ada@example.com' );
		await user.type( field( 'Designation' ), 'Analyst' );
		await user.type( field( 'Company' ), 'Engines Ltd' );
		await user.type( field( 'Biography' ), 'Wrote the first program.' );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Organizer' } )
		);
		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Workshops' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add social link' } )
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Network 1' } ),
			'LinkedIn'
		);
		await user.type( field( 'Link 1' ), 'https://www.linkedin.com/in/ada' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add Speaker' } )
		);

		expect(
			await screen.findByText( 'Successfully created the speaker!' )
		).toBeInTheDocument();
		expect( bodiesOf( 'POST' ) ).toEqual( [
			{
				name: 'Ada Lovelace',
				email: 'ada@example.com',
				designation: 'Analyst',
				company: 'Engines Ltd',
				biography: 'Wrote the first program.',
				image_id: 0,
				social: [
					{
						network: 'linkedin',
						url: 'https://www.linkedin.com/in/ada',
					},
				],
				group_ids: [ 6 ],
				category: [ 'speaker', 'organizer' ],
			},
		] );
		await waitFor( () =>
			expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
				/^\/speakers$/
			)
		);
	} );

	it( 'chooses a photo from the media library, and removes it', async () => {
		const user = userEvent.setup();
		let onSelect = () => {};
		( window as unknown as { wp: unknown } ).wp = {
			media: jest.fn( () => ( {
				on: ( _event: string, callback: () => void ) => {
					onSelect = callback;
				},
				open: () => {},
				state: () => ( {
					get: () => ( {
						first: () => ( {
							toJSON: () => ( {
								id: 42,
								url: 'https://example.com/ada.jpg',
							} ),
						} ),
					} ),
				} ),
			} ) ),
		};
		await openForm();

		await user.click(
			await screen.findByRole( 'button', { name: 'Choose photo' } )
		);
		act( () => onSelect() );

		expect(
			await screen.findByRole( 'img', { name: 'Photo preview' } )
		).toHaveAttribute( 'src', 'https://example.com/ada.jpg' );
		expect(
			screen.getByRole( 'button', { name: 'Replace photo' } )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Remove photo' } )
		);
		expect( screen.getByText( 'No photo chosen.' ) ).toBeInTheDocument();
	} );

	it( 'shows the server’s field errors by their fields', async () => {
		const user = userEvent.setup();
		await openForm( '/speakers/create', {
			'POST /eventin/v2/speakers': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): email',
					data: {
						status: 400,
						params: {
							email: 'A user with this email already exists.',
							'social[0][url]':
								'Please enter a valid link starting with http:// or https://.',
						},
					},
				};
			},
		} );
		await user.type(
			await screen.findByRole( 'textbox', { name: 'Name' } ),
			'Ada'
		);
		await user.type( field( 'Email' ), 'taken@example.com' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add social link' } )
		);
		await user.type( field( 'Link 1' ), 'https://example.com' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add Speaker' } )
		);

		expect(
			await screen.findByText( 'Failed to save the speaker!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Invalid parameter(s): email' )
		).toBeInTheDocument();
		const email = field( 'Email' );
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAccessibleDescription(
			'A user with this email already exists.'
		);
		expect( field( 'Link 1' ) ).toHaveAccessibleDescription(
			'Please enter a valid link starting with http:// or https://.'
		);
		await waitFor( () => expect( email ).toHaveFocus() );
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/speakers/create'
		);
	} );
} );

describe( 'editing a speaker', () => {
	const GRACE = makeSpeaker( {
		id: 7,
		name: 'Grace Hopper',
		email: 'grace@example.com',
		designation: 'Rear Admiral',
		company: 'Navy',
		biography: 'COBOL.',
		image_id: 3,
		image: 'https://example.com/grace.jpg',
		social: [ { network: 'x', url: 'https://x.com/grace' } ],
		speaker_group: [ 'Keynotes' ],
		group_ids: [ 5 ],
		category: [ 'organizer' ],
	} );

	it( 'loads the speaker into the form, and saves the changes in place', async () => {
		const user = userEvent.setup();
		let answer: ( speaker: typeof GRACE ) => void = () => {};
		await openForm( '/speakers/edit/7', {
			'GET /eventin/v2/speakers/7': () =>
				new Promise( ( resolve ) => {
					answer = resolve;
				} ),
			'PUT /eventin/v2/speakers/7': ( { data }: { data: object } ) => ( {
				...GRACE,
				...data,
			} ),
		} );

		expect(
			await screen.findByText( 'Loading the speaker…' )
		).toBeInTheDocument();
		act( () => answer( GRACE ) );
		const name = await screen.findByRole( 'textbox', { name: 'Name' } );
		expect( name ).toHaveValue( 'Grace Hopper' );
		expect( field( 'Email' ) ).toHaveValue( 'grace@example.com' );
		expect( field( 'Designation' ) ).toHaveValue( 'Rear Admiral' );
		expect( field( 'Biography' ) ).toHaveValue( 'COBOL.' );
		expect(
			screen.getByRole( 'img', { name: 'Photo preview' } )
		).toHaveAttribute( 'src', 'https://example.com/grace.jpg' );
		expect(
			screen.getByRole( 'combobox', { name: 'Network 1' } )
		).toHaveValue( 'x' );
		expect( field( 'Link 1' ) ).toHaveValue( 'https://x.com/grace' );
		expect(
			screen.getByRole( 'checkbox', { name: 'Organizer' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Speaker' } )
		).not.toBeChecked();
		expect(
			await screen.findByRole( 'checkbox', { name: 'Keynotes' } )
		).toBeChecked();

		await user.clear( field( 'Company' ) );
		await user.type( field( 'Company' ), 'US Navy' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);

		expect(
			await screen.findByText( 'Successfully updated the speaker!' )
		).toBeInTheDocument();
		expect( bodiesOf( 'PUT' ) ).toEqual( [
			{
				name: 'Grace Hopper',
				email: 'grace@example.com',
				designation: 'Rear Admiral',
				company: 'US Navy',
				biography: 'COBOL.',
				image_id: 3,
				social: [ { network: 'x', url: 'https://x.com/grace' } ],
				group_ids: [ 5 ],
				category: [ 'organizer' ],
			},
		] );
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/speakers/edit/7'
		);
		expect( field( 'Company' ) ).toHaveValue( 'US Navy' );
	} );

	it( 'says when the speaker does not exist', async () => {
		await openForm( '/speakers/edit/99', {
			'GET /eventin/v2/speakers/99': () => {
				throw {
					code: 'eventin_speaker_not_found',
					message: 'The speaker 99 does not exist.',
					data: { status: 404 },
				};
			},
		} );

		expect(
			await findNotice( 'This speaker does not exist.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Back to the speaker list' } )
		).toHaveAttribute( 'href', '/speakers' );
	} );

	it( 'does not ask the server about an id that is not a number', async () => {
		await openForm( '/speakers/edit/abc' );

		expect(
			await findNotice( 'This speaker does not exist.' )
		).toBeInTheDocument();
		expect(
			mockApiFetch.mock.calls.some( ( [ options ] ) =>
				options.path.startsWith( '/eventin/v2/speakers/' )
			)
		).toBe( false );
	} );
} );

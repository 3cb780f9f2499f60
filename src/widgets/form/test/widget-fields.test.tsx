/**
 * The widget form: a control per catalogue field at its default, errors on
 * their fields, and the ids pickers reading `GET widgets/choices`.
 */
import apiFetch from '@wordpress/api-fetch';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { useState } from '@wordpress/element';

import { defaultValues, widgetByName, type WidgetKind } from '../../catalogue';
import { type WidgetValues } from '../../shortcode';
import WidgetFields from '..';
import { store as choicesStore } from '../../../stores/choices';
import { type WidgetErrors } from '../validate';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockApiFetch = apiFetch as unknown as jest.Mock;

const kind = ( name: string ): WidgetKind => {
	const found = widgetByName( name );
	if ( ! found ) {
		throw new Error( name );
	}
	return found;
};

const CHOICES: Record< string, Array< { id: number; label: string } > > = {
	event_category: [
		{ id: 3, label: 'Music' },
		{ id: 5, label: 'Theatre' },
	],
	event_tag: [],
	speaker_group: [
		{ id: 7, label: 'Keynote' },
		{ id: 8, label: 'Panel' },
	],
	event: [
		{ id: 12, label: 'Jazz Night (2030-12-05)' },
		{ id: 14, label: 'Poetry Slam (2030-12-07)' },
		{ id: 99, label: 'Old Gala (2020-01-01)' },
	],
	schedule: [],
};

/**
 * `GET widgets/choices` as the server answers it: a search's first ones
 * (the past gala only when asked for by id), or the ids asked for.
 *
 * @param path The request's path.
 */
function answer( path: string ) {
	const [ route, query = '' ] = path.split( '?' );
	if ( route !== '/eventin/v2/widgets/choices' ) {
		throw { code: 'rest_no_route', message: 'No route.' };
	}
	const params = new URLSearchParams( query );
	const include = [ ...params ]
		.filter( ( [ name ] ) => name.startsWith( 'include' ) )
		.map( ( [ , id ] ) => Number( id ) );
	const search = ( params.get( 'search' ) ?? '' ).toLowerCase();
	return ( CHOICES[ params.get( 'kind' ) ?? '' ] ?? [] ).filter(
		( choice ) =>
			include.length
				? include.includes( choice.id )
				: choice.id !== 99 &&
					choice.label.toLowerCase().includes( search )
	);
}

let registry: ReturnType< typeof createRegistry >;

beforeEach( () => {
	registry = createRegistry();
	registry.register( choicesStore );
	mockApiFetch.mockReset();
	mockApiFetch.mockImplementation( async ( { path }: { path: string } ) =>
		answer( path )
	);
} );

function Form( {
	widget,
	initial,
	errors,
	onValues,
}: {
	widget: WidgetKind;
	initial?: WidgetValues;
	errors?: WidgetErrors;
	onValues?: ( values: WidgetValues ) => void;
} ) {
	const [ values, setValues ] = useState< WidgetValues >(
		initial ?? defaultValues( widget )
	);
	return (
		<RegistryProvider value={ registry }>
			<WidgetFields
				kind={ widget }
				values={ values }
				errors={ errors }
				onChange={ ( name, value ) => {
					const next = { ...values, [ name ]: value };
					setValues( next );
					onValues?.( next );
				} }
			/>
		</RegistryProvider>
	);
}

describe( 'WidgetFields', () => {
	it( 'shows every field of the events grid at its default, labelled from the catalogue', async () => {
		render( <Form widget={ kind( 'events' ) } /> );
		expect( screen.getByRole( 'combobox', { name: 'Style' } ) ).toHaveValue(
			'event-1'
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Events to show' } )
		).toHaveValue( 'all' );
		expect(
			screen.getByRole( 'spinbutton', { name: 'How many to show' } )
		).toHaveValue( 20 );
		expect(
			screen.getByRole( 'spinbutton', { name: 'How many to show' } )
		).toHaveAttribute( 'min', '1' );
		expect( screen.getByRole( 'combobox', { name: 'Order' } ) ).toHaveValue(
			'DESC'
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Order by' } )
		).toHaveValue( 'ID' );
		expect(
			screen.getByRole( 'combobox', { name: 'Columns' } )
		).toHaveValue( '1' );
		expect(
			within( screen.getByRole( 'combobox', { name: 'Columns' } ) )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ '1', '2', '3', '4' ] );
		expect(
			screen.getByRole( 'spinbutton', {
				name: 'Description length (words)',
			} )
		).toHaveValue( 20 );
		for ( const toggle of [
			'Show description',
			'Show end date',
			'Show location',
			'Show recurring parents',
			'Show recurrences',
		] ) {
			expect(
				screen.getByRole( 'checkbox', { name: toggle } )
			).not.toBeChecked();
		}
		// The categories picker lists what the REST route answered.
		const categories = screen.getByRole( 'group', { name: 'Categories' } );
		expect(
			await within( categories ).findByRole( 'checkbox', {
				name: 'Music',
			} )
		).not.toBeChecked();
		expect(
			within( screen.getByRole( 'group', { name: 'Tags' } ) ).getByText(
				'No tags found.'
			)
		).toBeInTheDocument();
	} );

	it( 'hands over changed values: numbers as typed, toggles yes/no, ids as a comma list', async () => {
		const user = userEvent.setup();
		const onValues = jest.fn();
		render( <Form widget={ kind( 'events' ) } onValues={ onValues } /> );
		const limit = screen.getByRole( 'spinbutton', {
			name: 'How many to show',
		} );
		await user.clear( limit );
		await user.type( limit, '5' );
		expect( onValues ).toHaveBeenLastCalledWith(
			expect.objectContaining( { limit: '5' } )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Show end date' } )
		);
		expect( onValues ).toHaveBeenLastCalledWith(
			expect.objectContaining( { show_end_date: 'yes' } )
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Order' } ),
			'ASC'
		);
		const categories = screen.getByRole( 'group', { name: 'Categories' } );
		await user.click(
			await within( categories ).findByRole( 'checkbox', {
				name: 'Theatre',
			} )
		);
		await user.click(
			within( categories ).getByRole( 'checkbox', { name: 'Music' } )
		);
		expect( onValues ).toHaveBeenLastCalledWith(
			expect.objectContaining( { order: 'ASC', event_cat_ids: '5,3' } )
		);
		// The chosen come first.
		expect(
			within( categories )
				.getAllByRole( 'checkbox' )
				.map( ( box ) => box.closest( 'li' )?.textContent )
		).toEqual( [ 'Theatre', 'Music' ] );
		await user.click(
			within( categories ).getByRole( 'checkbox', { name: 'Theatre' } )
		);
		expect( onValues ).toHaveBeenLastCalledWith(
			expect.objectContaining( { event_cat_ids: '3' } )
		);
	} );

	it( 'searches once typing pauses, with the route’s own search argument', async () => {
		const user = userEvent.setup();
		const onValues = jest.fn();
		render( <Form widget={ kind( 'countdown' ) } onValues={ onValues } /> );
		const group = screen.getByRole( 'group', {
			name: 'Event (none: the next upcoming event)',
		} );
		expect(
			await within( group ).findByRole( 'radio', {
				name: 'Jazz Night (2030-12-05)',
			} )
		).not.toBeChecked();
		expect(
			within( group ).getByRole( 'radio', { name: 'None' } )
		).toBeChecked();
		await user.type(
			within( group ).getByRole( 'searchbox', { name: 'Search events' } ),
			'poetry'
		);
		// While typing, no row of the last search can be chosen.
		await user.click(
			await within( group ).findByRole( 'radio', {
				name: 'Poetry Slam (2030-12-07)',
			} )
		);
		expect(
			within( group ).queryByRole( 'radio', {
				name: 'Jazz Night (2030-12-05)',
			} )
		).not.toBeInTheDocument();
		expect( onValues ).toHaveBeenLastCalledWith( { event_id: '14' } );
		const paths = mockApiFetch.mock.calls.map( ( [ { path } ] ) => path );
		expect( paths ).toContain(
			'/eventin/v2/widgets/choices?kind=event&search=poetry'
		);
		// One request for the whole word, none per letter.
		expect(
			paths.filter( ( path: string ) => path.includes( 'search=' ) )
		).toHaveLength( 1 );
	} );

	it( 'reads back the label of a chosen id no search brought', async () => {
		render(
			<Form
				widget={ kind( 'countdown' ) }
				initial={ { event_id: '99' } }
			/>
		);
		expect(
			await screen.findByRole( 'radio', {
				name: 'Old Gala (2020-01-01)',
			} )
		).toBeChecked();
	} );

	it( 'reads speaker groups from widgets/choices, which anyone who writes posts may read', async () => {
		const user = userEvent.setup();
		const onValues = jest.fn();
		render(
			<Form
				widget={ kind( 'organizers' ) }
				initial={ { cat_id: '8' } }
				onValues={ onValues }
			/>
		);
		const groups = screen.getByRole( 'group', { name: 'Speaker groups' } );
		await user.click(
			await within( groups ).findByRole( 'checkbox', { name: 'Keynote' } )
		);
		expect( onValues ).toHaveBeenLastCalledWith(
			expect.objectContaining( { cat_id: '8,7' } )
		);
		expect(
			within( groups ).getByRole( 'checkbox', { name: 'Panel' } )
		).toBeChecked();
		const paths = mockApiFetch.mock.calls.map( ( [ { path } ] ) => path );
		expect( paths ).toContain(
			'/eventin/v2/widgets/choices?kind=speaker_group'
		);
		expect(
			paths.some( ( path: string ) =>
				path.includes( 'speaker/categories' )
			)
		).toBe( false );
	} );

	it( 'shows an error on its field, announced with it', async () => {
		render(
			<Form
				widget={ kind( 'speakers-slider' ) }
				initial={ { slider_count: '11' } }
				errors={ {
					slider_count: 'Enter a whole number from 1 to 10.',
				} }
			/>
		);
		const count = screen.getByRole( 'spinbutton', {
			name: 'Speakers per slide',
		} );
		expect( count ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( count ).toHaveAttribute( 'max', '10' );
		expect( count ).toHaveAccessibleDescription(
			'Enter a whole number from 1 to 10.'
		);
		expect(
			await screen.findByRole( 'checkbox', { name: 'Keynote' } )
		).not.toBeChecked();
	} );

	it( 'says when the choices could not be loaded', async () => {
		mockApiFetch.mockImplementation( async () => {
			throw { code: 'rest_forbidden', message: 'Sorry, no.' };
		} );
		render( <Form widget={ kind( 'schedules' ) } /> );
		const group = screen.getByRole( 'group', { name: 'Schedules' } );
		expect(
			await within( group ).findByText(
				'The choices could not be loaded: Sorry, no.'
			)
		).toBeInTheDocument();
	} );

	it( 'shows the upcoming list’s fields only while the list is beside the calendar', async () => {
		const user = userEvent.setup();
		render( <Form widget={ kind( 'events-calendar' ) } /> );
		const side = screen.getByRole( 'combobox', {
			name: 'Upcoming events beside the calendar',
		} );
		expect( side ).toHaveValue( 'full_width' );
		expect(
			screen.queryByRole( 'checkbox', { name: 'Show upcoming events' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'spinbutton', { name: 'How many to show' } )
		).not.toBeInTheDocument();
		await user.selectOptions( side, 'right' );
		expect(
			screen.getByRole( 'checkbox', { name: 'Show upcoming events' } )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Show the upcoming events’ descriptions',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'spinbutton', { name: 'How many to show' } )
		).toHaveValue( 20 );
	} );
} );

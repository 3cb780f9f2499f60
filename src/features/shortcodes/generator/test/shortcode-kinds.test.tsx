/**
 * Every widget kind's generator (the table in ./kinds, shared with the e2e): its changes by
 * their labels make the exact shortcode, Get Script waits for it (and for it again after a
 * change), then posts it. In the app against a mocked REST API; the e2e
 * (tests/e2e/shortcodes.spec.ts) drives a handful of kinds against the real site.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { WIDGETS } from '../../../../widgets/catalogue';
import {
	EVENT_MANAGER,
	mockApiFetch,
	mockRest,
	renderApp,
	restFor,
} from '../../../../admin/test/helpers';
import {
	eventLabel,
	firstShortcode,
	KINDS,
	requiredChanges,
	type Change,
	type Fixtures,
} from './kinds';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

jest.setTimeout( 20_000 );

const SCRIPT =
	'<script src="https://site.example/eventin-external-script?id=42"></script>';

const FIXTURES: Fixtures = {
	event: { id: 12, title: 'Shortcode Gala', start_date: '2031-03-14' },
	category: { id: 7, name: 'Shortcode Music' },
};

/** What `GET widgets/choices?kind=` lists, by kind. */
const CHOICES: Record< string, Array< { id: number; label: string } > > = {
	event: [
		{ id: 3, label: 'Jazz Night (2030-12-05)' },
		{ id: FIXTURES.event.id, label: eventLabel( FIXTURES ) },
	],
	event_category: [
		{ id: 5, label: 'Theatre' },
		{ id: FIXTURES.category.id, label: FIXTURES.category.name },
	],
};

/**
 * The choices of a kind matching the search, as the route answers.
 * @param options
 * @param options.path
 */
function choicesAnswer( { path }: { path: string } ) {
	const query = new URLSearchParams( path.split( '?' )[ 1 ] ?? '' );
	const search = ( query.get( 'search' ) ?? '' ).toLowerCase();
	return ( CHOICES[ query.get( 'kind' ) ?? '' ] ?? [] ).filter( ( choice ) =>
		choice.label.toLowerCase().includes( search )
	);
}

const getScriptButton = () =>
	screen.getByRole( 'button', { name: 'Get Script' } );
const shortcodeField = () =>
	screen.getByRole( 'textbox', { name: 'Shortcode' } );
const scriptPosts = () =>
	mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter(
			( options ) => options.path === '/eventin/v2/shortcodes/script'
		);

/**
 * Makes a change as the e2e does: a field found by its exact label; a picker's
 * choice found by searching for it.
 * @param user
 * @param change
 */
async function apply(
	user: ReturnType< typeof userEvent.setup >,
	change: Change
) {
	if ( 'select' in change ) {
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: change.select } ),
			change.value
		);
	} else if ( 'fill' in change ) {
		const field = screen.getByRole( 'spinbutton', { name: change.fill } );
		await user.clear( field );
		await user.type( field, change.value );
	} else if ( 'check' in change ) {
		const box = screen.getByRole( 'checkbox', { name: change.check } );
		expect( box ).not.toBeChecked();
		await user.click( box );
		expect( box ).toBeChecked();
	} else if ( 'uncheck' in change ) {
		const box = screen.getByRole( 'checkbox', { name: change.uncheck } );
		expect( box ).toBeChecked();
		await user.click( box );
		expect( box ).not.toBeChecked();
	} else {
		// A category's search is its last word, an event's its title (as the e2e searches).
		const [ label, role, search ] =
			'pick' in change
				? [
						change.pick,
						'checkbox' as const,
						change.option.split( ' ' ).pop() as string,
					]
				: [
						change.radio,
						'radio' as const,
						change.option.split( ' (' )[ 0 ],
					];
		// The picker's fieldset (a radio group inside is named the same).
		const group = screen.getAllByRole( 'group', { name: label } )[ 0 ];
		await user.type( within( group ).getByRole( 'searchbox' ), search );
		const choice = await within( group ).findByRole( role, {
			name: change.option,
		} );
		await user.click( choice );
		expect( choice ).toBeChecked();
	}
}

it( 'the table has every kind of the catalogue', () => {
	expect(
		KINDS.map( ( { name, title, tag } ) => [ name, title, tag ] )
	).toEqual(
		WIDGETS.map( ( { name, title, tag } ) => [ name, title, tag ] )
	);
} );

describe.each( KINDS.map( ( kind ) => [ kind.title, kind ] as const ) )(
	'%s',
	( _title, kind ) => {
		it( `Generate gives [${ kind.tag }] and its changes; Get Script waits for it, then posts it`, async () => {
			const user = userEvent.setup();
			mockRest( {
				...restFor( EVENT_MANAGER ),
				'GET /eventin/v2/widgets/choices': choicesAnswer,
				'POST /eventin/v2/shortcodes/script': {
					id: 42,
					script: SCRIPT,
				},
			} );
			renderApp( `/shortcodes/${ kind.name }`, {
				homeUrl: 'https://site.example/',
			} );
			expect(
				await screen.findByRole( 'heading', {
					level: 2,
					name: kind.title,
				} )
			).toBeInTheDocument();
			const generate = () =>
				user.click(
					screen.getByRole( 'button', { name: 'Generate Shortcode' } )
				);

			// Disabled until a shortcode is generated.
			expect( getScriptButton() ).toHaveAttribute(
				'aria-disabled',
				'true'
			);
			for ( const change of requiredChanges( kind, FIXTURES ) ) {
				await apply( user, change );
			}
			await generate();
			expect( shortcodeField() ).toHaveValue(
				firstShortcode( kind, FIXTURES )
			);
			expect( getScriptButton() ).not.toHaveAttribute( 'aria-disabled' );

			const changes = kind.changes( FIXTURES );
			for ( const change of changes ) {
				await apply( user, change );
			}
			// Changed since generated: stale until generated again (a kind with only its
			// required field has nothing more to change).
			expect( getScriptButton().getAttribute( 'aria-disabled' ) ).toBe(
				changes.length ? 'true' : null
			);
			await generate();
			const expected = kind.expected( FIXTURES );
			expect( shortcodeField() ).toHaveValue( expected );
			expect( getScriptButton() ).not.toHaveAttribute( 'aria-disabled' );

			await user.click( getScriptButton() );
			expect(
				await screen.findByRole( 'textbox', { name: 'Script' } )
			).toHaveValue( SCRIPT );
			expect( scriptPosts() ).toEqual( [
				{
					path: '/eventin/v2/shortcodes/script',
					method: 'POST',
					data: { post_name: kind.name, shortcode: expected },
				},
			] );
		} );
	}
);

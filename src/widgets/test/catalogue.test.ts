declare const __dirname: string;

/**
 * The catalogue's invariants (SPEC 5 and 9), and that the JSON PHP reads is
 * the catalogue as it is now (a stale or hand-edited build/widgets.json fails).
 */
import { blockAttributeName, WIDGETS, type WidgetKind } from '../catalogue';
import { type Field, type NumberField, type SelectField } from '../fields';

const fieldsNamed = ( name: string ): Array< [ WidgetKind, Field ] > =>
	WIDGETS.flatMap( ( kind ) =>
		kind.fields
			.filter( ( field ) => field.name === name )
			.map( ( field ): [ WidgetKind, Field ] => [ kind, field ] )
	);

const field = ( kindName: string, name: string ) => {
	const found = WIDGETS.find(
		( kind ) => kind.name === kindName
	)?.fields.find( ( candidate ) => candidate.name === name );
	if ( ! found ) {
		throw new Error( `No field ${ kindName }.${ name }` );
	}
	return found;
};

const values = ( select: Field ) =>
	( select as SelectField ).choices.map( ( choice ) => choice.value );

describe( 'the widget catalogue', () => {
	it( 'has the RSVP form under Eventin Pro’s tag, for an event (the page’s by default)', () => {
		const rsvp = WIDGETS.find( ( kind ) => kind.name === 'rsvp-form' );
		expect( rsvp ).toMatchObject( {
			tag: 'etn_rsvp_form',
			aliases: [],
			family: 'events',
			title: 'RSVP form',
		} );
		expect( rsvp?.fields ).toEqual( [
			expect.objectContaining( {
				name: 'event_id',
				type: 'ids',
				source: 'event',
				multiple: false,
				default: '',
				requiredForScript: true,
			} ),
		] );
		// Beside the ticket form, in the order lists show them.
		const names = WIDGETS.map( ( kind ) => kind.name );
		expect( names.indexOf( 'rsvp-form' ) ).toBe(
			names.indexOf( 'ticket-form' ) + 1
		);
	} );

	it( 'has unique names, and tags and aliases no two kinds share', () => {
		const names = WIDGETS.map( ( kind ) => kind.name );
		expect( new Set( names ).size ).toBe( names.length );
		const tags = WIDGETS.flatMap( ( kind ) => [
			kind.tag,
			...kind.aliases,
		] );
		expect( new Set( tags ).size ).toBe( tags.length );
		for ( const tag of tags ) {
			expect( tag ).toMatch( /^[a-z][a-z0-9_]*$/ );
		}
		for ( const name of names ) {
			expect( name ).toMatch( /^[a-z][a-z0-9-]*$/ );
		}
	} );

	it( 'gives every kind a title, description, icon and unique field names', () => {
		for ( const kind of WIDGETS ) {
			expect( kind.title ).not.toBe( '' );
			expect( kind.description ).not.toBe( '' );
			expect( kind.icon ).toMatch( /^[a-z-]+$/ );
			const names = kind.fields.map( ( candidate ) => candidate.name );
			expect( new Set( names ).size ).toBe( names.length );
		}
	} );

	it( 'has every default valid for its field', () => {
		// Toggles are off unless Eventin's own default is on.
		const onByDefault = [ 'attendee-list.show_avatar' ];
		const isValid = ( candidate: Field, kind: WidgetKind ): boolean => {
			switch ( candidate.type ) {
				case 'number':
					return (
						Number.isInteger( candidate.default ) &&
						candidate.default >= candidate.min &&
						( candidate.max === undefined ||
							candidate.default <= candidate.max )
					);
				case 'select':
					return (
						values( candidate ).includes( candidate.default ) &&
						new Set( values( candidate ) ).size ===
							candidate.choices.length
					);
				case 'toggle':
					return (
						candidate.default ===
						( onByDefault.includes(
							`${ kind.name }.${ candidate.name }`
						)
							? 'yes'
							: 'no' )
					);
				case 'ids':
					return candidate.default === '';
			}
			return false;
		};
		const invalid = WIDGETS.flatMap( ( kind ) =>
			kind.fields
				.filter(
					( candidate ) =>
						! candidate.label || ! isValid( candidate, kind )
				)
				.map( ( candidate ) => `${ kind.name }.${ candidate.name }` )
		);
		expect( invalid ).toEqual( [] );
	} );

	it( 'has the defaults of SPEC 9', () => {
		for ( const [ , order ] of fieldsNamed( 'order' ) ) {
			expect( order.default ).toBe( 'DESC' );
			expect( values( order ) ).toEqual( [ 'DESC', 'ASC' ] );
		}
		for ( const [ , orderby ] of fieldsNamed( 'orderby' ) ) {
			expect( orderby.default ).toBe( 'ID' );
		}
		for ( const [ , descLimit ] of fieldsNamed( 'desc_limit' ) ) {
			expect( descLimit.default ).toBe( 20 );
		}
		for ( const [ kind, limit ] of fieldsNamed( 'limit' ) ) {
			const expected: Record< string, number > = {
				'events-one-line': 3,
				'event-location': 5,
				'attendee-list': 50,
			};
			expect( [ kind.name, limit.default ] ).toEqual( [
				kind.name,
				expected[ kind.name ] ?? 20,
			] );
		}
		const sliderCounts = fieldsNamed( 'slider_count' );
		expect( sliderCounts.map( ( [ kind ] ) => kind.name ) ).toEqual( [
			'events-slider',
			'speakers-slider',
		] );
		for ( const [ , count ] of sliderCounts ) {
			expect( count.default ).toBe( 3 );
		}
		const columns = [
			...fieldsNamed( 'etn_event_col' ),
			...fieldsNamed( 'etn_speaker_col' ),
		];
		expect( columns.length ).toBeGreaterThan( 0 );
		for ( const [ , column ] of columns ) {
			expect( column.default ).toBe( '1' );
			expect( values( column ) ).toEqual( [ '1', '2', '3', '4' ] );
		}
		const toggles = WIDGETS.flatMap( ( kind ) =>
			kind.fields.filter( ( candidate ) => candidate.type === 'toggle' )
		);
		expect( toggles.length ).toBeGreaterThan( 0 );
	} );

	it( 'has the limits of SPEC 5: numbers at least 1, the speakers slider count 1 to 10', () => {
		const limits = WIDGETS.flatMap( ( kind ) =>
			kind.fields
				.filter( ( candidate ) => candidate.type === 'number' )
				.map( ( candidate ) => {
					const { min, max } = candidate as NumberField;
					return `${ kind.name }.${ candidate.name } ${ min }-${
						max ?? ''
					}`;
				} )
		);
		expect( limits ).toContain( 'speakers-slider.slider_count 1-10' );
		expect(
			limits.filter(
				( limit ) =>
					! limit.endsWith( ' 1-' ) &&
					limit !== 'speakers-slider.slider_count 1-10'
			)
		).toEqual( [] );
	} );

	it( 'has the style ranges of SPEC 9', () => {
		const styles = ( name: string ) => values( field( name, 'style' ) );
		const range = ( prefix: string, count: number ) =>
			Array.from(
				{ length: count },
				( _, i ) => `${ prefix }${ i + 1 }`
			);
		expect( styles( 'speakers' ) ).toEqual( range( 'speaker-', 3 ) );
		expect( styles( 'speakers-slider' ) ).toEqual( range( 'speaker-', 5 ) );
		expect( styles( 'events' ) ).toEqual( range( 'event-', 5 ) );
		expect( styles( 'events-tab' ) ).toEqual( range( 'event-', 4 ) );
		expect( styles( 'events-slider' ) ).toEqual( range( 'event-', 3 ) );
		expect( styles( 'schedules' ) ).toEqual( range( 'schedule-', 2 ) );
		expect( styles( 'schedules-list' ) ).toEqual( range( 'schedule-', 2 ) );
		// Each style field starts at its first style.
		for ( const [ , style ] of fieldsNamed( 'style' ) ) {
			expect( style.default ).toBe( values( style )[ 0 ] );
		}
	} );

	it( 'has the orderby, status and calendar view choices of SPEC 9', () => {
		for ( const [ kind, orderby ] of fieldsNamed( 'orderby' ) ) {
			const base = [ 'title', 'ID', 'post_date', 'name' ];
			expect( values( orderby ) ).toEqual(
				kind.family === 'events'
					? [ ...base, 'etn_start_date', 'etn_end_date' ]
					: base
			);
		}
		for ( const [ , status ] of fieldsNamed( 'filter_with_status' ) ) {
			expect( values( status ) ).toEqual( [
				'all',
				'upcoming',
				'ongoing',
				'expire',
			] );
		}
		const calendar = field( 'events-calendar', 'calendar_view' );
		expect( values( calendar ) ).toEqual( [
			'dayGridMonth',
			'timeGridWeek',
			'timeGridDay',
		] );
		expect( calendar.default ).toBe( 'timeGridWeek' );
		const list = field( 'events-calendar-list', 'calendar_view' );
		expect( values( list ) ).toEqual( [
			'listMonth',
			'listWeek',
			'listDay',
		] );
		expect( list.default ).toBe( 'listMonth' );
		expect( values( field( 'events-calendar', 'calendar_show' ) ) ).toEqual(
			expect.arrayContaining( [ 'left', 'right', 'full_width' ] )
		);
	} );

	// Node's modules, typed here: the unit tests' types are the browser's.
	const fs = jest.requireActual( 'node:fs' ) as {
		existsSync: ( file: string ) => boolean;
		readFileSync: ( file: string, encoding: 'utf8' ) => string;
	};
	const path = jest.requireActual( 'node:path' ) as {
		resolve: ( ...parts: string[] ) => string;
	};
	// Without a build there is no JSON for PHP to disagree with.
	const JSON_FILE = path.resolve( __dirname, '../../../build/widgets.json' );
	const withBuild = fs.existsSync( JSON_FILE ) ? it : it.skip;

	withBuild(
		'is what build/widgets.json holds for PHP (PHP and TypeScript agree)',
		() => {
			const { widgetsJson } = jest.requireActual(
				'../../../bin/lib/widgets-json.cjs'
			) as { widgetsJson: () => unknown };
			// eslint-disable-next-line jest/no-standalone-expect -- inside withBuild, an `it`.
			expect(
				JSON.parse( fs.readFileSync( JSON_FILE, 'utf8' ) )
			).toEqual( widgetsJson() );
		}
	);

	it( 'gives the block (block.json) `kind` and an attribute for every field of every kind', () => {
		const { blockAttributes } = jest.requireActual(
			'../../../bin/lib/widgets-json.cjs'
		) as { blockAttributes: () => Record< string, unknown > };
		const block = JSON.parse(
			fs.readFileSync(
				path.resolve( __dirname, '../../../block.json' ),
				'utf8'
			)
		);
		// `npm run block-json` writes them when the catalogue changes.
		expect( block.attributes ).toEqual( blockAttributes() );
		// WordPress's block supports own `style` (an object): Style is `widget_style`.
		expect( block.attributes.style ).toBeUndefined();
		expect( block.attributes.widget_style ).toEqual( { type: 'string' } );
		expect( block.attributes.kind.enum ).toEqual(
			WIDGETS.map( ( kind ) => kind.name )
		);
		for ( const kind of WIDGETS ) {
			for ( const { name } of kind.fields ) {
				expect(
					block.attributes[ blockAttributeName( name ) ]
				).toEqual( {
					type: 'string',
				} );
			}
		}
	} );
} );

/**
 * Where the generator's forms start: the events on upcoming ones by start
 * date, while a bare shortcode keeps the catalogue's defaults (SPEC 9).
 */
import {
	defaultValues,
	startValues,
	widgetByName,
	WIDGETS,
} from '../catalogue';
import { toShortcode } from '../shortcode';

describe( 'start values', () => {
	it( 'start the events on upcoming ones by start date, soonest first', () => {
		const events = widgetByName( 'events' )!;
		expect( startValues( events ) ).toEqual( {
			...defaultValues( events ),
			filter_with_status: 'upcoming',
			order: 'ASC',
			orderby: 'etn_start_date',
		} );
		expect( toShortcode( events, startValues( events ) ) ).toBe(
			'[events filter_with_status="upcoming" order="ASC" orderby="etn_start_date"]'
		);
		// What an existing [events] means is unchanged.
		expect( toShortcode( events, defaultValues( events ) ) ).toBe(
			'[events]'
		);
		expect( defaultValues( events ) ).toMatchObject( {
			filter_with_status: 'all',
			order: 'DESC',
			orderby: 'ID',
		} );
	} );

	it( 'name only fields of their kind, with values among their choices', () => {
		for ( const kind of WIDGETS ) {
			for ( const [ name, value ] of Object.entries(
				kind.start ?? {}
			) ) {
				const field = kind.fields.find(
					( candidate ) => candidate.name === name
				);
				expect( [ kind.name, name, !! field ] ).toEqual( [
					kind.name,
					name,
					true,
				] );
				const choices =
					field?.type === 'select'
						? field.choices.map( ( choice ) => choice.value )
						: [ value ];
				expect( choices ).toContain( value );
			}
		}
	} );
} );

/**
 * The block ↔ shortcode: every kind's shortcode (tag or alias) parses into the
 * block's attributes and the block gives the same shortcode back.
 */
import { WIDGETS } from '../../../src/widgets/catalogue';
import { toShortcode } from '../../../src/widgets/shortcode';
import { parseWidgetShortcode, shortcodeOf } from '../transforms';
import {
	attributeChange,
	attributesOf,
	styleDeprecation,
	valuesOf,
} from '../attributes';
import { variations } from '../variations';

describe( 'parseWidgetShortcode', () => {
	it( 'reads the kind and the fields that differ from their defaults', () => {
		expect(
			parseWidgetShortcode(
				' [events limit="5" ORDER="ASC" style="event-1" nope="1"] '
			)
		).toEqual( { kind: 'events', limit: '5', order: 'ASC' } );
		expect(
			parseWidgetShortcode(
				"[etn_pro_speakers_sliders slider_count='4']"
			)
		).toEqual( { kind: 'speakers-slider', slider_count: '4' } );
		expect( parseWidgetShortcode( '[events_calendar/]' ) ).toEqual( {
			kind: 'events-calendar',
		} );
	} );

	it( 'refuses anything but exactly one shortcode of ours', () => {
		for ( const text of [
			'',
			'events',
			'[gallery ids="1"]',
			'[events][speakers]',
			'Hello [events]',
			'[events limit="5"',
		] ) {
			expect( parseWidgetShortcode( text ) ).toBeNull();
		}
	} );

	it( 'gives back the shortcode it read, for every kind, tag and alias', () => {
		for ( const kind of WIDGETS ) {
			const values = Object.fromEntries(
				kind.fields.map( ( field ) => [
					field.name,
					field.type === 'number' ? field.min + 1 : field.default,
				] )
			);
			const shortcode = toShortcode( kind, values );
			for ( const tag of [ kind.tag, ...kind.aliases ] ) {
				const attributes = parseWidgetShortcode(
					shortcode.replace( kind.tag, tag )
				);
				expect( attributes?.kind ).toBe( kind.name );
				expect( shortcodeOf( attributes ?? {} ) ).toBe( shortcode );
			}
		}
	} );

	it( 'gives no shortcode for a block without a kind', () => {
		expect( shortcodeOf( {} ) ).toBe( '' );
		expect( shortcodeOf( { kind: 'nope' } ) ).toBe( '' );
	} );
} );

describe( 'the block’s attributes', () => {
	const events = WIDGETS.find( ( kind ) => kind.name === 'events' )!;

	it( 'are a kind’s values, missing ones at their defaults', () => {
		expect( valuesOf( events, { kind: 'events', limit: '4' } ) ).toEqual(
			expect.objectContaining( {
				limit: '4',
				order: 'DESC',
				style: 'event-1',
			} )
		);
	} );

	it( 'keep a value as text, and drop it when it is the default again', () => {
		expect( attributeChange( events, 'limit', 7 ) ).toEqual( {
			limit: '7',
		} );
		expect( attributeChange( events, 'limit', '20' ) ).toEqual( {
			limit: undefined,
		} );
		expect( attributeChange( events, 'show_end_date', 'yes' ) ).toEqual( {
			show_end_date: 'yes',
		} );
	} );

	it( 'keep Style as `widget_style` (WordPress’s block supports own `style`); the shortcode says `style`', () => {
		expect( attributeChange( events, 'style', 'event-3' ) ).toEqual( {
			widget_style: 'event-3',
		} );
		expect(
			valuesOf( events, { kind: 'events', widget_style: 'event-3' } )
		).toEqual( expect.objectContaining( { style: 'event-3' } ) );
		expect(
			attributesOf( events, {
				...valuesOf( events, { kind: 'events' } ),
				style: 'event-2',
				limit: 4,
			} )
		).toEqual( { kind: 'events', widget_style: 'event-2', limit: '4' } );
		expect( parseWidgetShortcode( '[events style="event-5"]' ) ).toEqual( {
			kind: 'events',
			widget_style: 'event-5',
		} );
		expect(
			shortcodeOf( { kind: 'events', widget_style: 'event-5' } )
		).toBe( '[events style="event-5"]' );
	} );

	it( 'of a block saved with `style` (a text) move it to `widget_style`', () => {
		const deprecation = styleDeprecation( { kind: { type: 'string' } } );
		expect( deprecation.isEligible( { kind: 'events' } ) ).toBe( false );
		expect( deprecation.isEligible( { style: { color: {} } } ) ).toBe(
			false
		);
		expect(
			deprecation.isEligible( { kind: 'events', style: 'event-2' } )
		).toBe( true );
		expect(
			deprecation.migrate( {
				kind: 'events',
				style: 'event-2',
				limit: '3',
			} )
		).toEqual( { kind: 'events', widget_style: 'event-2', limit: '3' } );
		expect( deprecation.attributes.style ).toEqual( { type: 'string' } );
	} );
} );

describe( 'the variations', () => {
	it( 'are one per kind, named and found by title, tag and family', () => {
		expect( variations.map( ( variation ) => variation.name ) ).toEqual(
			WIDGETS.map( ( kind ) => kind.name )
		);
		const slider = variations.find(
			( variation ) => variation.name === 'speakers-slider'
		);
		expect( slider ).toEqual(
			expect.objectContaining( {
				title: 'Speakers slider',
				attributes: { kind: 'speakers-slider' },
				isActive: [ 'kind' ],
				keywords: [ 'etn_pro_speakers_sliders', 'Speakers' ],
			} )
		);
	} );
} );

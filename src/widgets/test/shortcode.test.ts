import { WIDGETS, defaultValues, widgetByName } from '../catalogue';
import {
	escapeAttribute,
	previewUrl,
	toShortcode,
	widgetAttributes,
} from '../shortcode';

const kind = ( name: string ) => {
	const found = widgetByName( name );
	if ( ! found ) {
		throw new Error( `No kind ${ name }` );
	}
	return found;
};

describe( 'toShortcode', () => {
	it( 'is the bare tag for every kind at its defaults', () => {
		for ( const widget of WIDGETS ) {
			expect( toShortcode( widget, defaultValues( widget ) ) ).toBe(
				`[${ widget.tag }]`
			);
			expect( toShortcode( widget, {} ) ).toBe( `[${ widget.tag }]` );
		}
	} );

	it( 'writes the attributes that differ from their defaults, in catalogue order', () => {
		const events = kind( 'events' );
		expect(
			toShortcode( events, {
				...defaultValues( events ),
				order: 'ASC',
				limit: '5',
				style: 'event-2',
				etn_event_col: '3',
				filter_with_status: 'upcoming',
				show_end_date: 'yes',
			} )
		).toBe(
			'[events style="event-2" filter_with_status="upcoming" limit="5" order="ASC" etn_event_col="3" show_end_date="yes"]'
		);
	} );

	it( 'leaves out a value typed back to its default, and names the kind does not have', () => {
		const events = kind( 'events' );
		expect(
			toShortcode( events, { limit: ' 20 ', order: 'DESC', nope: 'x' } )
		).toBe( '[events]' );
		expect( toShortcode( kind( 'events-one-line' ), { limit: 20 } ) ).toBe(
			'[etn_pro_events_one_line limit="20"]'
		);
	} );

	it( 'writes ids as a comma list without blanks, repeats or non-ids', () => {
		const events = kind( 'events' );
		expect(
			toShortcode( events, {
				event_cat_ids: '3, 5,,5 x 0 12',
				event_tag_ids: '',
			} )
		).toBe( '[events event_cat_ids="3,5,12"]' );
		expect( toShortcode( kind( 'countdown' ), { event_id: 42 } ) ).toBe(
			'[etn_pro_countdown event_id="42"]'
		);
		expect( toShortcode( kind( 'schedules' ), { ids: ',' } ) ).toBe(
			'[schedules]'
		);
	} );

	it( 'keeps quotes and brackets out of attribute values', () => {
		expect( escapeAttribute( 'a"b[c]d' ) ).toBe( 'abcd' );
		expect( escapeAttribute( '  two\n lines ' ) ).toBe( 'two lines' );
		expect(
			toShortcode( kind( 'speakers-slider' ), {
				slider_count: '4"] [x',
			} )
		).toBe( '[etn_pro_speakers_sliders slider_count="4 x"]' );
	} );

	it( 'writes the speakers slider count and the calendar view', () => {
		expect(
			toShortcode( kind( 'speakers-slider' ), { slider_count: '10' } )
		).toBe( '[etn_pro_speakers_sliders slider_count="10"]' );
		expect(
			toShortcode( kind( 'events-calendar' ), {
				calendar_view: 'dayGridMonth',
				show_upcoming_event: 'yes',
				calendar_show: 'right',
			} )
		).toBe(
			'[events_calendar calendar_view="dayGridMonth" calendar_show="right" show_upcoming_event="yes"]'
		);
	} );
} );

describe( 'widgetAttributes and previewUrl', () => {
	it( 'lists the changed attributes', () => {
		expect(
			widgetAttributes( kind( 'organizers' ), {
				limit: 4,
				etn_speaker_col: '2',
			} )
		).toEqual( [
			[ 'limit', '4' ],
			[ 'etn_speaker_col', '2' ],
		] );
	} );

	it( 'puts the kind and its changed attributes on the home URL', () => {
		expect(
			previewUrl( 'https://site.example/', kind( 'events' ), {
				limit: '5',
				event_cat_ids: '3,4',
			} )
		).toBe(
			'https://site.example/?eventin-widget-preview=events&event_cat_ids=3%2C4&limit=5'
		);
		expect( previewUrl( '/', kind( 'countdown' ), {} ) ).toBe(
			'/?eventin-widget-preview=countdown'
		);
	} );
} );

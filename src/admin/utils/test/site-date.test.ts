/**
 * Calendar dates in the site's date format.
 */
import { getSettings, setSettings } from '@wordpress/date';

import { formatSiteDate, isCalendarDate } from '../site-date';

describe( 'isCalendarDate', () => {
	it.each( [
		[ '2026-03-29', true ],
		[ '2024-02-29', true ],
		[ '2026-02-29', false ],
		[ '2026-13-01', false ],
		[ '2026-3-29', false ],
		[ '', false ],
		[ null, false ],
	] )( '%p → %p', ( value, expected ) => {
		expect( isCalendarDate( value ) ).toBe( expected );
	} );
} );

describe( 'formatSiteDate', () => {
	const original = getSettings();

	afterEach( () => {
		setSettings( original );
	} );

	it( 'uses the site’s date format', () => {
		expect( formatSiteDate( '2026-03-29' ) ).toBe( 'March 29, 2026' );
		setSettings( {
			...original,
			formats: { ...original.formats, date: 'd/m/Y' },
		} );
		expect( formatSiteDate( '2026-03-29' ) ).toBe( '29/03/2026' );
	} );

	it( 'keeps the day whatever the site’s timezone', () => {
		for ( const offset of [ -11, 14 ] ) {
			setSettings( {
				...original,
				timezone: { ...original.timezone, offset, string: '' },
			} );
			expect( formatSiteDate( '2026-01-01', 'Y-m-d' ) ).toBe(
				'2026-01-01'
			);
		}
		setSettings( {
			...original,
			timezone: { ...original.timezone, string: 'Pacific/Kiritimati' },
		} );
		expect( formatSiteDate( '2026-12-31', 'Y-m-d' ) ).toBe( '2026-12-31' );
	} );

	it( 'hands back what is not a date', () => {
		expect( formatSiteDate( '' ) ).toBe( '' );
		expect( formatSiteDate( 'soon' ) ).toBe( 'soon' );
	} );
} );

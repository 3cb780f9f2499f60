/**
 * Calendar dates in the site's date format.
 */
import {
	DEFAULT_SITE_DATE_SETTINGS,
	formatDate,
	formatSiteDate,
	getSiteZoneName,
	isCalendarDate,
	parseSiteDate,
	setSiteDateSettings,
} from '../site-date';

afterEach( () => {
	setSiteDateSettings( DEFAULT_SITE_DATE_SETTINGS );
} );

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
	it( 'uses the site’s date format', () => {
		expect( formatSiteDate( '2026-03-29' ) ).toBe( 'March 29, 2026' );
		setSiteDateSettings( { dateFormat: 'd/m/Y' } );
		expect( formatSiteDate( '2026-03-29' ) ).toBe( '29/03/2026' );
	} );

	it( 'keeps the day whatever the site’s timezone', () => {
		for ( const gmtOffset of [ -11, 14 ] ) {
			setSiteDateSettings( { gmtOffset, timezone: '' } );
			expect( formatSiteDate( '2026-01-01', 'Y-m-d' ) ).toBe(
				'2026-01-01'
			);
		}
		setSiteDateSettings( { timezone: 'Pacific/Kiritimati' } );
		expect( formatSiteDate( '2026-12-31', 'Y-m-d' ) ).toBe( '2026-12-31' );
		setSiteDateSettings( { timezone: 'Pacific/Pago_Pago' } );
		expect( formatSiteDate( '2026-12-31', 'l, F jS' ) ).toBe(
			'Thursday, December 31st'
		);
	} );

	it( 'writes names in the page’s language, or the one set', () => {
		document.documentElement.lang = 'de-DE';
		try {
			expect( formatSiteDate( '2026-03-29', 'j. F Y' ) ).toBe(
				'29. März 2026'
			);
			setSiteDateSettings( { locale: 'fr-FR' } );
			expect( formatSiteDate( '2026-03-29', 'l j F Y' ) ).toBe(
				'dimanche 29 mars 2026'
			);
		} finally {
			document.documentElement.lang = '';
		}
	} );

	it( 'hands back what is not a date', () => {
		expect( formatSiteDate( '' ) ).toBe( '' );
		expect( formatSiteDate( 'soon' ) ).toBe( 'soon' );
	} );
} );

describe( 'formatDate', () => {
	// Sunday 29 March 2026, 14:05:09.250 UTC.
	const instant = new Date( Date.UTC( 2026, 2, 29, 14, 5, 9, 250 ) );

	it.each( [
		[ 'd D j l N S w z', '29 Sun 29 Sunday 7 th 0 87' ],
		[ 'W F m M n t', '13 March 03 Mar 3 31' ],
		[ 'L o Y y', '0 2026 2026 26' ],
		[ 'a A g G h H i s v u', 'pm PM 2 14 02 14 05 09 250 250000' ],
		[ 'e O P p Z', 'UTC +0000 +00:00 Z 0' ],
		[ 'c', '2026-03-29T14:05:09+00:00' ],
		[ 'r', 'Sun, 29 Mar 2026 14:05:09 +0000' ],
		[ 'U', '1774793109' ],
		[ '\\Y\\-m \\\\', 'Y-03 \\' ],
		[ 'jS F', '29th March' ],
	] )( '%p in UTC → %p', ( format, expected ) => {
		expect( formatDate( format, instant, 'UTC', 'en-US' ) ).toBe(
			expected
		);
	} );

	it( 'reads the instant in a timezone, with its daylight saving time', () => {
		expect(
			formatDate( 'Y-m-d H:i T P I', instant, 'Europe/Berlin', 'en-US' )
		).toBe( '2026-03-29 16:05 GMT+2 +02:00 1' );
		expect(
			formatDate(
				'Y-m-d H:i P I',
				new Date( Date.UTC( 2026, 0, 10, 23, 30 ) ),
				'America/New_York',
				'en-US'
			)
		).toBe( '2026-01-10 18:30 -05:00 0' );
	} );

	it( 'reads the instant at a fixed offset', () => {
		expect( formatDate( 'Y-m-d g:i a P e', instant, 330, 'en-US' ) ).toBe(
			'2026-03-29 7:35 pm +05:30 +05:30'
		);
		expect( formatDate( 'D H:i O', instant, -660, 'en-US' ) ).toBe(
			'Sun 03:05 -1100'
		);
	} );

	it( 'uses the site’s timezone by default', () => {
		setSiteDateSettings( { timezone: 'Asia/Tokyo' } );
		expect( formatDate( 'Y-m-d H:i', instant ) ).toBe( '2026-03-29 23:05' );
		setSiteDateSettings( { timezone: '', gmtOffset: -2.5 } );
		expect( formatDate( 'Y-m-d H:i', instant ) ).toBe( '2026-03-29 11:35' );
	} );

	it( 'writes nothing for an invalid date', () => {
		expect( formatDate( 'Y', new Date( NaN ), 'UTC' ) ).toBe( '' );
	} );
} );

describe( 'parseSiteDate', () => {
	it( 'reads a date and time without a zone in the site’s timezone', () => {
		setSiteDateSettings( { timezone: 'Europe/Berlin' } );
		expect( parseSiteDate( '2026-03-29T10:00' ).toISOString() ).toBe(
			'2026-03-29T08:00:00.000Z'
		);
		expect( parseSiteDate( '2026-01-15 10:00:30' ).toISOString() ).toBe(
			'2026-01-15T09:00:30.000Z'
		);
		setSiteDateSettings( { timezone: '', gmtOffset: 5.5 } );
		expect( parseSiteDate( '2026-03-29' ).toISOString() ).toBe(
			'2026-03-28T18:30:00.000Z'
		);
	} );

	it( 'keeps a zone that is written', () => {
		setSiteDateSettings( { timezone: 'Europe/Berlin' } );
		expect( parseSiteDate( '2026-03-29T10:00:00Z' ).toISOString() ).toBe(
			'2026-03-29T10:00:00.000Z'
		);
		expect(
			parseSiteDate( '2026-03-29T10:00:00-04:00' ).toISOString()
		).toBe( '2026-03-29T14:00:00.000Z' );
	} );
} );

describe( 'getSiteZoneName', () => {
	it( 'names the zone as the attendee export does', () => {
		expect( getSiteZoneName() ).toBe( 'UTC+00:00' );
		setSiteDateSettings( { timezone: 'Europe/Berlin' } );
		expect( getSiteZoneName() ).toBe( 'Europe/Berlin' );
		setSiteDateSettings( { timezone: '', gmtOffset: 5.5 } );
		expect( getSiteZoneName() ).toBe( 'UTC+05:30' );
		setSiteDateSettings( { timezone: '', gmtOffset: -3 } );
		expect( getSiteZoneName() ).toBe( 'UTC-03:00' );
	} );
} );

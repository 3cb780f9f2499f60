/**
 * The @wordpress/date functions the bundled packages use, on the site's settings.
 */
import { DEFAULT_SITE_DATE_SETTINGS, setSiteDateSettings } from '../site-date';
import { date, dateI18n, getDate, getSettings, gmdate } from '../wp-date';

afterEach( () => {
	setSiteDateSettings( DEFAULT_SITE_DATE_SETTINGS );
} );

describe( 'getSettings', () => {
	it( 'gives the site’s formats, week start and timezone', () => {
		setSiteDateSettings( {
			dateFormat: 'd/m/Y',
			timeFormat: 'H:i',
			startOfWeek: 1,
			timezone: 'Europe/Berlin',
		} );
		const settings = getSettings();
		expect( settings.formats ).toMatchObject( {
			date: 'd/m/Y',
			time: 'H:i',
			datetime: 'd/m/Y H:i',
		} );
		expect( settings.l10n.startOfWeek ).toBe( 1 );
		expect( settings.l10n.months ).toHaveLength( 12 );
		expect( settings.l10n.months[ 0 ] ).toBe( 'January' );
		expect( settings.l10n.weekdaysShort[ 0 ] ).toBe( 'Sun' );
		expect( settings.timezone.string ).toBe( 'Europe/Berlin' );
		expect( [ 1, 2 ] ).toContain( settings.timezone.offset );
	} );

	it( 'writes a fractional offset as WordPress does', () => {
		setSiteDateSettings( { timezone: '', gmtOffset: 5.5 } );
		expect( getSettings().timezone ).toEqual( {
			offset: 5.5,
			offsetFormatted: '5:30',
			string: '',
			abbr: '',
		} );
	} );
} );

describe( 'getDate and dateI18n', () => {
	it( 'read and write in the site’s timezone', () => {
		setSiteDateSettings( { timezone: 'America/New_York' } );
		const value = getDate( '2026-07-04T09:30' );
		expect( value.toISOString() ).toBe( '2026-07-04T13:30:00.000Z' );
		expect( dateI18n( 'Y-m-d H:i', value ) ).toBe( '2026-07-04 09:30' );
		expect( dateI18n( 'H:i', value, true ) ).toBe( '13:30' );
		expect( dateI18n( 'H:i', value, '+02:00' ) ).toBe( '15:30' );
		expect( dateI18n( 'H:i', value, 'Asia/Tokyo' ) ).toBe( '22:30' );
		expect( gmdate( 'D H:i', value ) ).toBe( 'Sat 13:30' );
		expect( date( 'F', value ) ).toBe( 'July' );
	} );

	it( 'give now without a date', () => {
		const before = Date.now();
		const now = getDate( null ).getTime();
		expect( now ).toBeGreaterThanOrEqual( before );
		expect( now ).toBeLessThanOrEqual( Date.now() );
	} );
} );

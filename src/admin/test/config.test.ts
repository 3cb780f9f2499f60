/**
 * The configuration on the root element: date settings and the media library.
 */
import { DEFAULT_CONFIG, readConfig } from '../config';
import { DEFAULT_SITE_DATE_SETTINGS } from '../utils/site-date';

function configOf( value: unknown ) {
	const element = document.createElement( 'div' );
	element.dataset.config = JSON.stringify( value );
	return readConfig( element );
}

describe( 'readConfig', () => {
	it( 'reads the date settings, each malformed one at its default', () => {
		expect(
			configOf( {
				date: {
					dateFormat: 'd/m/Y',
					timeFormat: 'H:i',
					timezone: 'Europe/Berlin',
					gmtOffset: 2,
					startOfWeek: 1,
					locale: 'de-DE',
				},
			} ).date
		).toEqual( {
			dateFormat: 'd/m/Y',
			timeFormat: 'H:i',
			timezone: 'Europe/Berlin',
			gmtOffset: 2,
			startOfWeek: 1,
			locale: 'de-DE',
		} );
		expect(
			configOf( {
				date: { dateFormat: 5, gmtOffset: '2', locale: 'fr' },
			} ).date
		).toEqual( { ...DEFAULT_SITE_DATE_SETTINGS, locale: 'fr' } );
		expect( configOf( {} ).date ).toEqual( DEFAULT_SITE_DATE_SETTINGS );
	} );

	it( 'reads the media library, or null', () => {
		expect(
			configOf( {
				mediaLibrary: {
					url: '/wp-admin/admin-ajax.php?action=eventin_media_library',
					scripts: [ 'jquery' ],
					styles: [ 'buttons', 3 ],
				},
			} ).mediaLibrary
		).toEqual( {
			url: '/wp-admin/admin-ajax.php?action=eventin_media_library',
			scripts: [ 'jquery' ],
			styles: [],
		} );
		expect( configOf( { mediaLibrary: null } ).mediaLibrary ).toBeNull();
		expect( configOf( { mediaLibrary: { url: 3 } } ).mediaLibrary ).toBe(
			null
		);
		expect( configOf( {} ).mediaLibrary ).toBe(
			DEFAULT_CONFIG.mediaLibrary
		);
	} );
} );

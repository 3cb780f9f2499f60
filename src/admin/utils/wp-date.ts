/**
 * What the packages the app bundles (DataViews, components) import from
 * `@wordpress/date`, written with `Intl` on the site's settings
 * (`site-date.ts`): webpack.config.js points `@wordpress/date` here, so the
 * page does not load the wp-date script (moment and its timezone data).
 */
import {
	formatDate,
	getDateLocale,
	getSiteDateSettings,
	getSiteZone,
	getWallClock,
	parseSiteDate,
	type DateZone,
	type SiteDateSettings,
} from './site-date';

type DateValue = Date | string | number | null | undefined;

const UTC_OFFSET = /^([+-])([0-1]\d):?(\d\d)?$/;

/**
 * A timezone argument as @wordpress/date takes it: true for UTC, an offset
 * such as '+05:30', a timezone name; the site's otherwise.
 *
 * @param timezone The argument.
 */
function toZone( timezone?: string | boolean ): DateZone {
	if ( timezone === true ) {
		return 'UTC';
	}
	if ( typeof timezone === 'string' && timezone !== '' ) {
		const offset = UTC_OFFSET.exec( timezone );
		if ( offset ) {
			const minutes =
				Number( offset[ 2 ] ) * 60 + Number( offset[ 3 ] ?? 0 );
			return offset[ 1 ] === '-' ? -minutes : minutes;
		}
		return timezone;
	}
	return getSiteZone();
}

function toDate( value: DateValue ): Date {
	if ( value === null || value === undefined ) {
		return new Date();
	}
	if ( value instanceof Date ) {
		return value;
	}
	if ( typeof value === 'object' && 'toDate' in value ) {
		return ( value as { toDate: () => Date } ).toDate();
	}
	return new Date( value );
}

/** The current offset of the site's zone, in hours. */
function siteOffsetHours(): number {
	return getWallClock( new Date(), getSiteZone() ).offset / 60;
}

let cached: {
	site: SiteDateSettings;
	locale: string;
	settings: ReturnType< typeof readSettings >;
} | null = null;

/**
 * The settings in @wordpress/date's shape (DataViews reads them as its
 * modules load, several times: they are worked out once per settings).
 */
export function getSettings() {
	const site = getSiteDateSettings();
	const locale = getDateLocale() ?? 'en-US';
	if ( cached?.site !== site || cached.locale !== locale ) {
		cached = { site, locale, settings: readSettings( site, locale ) };
	}
	return cached.settings;
}

/**
 * A value worked out the first time it is read.
 *
 * @param read Works it out.
 */
function once< T >( read: () => T ): () => T {
	let value: { current: T } | null = null;
	return () => ( value ??= { current: read() } ).current;
}

function readSettings( site: SiteDateSettings, locale: string ) {
	// Names and offsets need Intl, which is slow to start: DataViews reads
	// only the formats and the week start as it loads, so they wait until read.
	const names = ( options: Intl.DateTimeFormatOptions, count: number ) =>
		once( () => {
			const formatter = new Intl.DateTimeFormat( locale, {
				...options,
				timeZone: 'UTC',
			} );
			return Array.from( { length: count }, ( _, index ) =>
				formatter.format(
					count === 12
						? new Date( Date.UTC( 2021, index, 15 ) )
						: // 2021-01-03 is a Sunday.
							new Date( Date.UTC( 2021, 0, 3 + index ) )
				)
			);
		} );
	const months = names( { month: 'long' }, 12 );
	const monthsShort = names( { month: 'short' }, 12 );
	const weekdays = names( { weekday: 'long' }, 7 );
	const weekdaysShort = names( { weekday: 'short' }, 7 );
	const offset = once( siteOffsetHours );
	const abbr = once( () =>
		site.timezone
			? formatDate( 'T', new Date(), site.timezone, 'en-US' )
			: ''
	);
	return {
		l10n: {
			locale: locale.replace( '-', '_' ),
			get months() {
				return months();
			},
			get monthsShort() {
				return monthsShort();
			},
			get weekdays() {
				return weekdays();
			},
			get weekdaysShort() {
				return weekdaysShort();
			},
			meridiem: { am: 'am', pm: 'pm', AM: 'AM', PM: 'PM' },
			relative: {
				future: '%s from now',
				past: '%s ago',
				s: 'a few seconds',
				ss: '%d seconds',
				m: 'a minute',
				mm: '%d minutes',
				h: 'an hour',
				hh: '%d hours',
				d: 'a day',
				dd: '%d days',
				M: 'a month',
				MM: '%d months',
				y: 'a year',
				yy: '%d years',
			},
			startOfWeek: site.startOfWeek,
		},
		formats: {
			time: site.timeFormat,
			date: site.dateFormat,
			datetime: `${ site.dateFormat } ${ site.timeFormat }`,
			datetimeAbbreviated: `M j, Y ${ site.timeFormat }`,
		},
		timezone: {
			get offset() {
				return offset();
			},
			get offsetFormatted() {
				return String( offset() )
					.replace( '.25', ':15' )
					.replace( '.5', ':30' )
					.replace( '.75', ':45' );
			},
			string: site.timezone,
			get abbr() {
				return abbr();
			},
		},
	};
}

/**
 * A date written without a zone read in the site's timezone; now without one.
 *
 * @param dateString The date, e.g. '2026-03-29T10:00'.
 */
export function getDate( dateString?: string | null ): Date {
	return dateString ? parseSiteDate( dateString ) : new Date();
}

/**
 * A date in a PHP format, names in the page's language.
 *
 * @param dateFormat PHP date format.
 * @param dateValue  The date; now by default.
 * @param timezone   true for UTC, an offset or a timezone name; the site's.
 */
export function dateI18n(
	dateFormat: string,
	dateValue?: DateValue,
	timezone?: string | boolean
): string {
	return formatDate( dateFormat, toDate( dateValue ), toZone( timezone ) );
}

/**
 * A date in a PHP format, names in English.
 *
 * @param dateFormat PHP date format.
 * @param dateValue  The date; now by default.
 * @param timezone   An offset or a timezone name; the site's by default.
 */
export function date(
	dateFormat: string,
	dateValue?: DateValue,
	timezone?: string
): string {
	return formatDate(
		dateFormat,
		toDate( dateValue ),
		toZone( timezone ),
		'en-US'
	);
}

/**
 * A date in a PHP format in UTC, names in the page's language.
 *
 * @param dateFormat PHP date format.
 * @param dateValue  The date; now by default.
 */
export function gmdateI18n( dateFormat: string, dateValue?: DateValue ) {
	return formatDate( dateFormat, toDate( dateValue ), 'UTC' );
}

/**
 * A date in a PHP format in UTC, names in English.
 *
 * @param dateFormat PHP date format.
 * @param dateValue  The date; now by default.
 */
export function gmdate( dateFormat: string, dateValue?: DateValue ) {
	return formatDate( dateFormat, toDate( dateValue ), 'UTC', 'en-US' );
}

/**
 * Whether a date is after now.
 *
 * @param dateValue The date.
 */
export function isInTheFuture( dateValue: DateValue ): boolean {
	return toDate( dateValue ).getTime() > Date.now();
}

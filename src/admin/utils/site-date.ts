/**
 * Dates in the site's formats (Settings → General), written with `Intl` in
 * the page's language: PHP date format characters ('F j, Y', 'd/m/Y', …), the
 * site's timezone (a name such as 'Europe/Berlin', or a UTC offset).
 *
 * The settings come from PHP through the app's configuration
 * (`setSiteDateSettings()` at start-up); until then WordPress's defaults hold.
 */

export interface SiteDateSettings {
	/** The site's date format, e.g. 'F j, Y'. */
	dateFormat: string;
	/** The site's time format, e.g. 'g:i a'. */
	timeFormat: string;
	/** The site's timezone name, '' when the site is set to a UTC offset. */
	timezone: string;
	/** The site's UTC offset in hours when `timezone` is '' (e.g. 5.5). */
	gmtOffset: number;
	/** The first day of the week, 0 (Sunday) to 6. */
	startOfWeek: number;
	/** A BCP 47 language, e.g. 'en-US'; '' for the page's (`<html lang>`). */
	locale: string;
}

export const DEFAULT_SITE_DATE_SETTINGS: SiteDateSettings = {
	dateFormat: 'F j, Y',
	timeFormat: 'g:i a',
	timezone: '',
	gmtOffset: 0,
	startOfWeek: 0,
	locale: '',
};

let settings: SiteDateSettings = DEFAULT_SITE_DATE_SETTINGS;

/**
 * Sets the site's date settings (what is missing keeps its default).
 *
 * @param next The settings.
 */
export function setSiteDateSettings( next: Partial< SiteDateSettings > ) {
	settings = { ...DEFAULT_SITE_DATE_SETTINGS, ...next };
}

export function getSiteDateSettings(): SiteDateSettings {
	return settings;
}

/** The language dates are written in: the settings', else the page's. */
export function getDateLocale(): string | undefined {
	if ( settings.locale ) {
		return settings.locale;
	}
	const lang =
		typeof document === 'undefined' ? '' : document.documentElement.lang;
	return lang || undefined;
}

/**
 * Where a date is read: a timezone name ('UTC', 'Europe/Berlin') or a fixed
 * offset from UTC in minutes.
 */
export type DateZone = string | number;

/** The site's timezone: its name, else its offset. */
export function getSiteZone(): DateZone {
	return settings.timezone || Math.round( settings.gmtOffset * 60 );
}

/**
 * The site's timezone as the admin names it beside its times, and as the
 * attendee export's 'Booked at' header does: 'Europe/Berlin', 'UTC', or
 * 'UTC+05:30' for a site set to an offset.
 */
export function getSiteZoneName(): string {
	const zone = getSiteZone();
	return typeof zone === 'number' ? `UTC${ formatOffset( zone ) }` : zone;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a value is a real 'YYYY-MM-DD' calendar date.
 *
 * @param value The candidate.
 */
export function isCalendarDate( value: unknown ): value is string {
	if ( typeof value !== 'string' ) {
		return false;
	}
	const match = DATE_PATTERN.exec( value );
	if ( ! match ) {
		return false;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return (
		date.getUTCFullYear() === year &&
		date.getUTCMonth() === month - 1 &&
		date.getUTCDate() === day
	);
}

/**
 * A calendar date in the site's date format, e.g. 'March 29, 2026' for
 * 'F j, Y'. The day stays the day written whatever the browser's or the
 * site's timezone (it is read and formatted as UTC). Anything that is not a
 * 'YYYY-MM-DD' date comes back as it is.
 *
 * @param date   'YYYY-MM-DD'.
 * @param format A PHP date format; the site's by default.
 */
export function formatSiteDate(
	date: string,
	format: string = settings.dateFormat
): string {
	if ( ! isCalendarDate( date ) ) {
		return date;
	}
	return formatDate( format, new Date( `${ date }T00:00:00Z` ), 'UTC' );
}

/** An instant's wall clock in a zone. */
interface WallClock {
	year: number;
	/** 1 to 12. */
	month: number;
	day: number;
	hour: number;
	minute: number;
	second: number;
	millisecond: number;
	/** Minutes east of UTC. */
	offset: number;
}

const formatters = new Map< string, Intl.DateTimeFormat >();

function getFormatter(
	locale: string | undefined,
	options: Intl.DateTimeFormatOptions
): Intl.DateTimeFormat {
	const key = `${ locale ?? '' }|${ JSON.stringify( options ) }`;
	let formatter = formatters.get( key );
	if ( ! formatter ) {
		try {
			formatter = new Intl.DateTimeFormat( locale, options );
		} catch {
			// An unknown language: the browser's.
			formatter = new Intl.DateTimeFormat( undefined, options );
		}
		formatters.set( key, formatter );
	}
	return formatter;
}

/**
 * The wall clock of an instant in a zone.
 *
 * @param instant The instant.
 * @param zone    A timezone name or an offset in minutes.
 */
export function getWallClock( instant: Date, zone: DateZone ): WallClock {
	const time = instant.getTime();
	let offset = 0;
	if ( typeof zone === 'number' ) {
		offset = zone;
	} else if ( zone !== 'UTC' ) {
		const parts: Record< string, number > = {};
		try {
			for ( const part of getFormatter( 'en-US', {
				timeZone: zone,
				hourCycle: 'h23',
				year: 'numeric',
				month: 'numeric',
				day: 'numeric',
				hour: 'numeric',
				minute: 'numeric',
				second: 'numeric',
			} ).formatToParts( instant ) ) {
				parts[ part.type ] = Number( part.value );
			}
			const wall = Date.UTC(
				parts.year,
				parts.month - 1,
				parts.day,
				parts.hour,
				parts.minute,
				parts.second
			);
			offset = Math.round(
				( wall - ( time - ( ( ( time % 1000 ) + 1000 ) % 1000 ) ) ) /
					60_000
			);
		} catch {
			// An unknown timezone name: UTC.
			offset = 0;
		}
	}
	const shifted = new Date( time + offset * 60_000 );
	return {
		year: shifted.getUTCFullYear(),
		month: shifted.getUTCMonth() + 1,
		day: shifted.getUTCDate(),
		hour: shifted.getUTCHours(),
		minute: shifted.getUTCMinutes(),
		second: shifted.getUTCSeconds(),
		millisecond: shifted.getUTCMilliseconds(),
		offset,
	};
}

function pad( value: number, length = 2 ): string {
	return String( Math.abs( value ) ).padStart( length, '0' );
}

/**
 * '+05:30' (or '+0530' without the colon).
 *
 * @param minutes Minutes east of UTC.
 * @param colon   Whether hours and minutes are apart.
 */
function formatOffset( minutes: number, colon = true ): string {
	const sign = minutes < 0 ? '-' : '+';
	const hours = pad( Math.floor( Math.abs( minutes ) / 60 ) );
	return `${ sign }${ hours }${ colon ? ':' : '' }${ pad(
		Math.abs( minutes ) % 60
	) }`;
}

function englishOrdinal( day: number ): string {
	if ( day % 100 >= 11 && day % 100 <= 13 ) {
		return 'th';
	}
	return [ 'th', 'st', 'nd', 'rd' ][ day % 10 ] ?? 'th';
}

/**
 * The ISO 8601 week and its year.
 *
 * @param year  The year.
 * @param month 1 to 12.
 * @param day   The day of the month.
 */
function isoWeek( year: number, month: number, day: number ) {
	const date = new Date( Date.UTC( year, month - 1, day ) );
	const weekday = date.getUTCDay() || 7;
	date.setUTCDate( date.getUTCDate() + 4 - weekday );
	const weekYear = date.getUTCFullYear();
	const week = Math.ceil(
		( ( date.getTime() - Date.UTC( weekYear, 0, 1 ) ) / 86_400_000 + 1 ) / 7
	);
	return { week, weekYear };
}

/**
 * An instant in a PHP date format, as WordPress's `date_i18n()` writes it:
 * names of months and weekdays in the given language, numbers as PHP writes
 * them. A backslash keeps the next character as it is.
 *
 * @param format  A PHP date format, e.g. 'F j, Y g:i a'.
 * @param instant The instant.
 * @param zone    Where to read it: a timezone name or an offset in minutes;
 *                the site's by default.
 * @param locale  The language of names; the page's by default.
 */
export function formatDate(
	format: string,
	instant: Date,
	zone: DateZone = getSiteZone(),
	locale: string | undefined = getDateLocale()
): string {
	if ( Number.isNaN( instant.getTime() ) ) {
		return '';
	}
	const clock = getWallClock( instant, zone );
	// The wall clock as a UTC date: Intl writes its names without shifting it.
	const wall = new Date(
		Date.UTC( clock.year, clock.month - 1, clock.day, clock.hour )
	);
	const name = ( options: Intl.DateTimeFormatOptions ) =>
		getFormatter( locale, { ...options, timeZone: 'UTC' } ).format( wall );
	const meridiem = () =>
		getFormatter( locale, {
			hour: 'numeric',
			hour12: true,
			timeZone: 'UTC',
		} )
			.formatToParts( wall )
			.find( ( part ) => part.type === 'dayPeriod' )?.value ??
		( clock.hour < 12 ? 'AM' : 'PM' );
	const weekday = wall.getUTCDay();
	const hour12 = clock.hour % 12 || 12;
	const leap =
		( clock.year % 4 === 0 && clock.year % 100 !== 0 ) ||
		clock.year % 400 === 0;
	const zoneName = () => {
		if ( typeof zone === 'number' ) {
			return formatOffset( zone );
		}
		return zone;
	};
	const zoneAbbreviation = () => {
		if ( typeof zone === 'number' ) {
			return formatOffset( zone );
		}
		try {
			return (
				getFormatter( 'en-US', {
					timeZone: zone,
					timeZoneName: 'short',
				} )
					.formatToParts( instant )
					.find( ( part ) => part.type === 'timeZoneName' )?.value ??
				zone
			);
		} catch {
			return zone;
		}
	};

	const characters: Record< string, () => string > = {
		// Day.
		d: () => pad( clock.day ),
		D: () => name( { weekday: 'short' } ),
		j: () => String( clock.day ),
		l: () => name( { weekday: 'long' } ),
		N: () => String( weekday || 7 ),
		S: () => englishOrdinal( clock.day ),
		w: () => String( weekday ),
		z: () =>
			String(
				( Date.UTC( clock.year, clock.month - 1, clock.day ) -
					Date.UTC( clock.year, 0, 1 ) ) /
					86_400_000
			),
		// Week.
		W: () => pad( isoWeek( clock.year, clock.month, clock.day ).week ),
		// Month.
		F: () => name( { month: 'long' } ),
		m: () => pad( clock.month ),
		M: () => name( { month: 'short' } ),
		n: () => String( clock.month ),
		t: () =>
			String(
				new Date( Date.UTC( clock.year, clock.month, 0 ) ).getUTCDate()
			),
		// Year.
		L: () => ( leap ? '1' : '0' ),
		o: () =>
			String( isoWeek( clock.year, clock.month, clock.day ).weekYear ),
		Y: () => String( clock.year ),
		y: () => pad( clock.year % 100 ),
		// Time.
		a: () => meridiem().toLowerCase(),
		A: () => meridiem().toUpperCase(),
		B: () => {
			// Swatch Internet Time: UTC+1.
			const seconds =
				( ( Math.floor( instant.getTime() / 1000 ) + 3600 ) % 86_400 ) +
				86_400;
			return pad( Math.floor( ( seconds % 86_400 ) / 86.4 ), 3 );
		},
		g: () => String( hour12 ),
		G: () => String( clock.hour ),
		h: () => pad( hour12 ),
		H: () => pad( clock.hour ),
		i: () => pad( clock.minute ),
		s: () => pad( clock.second ),
		u: () => pad( clock.millisecond * 1000, 6 ),
		v: () => pad( clock.millisecond, 3 ),
		// Timezone.
		e: zoneName,
		I: () => {
			if ( typeof zone === 'number' ) {
				return '0';
			}
			const january = getWallClock(
				new Date( Date.UTC( clock.year, 0, 1 ) ),
				zone
			).offset;
			const july = getWallClock(
				new Date( Date.UTC( clock.year, 6, 1 ) ),
				zone
			).offset;
			return clock.offset > Math.min( january, july ) ? '1' : '0';
		},
		O: () => formatOffset( clock.offset, false ),
		P: () => formatOffset( clock.offset ),
		p: () => ( clock.offset === 0 ? 'Z' : formatOffset( clock.offset ) ),
		T: zoneAbbreviation,
		Z: () => String( clock.offset * 60 ),
		// Full date and time.
		c: () => formatDate( 'Y-m-d\\TH:i:sP', instant, zone, locale ),
		r: () => formatDate( 'D, d M Y H:i:s O', instant, zone, 'en-US' ),
		U: () => String( Math.floor( instant.getTime() / 1000 ) ),
	};

	let result = '';
	for ( let index = 0; index < format.length; index++ ) {
		const character = format[ index ];
		if ( character === '\\' ) {
			index++;
			result += format[ index ] ?? '';
		} else if ( Object.hasOwn( characters, character ) ) {
			result += characters[ character ]();
		} else {
			result += character;
		}
	}
	return result;
}

const ZONED = /(?:[Zz]|[+-]\d{2}:?\d{2})$/;
const LOCAL_DATE_TIME =
	/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * The instant of a date and time written without a zone, read in a zone
 * ('2026-03-29T10:00' in 'Europe/Berlin' → 08:00 UTC). Strings with a zone,
 * and anything else `Date` reads, are read as they are.
 *
 * @param value A date, e.g. '2026-03-29', '2026-03-29 10:00:00'.
 * @param zone  The zone; the site's by default.
 */
export function parseSiteDate(
	value: string,
	zone: DateZone = getSiteZone()
): Date {
	const match = LOCAL_DATE_TIME.exec( value.trim() );
	if ( ! match || ZONED.test( value.trim() ) ) {
		return new Date( value );
	}
	const [ year, month, day, hour = 0, minute = 0, second = 0, ms = 0 ] = match
		.slice( 1 )
		.map( ( part ) => ( part === undefined ? undefined : Number( part ) ) );
	const wall = Date.UTC(
		year as number,
		( month as number ) - 1,
		day as number,
		hour,
		minute,
		second,
		ms
	);
	// The offset at the wall time, then again at the instant it gives (DST).
	let instant = wall - getWallClock( new Date( wall ), zone ).offset * 60_000;
	instant = wall - getWallClock( new Date( instant ), zone ).offset * 60_000;
	return new Date( instant );
}

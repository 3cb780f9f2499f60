/**
 * Calendar dates ('YYYY-MM-DD', no time, no timezone) shown in the site's
 * date format (Settings → General), translated by @wordpress/date.
 */
import { dateI18n, getSettings } from '@wordpress/date';

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
	format: string = getSettings().formats.date
): string {
	if ( ! isCalendarDate( date ) ) {
		return date;
	}
	return dateI18n( format, `${ date }T00:00:00Z`, true );
}

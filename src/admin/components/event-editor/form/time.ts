/**
 * Pure date and time helpers of the event editor. Event dates and times are
 * local to the event's timezone: 'YYYY-MM-DD' and 24-hour 'HH:mm', so they
 * compare as text.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as 'YYYY-MM-DD' when it is a real calendar date, else ''.
 *
 * @param value A date text, e.g. '2026-03-29' (a time after it is ignored).
 */
export function normalizeDate( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	const match = DATE_PATTERN.exec( value.trim().slice( 0, 10 ) );
	if ( ! match ) {
		return '';
	}
	const [ , year, month, day ] = match.map( Number );
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return date.getUTCFullYear() === year &&
		date.getUTCMonth() === month - 1 &&
		date.getUTCDate() === day
		? match[ 0 ]
		: '';
}

/**
 * A time of day as 24-hour 'HH:mm', else ''. Reads '9:05', '09:05:30',
 * '9:05 pm' and '12:00 AM'.
 *
 * @param value A time text.
 */
export function normalizeTime( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(
		value.trim()
	);
	if ( ! match ) {
		return '';
	}
	const minutes = Number( match[ 2 ] );
	const seconds = match[ 3 ] === undefined ? 0 : Number( match[ 3 ] );
	if ( minutes > 59 || seconds > 59 ) {
		return '';
	}
	let hours = Number( match[ 1 ] );
	const meridiem = match[ 4 ]?.replace( /\./g, '' ).toLowerCase();
	if ( meridiem ) {
		if ( hours < 1 || hours > 12 ) {
			return '';
		}
		hours = ( hours % 12 ) + ( meridiem === 'pm' ? 12 : 0 );
	} else if ( hours > 23 ) {
		return '';
	}
	return `${ String( hours ).padStart( 2, '0' ) }:${ String(
		minutes
	).padStart( 2, '0' ) }`;
}

/**
 * A date and time as one comparable text 'YYYY-MM-DDTHH:mm', or null when
 * either is missing or invalid.
 *
 * @param date 'YYYY-MM-DD'.
 * @param time 'HH:mm'.
 */
export function toLocalDateTime( date: string, time: string ): string | null {
	const day = normalizeDate( date );
	const clock = normalizeTime( time );
	return day && clock ? `${ day }T${ clock }` : null;
}

/**
 * Whether a local date-time range ends strictly after it starts. Unknown
 * when either end is missing (then true: nothing to complain about).
 *
 * @param start 'YYYY-MM-DDTHH:mm' or null.
 * @param end   'YYYY-MM-DDTHH:mm' or null.
 */
export function endsAfterStart(
	start: string | null,
	end: string | null
): boolean {
	return ! start || ! end || end > start;
}

/**
 * A server date-time 'YYYY-MM-DD HH:mm' as a datetime-local input value
 * 'YYYY-MM-DDTHH:mm' ('' when empty or invalid).
 *
 * @param value The saved value.
 */
export function toDateTimeInput( value: unknown ): string {
	if ( typeof value !== 'string' || value.trim() === '' ) {
		return '';
	}
	const [ date, time = '' ] = value.trim().split( /[T ]/ );
	return toLocalDateTime( date, time ) ?? '';
}

/**
 * A datetime-local input value as the server's 'YYYY-MM-DD HH:mm' ('' when
 * empty or invalid).
 *
 * @param value The input's value.
 */
export function fromDateTimeInput( value: string ): string {
	return toDateTimeInput( value ).replace( 'T', ' ' );
}

/**
 * Today's date in the browser's timezone, 'YYYY-MM-DD'.
 *
 * @param now The current instant.
 */
export function getLocalDate( now: Date ): string {
	return [
		String( now.getFullYear() ).padStart( 4, '0' ),
		String( now.getMonth() + 1 ).padStart( 2, '0' ),
		String( now.getDate() ).padStart( 2, '0' ),
	].join( '-' );
}

/** The browser's IANA timezone, 'UTC' when unknown. */
export function getBrowserTimezone(): string {
	try {
		return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
	} catch {
		return 'UTC';
	}
}

/** Every IANA timezone the browser knows (at least UTC). */
export function getSupportedTimezones(): string[] {
	try {
		if ( typeof Intl.supportedValuesOf === 'function' ) {
			const zones = Intl.supportedValuesOf( 'timeZone' );
			if ( zones.length > 0 ) {
				return zones;
			}
		}
	} catch {
		// Older browsers: the fallback below.
	}
	return [ 'UTC' ];
}

/**
 * The timezone choices: every zone, plus UTC and the current value when the
 * list lacks them (e.g. a zone saved by another tool), sorted by name.
 * Labels read 'America/New York', or 'America/New_York' while the text
 * searched has an underscore (the picker matches labels only, and people
 * type the zone both ways).
 *
 * @param zones   The known zones.
 * @param current The saved zone.
 * @param search  The text typed in the picker.
 */
export function getTimezoneOptions(
	zones: readonly string[],
	current: string,
	search = ''
): Array< { value: string; label: string } > {
	const all = new Set( zones );
	all.add( 'UTC' );
	if ( current ) {
		all.add( current );
	}
	const asTyped = search.includes( '_' );
	return [ ...all ]
		.sort( ( a, b ) => a.localeCompare( b ) )
		.map( ( zone ) => ( {
			value: zone,
			label: asTyped ? zone : zone.replace( /_/g, ' ' ),
		} ) );
}

/**
 * The ISO weekday of a date: 1 (Monday) to 7 (Sunday), or null.
 *
 * @param date 'YYYY-MM-DD'.
 */
export function getIsoWeekday( date: string ): number | null {
	const day = normalizeDate( date );
	if ( ! day ) {
		return null;
	}
	const [ year, month, dayOfMonth ] = day.split( '-' ).map( Number );
	const weekday = new Date(
		Date.UTC( year, month - 1, dayOfMonth )
	).getUTCDay();
	return weekday === 0 ? 7 : weekday;
}

/**
 * Where a date sits in its month, for 'monthly on the nth weekday':
 * its day of month, its ISO weekday, which occurrence of that weekday it is
 * (1 to 5) and whether it is the month's last one.
 *
 * @param date 'YYYY-MM-DD'.
 */
export function getMonthPosition( date: string ): {
	day: number;
	weekday: number;
	nth: number;
	isLast: boolean;
} | null {
	const weekday = getIsoWeekday( date );
	if ( weekday === null ) {
		return null;
	}
	const [ year, month, day ] = date.split( '-' ).map( Number );
	const daysInMonth = new Date( Date.UTC( year, month, 0 ) ).getUTCDate();
	return {
		day,
		weekday,
		nth: Math.ceil( day / 7 ),
		isLast: day + 7 > daysInMonth,
	};
}

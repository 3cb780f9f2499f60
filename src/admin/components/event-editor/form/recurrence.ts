/**
 * The Recurrence sub-page: form values ↔ `recurring_enabled` and
 * `recurrence`, and the rules of the recurrence form.
 */
import { __ } from '@wordpress/i18n';

import {
	type Event,
	type EventData,
	type EventRecurrence,
	type RecurrenceFrequency,
} from '../../../../stores/events/types';
import { getIsoWeekday, normalizeDate } from './time';
import {
	checkWholeNumber,
	mapPrefixedKey,
	numberToText,
	parseWholeNumber,
	type FieldErrors,
} from '../../../utils/form';

export interface RecurrenceFormValues {
	enabled: boolean;
	frequency: RecurrenceFrequency;
	interval: string;
	weekdays: number[];
	monthly_by: 'date' | 'weekday';
	ends: 'on' | 'after';
	until: string;
	count: string;
}

export const RECURRENCE_FIELDS = [
	'frequency',
	'interval',
	'weekdays',
	'monthly_by',
	'ends',
	'until',
	'count',
] as const;

const FREQUENCIES: readonly RecurrenceFrequency[] = [
	'daily',
	'weekly',
	'monthly',
	'yearly',
];

/** ISO weekdays, Monday (1) to Sunday (7). */
export const ISO_WEEKDAYS = [ 1, 2, 3, 4, 5, 6, 7 ] as const;

/**
 * Server field errors shown under the Recurrence fields; `recurring_enabled`
 * shows under the checkbox.
 *
 * @param key The normalized server key.
 */
export function mapRecurrenceServerKey( key: string ): string | null {
	if ( key === 'recurring_enabled' ) {
		return 'enabled';
	}
	return mapPrefixedKey( 'recurrence', RECURRENCE_FIELDS )( key );
}

/**
 * Whether an event may have its own recurrence: only top-level events;
 * an occurrence follows its parent's.
 *
 * @param event The event.
 */
export function canEditRecurrence( event: Pick< Event, 'parent' > ): boolean {
	return ! event.parent;
}

/**
 * A saved count as text, or '' when it is not 1 or more.
 *
 * @param value The saved value.
 */
function atLeastOne( value: unknown ): string {
	return typeof value === 'number' && value >= 1 ? numberToText( value ) : '';
}

/**
 * The form values of a saved event. Without a saved rule: weekly on the
 * start date's weekday, ending after 5 occurrences.
 *
 * @param event The event.
 */
export function toRecurrenceValues(
	event: Pick< Event, 'recurring_enabled' | 'recurrence' | 'start_date' >
): RecurrenceFormValues {
	const rule = ( event.recurrence ?? {} ) as Partial< EventRecurrence >;
	const startWeekday = getIsoWeekday( event.start_date ?? '' );
	const weekdays = Array.isArray( rule.weekdays )
		? ISO_WEEKDAYS.filter( ( day ) =>
				( rule.weekdays as unknown[] ).map( Number ).includes( day )
			)
		: [];
	return {
		enabled: event.recurring_enabled === 'yes',
		frequency: FREQUENCIES.includes( rule.frequency as RecurrenceFrequency )
			? ( rule.frequency as RecurrenceFrequency )
			: 'weekly',
		interval: atLeastOne( rule.interval ) || '1',
		weekdays:
			weekdays.length > 0 || ! startWeekday ? weekdays : [ startWeekday ],
		monthly_by: rule.monthly_by === 'weekday' ? 'weekday' : 'date',
		ends: rule.ends === 'on' ? 'on' : 'after',
		until: normalizeDate( rule.until ),
		count: atLeastOne( rule.count ) || '5',
	};
}

/**
 * What update sends. Switched off, only `recurring_enabled` ('no'): the
 * rule stays saved for next time.
 *
 * @param values The form values.
 */
export function fromRecurrenceValues(
	values: RecurrenceFormValues
): EventData {
	if ( ! values.enabled ) {
		return { recurring_enabled: 'no' };
	}
	return {
		recurring_enabled: 'yes',
		recurrence: {
			frequency: values.frequency,
			interval: parseWholeNumber( values.interval ) ?? 1,
			weekdays: values.frequency === 'weekly' ? values.weekdays : [],
			monthly_by: values.monthly_by,
			ends: values.ends,
			until: values.ends === 'on' ? values.until : '',
			count:
				values.ends === 'after'
					? ( parseWholeNumber( values.count ) ?? 1 )
					: 0,
		},
	};
}

/**
 * The weekdays with one switched on or off, in weekday order.
 *
 * @param weekdays The chosen ISO weekdays.
 * @param day      The weekday to toggle.
 * @param checked  Whether it is now chosen.
 */
export function toggleWeekday(
	weekdays: readonly number[],
	day: number,
	checked: boolean
): number[] {
	return ISO_WEEKDAYS.filter( ( item ) =>
		item === day ? checked : weekdays.includes( item )
	);
}

/**
 * The client checks of the Recurrence (none while it is off).
 *
 * @param values    The form values.
 * @param startDate The event's start date, 'YYYY-MM-DD'.
 */
export function validateRecurrence(
	values: RecurrenceFormValues,
	startDate: string
): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! values.enabled ) {
		return errors;
	}
	const intervalError = checkWholeNumber( values.interval, 1 );
	if ( intervalError ) {
		errors.interval = intervalError;
	}
	if ( values.frequency === 'weekly' && values.weekdays.length === 0 ) {
		errors.weekdays = __( 'Please choose at least one day.', 'eventin' );
	}
	if ( values.ends === 'on' ) {
		const until = normalizeDate( values.until );
		const start = normalizeDate( startDate );
		if ( ! until ) {
			errors.until = __( 'Please enter the last date.', 'eventin' );
		} else if ( start && until < start ) {
			errors.until = __(
				'The recurrence cannot end before the event starts.',
				'eventin'
			);
		}
	} else {
		// The event itself is the first: a repeat needs 2 or more.
		const countError = checkWholeNumber( values.count, 2 );
		if ( countError ) {
			errors.count = countError;
		}
	}
	return errors;
}

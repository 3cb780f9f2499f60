/**
 * The Basic info sub-page: form values ↔ event fields, and its checks.
 */
import { __ } from '@wordpress/i18n';

import { type Event, type EventData } from '../../../../stores/events/types';
import {
	endsAfterStart,
	getLocalDate,
	normalizeDate,
	normalizeTime,
	toLocalDateTime,
} from './time';
import {
	mapTopLevelKey,
	toIdList,
	type FieldErrors,
} from '../../../utils/form';

export interface BasicFormValues {
	title: string;
	description: string;
	start_date: string;
	start_time: string;
	end_date: string;
	end_time: string;
	timezone: string;
	/** The post status as saved ('publish', 'draft', 'future', …). */
	status: string;
	categories: number[];
	tags: number[];
	banner: number;
	/** Shown only: the server derives it from `banner`. */
	banner_url: string;
}

export const BASIC_FIELDS = [
	'title',
	'description',
	'start_date',
	'start_time',
	'end_date',
	'end_time',
	'timezone',
	'status',
	'categories',
	'tags',
	'banner',
] as const;

/** Server field errors shown under the Basic info fields. */
export const mapBasicServerKey = mapTopLevelKey( BASIC_FIELDS );

/**
 * Which status choice a post status shows as: drafts as Draft, an event
 * awaiting review as Pending review, anything else (published, scheduled) as
 * Published.
 *
 * @param status The post status.
 */
export function getStatusChoice(
	status: string
): 'draft' | 'pending' | 'publish' {
	if ( status === 'pending' ) {
		return 'pending';
	}
	return status === 'draft' || status === '' ? 'draft' : 'publish';
}

/**
 * The values of a new event: today from 09:00 to 17:00 in the browser's
 * timezone, a draft.
 *
 * @param now      The current instant.
 * @param timezone The browser's timezone.
 */
export function getNewBasicValues(
	now: Date,
	timezone: string
): BasicFormValues {
	const today = getLocalDate( now );
	return {
		title: '',
		description: '',
		start_date: today,
		start_time: '09:00',
		end_date: today,
		end_time: '17:00',
		timezone,
		status: 'draft',
		categories: [],
		tags: [],
		banner: 0,
		banner_url: '',
	};
}

/**
 * The form values of a saved event.
 *
 * @param event           The event.
 * @param defaultTimezone Used when the event has none.
 */
export function toBasicValues(
	event: Event,
	defaultTimezone: string
): BasicFormValues {
	return {
		title: event.title ?? '',
		description: event.description ?? '',
		start_date: normalizeDate( event.start_date ),
		start_time: normalizeTime( event.start_time ),
		end_date: normalizeDate( event.end_date ),
		end_time: normalizeTime( event.end_time ),
		timezone: event.timezone || defaultTimezone,
		status: event.status || 'draft',
		categories: toIdList( event.categories ),
		tags: toIdList( event.tags ),
		banner:
			Number.isSafeInteger( event.banner ) && event.banner > 0
				? event.banner
				: 0,
		banner_url: event.banner ? ( event.banner_url ?? '' ) : '',
	};
}

/**
 * What create and update send for the Basic info.
 *
 * @param values The form values.
 */
export function fromBasicValues( values: BasicFormValues ): EventData {
	return {
		title: values.title.trim(),
		description: values.description,
		start_date: values.start_date,
		start_time: values.start_time,
		end_date: values.end_date,
		end_time: values.end_time,
		timezone: values.timezone,
		// The contract takes only these two; scheduled posts publish.
		status: getStatusChoice( values.status ),
		categories: values.categories,
		tags: values.tags,
		banner: values.banner,
	};
}

/**
 * The client checks of the Basic info.
 *
 * @param values The form values.
 */
export function validateBasic( values: BasicFormValues ): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! values.title.trim() ) {
		errors.title = __( 'Please enter the event title.', 'eventin' );
	}
	if ( ! normalizeDate( values.start_date ) ) {
		errors.start_date = __( 'Please enter the start date.', 'eventin' );
	}
	if ( ! normalizeTime( values.start_time ) ) {
		errors.start_time = __( 'Please enter the start time.', 'eventin' );
	}
	if ( ! normalizeDate( values.end_date ) ) {
		errors.end_date = __( 'Please enter the end date.', 'eventin' );
	}
	if ( ! normalizeTime( values.end_time ) ) {
		errors.end_time = __( 'Please enter the end time.', 'eventin' );
	}
	if (
		! errors.end_date &&
		! endsAfterStart(
			toLocalDateTime( values.start_date, values.start_time ),
			toLocalDateTime( values.end_date, values.end_time )
		)
	) {
		errors.end_date = __(
			'The event must end after it starts.',
			'eventin'
		);
	}
	if ( ! values.timezone.trim() ) {
		errors.timezone = __( 'Please choose a timezone.', 'eventin' );
	}
	return errors;
}

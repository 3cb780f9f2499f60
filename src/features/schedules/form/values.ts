/**
 * The schedule form (/schedules/create, /schedules/edit/{id}): program
 * title, date and a list of time slots. Form values ↔ `ScheduleData`, the
 * client checks (the server's own, with the same words), the error keys of
 * slot fields (`slots.1.end_time`, as the server names them) and the slot
 * list's changes: add, remove, move.
 */
import { __ } from '@wordpress/i18n';

import {
	type Schedule,
	type ScheduleData,
	type ScheduleSlot,
} from '../../../stores/schedules/types';
import { isCalendarDate } from '../../../admin/utils/site-date';
import { toIdList, type FieldErrors } from '../../../admin/utils/form';

/** The most slots a schedule can have (the server's limit). */
export const MAX_SLOTS = 100;

/** The fields of a slot, in form order. */
export const SLOT_FIELDS = [
	'topic',
	'start_time',
	'end_time',
	'room',
	'objective',
	'speakers',
] as const;

export type SlotField = ( typeof SLOT_FIELDS )[ number ];

export interface SlotFormValues {
	/** A key for React, stable while the form is open (also across moves). */
	key: string;
	topic: string;
	/** 24-hour 'HH:mm' (a time input's value), or ''. */
	start_time: string;
	end_time: string;
	room: string;
	objective: string;
	speakers: number[];
}

export interface ScheduleFormValues {
	program_title: string;
	/** 'YYYY-MM-DD' (a date input's value), or ''. */
	date: string;
	slots: SlotFormValues[];
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * A saved time as a time input shows it: 'HH:mm' ('09:30:00' → '09:30');
 * '' for anything else.
 *
 * @param value The saved time.
 */
export function toTimeInput( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	const match = TIME_PATTERN.exec( value.trim() );
	return match ? `${ match[ 1 ] }:${ match[ 2 ] }` : '';
}

/**
 * Whether a value is a 24-hour 'HH:mm' time.
 *
 * @param value The candidate.
 */
export function isTime( value: string ): boolean {
	return /^([01]\d|2[0-3]):[0-5]\d$/.test( value );
}

/**
 * The key of a slot field's error, e.g. `slots.1.end_time`.
 *
 * @param index The slot's position (0-based).
 * @param field The field.
 */
export function slotErrorKey( index: number, field: SlotField ): string {
	return `slots.${ index }.${ field }`;
}

/**
 * Where a server field error shows: `program_title`, `date` and the fields
 * of a slot (`slots.1.end_time`) under their field; anything else (a bare
 * `slots`) above the form.
 *
 * @param key The normalized server key.
 */
export function mapScheduleServerKey( key: string ): string | null {
	if ( key === 'program_title' || key === 'date' ) {
		return key;
	}
	const match = /^slots\.(\d+)\.([a-z_]+)$/.exec( key );
	if (
		match &&
		( SLOT_FIELDS as readonly string[] ).includes( match[ 2 ] )
	) {
		return key;
	}
	return null;
}

let lastKey = 0;

function newKey(): string {
	lastKey += 1;
	return `slot-${ lastKey }`;
}

/** An empty slot. */
export function newSlotValues(): SlotFormValues {
	return {
		key: newKey(),
		topic: '',
		start_time: '',
		end_time: '',
		room: '',
		objective: '',
		speakers: [],
	};
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * The form values of a saved schedule, or of a new one (one empty slot).
 *
 * @param schedule The schedule; null for a new one.
 */
export function toScheduleValues(
	schedule: Pick< Schedule, 'program_title' | 'date' | 'slots' > | null
): ScheduleFormValues {
	if ( ! schedule ) {
		return { program_title: '', date: '', slots: [ newSlotValues() ] };
	}
	const slots = Array.isArray( schedule.slots ) ? schedule.slots : [];
	return {
		program_title: text( schedule.program_title ),
		date: isCalendarDate( schedule.date ) ? schedule.date : '',
		slots: slots.map( ( slot ): SlotFormValues => ( {
			key: newKey(),
			topic: text( slot?.topic ),
			start_time: toTimeInput( slot?.start_time ),
			end_time: toTimeInput( slot?.end_time ),
			room: text( slot?.room ),
			objective: text( slot?.objective ),
			speakers: toIdList( slot?.speakers ),
		} ) ),
	};
}

/**
 * The body of a create or update request: the whole schedule, texts
 * trimmed.
 *
 * @param values The form values.
 */
export function fromScheduleValues( values: ScheduleFormValues ): ScheduleData {
	return {
		program_title: values.program_title.trim(),
		date: values.date,
		slots: values.slots.map( ( slot ): ScheduleSlot => ( {
			topic: slot.topic.trim(),
			start_time: slot.start_time,
			end_time: slot.end_time,
			room: slot.room.trim(),
			objective: slot.objective.trim(),
			speakers: [ ...slot.speakers ],
		} ) ),
	};
}

/**
 * The error of one slot's times, or null: both needed, the end after the
 * start.
 *
 * @param slot The slot.
 */
function checkSlotTimes(
	slot: Pick< SlotFormValues, 'start_time' | 'end_time' >
): Partial< Record< 'start_time' | 'end_time', string > > {
	const errors: Partial< Record< 'start_time' | 'end_time', string > > = {};
	if ( ! isTime( slot.start_time ) ) {
		errors.start_time = __( 'Please choose the start time.', 'eventin' );
	}
	if ( ! isTime( slot.end_time ) ) {
		errors.end_time = __( 'Please choose the end time.', 'eventin' );
	}
	if ( ! errors.start_time && ! errors.end_time ) {
		// 'HH:mm' strings sort like the times they write.
		if ( slot.end_time <= slot.start_time ) {
			errors.end_time = __(
				'The slot must end after it starts.',
				'eventin'
			);
		}
	}
	return errors;
}

/**
 * The client checks: a program title, a date, and for each slot a topic
 * and start and end times, the end after the start.
 *
 * @param values The form values.
 */
export function validateSchedule( values: ScheduleFormValues ): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! values.program_title.trim() ) {
		errors.program_title = __(
			'Please enter the program title.',
			'eventin'
		);
	}
	if ( ! values.date ) {
		errors.date = __( 'Please choose the date.', 'eventin' );
	} else if ( ! isCalendarDate( values.date ) ) {
		errors.date = __( 'Please choose a valid date.', 'eventin' );
	}
	values.slots.forEach( ( slot, index ) => {
		if ( ! slot.topic.trim() ) {
			errors[ slotErrorKey( index, 'topic' ) ] = __(
				'Please enter the topic.',
				'eventin'
			);
		}
		const times = checkSlotTimes( slot );
		if ( times.start_time ) {
			errors[ slotErrorKey( index, 'start_time' ) ] = times.start_time;
		}
		if ( times.end_time ) {
			errors[ slotErrorKey( index, 'end_time' ) ] = times.end_time;
		}
	} );
	return errors;
}

/**
 * The slots with one more, empty, at the end (none past the limit).
 *
 * @param slots The slots.
 */
export function addSlot( slots: readonly SlotFormValues[] ): SlotFormValues[] {
	return slots.length >= MAX_SLOTS
		? [ ...slots ]
		: [ ...slots, newSlotValues() ];
}

/**
 * The slots without one.
 *
 * @param slots The slots.
 * @param index The position of the slot to remove.
 */
export function removeSlot(
	slots: readonly SlotFormValues[],
	index: number
): SlotFormValues[] {
	return slots.filter( ( _slot, position ) => position !== index );
}

/**
 * The slots with one moved a place up (-1) or down (+1); unchanged when
 * it cannot move that way.
 *
 * @param slots     The slots.
 * @param index     The position of the slot to move.
 * @param direction -1 for up, 1 for down.
 */
export function moveSlot(
	slots: readonly SlotFormValues[],
	index: number,
	direction: -1 | 1
): SlotFormValues[] {
	const target = index + direction;
	if (
		index < 0 ||
		index >= slots.length ||
		target < 0 ||
		target >= slots.length
	) {
		return [ ...slots ];
	}
	const next = [ ...slots ];
	[ next[ index ], next[ target ] ] = [ next[ target ], next[ index ] ];
	return next;
}

/**
 * A 'HH:mm' time in the page's language: '9:30 AM' (en-US), '09:30' (de).
 *
 * @param time   'HH:mm'.
 * @param locale The language; the browser's by default.
 */
export function formatSlotTime( time: string, locale?: string ): string {
	const [ hours, minutes ] = time.split( ':' ).map( Number );
	return new Intl.DateTimeFormat( locale, {
		hour: 'numeric',
		minute: '2-digit',
		timeZone: 'UTC',
	} ).format( new Date( Date.UTC( 1970, 0, 1, hours, minutes ) ) );
}

/**
 * A slot's time span as its heading shows it, in the page's language:
 * '9:00 AM – 10:30 AM', one end, or ''.
 *
 * @param slot   The slot.
 * @param locale The language; the browser's by default.
 */
export function getSlotTimeSpan(
	slot: Pick< SlotFormValues, 'start_time' | 'end_time' >,
	locale?: string
): string {
	return [ slot.start_time, slot.end_time ]
		.filter( ( time ) => isTime( time ) )
		.map( ( time ) => formatSlotTime( time, locale ) )
		.join( ' – ' );
}

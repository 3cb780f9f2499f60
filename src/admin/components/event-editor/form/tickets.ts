/**
 * The Tickets sub-page: a repeater of ticket types. Form values ↔
 * `tickets`, its checks and totals.
 */
import { __, sprintf } from '@wordpress/i18n';

import {
	type EventData,
	type EventTicket,
} from '../../../../stores/events/types';
import { endsAfterStart, fromDateTimeInput, toDateTimeInput } from './time';
import {
	checkWholeNumber,
	numberToText,
	parseWholeNumber,
	type FieldErrors,
} from '../../../utils/form';

export interface TicketFormValues {
	/** A key for React, stable while the form is open. */
	key: string;
	/** 0 for a ticket type not saved yet. */
	id: number;
	name: string;
	price: string;
	capacity: string;
	unlimited: boolean;
	min_per_order: string;
	max_per_order: string;
	/** datetime-local values, 'YYYY-MM-DDTHH:mm' or ''. */
	sale_start: string;
	sale_end: string;
	sold: number;
}

export interface TicketsFormValues {
	tickets: TicketFormValues[];
}

export const TICKET_FIELDS = [
	'name',
	'price',
	'capacity',
	'min_per_order',
	'max_per_order',
	'sale_start',
	'sale_end',
] as const;

/**
 * The key of a ticket field's error, e.g. `tickets.2.price`.
 *
 * @param index The ticket's position.
 * @param field The field.
 */
export function ticketErrorKey( index: number, field: string ): string {
	return `tickets.${ index }.${ field }`;
}

/**
 * Server field errors shown under a ticket's field (`tickets.0.name`); a
 * bare `tickets` error shows above the list.
 *
 * @param key The normalized server key.
 */
export function mapTicketsServerKey( key: string ): string | null {
	const match = /^tickets\.(\d+)\.([a-z_]+)$/.exec( key );
	if (
		match &&
		( TICKET_FIELDS as readonly string[] ).includes( match[ 2 ] )
	) {
		return key;
	}
	return null;
}

let nextKey = 0;

function newKey(): string {
	nextKey += 1;
	return `ticket-${ nextKey }`;
}

/**
 * The form values of saved ticket types.
 *
 * @param tickets The saved ticket types.
 */
export function toTicketsValues(
	tickets: readonly EventTicket[] | null | undefined
): TicketsFormValues {
	return {
		tickets: ( Array.isArray( tickets ) ? tickets : [] ).map(
			( ticket ): TicketFormValues => {
				const capacity = Number( ticket.capacity );
				return {
					key: ticket.id ? `ticket-id-${ ticket.id }` : newKey(),
					id: Number( ticket.id ) || 0,
					name: ticket.name ?? '',
					price:
						ticket.price === undefined || ticket.price === null
							? ''
							: String( ticket.price ),
					capacity: capacity >= 0 ? numberToText( capacity ) : '',
					unlimited: capacity < 0,
					min_per_order: numberToText( ticket.min_per_order ),
					max_per_order: numberToText( ticket.max_per_order ),
					sale_start: toDateTimeInput( ticket.sale_start ),
					sale_end: toDateTimeInput( ticket.sale_end ),
					sold: Number( ticket.sold ) || 0,
				};
			}
		),
	};
}

/** A ticket type not saved yet: free, unlimited, 1 or more per order. */
export function newTicketValues(): TicketFormValues {
	return {
		key: newKey(),
		id: 0,
		name: '',
		price: '0',
		capacity: '',
		unlimited: true,
		min_per_order: '1',
		max_per_order: '0',
		sale_start: '',
		sale_end: '',
		sold: 0,
	};
}

/**
 * A price as the server answers it, two decimals ('25' → '25.00'). A price with more decimals
 * is sent as typed: rounding '0.001' would make the ticket free without a word, and the server
 * says what the currency takes.
 *
 * @param text The input's value.
 */
export function normalizePrice( text: string ): string {
	const trimmed = text.trim();
	return /^\d+(\.\d{0,2})?$/.test( trimmed )
		? Number( trimmed ).toFixed( 2 )
		: trimmed;
}

/**
 * What update sends: the whole list of ticket types (missing ones are
 * removed, id 0 creates).
 *
 * @param values The form values.
 */
export function fromTicketsValues( values: TicketsFormValues ): EventData {
	return {
		tickets: values.tickets.map( ( ticket ): EventTicket => ( {
			id: ticket.id,
			name: ticket.name.trim(),
			price: normalizePrice( ticket.price ),
			capacity: ticket.unlimited
				? -1
				: ( parseWholeNumber( ticket.capacity ) ?? 0 ),
			min_per_order: parseWholeNumber( ticket.min_per_order ) ?? 1,
			max_per_order: parseWholeNumber( ticket.max_per_order ) ?? 0,
			sale_start: fromDateTimeInput( ticket.sale_start ),
			sale_end: fromDateTimeInput( ticket.sale_end ),
			sold: ticket.sold,
		} ) ),
	};
}

function checkTicket( ticket: TicketFormValues ): Record< string, string > {
	const errors: Record< string, string > = {};
	if ( ! ticket.name.trim() ) {
		errors.name = __( 'Please enter the ticket name.', 'eventin' );
	}
	const price = Number( ticket.price.trim() );
	if ( ticket.price.trim() === '' || ! Number.isFinite( price ) ) {
		errors.price = __( 'Please enter a price.', 'eventin' );
	} else if ( price < 0 ) {
		errors.price = __( 'The price cannot be negative.', 'eventin' );
	}
	if ( ! ticket.unlimited ) {
		const capacity = parseWholeNumber( ticket.capacity );
		const capacityError = checkWholeNumber( ticket.capacity, 1 );
		if ( capacityError ) {
			errors.capacity = capacityError;
		} else if ( capacity !== null && capacity < ticket.sold ) {
			errors.capacity = sprintf(
				/* translators: %d: tickets sold. */
				__(
					'The capacity cannot be below the %d tickets sold.',
					'eventin'
				),
				ticket.sold
			);
		}
	}
	const minError = checkWholeNumber( ticket.min_per_order, 1 );
	if ( minError ) {
		errors.min_per_order = minError;
	}
	const maxError = checkWholeNumber( ticket.max_per_order, 0 );
	const min = parseWholeNumber( ticket.min_per_order );
	const max = parseWholeNumber( ticket.max_per_order );
	if ( maxError ) {
		errors.max_per_order = maxError;
	} else if (
		! minError &&
		max !== null &&
		min !== null &&
		max > 0 &&
		max < min
	) {
		errors.max_per_order = __(
			'The maximum per order cannot be below the minimum.',
			'eventin'
		);
	}
	if (
		! endsAfterStart( ticket.sale_start || null, ticket.sale_end || null )
	) {
		errors.sale_end = __( 'The sale must end after it starts.', 'eventin' );
	}
	return errors;
}

/**
 * The client checks of every ticket type, keyed `tickets.{index}.{field}`.
 *
 * @param values The form values.
 */
export function validateTickets( values: TicketsFormValues ): FieldErrors {
	const errors: FieldErrors = {};
	values.tickets.forEach( ( ticket, index ) => {
		for ( const [ field, message ] of Object.entries(
			checkTicket( ticket )
		) ) {
			errors[ ticketErrorKey( index, field ) ] = message;
		}
	} );
	return errors;
}

/**
 * The tickets of the form in all: -1 when one type is unlimited.
 *
 * @param values The form values.
 */
export function getTicketTotals( values: TicketsFormValues ): {
	total: number;
	sold: number;
} {
	let total = 0;
	let sold = 0;
	for ( const ticket of values.tickets ) {
		sold += ticket.sold;
		if ( total >= 0 ) {
			total = ticket.unlimited
				? -1
				: total + ( parseWholeNumber( ticket.capacity ) ?? 0 );
		}
	}
	return { total, sold };
}

/**
 * Whether a ticket type can be removed: only while none of it is sold.
 *
 * @param ticket The ticket type.
 */
export function canRemoveTicket( ticket: TicketFormValues ): boolean {
	return ticket.sold <= 0;
}

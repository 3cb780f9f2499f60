/**
 * The Location sub-page: form values ↔ `location`, and its checks.
 */
import { __ } from '@wordpress/i18n';

import {
	type EventData,
	type EventLocation,
	type LocationType,
} from '../../../../stores/events/types';
import {
	isHttpUrl,
	mapPrefixedKey,
	type FieldErrors,
} from '../../../utils/form';

export interface LocationFormValues {
	type: LocationType;
	venue: string;
	address: string;
	online_link: string;
}

const TYPES: readonly LocationType[] = [ 'venue', 'online', 'hybrid' ];

export const LOCATION_FIELDS = [
	'type',
	'venue',
	'address',
	'online_link',
] as const;

/**
 * Server field errors shown under the Location fields
 * (`location.address.address` shows under the address).
 *
 * @param key The normalized server key.
 */
export function mapLocationServerKey( key: string ): string | null {
	return mapPrefixedKey(
		'location',
		LOCATION_FIELDS
	)( key === 'location.address.address' ? 'location.address' : key );
}

/**
 * The form values of a saved location; an empty venue when there is none
 * (or the saved value has an unknown shape).
 *
 * @param location The saved location.
 */
export function toLocationValues(
	location: EventLocation | null | undefined
): LocationFormValues {
	const saved = ( location ?? {} ) as Partial< EventLocation >;
	const text = ( value: unknown ) =>
		typeof value === 'string' ? value : '';
	return {
		type: TYPES.includes( saved.type as LocationType )
			? ( saved.type as LocationType )
			: 'venue',
		venue: text( saved.venue ),
		address: text( saved.address?.address ),
		online_link: text( saved.online_link ),
	};
}

/**
 * What update sends for the location. A venue keeps no link, an online
 * event no venue.
 *
 * @param values The form values.
 */
export function fromLocationValues( values: LocationFormValues ): EventData {
	const hasVenue = values.type !== 'online';
	const hasLink = values.type !== 'venue';
	return {
		location: {
			type: values.type,
			venue: hasVenue ? values.venue.trim() : '',
			address: { address: hasVenue ? values.address.trim() : '' },
			online_link: hasLink ? values.online_link.trim() : '',
		},
	};
}

/**
 * The client checks of the Location: a venue needs an address, an online
 * or hybrid event an http(s) link.
 *
 * @param values The form values.
 */
export function validateLocation( values: LocationFormValues ): FieldErrors {
	const errors: FieldErrors = {};
	if ( values.type !== 'online' && ! values.address.trim() ) {
		errors.address = __( 'Please enter the address.', 'eventin' );
	}
	if ( values.type !== 'venue' && ! isHttpUrl( values.online_link ) ) {
		errors.online_link = __(
			'Please enter a valid link starting with http:// or https://.',
			'eventin'
		);
	}
	return errors;
}

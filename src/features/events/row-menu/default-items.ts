/**
 * The More menu's own entries for one event, before the filter runs.
 */
import { __ } from '@wordpress/i18n';

import { type Event } from '../../../stores/events/types';
import {
	DEFAULT_MENU_ITEM_IDS,
	isDefaultMenuItemVisible,
	type DefaultMenuItemId,
} from './rules';
import {
	type EventRowMenuContext,
	type EventRowMenuItem,
	type EventRowMenuModalProps,
} from './types';
import type { ComponentType } from 'react';
import { eventPurchaseReportPath } from '../../purchase-report/paths';
import { rsvpReportPath } from '../../rsvp/paths';
import { eventAttendeesPath } from '../../attendees/paths';

export interface DefaultMenuItemHandlers {
	/** Clones the event. */
	onClone: () => unknown;
	/** The Delete confirmation. */
	DeleteModal: ComponentType< EventRowMenuModalProps >;
}

/**
 * Preview, Bookings, RSVP Report, Attendee list, Clone and Delete, as far as
 * the user may see them.
 *
 * @param event    The event.
 * @param context  The menu context.
 * @param handlers What Clone and Delete do.
 */
export function getDefaultMenuItems(
	event: Event,
	context: EventRowMenuContext,
	handlers: DefaultMenuItemHandlers
): EventRowMenuItem[] {
	const all: Record< DefaultMenuItemId, EventRowMenuItem > = {
		preview: {
			id: 'preview',
			label: __( 'Preview', 'eventin' ),
			href: event.link,
		},
		bookings: {
			id: 'bookings',
			label: __( 'Bookings', 'eventin' ),
			to: eventPurchaseReportPath( event.id ),
		},
		'rsvp-report': {
			id: 'rsvp-report',
			label: __( 'RSVP Report', 'eventin' ),
			to: rsvpReportPath( event.id ),
		},
		attendees: {
			id: 'attendees',
			label: __( 'Attendee list', 'eventin' ),
			to: eventAttendeesPath( event.id ),
		},
		clone: {
			id: 'clone',
			label: __( 'Clone', 'eventin' ),
			onClick: handlers.onClone,
		},
		delete: {
			id: 'delete',
			label: __( 'Delete', 'eventin' ),
			Modal: handlers.DeleteModal,
			isDestructive: true,
		},
	};
	return DEFAULT_MENU_ITEM_IDS.filter(
		( id ) =>
			isDefaultMenuItemVisible( id, context ) &&
			// A preview needs a link to open.
			( id !== 'preview' || !! event.link )
	).map( ( id ) => all[ id ] );
}

/**
 * Attendees: the list of all events' attendees or one event's, the attendee
 * form and, at one event's attendees with `?scanner=1`, the ticket scanner's
 * launcher (Scan Ticket), each a chunk of its own. Vendors open them too.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import { EVENT_LIST_PATHS } from '../events/paths';
import type { Feature, FeatureMenuEntry } from '../types';
import { ATTENDEE_PATHS } from './paths';

const AttendeeList = lazy(
	() => import( /* webpackChunkName: "attendee-list" */ './list' )
);
const AttendeeForm = lazy(
	() => import( /* webpackChunkName: "attendee-form" */ './form' )
);
const ScannerLauncher = lazy(
	() =>
		import(
			/* webpackChunkName: "scanner-launcher" */ './scanner-launcher'
		)
);

const MENU_ENTRY: FeatureMenuEntry = {
	group: 'bookings',
	entry: {
		label: __( 'Attendees', 'eventin' ),
		path: ATTENDEE_PATHS.attendees,
	},
};

export const attendees: Feature = {
	name: 'attendees',
	routes: [
		{
			path: ATTENDEE_PATHS.attendees,
			title: __( 'Attendees', 'eventin' ),
			capability: CAPABILITIES.manageAttendee,
			Screen: AttendeeList,
			header: { kind: 'go-back', to: EVENT_LIST_PATHS.events },
		},
		{
			// One event's attendees: the event menu's Attendee list.
			path: ATTENDEE_PATHS.attendeesEvent,
			title: __( 'Attendees', 'eventin' ),
			capability: CAPABILITIES.manageAttendee,
			Screen: AttendeeList,
			header: { kind: 'go-back', to: ATTENDEE_PATHS.attendees },
			// Scan Ticket: ?scanner=1 (scannerPath).
			withQuery: {
				param: 'scanner',
				route: {
					title: __( 'Ticket scanner', 'eventin' ),
					capability: CAPABILITIES.manageQrScan,
					Screen: ScannerLauncher,
					header: { kind: 'go-back', to: EVENT_LIST_PATHS.events },
				},
			},
		},
		{
			path: ATTENDEE_PATHS.attendeeEdit,
			title: __( 'Edit Attendee', 'eventin' ),
			capability: CAPABILITIES.manageAttendee,
			Screen: AttendeeForm,
			header: { kind: 'go-back', to: ATTENDEE_PATHS.attendees },
		},
	],
	menu: [ MENU_ENTRY ],
	vendor: {
		paths: [
			ATTENDEE_PATHS.attendees,
			// With etn_manage_qr_scan, also Scan Ticket's launcher (?scanner=1).
			ATTENDEE_PATHS.attendeesEvent,
			ATTENDEE_PATHS.attendeeEdit,
		],
		menu: [ MENU_ENTRY ],
	},
};

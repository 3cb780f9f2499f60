/**
 * The front-end dashboard's routes (`[etn_pro_dashboard]` and its
 * containers): the admin's screens for events, bookings and attendees, each
 * opened by the manager's key or by a vendor's (etn_manage_own_events; the
 * server answers a vendor with their own events and what follows from them).
 */
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import EventListEmpty from '../components/event-list-empty';
import EventReportTitle from '../components/event-report-title';
import { PATHS } from '../paths';
import { VENDOR_MENU } from './menu';
import {
	AttendeeForm,
	AttendeeList,
	EventEditor,
	EventList,
	PurchaseReport,
	ScannerLauncher,
} from './screens';
import { type AppRoute, type RouteTable } from './types';

const EVENTS = [
	CAPABILITIES.manageEvent,
	CAPABILITIES.manageOwnEvents,
] as const;
const BOOKINGS = [
	CAPABILITIES.manageOrder,
	CAPABILITIES.manageOwnEvents,
] as const;
const ATTENDEES = [
	CAPABILITIES.manageAttendee,
	CAPABILITIES.manageOwnEvents,
] as const;

export const VENDOR_ROUTES: readonly AppRoute[] = [
	{
		path: PATHS.events,
		title: __( 'My events', 'eventin' ),
		capability: EVENTS,
		Screen: EventList,
		header: {
			kind: 'add-new',
			label: __( 'Add New Event', 'eventin' ),
			to: PATHS.eventCreate,
		},
	},
	{
		path: PATHS.eventsEmpty,
		title: __( 'My events', 'eventin' ),
		capability: EVENTS,
		Screen: EventListEmpty,
	},
	{
		path: PATHS.eventCreate,
		title: __( 'Add New Event', 'eventin' ),
		capability: EVENTS,
		Screen: EventEditor,
		header: { kind: 'go-back', to: PATHS.events },
	},
	{
		// Vendors get basic info, location, tickets, RSVP and schedule
		// (event-editor/form/pages.ts).
		path: PATHS.eventEdit,
		title: __( 'Edit Event', 'eventin' ),
		capability: EVENTS,
		Screen: EventEditor,
		header: { kind: 'go-back', to: PATHS.events },
	},
	{
		path: PATHS.purchaseReport,
		title: __( 'Bookings and revenue', 'eventin' ),
		capability: BOOKINGS,
		Screen: PurchaseReport,
		header: { kind: 'go-back', to: PATHS.events },
	},
	{
		path: PATHS.purchaseReportEvent,
		title: __( 'Bookings and revenue', 'eventin' ),
		Title: EventReportTitle,
		capability: BOOKINGS,
		Screen: PurchaseReport,
		header: { kind: 'go-back', to: PATHS.purchaseReport },
	},
	{
		path: PATHS.attendees,
		title: __( 'Attendees', 'eventin' ),
		capability: ATTENDEES,
		Screen: AttendeeList,
		header: { kind: 'go-back', to: PATHS.events },
	},
	{
		path: PATHS.attendeesEvent,
		title: __( 'Attendees', 'eventin' ),
		capability: ATTENDEES,
		Screen: AttendeeList,
		header: { kind: 'go-back', to: PATHS.attendees },
		// The event row's Scan Ticket: the launcher of the phone scanner.
		withQuery: {
			param: 'scanner',
			route: {
				title: __( 'Ticket scanner', 'eventin' ),
				capability: CAPABILITIES.manageQrScan,
				Screen: ScannerLauncher,
				header: { kind: 'go-back', to: PATHS.events },
			},
		},
	},
	{
		path: PATHS.attendeeEdit,
		title: __( 'Edit Attendee', 'eventin' ),
		capability: ATTENDEES,
		Screen: AttendeeForm,
		header: { kind: 'go-back', to: PATHS.attendees },
	},
];

export const VENDOR_ROUTE_TABLE: RouteTable = {
	routes: VENDOR_ROUTES,
	menu: VENDOR_MENU,
	defaultPath: PATHS.events,
	fallbackAreas: [
		{ path: PATHS.events, capability: EVENTS },
		{ path: PATHS.purchaseReport, capability: BOOKINGS },
		{ path: PATHS.attendees, capability: ATTENDEES },
	],
};

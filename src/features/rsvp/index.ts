/**
 * RSVP: the report of the events with RSVP on, one event's responses, and the
 * reminder form with its sends. Its screens are chunks of their own, loaded
 * when their route opens; its store (`eventin/rsvp`) comes with them.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import EventReportTitle from '../../admin/components/event-report-title';
import { CAPABILITIES } from '../../stores/global/capabilities';
import type { Feature } from '../types';
import { RSVP_PATHS } from './paths';

const RsvpEvents = lazy(
	() => import( /* webpackChunkName: "rsvp-events" */ './events' )
);
const RsvpReport = lazy(
	() => import( /* webpackChunkName: "rsvp-report" */ './report' )
);
const RsvpReminder = lazy(
	() => import( /* webpackChunkName: "rsvp-reminder" */ './reminder' )
);

const REMINDER = __( 'RSVP Reminder', 'eventin' );

export const rsvp: Feature = {
	name: 'rsvp',
	routes: [
		{
			// The events with RSVP on and their counts (the RSVP module on).
			path: RSVP_PATHS.rsvpReport,
			title: __( 'RSVP Report', 'eventin' ),
			capability: CAPABILITIES.manageEvent,
			Screen: RsvpEvents,
			header: {
				kind: 'action',
				label: REMINDER,
				to: RSVP_PATHS.rsvpReportCreate,
			},
		},
		{
			path: RSVP_PATHS.rsvpReportCreate,
			title: REMINDER,
			capability: CAPABILITIES.manageEvent,
			Screen: RsvpReminder,
			header: { kind: 'go-back', to: RSVP_PATHS.rsvpReport },
		},
		{
			// One event's responses: the event menu's RSVP Report.
			path: RSVP_PATHS.rsvpReportEvent,
			title: __( 'RSVP Report', 'eventin' ),
			Title: EventReportTitle,
			capability: CAPABILITIES.manageEvent,
			Screen: RsvpReport,
			header: {
				kind: 'action',
				label: REMINDER,
				to: `${ RSVP_PATHS.rsvpReportCreate }?event=:id`,
				back: RSVP_PATHS.rsvpReport,
			},
		},
	],
	menu: [
		{
			// etn_manage_event covers the RSVP report (SPEC 6).
			group: 'events',
			entry: {
				label: __( 'RSVP Report', 'eventin' ),
				path: RSVP_PATHS.rsvpReport,
			},
		},
	],
};

/**
 * Events: the event list (a chunk of its own), its empty state and the More
 * menu of its rows (row-menu/, with the `eventin_event_row_menu_items`
 * filter). The event editor's routes are still the core's.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { PATHS } from '../../admin/paths';
import { CAPABILITIES } from '../../stores/global/capabilities';
import type { Feature } from '../types';
import EventListEmpty from './list-empty';
import { EVENT_LIST_PATHS } from './paths';

const EventList = lazy(
	() => import( /* webpackChunkName: "event-list" */ './list' )
);

const MY_EVENTS = __( 'My events', 'eventin' );

export const events: Feature = {
	name: 'events',
	routes: [
		{
			path: EVENT_LIST_PATHS.events,
			title: __( 'Events', 'eventin' ),
			capability: CAPABILITIES.manageEvent,
			Screen: EventList,
			header: {
				kind: 'add-new',
				label: __( 'Add New Event', 'eventin' ),
				to: PATHS.eventCreate,
			},
		},
		{
			path: EVENT_LIST_PATHS.eventsEmpty,
			title: __( 'Events', 'eventin' ),
			capability: CAPABILITIES.manageEvent,
			Screen: EventListEmpty,
		},
	],
	menu: [
		{
			group: 'events',
			entry: {
				label: __( 'Events', 'eventin' ),
				path: EVENT_LIST_PATHS.events,
			},
		},
	],
	vendor: {
		paths: [ EVENT_LIST_PATHS.events, EVENT_LIST_PATHS.eventsEmpty ],
		titles: {
			[ EVENT_LIST_PATHS.events ]: MY_EVENTS,
			[ EVENT_LIST_PATHS.eventsEmpty ]: MY_EVENTS,
		},
		menu: [
			{
				group: 'events',
				entry: { label: MY_EVENTS, path: EVENT_LIST_PATHS.events },
			},
		],
	},
};

/**
 * The app's screens, as data. A new screen is one entry here (and, for the
 * header menu, one entry in menu.ts); the router, the authorization check,
 * the page title and the header button all read this list.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import EventsEmpty from '../components/events-empty';
import SchedulesEmpty from '../components/schedules-empty';
import { type AppRoute } from './types';

// Each screen is its own chunk, loaded when its route opens: the editor does
// not download the lists' DataViews, and the lists do not download the editor.
const EventList = lazy(
	() =>
		import(
			/* webpackChunkName: "event-list" */ '../components/event-list'
		)
);
const EventEditor = lazy(
	() =>
		import(
			/* webpackChunkName: "event-editor" */ '../components/event-editor'
		)
);
const CategoryList = lazy(
	() =>
		import(
			/* webpackChunkName: "category-list" */ '../components/category-list'
		)
);
const CategoryCreate = lazy(
	() =>
		import(
			/* webpackChunkName: "category-create" */ '../components/category-create'
		)
);
const TagList = lazy(
	() => import( /* webpackChunkName: "tag-list" */ '../components/tag-list' )
);
const TagCreate = lazy(
	() =>
		import(
			/* webpackChunkName: "tag-create" */ '../components/tag-create'
		)
);
const SpeakerList = lazy(
	() =>
		import(
			/* webpackChunkName: "speaker-list" */ '../components/speaker-list'
		)
);
const SpeakerForm = lazy(
	() =>
		import(
			/* webpackChunkName: "speaker-form" */ '../components/speaker-form'
		)
);
const SpeakerGroupList = lazy(
	() =>
		import(
			/* webpackChunkName: "speaker-group-list" */ '../components/speaker-group-list'
		)
);
const SpeakerGroupCreate = lazy(
	() =>
		import(
			/* webpackChunkName: "speaker-group-create" */ '../components/speaker-group-create'
		)
);
const ScheduleList = lazy(
	() =>
		import(
			/* webpackChunkName: "schedule-list" */ '../components/schedule-list'
		)
);
const ScheduleForm = lazy(
	() =>
		import(
			/* webpackChunkName: "schedule-form" */ '../components/schedule-form'
		)
);
const SettingsScreen = lazy(
	() => import( /* webpackChunkName: "settings" */ '../components/settings' )
);
const LicenseScreen = lazy(
	() => import( /* webpackChunkName: "license" */ '../components/license' )
);

/** Where the app starts, and where unknown paths go. */
export const DEFAULT_PATH = '/events';

export const APP_ROUTES: readonly AppRoute[] = [
	{
		path: '/events',
		title: __( 'Events', 'eventin' ),
		capability: CAPABILITIES.manageEvent,
		Screen: EventList,
		header: {
			kind: 'add-new',
			label: __( 'Add New Event', 'eventin' ),
			to: '/events/create',
		},
	},
	{
		path: '/events/empty',
		title: __( 'Events', 'eventin' ),
		capability: CAPABILITIES.manageEvent,
		Screen: EventsEmpty,
	},
	{
		path: '/events/create',
		title: __( 'Add New Event', 'eventin' ),
		capability: CAPABILITIES.manageEvent,
		Screen: EventEditor,
		header: { kind: 'go-back', to: '/events' },
	},
	{
		// slug: basic, location, tickets, recurrence, people, schedule, rsvp
		// or certificate (see utils/event-form.ts).
		path: '/events/create/:id/:slug',
		title: __( 'Edit Event', 'eventin' ),
		capability: CAPABILITIES.manageEvent,
		Screen: EventEditor,
		header: { kind: 'go-back', to: '/events' },
	},
	{
		path: '/categories',
		title: __( 'Event Categories', 'eventin' ),
		capability: CAPABILITIES.manageEvent,
		Screen: CategoryList,
		header: {
			kind: 'add-new',
			label: __( 'Add New Category', 'eventin' ),
			to: '/categories/create',
		},
		categoriesAndTags: true,
	},
	{
		path: '/categories/create',
		title: __( 'Add New Category', 'eventin' ),
		capability: CAPABILITIES.manageEvent,
		Screen: CategoryCreate,
		header: { kind: 'go-back', to: '/categories' },
		categoriesAndTags: true,
	},
	{
		path: '/tags',
		title: __( 'Event Tags', 'eventin' ),
		capability: CAPABILITIES.manageEvent,
		Screen: TagList,
		header: {
			kind: 'add-new',
			label: __( 'Add New Tag', 'eventin' ),
			to: '/tags/create',
		},
		categoriesAndTags: true,
	},
	{
		path: '/tags/create',
		title: __( 'Add New Tag', 'eventin' ),
		capability: CAPABILITIES.manageEvent,
		Screen: TagCreate,
		header: { kind: 'go-back', to: '/tags' },
		categoriesAndTags: true,
	},
	{
		path: '/speakers',
		title: __( 'Speakers', 'eventin' ),
		capability: CAPABILITIES.manageOrganizer,
		Screen: SpeakerList,
		header: {
			kind: 'add-new',
			label: __( 'Add New Speaker', 'eventin' ),
			to: '/speakers/create',
		},
	},
	{
		path: '/speakers/create',
		title: __( 'Add New Speaker', 'eventin' ),
		capability: CAPABILITIES.manageOrganizer,
		Screen: SpeakerForm,
		header: { kind: 'go-back', to: '/speakers' },
	},
	{
		path: '/speakers/edit/:id',
		title: __( 'Edit Speaker', 'eventin' ),
		capability: CAPABILITIES.manageOrganizer,
		Screen: SpeakerForm,
		header: { kind: 'go-back', to: '/speakers' },
	},
	{
		path: '/group',
		title: __( 'Speakers Group', 'eventin' ),
		capability: CAPABILITIES.manageOrganizer,
		Screen: SpeakerGroupList,
		header: {
			kind: 'add-new',
			label: __( 'Add New Group', 'eventin' ),
			to: '/group/create',
		},
	},
	{
		path: '/group/create',
		title: __( 'Add New Group', 'eventin' ),
		capability: CAPABILITIES.manageOrganizer,
		Screen: SpeakerGroupCreate,
		header: { kind: 'go-back', to: '/group' },
	},
	{
		path: '/schedules',
		title: __( 'Schedules', 'eventin' ),
		capability: CAPABILITIES.manageSchedule,
		Screen: ScheduleList,
		header: {
			kind: 'add-new',
			label: __( 'Add New Schedule', 'eventin' ),
			to: '/schedules/create',
		},
	},
	{
		path: '/schedules/empty',
		title: __( 'Schedules', 'eventin' ),
		capability: CAPABILITIES.manageSchedule,
		Screen: SchedulesEmpty,
	},
	{
		path: '/schedules/create',
		title: __( 'Add New Schedule', 'eventin' ),
		capability: CAPABILITIES.manageSchedule,
		Screen: ScheduleForm,
		header: { kind: 'go-back', to: '/schedules' },
	},
	{
		path: '/schedules/edit/:id',
		title: __( 'Edit Schedule', 'eventin' ),
		capability: CAPABILITIES.manageSchedule,
		Screen: ScheduleForm,
		header: { kind: 'go-back', to: '/schedules' },
	},
	{
		path: '/settings',
		title: __( 'Settings', 'eventin' ),
		capability: CAPABILITIES.manageSetting,
		Screen: SettingsScreen,
	},
	{
		path: '/license',
		title: __( 'License', 'eventin' ),
		capability: CAPABILITIES.superAdmin,
		Screen: LicenseScreen,
	},
];

export const REGISTERED_PATHS: readonly string[] = APP_ROUTES.map(
	( { path } ) => path
);

export type { AppRoute, HeaderButtonConfig, MenuGroup } from './types';

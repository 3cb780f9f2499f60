/**
 * The app's screens, each its own chunk loaded when its route opens: the
 * editor does not download the lists' DataViews, and the lists do not
 * download the editor. The admin and the front-end dashboard route to the
 * same chunks (routes/index.ts, routes/vendor.ts).
 */
import { lazy } from '@wordpress/element';

export const EventList = lazy(
	() =>
		import(
			/* webpackChunkName: "event-list" */ '../components/event-list'
		)
);
export const EventEditor = lazy(
	() =>
		import(
			/* webpackChunkName: "event-editor" */ '../components/event-editor'
		)
);
export const CategoryList = lazy(
	() =>
		import(
			/* webpackChunkName: "category-list" */ '../components/category-list'
		)
);
export const CategoryCreate = lazy(
	() =>
		import(
			/* webpackChunkName: "category-create" */ '../components/category-create'
		)
);
export const TagList = lazy(
	() => import( /* webpackChunkName: "tag-list" */ '../components/tag-list' )
);
export const TagCreate = lazy(
	() =>
		import(
			/* webpackChunkName: "tag-create" */ '../components/tag-create'
		)
);
export const ScheduleList = lazy(
	() =>
		import(
			/* webpackChunkName: "schedule-list" */ '../components/schedule-list'
		)
);
export const ScheduleForm = lazy(
	() =>
		import(
			/* webpackChunkName: "schedule-form" */ '../components/schedule-form'
		)
);
export const ShortcodeList = lazy(
	() =>
		import(
			/* webpackChunkName: "shortcode-list" */ '../components/shortcode-list'
		)
);
export const ShortcodeGenerator = lazy(
	() =>
		import(
			/* webpackChunkName: "shortcode-generator" */ '../components/shortcode-generator'
		)
);
export const AttendeeList = lazy(
	() =>
		import(
			/* webpackChunkName: "attendee-list" */ '../components/attendee-list'
		)
);
export const AttendeeForm = lazy(
	() =>
		import(
			/* webpackChunkName: "attendee-form" */ '../components/attendee-form'
		)
);
export const ScannerLauncher = lazy(
	() =>
		import(
			/* webpackChunkName: "scanner-launcher" */ '../components/scanner-launcher'
		)
);
export const PurchaseReport = lazy(
	() =>
		import(
			/* webpackChunkName: "purchase-report" */ '../components/purchase-report'
		)
);
export const SettingsScreen = lazy(
	() => import( /* webpackChunkName: "settings" */ '../components/settings' )
);
export const JobsList = lazy(
	() =>
		import( /* webpackChunkName: "jobs-list" */ '../components/jobs-list' )
);
export const LicenseScreen = lazy(
	() => import( /* webpackChunkName: "license" */ '../components/license' )
);

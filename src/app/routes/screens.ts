/**
 * The app's screens, each its own chunk loaded when its route opens: the
 * editor does not download the lists' DataViews, and the lists do not
 * download the editor. The admin and the front-end dashboard route to the
 * same chunks (routes/index.ts, routes/vendor.ts).
 */
import { lazy } from '@wordpress/element';

export const EventEditor = lazy(
	() =>
		import(
			/* webpackChunkName: "event-editor" */ '../../admin/components/event-editor'
		)
);

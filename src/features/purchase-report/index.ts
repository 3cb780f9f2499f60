/**
 * The purchase report: the bookings of all events or one event's, with the
 * summary, the sales chart and each booking's details and actions; a chunk
 * of its own. Vendors open it too, as their bookings and revenue.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import EventReportTitle from '../../admin/components/event-report-title';
import { CAPABILITIES } from '../../stores/global/capabilities';
import { EVENT_LIST_PATHS } from '../events/paths';
import type { Feature } from '../types';
import { PURCHASE_REPORT_PATHS } from './paths';

const PurchaseReport = lazy(
	() => import( /* webpackChunkName: "purchase-report" */ './report' )
);

const VENDOR_TITLE = __( 'Bookings and revenue', 'eventin' );

export const purchaseReport: Feature = {
	name: 'purchase-report',
	routes: [
		{
			path: PURCHASE_REPORT_PATHS.purchaseReport,
			title: __( 'Purchase Report', 'eventin' ),
			capability: CAPABILITIES.manageOrder,
			Screen: PurchaseReport,
			header: { kind: 'go-back', to: EVENT_LIST_PATHS.events },
		},
		{
			// One event's bookings: the event menu's Bookings and Purchase Report.
			path: PURCHASE_REPORT_PATHS.purchaseReportEvent,
			title: __( 'Purchase Report', 'eventin' ),
			Title: EventReportTitle,
			capability: CAPABILITIES.manageOrder,
			Screen: PurchaseReport,
			header: {
				kind: 'go-back',
				to: PURCHASE_REPORT_PATHS.purchaseReport,
			},
		},
	],
	menu: [
		{
			group: 'bookings',
			entry: {
				label: __( 'Purchase Report', 'eventin' ),
				path: PURCHASE_REPORT_PATHS.purchaseReport,
			},
		},
	],
	vendor: {
		paths: [
			PURCHASE_REPORT_PATHS.purchaseReport,
			PURCHASE_REPORT_PATHS.purchaseReportEvent,
		],
		titles: {
			[ PURCHASE_REPORT_PATHS.purchaseReport ]: VENDOR_TITLE,
			[ PURCHASE_REPORT_PATHS.purchaseReportEvent ]: VENDOR_TITLE,
		},
		menu: [
			{
				group: 'bookings',
				entry: {
					label: VENDOR_TITLE,
					path: PURCHASE_REPORT_PATHS.purchaseReport,
				},
			},
		],
	},
};

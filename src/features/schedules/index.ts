/**
 * Schedules: the list (with its empty state) and the schedule form, each
 * list or form a chunk of its own.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import type { Feature } from '../types';
import ScheduleListEmpty from './list-empty';
import { SCHEDULE_PATHS } from './paths';

const ScheduleList = lazy(
	() => import( /* webpackChunkName: "schedule-list" */ './list' )
);
const ScheduleForm = lazy(
	() => import( /* webpackChunkName: "schedule-form" */ './form' )
);

export const schedules: Feature = {
	name: 'schedules',
	routes: [
		{
			path: SCHEDULE_PATHS.schedules,
			title: __( 'Schedules', 'eventin' ),
			capability: CAPABILITIES.manageSchedule,
			Screen: ScheduleList,
			header: {
				kind: 'add-new',
				label: __( 'Add New Schedule', 'eventin' ),
				to: SCHEDULE_PATHS.scheduleCreate,
			},
		},
		{
			path: SCHEDULE_PATHS.schedulesEmpty,
			title: __( 'Schedules', 'eventin' ),
			capability: CAPABILITIES.manageSchedule,
			Screen: ScheduleListEmpty,
		},
		{
			path: SCHEDULE_PATHS.scheduleCreate,
			title: __( 'Add New Schedule', 'eventin' ),
			capability: CAPABILITIES.manageSchedule,
			Screen: ScheduleForm,
			header: { kind: 'go-back', to: SCHEDULE_PATHS.schedules },
		},
		{
			path: SCHEDULE_PATHS.scheduleEdit,
			title: __( 'Edit Schedule', 'eventin' ),
			capability: CAPABILITIES.manageSchedule,
			Screen: ScheduleForm,
			header: { kind: 'go-back', to: SCHEDULE_PATHS.schedules },
		},
	],
	menu: [
		{
			group: 'schedules',
			entry: {
				label: __( 'Schedules', 'eventin' ),
				path: SCHEDULE_PATHS.schedules,
			},
		},
	],
};

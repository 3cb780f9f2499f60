/**
 * Background jobs (Settings → Background jobs): what the queue runs in the
 * background (mails, exports), and Retry, for administrators; a chunk of its
 * own.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import type { Feature } from '../types';
import { JOB_PATHS } from './paths';

const JobsList = lazy(
	() => import( /* webpackChunkName: "jobs-list" */ './list' )
);

export const jobs: Feature = {
	name: 'jobs',
	routes: [
		{
			path: JOB_PATHS.jobs,
			title: __( 'Background jobs', 'eventin' ),
			capability: CAPABILITIES.superAdmin,
			Screen: JobsList,
		},
	],
	menu: [
		{
			group: 'settings',
			entry: {
				label: __( 'Background jobs', 'eventin' ),
				path: JOB_PATHS.jobs,
			},
		},
	],
};

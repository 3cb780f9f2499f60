/**
 * License (Settings → License): the product license's state, or the form
 * that activates one, for super admins; a chunk of its own.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import type { Feature } from '../types';
import { LICENSE_PATHS } from './paths';

const LicenseScreen = lazy(
	() => import( /* webpackChunkName: "license" */ './screen' )
);

export const license: Feature = {
	name: 'license',
	routes: [
		{
			path: LICENSE_PATHS.license,
			title: __( 'License', 'eventin' ),
			capability: CAPABILITIES.superAdmin,
			Screen: LicenseScreen,
		},
	],
	menu: [
		{
			group: 'settings',
			entry: {
				label: __( 'License', 'eventin' ),
				path: LICENSE_PATHS.license,
			},
		},
	],
};

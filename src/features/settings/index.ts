/**
 * Settings: the general, payment, e-mail, check-in and vendor settings and
 * what the `control_access` extension point adds, for settings managers; a
 * chunk of its own.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import type { Feature } from '../types';
import { SETTINGS_PATHS } from './paths';

const SettingsScreen = lazy(
	() => import( /* webpackChunkName: "settings" */ './screen' )
);

export const settings: Feature = {
	name: 'settings',
	routes: [
		{
			path: SETTINGS_PATHS.settings,
			title: __( 'Settings', 'eventin' ),
			capability: CAPABILITIES.manageSetting,
			Screen: SettingsScreen,
		},
	],
	menu: [
		{
			group: 'settings',
			entry: {
				label: __( 'Settings', 'eventin' ),
				path: SETTINGS_PATHS.settings,
			},
		},
	],
};

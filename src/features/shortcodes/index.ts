/**
 * Shortcodes: the catalogue of widget kinds and each kind's generator (its
 * fields, the shortcode, its script and a preview), each a chunk of its own.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import type { Feature } from '../types';
import { SHORTCODE_PATHS } from './paths';

const ShortcodeList = lazy(
	() => import( /* webpackChunkName: "shortcode-list" */ './list' )
);
const ShortcodeGenerator = lazy(
	() => import( /* webpackChunkName: "shortcode-generator" */ './generator' )
);

export const shortcodes: Feature = {
	name: 'shortcodes',
	routes: [
		{
			path: SHORTCODE_PATHS.shortcodes,
			title: __( 'Shortcodes', 'eventin' ),
			capability: CAPABILITIES.manageEvent,
			Screen: ShortcodeList,
		},
		{
			path: SHORTCODE_PATHS.shortcodeGenerator,
			title: __( 'Generate Shortcode', 'eventin' ),
			capability: CAPABILITIES.manageEvent,
			Screen: ShortcodeGenerator,
			header: { kind: 'go-back', to: SHORTCODE_PATHS.shortcodes },
		},
	],
	menu: [
		{
			group: 'shortcodes',
			entry: {
				label: __( 'Shortcodes', 'eventin' ),
				path: SHORTCODE_PATHS.shortcodes,
			},
		},
	],
};

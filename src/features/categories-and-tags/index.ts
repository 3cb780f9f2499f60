/**
 * Event categories and tags: their lists and create forms, each a chunk of
 * its own. The `disable_category_and_tags` setting hides their Add New
 * buttons and sends their create pages back to the lists
 * (`categoriesAndTags`).
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import type { Feature } from '../types';
import { TERM_PATHS } from './paths';

const CategoryList = lazy(
	() => import( /* webpackChunkName: "category-list" */ './category-list' )
);
const CategoryCreate = lazy(
	() =>
		import( /* webpackChunkName: "category-create" */ './category-create' )
);
const TagList = lazy(
	() => import( /* webpackChunkName: "tag-list" */ './tag-list' )
);
const TagCreate = lazy(
	() => import( /* webpackChunkName: "tag-create" */ './tag-create' )
);

export const categoriesAndTags: Feature = {
	name: 'categories-and-tags',
	routes: [
		{
			path: TERM_PATHS.categories,
			title: __( 'Event Categories', 'eventin' ),
			capability: CAPABILITIES.manageEvent,
			Screen: CategoryList,
			header: {
				kind: 'add-new',
				label: __( 'Add New Category', 'eventin' ),
				to: TERM_PATHS.categoryCreate,
			},
			categoriesAndTags: true,
		},
		{
			path: TERM_PATHS.categoryCreate,
			title: __( 'Add New Category', 'eventin' ),
			capability: CAPABILITIES.manageEvent,
			Screen: CategoryCreate,
			header: { kind: 'go-back', to: TERM_PATHS.categories },
			categoriesAndTags: true,
		},
		{
			path: TERM_PATHS.tags,
			title: __( 'Event Tags', 'eventin' ),
			capability: CAPABILITIES.manageEvent,
			Screen: TagList,
			header: {
				kind: 'add-new',
				label: __( 'Add New Tag', 'eventin' ),
				to: TERM_PATHS.tagCreate,
			},
			categoriesAndTags: true,
		},
		{
			path: TERM_PATHS.tagCreate,
			title: __( 'Add New Tag', 'eventin' ),
			capability: CAPABILITIES.manageEvent,
			Screen: TagCreate,
			header: { kind: 'go-back', to: TERM_PATHS.tags },
			categoriesAndTags: true,
		},
	],
	menu: [
		{
			group: 'events',
			entry: {
				label: __( 'Event Categories', 'eventin' ),
				path: TERM_PATHS.categories,
			},
		},
		{
			group: 'events',
			entry: {
				label: __( 'Event Tags', 'eventin' ),
				path: TERM_PATHS.tags,
			},
		},
	],
};

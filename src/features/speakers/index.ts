/**
 * Speakers and speaker groups: the lists, the speaker form and the group's
 * create form, each screen a chunk of its own.
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CAPABILITIES } from '../../stores/global/capabilities';
import type { Feature } from '../types';
import { SPEAKER_PATHS } from './paths';

const SpeakerList = lazy(
	() => import( /* webpackChunkName: "speaker-list" */ './list' )
);
const SpeakerForm = lazy(
	() => import( /* webpackChunkName: "speaker-form" */ './form' )
);
const SpeakerGroupList = lazy(
	() => import( /* webpackChunkName: "speaker-group-list" */ './group-list' )
);
const SpeakerGroupCreate = lazy(
	() =>
		import(
			/* webpackChunkName: "speaker-group-create" */ './group-create'
		)
);

export const speakers: Feature = {
	name: 'speakers',
	routes: [
		{
			path: SPEAKER_PATHS.speakers,
			title: __( 'Speakers', 'eventin' ),
			capability: CAPABILITIES.manageOrganizer,
			Screen: SpeakerList,
			header: {
				kind: 'add-new',
				label: __( 'Add New Speaker', 'eventin' ),
				to: SPEAKER_PATHS.speakerCreate,
			},
		},
		{
			path: SPEAKER_PATHS.speakerCreate,
			title: __( 'Add New Speaker', 'eventin' ),
			capability: CAPABILITIES.manageOrganizer,
			Screen: SpeakerForm,
			header: { kind: 'go-back', to: SPEAKER_PATHS.speakers },
		},
		{
			path: SPEAKER_PATHS.speakerEdit,
			title: __( 'Edit Speaker', 'eventin' ),
			capability: CAPABILITIES.manageOrganizer,
			Screen: SpeakerForm,
			header: { kind: 'go-back', to: SPEAKER_PATHS.speakers },
		},
		{
			path: SPEAKER_PATHS.speakerGroups,
			title: __( 'Speakers Group', 'eventin' ),
			capability: CAPABILITIES.manageOrganizer,
			Screen: SpeakerGroupList,
			header: {
				kind: 'add-new',
				label: __( 'Add New Group', 'eventin' ),
				to: SPEAKER_PATHS.speakerGroupCreate,
			},
		},
		{
			path: SPEAKER_PATHS.speakerGroupCreate,
			title: __( 'Add New Group', 'eventin' ),
			capability: CAPABILITIES.manageOrganizer,
			Screen: SpeakerGroupCreate,
			header: { kind: 'go-back', to: SPEAKER_PATHS.speakerGroups },
		},
	],
	menu: [
		{
			group: 'speakers',
			entry: {
				label: __( 'Speakers', 'eventin' ),
				path: SPEAKER_PATHS.speakers,
			},
		},
		{
			group: 'speakers',
			entry: {
				label: __( 'Speakers Group', 'eventin' ),
				path: SPEAKER_PATHS.speakerGroups,
			},
		},
	],
};

/**
 * The admin app's features, in menu order within their groups. A feature is
 * its folder (features/<name>/index.ts exports a Feature) and one line here.
 */
import { attendees } from './attendees';
import { events } from './events';
import { jobs } from './jobs';
import { license } from './license';
import { purchaseReport } from './purchase-report';
import { categoriesAndTags } from './categories-and-tags';
import { rsvp } from './rsvp';
import { schedules } from './schedules';
import { settings } from './settings';
import { shortcodes } from './shortcodes';
import { speakers } from './speakers';
import type { Feature } from './types';

export const FEATURES: readonly Feature[] = [
	events,
	categoriesAndTags,
	speakers,
	schedules,
	purchaseReport,
	attendees,
	rsvp,
	shortcodes,
	settings,
	license,
	jobs,
];

export type { Feature } from './types';

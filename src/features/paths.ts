/**
 * Every hash path of the app: the core's (admin/paths.ts) and each
 * feature's own (features/<name>/paths.ts, files that import nothing). The
 * route table, the menus, the front-end dashboard and the e2e tests read
 * this; a screen links through its own feature's paths, another feature's
 * paths.ts, or the core's.
 */
import { PATHS as CORE_PATHS } from '../admin/paths';
import { EVENT_LIST_PATHS } from './events/paths';
import { TERM_PATHS } from './categories-and-tags/paths';
import { SPEAKER_PATHS } from './speakers/paths';
import { SCHEDULE_PATHS } from './schedules/paths';
import { PURCHASE_REPORT_PATHS } from './purchase-report/paths';
import { ATTENDEE_PATHS } from './attendees/paths';
import { RSVP_PATHS } from './rsvp/paths';
import { SHORTCODE_PATHS } from './shortcodes/paths';
import { SETTINGS_PATHS } from './settings/paths';
import { LICENSE_PATHS } from './license/paths';
import { JOB_PATHS } from './jobs/paths';

export const PATHS = {
	...CORE_PATHS,
	...EVENT_LIST_PATHS,
	...TERM_PATHS,
	...SPEAKER_PATHS,
	...SCHEDULE_PATHS,
	...PURCHASE_REPORT_PATHS,
	...ATTENDEE_PATHS,
	...RSVP_PATHS,
	...SHORTCODE_PATHS,
	...SETTINGS_PATHS,
	...LICENSE_PATHS,
	...JOB_PATHS,
} as const;

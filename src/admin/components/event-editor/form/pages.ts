/**
 * The event editor's sub-pages: which ones, and their labels.
 */
import { __ } from '@wordpress/i18n';

import { type Settings } from '../../../../stores/global/types';
import { EVENT_EDITOR_PAGES, type EventEditorPage } from '../../../paths';

/**
 * Whether the RSVP sub-page exists: only with the RSVP module on.
 *
 * @param settings The plugin settings (null while unknown: off).
 */
export function isRsvpModuleOn( settings: Settings | null ): boolean {
	return settings?.modules?.rsvp === 'on';
}

/**
 * The sub-pages only event managers get: recurrence, speakers and organizers
 * (the people lists are etn_manage_organizer's) and certificates. Vendors
 * edit the rest of their own events.
 */
export const MANAGER_ONLY_PAGES: readonly EventEditorPage[] = [
	'recurrence',
	'people',
	'certificate',
];

/**
 * The sub-pages the menu lists for these settings and this user.
 *
 * @param settings        The plugin settings.
 * @param mayManageEvents Whether the user manages every event (false: a vendor).
 */
export function getEventEditorPages(
	settings: Settings | null,
	mayManageEvents = true
): EventEditorPage[] {
	return EVENT_EDITOR_PAGES.filter(
		( page ) =>
			( page !== 'rsvp' || isRsvpModuleOn( settings ) ) &&
			( mayManageEvents || ! MANAGER_ONLY_PAGES.includes( page ) )
	);
}

/**
 * The menu label of a sub-page.
 *
 * @param page The sub-page.
 */
export function getPageLabel( page: EventEditorPage ): string {
	switch ( page ) {
		case 'basic':
			return __( 'Basic info', 'eventin' );
		case 'location':
			return __( 'Location', 'eventin' );
		case 'tickets':
			return __( 'Tickets', 'eventin' );
		case 'recurrence':
			return __( 'Recurrence', 'eventin' );
		case 'people':
			return __( 'Speakers and organizers', 'eventin' );
		case 'schedule':
			return __( 'Schedule', 'eventin' );
		case 'rsvp':
			return __( 'RSVP', 'eventin' );
		case 'certificate':
			return __( 'Certificate', 'eventin' );
	}
}

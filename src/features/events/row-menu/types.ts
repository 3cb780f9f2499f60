/**
 * The More menu of an event row, and its extension point:
 *
 *     addFilter( 'eventin_event_row_menu_items', 'my-plugin', ( items, event, context ) => [
 *         ...items,
 *         { id: 'my-report', label: 'My report', to: `/my-report/${ event.id }` },
 *     ] );
 */
import type { ComponentType } from 'react';

import { type Capability } from '../../../stores/global/capabilities';
import { type Event } from '../../../stores/events/types';

/** The JS filter (@wordpress/hooks) that lists an event row's menu items. */
export const EVENT_ROW_MENU_FILTER = 'eventin_event_row_menu_items';

/** What a Modal menu item receives. */
export interface EventRowMenuModalProps {
	event: Event;
	/** Closes the modal (focus goes back to the row's More button). */
	onClose: () => void;
}

/**
 * One entry of the More menu. It does one of four things, checked in this
 * order: opens `Modal`, goes to the app route `to`, opens `href` in a new
 * tab, or calls `onClick`.
 */
export interface EventRowMenuItem {
	/** Unique in the menu; an item repeating an id is dropped. */
	id: string;
	/** The visible (translated) text. */
	label: string;
	/** A component shown in place of the menu, e.g. a confirmation. */
	Modal?: ComponentType< EventRowMenuModalProps >;
	/**
	 * An app route, e.g. '/attendees/event/12'. The menu keeps one entry per
	 * route: a later item pointing where an earlier one does is dropped.
	 */
	to?: string;
	/** An URL opened in a new tab. */
	href?: string;
	onClick?: () => unknown;
	isDestructive?: boolean;
}

/** The third argument of the filter: what the menu rules look at. */
export interface EventRowMenuContext {
	/** Whether the current user holds a capability (super admins hold all). */
	hasPermission: ( capability: Capability ) => boolean;
	/** Whether the RSVP module is on (settings.modules.rsvp === 'on'). */
	isRsvpEnabled: boolean;
	/** The site's home URL (configuration `homeUrl`). */
	homeUrl: string;
}

/**
 * The shapes of the app's routing (re-exported by app/routes/types.ts), and
 * a feature: what it adds to the central lists (the route table, the header
 * menu, the front-end dashboard's). The central files read these lists; adding a feature is its folder
 * and one line in features/index.ts.
 */
import type { ComponentType } from 'react';

import { type Capability } from '../stores/global';

/**
 * The button beside the page title.
 *
 * - `add-new`: on list pages, 'Add New' + the entity name, to the create page.
 * - `go-back`: on create and edit pages, back to the list.
 * - `action`: a feature's own primary button (the RSVP report's RSVP
 *   Reminder), with a Go Back (`back`) beside it when given.
 *
 * `to` and `back` may hold the route's parameters (`:id`), filled from the
 * path.
 */
export type HeaderButtonConfig =
	| { kind: 'add-new'; label: string; to: string }
	| { kind: 'go-back'; to: string }
	| { kind: 'action'; label: string; to: string; back?: string };

/** One screen of the app: configuration as data (see routes/index.ts). */
export interface AppRoute {
	/** The hash path, e.g. `/categories/create`. */
	path: string;
	/** The page title. */
	title: string;
	/**
	 * Renders the title when it names what the screen shows (one event's
	 * report); it receives the route's title, to show while loading.
	 */
	Title?: ComponentType< { title: string } >;
	/**
	 * Who may open the screen (super admins always may); a list when any of
	 * its keys will do (managers and vendors).
	 */
	capability: Capability | readonly Capability[];
	/** The screen itself. */
	Screen: ComponentType;
	header?: HeaderButtonConfig;
	/**
	 * A categories or tags screen: the `disable_category_and_tags` setting
	 * hides its Add New button, and sends its create page back to the list.
	 */
	categoriesAndTags?: true;
	/**
	 * Another screen at the same path, shown instead when the query has
	 * `{ param }=1`, with its own title, capability, screen and header: Scan
	 * Ticket's `/attendees/event/{id}?scanner=1` opens the scanner's launcher
	 * for people who may scan but not manage attendees.
	 */
	withQuery?: {
		param: string;
		route: Omit< AppRoute, 'path' | 'withQuery' >;
	};
}

/** A header menu entry; its capability is its route's. */
export interface MenuEntry {
	label: string;
	path: string;
}

export interface MenuGroup {
	id: string;
	label: string;
	entries: MenuEntry[];
}

/** An area a user without the current screen's key is sent to. */
export interface FallbackArea {
	path: string;
	capability: Capability | readonly Capability[];
}

/**
 * Everything one app routes: the wp-admin dashboard and the front-end
 * dashboard each mount one (mount.tsx).
 */
export interface RouteTable {
	routes: readonly AppRoute[];
	menu: readonly MenuGroup[];
	/** Where the app starts, and where unknown paths go. */
	defaultPath: string;
	/** Where users denied a screen go, first permitted first. */
	fallbackAreas: readonly FallbackArea[];
}

/** A feature's header menu entry: into a group of the core's, after an entry's path or last. */
export interface FeatureMenuEntry {
	group: string;
	after?: string;
	entry: MenuEntry;
}

export interface Feature {
	/** Its name, as its folder's. */
	name: string;
	/** Its screens: configuration as data (routes/index.ts reads them). */
	routes: readonly AppRoute[];
	/** Its header menu entries (routes/menu.ts). */
	menu?: readonly FeatureMenuEntry[];
	/**
	 * The front-end dashboard (routes/vendor.ts): the paths of its routes a
	 * vendor opens too (etn_manage_own_events), their titles there where a
	 * vendor's screen holds only theirs, and its entries of the vendor menu.
	 */
	vendor?: {
		paths: readonly string[];
		titles?: Readonly< Record< string, string > >;
		menu?: readonly FeatureMenuEntry[];
	};
}

/**
 * The actions of the app's lists: DataViews `Action` objects (one per
 * file, confirmations as `RenderModal`), with what a row needs to draw
 * them as well as the hand-made cells did.
 */
import type { Action } from '@wordpress/dataviews/wp';

/** Where an action leads: an app route, or a page opened in a new tab. */
export type ActionLink = { to: string } | { href: string };

export type ListAction< Item > = Action< Item > & {
	/**
	 * Where the action leads. A row draws it as a real link (announced as
	 * a link, opened in a new tab with a modifier key); from a menu its
	 * `callback` goes there.
	 */
	getLink?: ( item: Item ) => ActionLink;
	/** It removes something: drawn in red. */
	isDestructive?: boolean;
	/**
	 * `RenderModal` draws its own dialog (an extension's `Modal` menu
	 * entry), so it is not put in one.
	 */
	hasOwnModal?: boolean;
};

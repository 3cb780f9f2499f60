import { type ShortcodeScript, type ShortcodeScriptsState } from './types';
import { scriptKey } from './reducer';

/**
 * The script made for a kind's shortcode on this page, or null.
 *
 * @param state     The store state.
 * @param postName  The widget kind.
 * @param shortcode The shortcode.
 */
export function getScript(
	state: ShortcodeScriptsState,
	postName: string,
	shortcode: string
): ShortcodeScript | null {
	return state.scripts[ scriptKey( postName, shortcode ) ] ?? null;
}

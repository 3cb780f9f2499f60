import { type ShortcodeScript, type ShortcodeScriptsState } from './types';
import { RECEIVE_SCRIPT } from './constants';

export type ShortcodeScriptsAction = {
	type: typeof RECEIVE_SCRIPT;
	key: string;
	script: ShortcodeScript;
};

/**
 * The key of a kind's shortcode.
 *
 * @param postName  The widget kind.
 * @param shortcode The shortcode.
 */
export const scriptKey = ( postName: string, shortcode: string ) =>
	`${ postName }\n${ shortcode }`;

export default function reducer(
	state: ShortcodeScriptsState = { scripts: {} },
	action: ShortcodeScriptsAction
): ShortcodeScriptsState {
	if ( action.type === RECEIVE_SCRIPT ) {
		return {
			scripts: { ...state.scripts, [ action.key ]: action.script },
		};
	}
	return state;
}

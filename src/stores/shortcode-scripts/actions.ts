import apiFetch from '@wordpress/api-fetch';

import { type ShortcodeScript, type ShortcodeScriptRequest } from './types';
import { scriptKey, type ShortcodeScriptsAction } from './reducer';
import { RECEIVE_SCRIPT, SCRIPT_PATH } from './constants';

interface ThunkArgs {
	dispatch: ( action: ShortcodeScriptsAction ) => void;
	select: {
		getScript: (
			postName: string,
			shortcode: string
		) => ShortcodeScript | null;
	};
}

/**
 * A script tag for a shortcode (POST shortcodes/script), kept by kind and
 * shortcode: asking again for the same one answers without a request.
 * Resolves to `{ id, script }` (script '' without an id); rejects with the
 * REST error, nothing kept.
 *
 * @param request The kind (post_name) and the shortcode.
 */
export const createShortcodeScript =
	( request: ShortcodeScriptRequest ) =>
	async ( { dispatch, select }: ThunkArgs ): Promise< ShortcodeScript > => {
		const known = select.getScript( request.post_name, request.shortcode );
		if ( known ) {
			return known;
		}
		const answer = await apiFetch< Partial< ShortcodeScript > >( {
			path: SCRIPT_PATH,
			method: 'POST',
			data: request,
		} );
		const id = Number( answer?.id ) || 0;
		const script: ShortcodeScript = {
			id,
			script:
				id && typeof answer?.script === 'string' ? answer.script : '',
		};
		if ( id ) {
			dispatch( {
				type: RECEIVE_SCRIPT,
				key: scriptKey( request.post_name, request.shortcode ),
				script,
			} );
		}
		return script;
	};

/**
 * The store `eventin/shortcode-scripts`: embeddable scripts of generated
 * shortcodes (SPEC 7, shortcodeScript.createShortcodeScript). The generator
 * screens ask for one with Get Script; the same shortcode asked again on the
 * page gets the same script.
 */
import { createReduxStore, register } from '@wordpress/data';

import reducer from './reducer';
import * as actions from './actions';
import * as selectors from './selectors';
import { STORE_NAME } from './constants';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( store );

export { SCRIPT_PATH } from './constants';
export type * from './types';

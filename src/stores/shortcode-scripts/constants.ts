export const STORE_NAME = 'eventin/shortcode-scripts';

/** POST { post_name, shortcode } → { id, script }. */
export const SCRIPT_PATH = '/eventin/v2/shortcodes/script';

export const RECEIVE_SCRIPT = 'RECEIVE_SCRIPT';

/** The body of POST shortcodes/script. */
export interface ShortcodeScriptRequest {
	/** The widget kind (its catalogue name, e.g. 'events'). */
	post_name: string;
	/** The shortcode the script renders. */
	shortcode: string;
}

/** The answer: the stored script's id and its `<script>` tag. */
export interface ShortcodeScript {
	id: number;
	/** `<script src="{home}/eventin-external-script?id={id}"></script>`; '' without an id. */
	script: string;
}

export interface ShortcodeScriptsState {
	/** Scripts already made, by scriptKey( post_name, shortcode ). */
	scripts: Record< string, ShortcodeScript >;
}

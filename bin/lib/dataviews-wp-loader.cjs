/**
 * A webpack loader for the prebuilt `@wordpress/dataviews/wp` (build-wp/index.js, one file that
 * inlines the @wordpress packages it needs). It drops what that build repeats, leaving what the
 * code does exactly the same:
 *
 * - Emotion's inline source maps: `/*# sourceMappingURL=data:…base64,… *\/` inside its CSS
 *   strings (the build has emotion's development branch baked in). CSS comments.
 * - Repeated style registrations: @wordpress/ui registers each CSS module as a string
 *   (`registerStyle( hash, css )`) once per module that imports it, so the same string is in
 *   the file up to 14 times. Registering a hash again with the same CSS changes nothing (a Map
 *   keyed by hash, styles injected once per hash), so every repeat after the first goes.
 * - Repeated style runtimes: each of those modules carries its own copy of the little runtime
 *   (getRuntimeN, injectStyleN, registerStyleN, …; all state lives on globalThis). A copy that
 *   is the first one letter for letter (but for the numbered names) becomes functions that call
 *   the first one.
 *
 * What does not match exactly is left as it is.
 *
 * Then it cuts what the app never draws (cutUnused), so that the minifier drops it: about a
 * quarter of the file once minified, with the date pickers, color pickers and menus only the cut
 * parts use. ListTable (src/admin/components/list-controls) always hands DataViews its children:
 * the table layout, the bulk actions toolbar and the pagination.
 *
 * @param {string} source The module's code.
 * @return {string} The code without the repeats.
 */
module.exports = function dataviewsWpLoader( source ) {
	return cutUnused(
		dedupeStyleRuntimes(
			dedupeStyleRegistrations( stripCssSourceMaps( source ) )
		)
	).source;
};

/** The sub-components of DataViews the app draws (the others are cut). */
const KEPT_SUB_COMPONENTS = [
	'BulkActionToolbar',
	'Layout',
	'Pagination',
	'Footer',
];

/** Top-level calls that only make a value (a component, a context): pure when nothing uses it. */
const PURE_CALLS =
	/^(var [\w$]+ = )((?:forwardRef|memo|createContext|contextConnect|contextConnectWithoutRef|createHigherOrderComponent|memoize)\d*\()/gm;

/**
 * Each cut: its name, the code it matches (every match goes) and what replaces a match.
 *
 * - `default-ui`: DataViews without children drew its own search, filters and view options;
 *   here it says the app must give children instead.
 * - `sub-components`: DataViews.Filters, .Search, .ViewConfig, … (not KEPT_SUB_COMPONENTS), and
 *   all of DataViewsPicker's: assignments that kept them alive.
 * - `layouts`: every layout but the table (grid, list, activity and the pickers').
 * - `form-controls`: DataForm's controls, which fields take as `Edit` from their type; only
 *   DataForm and the filters' UI draw them (a field's own `Edit` function still counts).
 * - `display-names`: names for React's developer tools, assignments that kept components alive.
 * - `pure-calls`: forwardRef( … ), memo( … ), createContext( … ), … made into values nothing
 *   reads can go.
 */
const CUTS = [
	{
		name: 'default-ui',
		pattern:
			/children: children \?\? \/\* @__PURE__ \*\/ jsx\d+\(\s*DefaultUI,\s*\{\s*header,\s*search,\s*searchLabel\s*\}\s*\)/g,
		replace: () =>
			'children: children ?? (() => { throw new Error( "DataViews needs its children here: the build cuts its default UI (bin/lib/dataviews-wp-loader.cjs)." ); })()',
	},
	{
		name: 'sub-components',
		pattern:
			/^(DataViewsSubComponents|DataViewsPickerSubComponents)\.(\w+) = [\w$]+;\n/gm,
		replace: ( line, owner, name ) =>
			owner === 'DataViewsSubComponents' &&
			KEPT_SUB_COMPONENTS.includes( name )
				? line
				: '',
	},
	{
		name: 'layouts',
		pattern:
			/^(var VIEW_LAYOUTS = \[\n  \{\n    type: LAYOUT_TABLE,\n(?:    .*\n)+?  \})(?:,\n  \{\n(?:    .*\n)+?  \})+\n\];$/gm,
		replace: ( match, table ) => `${ table }\n];`,
	},
	{
		name: 'form-controls',
		pattern: /^var FORM_CONTROLS = \{\n(?:  \w+: [\w$]+,?\n)+\};$/gm,
		replace: () => 'var FORM_CONTROLS = {};',
	},
	{
		name: 'display-names',
		pattern: /^[\w$]+\.displayName = "[^"\n]*";\n/gm,
		replace: () => '',
	},
	{
		name: 'pure-calls',
		pattern: PURE_CALLS,
		replace: ( match, declaration, call ) =>
			`${ declaration }/* @__PURE__ */ ${ call }`,
	},
];

/**
 * The code without what the app never draws, and how many times each cut matched (a cut that
 * matched nothing means DataViews changed: src/admin/components/list-controls/test checks).
 *
 * @param {string} source The module's code.
 * @return {{source: string, matched: Object<string, number>}} The code and the matches per cut.
 */
function cutUnused( source ) {
	const matched = {};
	let result = source;
	for ( const { name, pattern, replace } of CUTS ) {
		matched[ name ] = 0;
		result = result.replace( pattern, ( ...match ) => {
			matched[ name ]++;
			return replace( ...match );
		} );
	}
	return { source: result, matched };
}

module.exports.cutUnused = cutUnused;
module.exports.KEPT_SUB_COMPONENTS = KEPT_SUB_COMPONENTS;

function stripCssSourceMaps( source ) {
	return source.replace(
		/\/\*# sourceMappingURL=data:application\/json;charset=utf-8;base64,[A-Za-z0-9+/=]* \*\//g,
		''
	);
}

const STRING = `"(?:[^"\\\\\\n]|\\\\.)*"|'(?:[^'\\\\\\n]|\\\\.)*'`;

function dedupeStyleRegistrations( source ) {
	const seen = new Set();
	return source.replace(
		new RegExp(
			`\\bregisterStyle(\\d*)\\("([0-9a-f]+)", (${ STRING })\\)`,
			'g'
		),
		( call, suffix, hash, css ) => {
			const key = `${ hash }\n${ css }`;
			if ( seen.has( key ) ) {
				return 'void 0';
			}
			seen.add( key );
			return call;
		}
	);
}

const RUNTIME_NAMES =
	/\b(STYLE_HASH_ATTRIBUTE|getRuntime|registerDocument|documentContainsStyleHash|injectStyle|registerStyle)\d*\b/g;

/**
 * The runtime block with this suffix: from its STYLE_HASH_ATTRIBUTE to the end of its
 * registerStyle function, or null.
 *
 * @param {string} source The code.
 * @param {number} start  Where its `var STYLE_HASH_ATTRIBUTE…` starts.
 * @param {string} suffix The number of its names ('' for the first).
 * @return {{start: number, end: number}|null} Where it is.
 */
function runtimeBlock( source, start, suffix ) {
	const last = source.indexOf(
		`\nfunction registerStyle${ suffix }(`,
		start
	);
	if ( last < 0 ) {
		return null;
	}
	const end = source.indexOf( '\n}\n', last );
	return end < 0 ? null : { start, end: end + 3 };
}

/**
 * A runtime block with its numbered names unnumbered and its line breaks undone (copies from
 * different packages are wrapped differently).
 *
 * @param {string} block The code.
 * @return {string} What to compare.
 */
function normalize( block ) {
	return block
		.replace( RUNTIME_NAMES, '$1' )
		.replace( /\bcss\d*\b/g, 'css' )
		.replace( /\s+/g, ' ' )
		.replace( / ?([(){}[\],;]) ?/g, '$1' );
}

function dedupeStyleRuntimes( source ) {
	const starts = [
		...source.matchAll(
			/^var STYLE_HASH_ATTRIBUTE(\d*) = "data-wp-hash";\n/gm
		),
	];
	if ( starts.length < 2 ) {
		return source;
	}
	const [ first ] = starts;
	const base = first[ 1 ];
	const canonical = runtimeBlock( source, first.index, base );
	if ( ! canonical ) {
		return source;
	}
	const expected = normalize(
		source.slice( canonical.start, canonical.end )
	);
	let result = '';
	let position = 0;
	for ( const match of starts.slice( 1 ) ) {
		const suffix = match[ 1 ];
		const block = runtimeBlock( source, match.index, suffix );
		if (
			! block ||
			normalize( source.slice( block.start, block.end ) ) !== expected
		) {
			continue;
		}
		result +=
			source.slice( position, block.start ) +
			[
				`var STYLE_HASH_ATTRIBUTE${ suffix } = STYLE_HASH_ATTRIBUTE${ base };`,
				`function getRuntime${ suffix }() { return getRuntime${ base }(); }`,
				`function documentContainsStyleHash${ suffix }(d, h) { return documentContainsStyleHash${ base }(d, h); }`,
				`function injectStyle${ suffix }(d, h, c) { return injectStyle${ base }(d, h, c); }`,
				`function registerDocument${ suffix }(d) { return registerDocument${ base }(d); }`,
				`function registerStyle${ suffix }(h, c) { return registerStyle${ base }(h, c); }`,
				'',
			].join( '\n' );
		position = block.end;
	}
	return result + source.slice( position );
}

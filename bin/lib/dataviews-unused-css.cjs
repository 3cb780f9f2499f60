/**
 * A PostCSS plugin for build/admin.css: drops the rules of DataViews' stylesheet
 * (@wordpress/dataviews/build-style/style.css, imported by src/admin/style.scss) for the parts
 * the build cuts from its script (bin/lib/dataviews-wp-loader.cjs): the grid, list, activity and
 * picker layouts, the filters' UI and DataForm. A selector that names one of their blocks (outside
 * `:not()`) matches nothing the app draws; a rule goes when all its selectors do, and an at-rule
 * (`@media`, …) when nothing is left in it.
 */
const UNUSED_BLOCKS = [
	'dataviews-view-grid',
	'dataviews-view-list',
	'dataviews-view-activity',
	'dataviews-view-picker',
	'dataviews-picker',
	'dataviews-filters',
	'dataforms-layouts',
];

/** A class of one of those blocks, its elements or modifiers (`__…`, `--…`, `-items`). */
const UNUSED_CLASS = new RegExp( `\\.(?:${ UNUSED_BLOCKS.join( '|' ) })` );

/**
 * Whether a selector matches only what the build cuts.
 *
 * @param {string} selector One selector of a rule.
 * @return {boolean} True when it names an unused block outside `:not()`.
 */
function isUnusedSelector( selector ) {
	return UNUSED_CLASS.test( selector.replace( /:not\([^()]*\)/g, '' ) );
}

/** @return {import('postcss').Plugin} The plugin. */
function dataviewsUnusedCss() {
	return {
		postcssPlugin: 'eventin-dataviews-unused-css',
		Rule( rule ) {
			if (
				rule.parent?.type === 'atrule' &&
				/keyframes$/.test( rule.parent.name )
			) {
				return;
			}
			const kept = rule.selectors.filter(
				( selector ) => ! isUnusedSelector( selector )
			);
			if ( kept.length === rule.selectors.length ) {
				return;
			}
			let parent = rule.parent;
			if ( kept.length ) {
				rule.selectors = kept;
				return;
			}
			rule.remove();
			while (
				parent &&
				parent.type === 'atrule' &&
				! parent.nodes?.length
			) {
				const next = parent.parent;
				parent.remove();
				parent = next;
			}
		},
	};
}
dataviewsUnusedCss.postcss = true;

module.exports = dataviewsUnusedCss;
module.exports.isUnusedSelector = isUnusedSelector;
module.exports.UNUSED_BLOCKS = UNUSED_BLOCKS;

/**
 * Extends the @wordpress/scripts webpack config with the admin app entry.
 *
 * Output: build/admin.js, build/admin.css and build/admin.asset.php (the handle
 * 'eventin-admin' enqueued by includes/Admin/Dashboard.php).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		admin: './src/admin/index.tsx',
	},
	module: {
		...defaultConfig.module,
		rules: [
			...defaultConfig.module.rules,
			{
				// Emotion's inline source maps (CSS comments) in the prebuilt DataViews.
				test: /[\\/]@wordpress[\\/]dataviews[\\/]build-wp[\\/].*\.js$/,
				use: require.resolve( './bin/lib/strip-css-source-maps.cjs' ),
			},
		],
	},
	// @wordpress/dataviews/wp bundles its own components (WordPress 6.8 ships
	// older ones), which puts the script well past webpack's 244 KiB hint.
	performance: {
		hints: false,
	},
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			cacheGroups: {
				// The default config moves every `style.scss` into a separate
				// `style-admin.css`; keep all of the app's CSS in build/admin.css.
				style: false,
				default: false,
			},
		},
	},
};

/**
 * Extends the @wordpress/scripts webpack config with the admin app entry.
 *
 * Output: build/admin.js, build/admin.css and build/admin.asset.php (the handle
 * 'eventin-admin' enqueued by includes/Admin/Dashboard.php).
 */
const path = require( 'node:path' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

/**
 * `@wordpress/*` packages bundled rather than taken from WordPress's scripts.
 * `@wordpress/date`: DataViews imports three functions from it, and the
 * wp-date script is moment with its timezone data (about 800 KB); the app
 * writes dates with Intl (src/admin/utils/site-date.ts), and
 * src/admin/utils/wp-date.ts gives DataViews those functions on top of it.
 */
const BUNDLED = new Set( [ '@wordpress/date' ] );

module.exports = {
	...defaultConfig,
	entry: {
		admin: './src/admin/index.tsx',
	},
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve.alias,
			'@wordpress/date$': path.resolve(
				__dirname,
				'src/admin/utils/wp-date.ts'
			),
		},
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) =>
				BUNDLED.has( request ) ? false : undefined,
		} ),
	],
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

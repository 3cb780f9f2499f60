/**
 * Extends the @wordpress/scripts webpack config: two builds into build/.
 *
 * Output: build/admin.js, build/admin.css and build/admin.asset.php (the handle
 * 'eventin-admin' enqueued by includes/Admin/Dashboard.php, and on a public
 * page holding the front-end dashboard by includes/Widgets/Render/FrontDashboard.php); a script per file
 * of src/widgets/front/ (build/widgets-<name>.js, enqueued only on pages
 * holding a widget that needs it, includes/Widgets/Assets.php); the widgets'
 * stylesheets, a shared base (build/widgets-style.css from
 * src/widgets/style.scss) and one per widget family or shared part
 * (build/widgets-style-<name>.css from src/widgets/styles/<name>.scss), each
 * enqueued only by the widgets that use it; and the widget catalogue as
 * build/widgets.json for PHP.
 *
 * The editor blocks (blocks/index.ts → build/blocks.js, build/blocks.css, the
 * editorScript and editorStyle of block.json; blocks/sidebar.tsx →
 * build/blocks-sidebar.js) build on their own: in the block
 * editor every `@wordpress/*` package is already loaded, so none is bundled.
 *
 * The ticket scanner (src/scanner/index.tsx → build/scanner.js, build/scanner.css,
 * build/scanner.asset.php, and build/scanner-zxing.js, the barcode-detector ponyfill loaded
 * only where the browser cannot read QR codes) builds on its own too, bundling everything it
 * imports (React, @wordpress/element, i18n, api-fetch): its page (includes/Checkin/ScannerPage.php)
 * loads nothing of WordPress's, so its service worker keeps every file it needs for a reload
 * without a network. zxing-wasm's reader (zxing_reader.wasm, with its licence) is copied beside
 * it: the ponyfill loads it from the plugin, never from a CDN.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );
const { WidgetsJsonPlugin } = require( './bin/lib/widgets-json.cjs' );
const dataviewsUnusedCss = require( './bin/lib/dataviews-unused-css.cjs' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

/**
 * `@wordpress/*` packages bundled rather than taken from WordPress's scripts.
 *
 * - `components`: the wp-components script is every component (700 KB) and
 *   needs wp-date; the app uses a few dozen. Bundled from the version
 *   WordPress 6.8 ships (package.json: wordpress-6.8-components, 29.5.4), so
 *   the screens look and behave as with WordPress's script, with WordPress's
 *   wp-components stylesheet; its WordPress imports stay WordPress's.
 * - `private-apis`: components register with it once per page, so the
 *   bundled components have their own (as DataViews has).
 * - `date`: DataViews and the components import a few functions from it, and
 *   the wp-date script is moment with its timezone data (about 800 KB); the
 *   app writes dates with Intl (src/admin/utils/site-date.ts), and
 *   src/admin/utils/wp-date.ts gives them those functions on top of it.
 */
const BUNDLED = new Set( [ 'components', 'private-apis', 'date' ] );

/**
 * Whether an import is bundled (false) or left to the default (undefined).
 *
 * @param {string} request The import, e.g. '@wordpress/components'.
 * @return {false|undefined} What DependencyExtractionWebpackPlugin expects.
 */
function requestToExternal( request ) {
	const match = /^@wordpress\/([^/]+)/.exec( request );
	return match && BUNDLED.has( match[ 1 ] ) ? false : undefined;
}

/**
 * One entry per widget stylesheet: src/widgets/styles/<name>.scss (not the
 * partials, `_*.scss`) → build/widgets-style-<name>.css (and its -rtl.css).
 */
function styleEntries() {
	const dir = path.join( __dirname, 'src/widgets/styles' );
	return Object.fromEntries(
		fs
			.readdirSync( dir )
			.filter( ( file ) => /^[a-z-]+\.scss$/.test( file ) )
			.map( ( file ) => [
				'widgets-style-' + file.replace( /\.scss$/, '' ),
				'./src/widgets/styles/' + file,
			] )
	);
}

/** One entry per front-end script: src/widgets/front/<name>.ts → widgets-<name>. */
function frontEntries() {
	const dir = path.join( __dirname, 'src/widgets/front' );
	if ( ! fs.existsSync( dir ) ) {
		return {};
	}
	return Object.fromEntries(
		fs
			.readdirSync( dir )
			.filter( ( file ) => /^[a-z-]+\.tsx?$/.test( file ) )
			.map( ( file ) => [
				'widgets-' + file.replace( /\.tsx?$/, '' ),
				'./src/widgets/front/' + file,
			] )
	);
}

/**
 * The default rules, with DataViews' CSS for the parts the build cuts from its script dropped
 * (bin/lib/dataviews-unused-css.cjs): a PostCSS plugin after postcss-import, which inlines
 * DataViews' stylesheet into the app's (src/admin/style.scss).
 *
 * @return {Object[]} The rules.
 */
function rulesWithoutUnusedDataviewsCss() {
	let added = false;
	const rules = defaultConfig.module.rules.map( ( rule ) => {
		if ( ! String( rule.test ).includes( '(sc|sa)ss' ) ) {
			return rule;
		}
		return {
			...rule,
			use: rule.use.map( ( use ) => {
				const plugins = use.options?.postcssOptions?.plugins;
				if ( ! /postcss-loader/.test( use.loader ) || ! plugins ) {
					return use;
				}
				added = true;
				const postcssOptions = {
					...use.options.postcssOptions,
					plugins: [ ...plugins, dataviewsUnusedCss ],
				};
				return { ...use, options: { ...use.options, postcssOptions } };
			} ),
		};
	} );
	if ( ! added ) {
		throw new Error(
			"webpack.config.js: no Sass rule with PostCSS plugins to drop DataViews' unused CSS in"
		);
	}
	return rules;
}

const adminConfig = {
	...defaultConfig,
	entry: {
		// Also the front-end dashboard on a public page (src/app/front-dashboard).
		admin: './src/app/index.tsx',
		'widgets-style': './src/widgets/style.scss',
		...styleEntries(),
		...frontEntries(),
	},
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve.alias,
			'@wordpress/date$': path.resolve(
				__dirname,
				'src/admin/utils/wp-date.ts'
			),
			'@wordpress/components$': 'wordpress-6.8-components',
		},
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin )
		),
		new DependencyExtractionWebpackPlugin( { requestToExternal } ),
		new WidgetsJsonPlugin(),
	],
	module: {
		...defaultConfig.module,
		rules: [
			...rulesWithoutUnusedDataviewsCss(),
			{
				// What the prebuilt DataViews repeats and what the app never draws (see the loader).
				test: /[\\/]@wordpress[\\/]dataviews[\\/]build-wp[\\/].*\.js$/,
				use: require.resolve( './bin/lib/dataviews-wp-loader.cjs' ),
			},
		],
	},
	// @wordpress/dataviews/wp bundles its own components (WordPress 6.8 ships
	// older ones), which puts the script well past webpack's 244 KiB hint.
	performance: {
		hints: false,
	},
	output: {
		...defaultConfig.output,
		// The blocks build writes beside this one.
		clean: { keep: /^(fonts|images)\/|^blocks[.-]|^scanner[.-]|^zxing/ },
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

const blocksConfig = {
	...defaultConfig,
	entry: {
		blocks: './blocks/index.ts',
		'blocks-sidebar': './blocks/sidebar.tsx',
	},
	output: {
		...defaultConfig.output,
		clean: false,
		uniqueName: 'eventinBlocks',
		chunkFilename: 'blocks-[id].js?ver=[chunkhash]',
	},
	optimization: adminConfig.optimization,
};

const scannerConfig = {
	...defaultConfig,
	// `npx wp-scripts build --config-name=scanner` builds it alone.
	name: 'scanner',
	entry: {
		scanner: './src/scanner/index.tsx',
		// Served by includes/Checkin/ScannerPage.php at /?eventin-scanner-sw=1.
		'scanner-sw': './src/scanner/worker/index.ts',
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin ) &&
				! ( plugin instanceof CopyWebpackPlugin )
		),
		// Every import bundled: scanner.asset.php says so (no dependencies) and gives the version.
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: () => false,
			injectPolyfill: false,
		} ),
		new CopyWebpackPlugin( {
			patterns: [
				{
					from: require.resolve( 'zxing-wasm/reader/zxing_reader.wasm' ),
					to: 'zxing_reader.wasm',
				},
				{
					// dist/reader/zxing_reader.wasm → the package's LICENSE.
					from: path.join(
						path.dirname(
							require.resolve( 'zxing-wasm/reader/zxing_reader.wasm' )
						),
						'../../LICENSE'
					),
					to: 'zxing-wasm-LICENSE.txt',
				},
			],
		} ),
	],
	performance: { hints: false },
	output: {
		...defaultConfig.output,
		clean: false,
		uniqueName: 'eventinScanner',
		// The service worker keeps the chunk under this name (build/scanner-zxing.js).
		chunkFilename: '[name].js',
	},
	optimization: adminConfig.optimization,
};

module.exports = [ adminConfig, blocksConfig, scannerConfig ];

/**
 * npm run zip: the plugin as WordPress installs it, eventin.zip at the repository's root.
 *
 *   npm run zip                      (builds the scripts first)
 *   SKIP_BUILD=1 npm run zip         (zips the build/ already there)
 *   npm run zip -- --output=/tmp/eventin.zip
 *
 * One folder eventin/ holding what the plugin reads at run time and nothing else:
 * eventin.php, uninstall.php, block.json (registered by includes/Blocks/WidgetBlock.php), the PHP
 * in includes/ with its vendored libraries and their licenses (includes/vendor), build/ (the
 * screens' and widgets' scripts and styles with their .asset.php, the chunks they load, and
 * build/widgets.json, the widget catalogue PHP reads), languages/eventin.pot (bin/make-pot.mjs),
 * readme.txt and LICENSE. Left out: includes/Seed (demo data for `npm run seed`) and includes'
 * developer README; no test, source map, TypeScript source or tool configuration.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { ROOT } from './lib/paths.mjs';
import { makePot } from './make-pot.mjs';

export const ZIP_FILE = path.join( ROOT, 'eventin.zip' );
const SLUG = 'eventin';

/** Files and folders of the plugin, relative to the root. */
const SHIPPED = [
	'eventin.php',
	'uninstall.php',
	'block.json',
	'readme.txt',
	'LICENSE',
	'includes',
	'build',
	'languages',
];

/**
 * What never ships, even inside a shipped folder (paths relative to the plugin's folder): a path
 * matching one of these fails the zip.
 * (The test of the zip checks the same list against what it unpacks.)
 */
export const DEVELOPMENT_FILES = [
	/^(tests?|bin|src|blocks|\.wp|\.ci)\//,
	/(^|\/)(tests?|__tests__|node_modules|\.git)\//,
	/(^|\/)(package(-lock)?\.json|tsconfig(\..*)?\.json|webpack\.config\.js|eslint\.config\.cjs|jest[^/]*\.config\.js|phpunit\.xml(\.dist)?|\.gitignore|\.phpunit\.result\.cache)$/,
	/\.(tsx?|scss|map|log)$/,
	/(^|\/)\.DS_Store$/,
];

/** Left out of shipped folders on purpose. */
const LEFT_OUT = [ 'includes/README.md', 'includes/Seed/' ];

/** Files a working plugin cannot do without: the zip refuses to be written without them. */
const REQUIRED = [
	'eventin.php',
	'block.json',
	'build/admin.js',
	'build/admin.asset.php',
	'build/blocks.js',
	'build/widgets.json',
	'build/widgets-style.css',
	'build/widgets-style-events.css',
	'build/widgets-style-calendar.css',
	'build/widgets-style-page.css',
	'build/scanner.js',
	'build/scanner.css',
	'build/scanner-zxing.js',
	'build/scanner-sw.js',
	// The QR reader where the browser has none, served from the plugin (never a CDN).
	'build/zxing_reader.wasm',
	'build/zxing-wasm-LICENSE.txt',
	'includes/Plugin.php',
	'includes/Blocks/render.php',
	'includes/vendor/eluceo-ical/LICENSE',
	'includes/vendor/bacon-qr-code/LICENSE',
	'includes/vendor/dasprid-enum/LICENSE',
	'languages/eventin.pot',
];

function listFiles( entry ) {
	const absolute = path.join( ROOT, entry );
	if ( ! fs.existsSync( absolute ) ) {
		return [];
	}
	if ( ! fs.statSync( absolute ).isDirectory() ) {
		return [ entry ];
	}
	return fs
		.readdirSync( absolute )
		.sort()
		.flatMap( ( name ) => listFiles( `${ entry }/${ name }` ) );
}

/**
 * Builds eventin.zip.
 *
 * @param {Object}  [options]
 * @param {string}  [options.output] Where to write it.
 * @param {boolean} [options.build]  Run the scripts' build first.
 * @return {{ file: string, bytes: number, files: string[], strings: number }} The zip, its size,
 *   the paths inside it and the number of strings in its translations template.
 */
export function buildZip( { output = ZIP_FILE, build = true } = {} ) {
	if ( build ) {
		const result = spawnSync(
			path.join( ROOT, 'node_modules', '.bin', 'wp-scripts' ),
			[ 'build' ],
			{ cwd: ROOT, stdio: 'inherit' }
		);
		if ( result.status !== 0 ) {
			throw new Error( 'The build failed: no zip written.' );
		}
	}
	const { strings } = makePot();
	const files = SHIPPED.flatMap( listFiles ).filter(
		( file ) =>
			! LEFT_OUT.some( ( out ) =>
				out.endsWith( '/' ) ? file.startsWith( out ) : file === out
			)
	);
	const missing = REQUIRED.filter( ( file ) => ! files.includes( file ) );
	if ( missing.length ) {
		throw new Error(
			`The plugin lacks ${ missing.join( ', ' ) }: run the build (npm run build) first.`
		);
	}
	const development = files.filter( ( file ) =>
		DEVELOPMENT_FILES.some( ( pattern ) => pattern.test( file ) )
	);
	if ( development.length ) {
		throw new Error(
			`Development files in shipped folders: ${ development.join( ', ' ) }`
		);
	}
	const entries = {};
	for ( const file of files ) {
		const absolute = path.join( ROOT, file );
		entries[ `${ SLUG }/${ file }` ] = [
			fs.readFileSync( absolute ),
			{ mtime: fs.statSync( absolute ).mtime },
		];
	}
	const zip = zipSync( entries, { level: 9 } );
	fs.mkdirSync( path.dirname( output ), { recursive: true } );
	fs.writeFileSync( output, zip );
	return {
		file: output,
		bytes: zip.length,
		files: Object.keys( entries ),
		strings,
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const outputArg = process.argv
		.slice( 2 )
		.find( ( arg ) => arg.startsWith( '--output=' ) );
	const { file, bytes, files, strings } = buildZip( {
		output: outputArg
			? path.resolve( outputArg.slice( '--output='.length ) )
			: ZIP_FILE,
		build: process.env.SKIP_BUILD !== '1',
	} );
	process.stdout.write(
		`${ path.relative( process.cwd(), file ) }: ${ files.length } files, ${ (
			bytes / 1024
		).toFixed( 0 ) } KB; languages/eventin.pot: ${ strings } strings\n`
	);
}

/**
 * The translations template, languages/eventin.pot: every string of the text domain 'eventin'
 * that a person can see, for translators (Poedit, GlotPress, `wp i18n make-json`).
 *
 *   node bin/make-pot.mjs            (npm run pot; npm run zip writes it too)
 *
 * - PHP (eventin.php, uninstall.php, includes/ but its vendored libraries): __(), _e(), _x(),
 *   _n(), _nx(), the esc_* forms and the _noop ones, read by PHP's tokenizer
 *   (bin/php/make-pot.php).
 * - JavaScript (src/, blocks/, TypeScript and JSX, not the unit tests): __(), _x(), _n(), _nx()
 *   of @wordpress/i18n, parsed by Babel and read with @wordpress/babel-plugin-makepot's readers.
 * - The plugin header (name, description, author) and block.json (title, description,
 *   keywords), as WordPress translates them.
 *
 * Each string keeps its context (msgctxt), plural form, translator comments ('translators: …' on
 * the line before the call or within the statement) and every file:line it appears at; PHP
 * strings with placeholders are flagged php-format. A JavaScript call with another text domain,
 * or none, stops the script: WordPress would never translate it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import babel from '@babel/core';
import makepot from '@wordpress/babel-plugin-makepot';

const { getNodeAsString, getExtractedComment } = makepot;
import gettextParser from 'gettext-parser';
import { ROOT, PHP_DIR } from './lib/paths.mjs';

export const DOMAIN = 'eventin';
export const POT_FILE = path.join( ROOT, 'languages', `${ DOMAIN }.pot` );

/** The arguments of each @wordpress/i18n function, as @wordpress/babel-plugin-makepot reads them. */
const JS_FUNCTIONS = {
	__: [ 'msgid', 'domain' ],
	_x: [ 'msgid', 'msgctxt', 'domain' ],
	_n: [ 'msgid', 'msgid_plural', null, 'domain' ],
	_nx: [ 'msgid', 'msgid_plural', null, 'msgctxt', 'domain' ],
};

/**
 * Files under a folder whose names pass a test, sorted.
 *
 * @param {string}                    dir  Absolute folder.
 * @param {(file: string) => boolean} keep Test on the absolute path.
 * @return {string[]} Absolute paths.
 */
function walk( dir, keep ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const file = path.join( dir, entry.name );
			return entry.isDirectory() ? walk( file, keep ) : [ file ];
		} )
		.filter( keep )
		.sort();
}

/**
 * A file name relative to the plugin's root, with forward slashes.
 * @param file
 */
function relative( file ) {
	return path.relative( ROOT, file ).split( path.sep ).join( '/' );
}

/**
 * The plugin header's translatable fields, as WordPress reads them (get_plugin_data()).
 *
 * @param {string} main The main plugin file.
 */
function headerEntries( main ) {
	const text = fs.readFileSync( main, 'utf8' ).slice( 0, 8192 );
	const fields = {
		'Plugin Name': 'Plugin Name of the plugin',
		Description: 'Description of the plugin',
		Author: 'Author of the plugin',
	};
	return Object.entries( fields ).flatMap( ( [ field, comment ] ) => {
		const match = new RegExp( `^[ \\t/*#@]*${ field }:(.*)$`, 'mi' ).exec(
			text
		);
		const value = match?.[ 1 ].trim();
		return value
			? [
					{
						msgid: value,
						reference: relative( main ),
						extracted: comment,
					},
				]
			: [];
	} );
}

/**
 * block.json's translatable fields, with the contexts WordPress's register_block_type() uses.
 *
 * @param {string} file block.json.
 */
function blockJsonEntries( file ) {
	if ( ! fs.existsSync( file ) ) {
		return [];
	}
	const block = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	const reference = relative( file );
	return [
		block.title && {
			msgid: block.title,
			msgctxt: 'block title',
			reference,
		},
		block.description && {
			msgid: block.description,
			msgctxt: 'block description',
			reference,
		},
		...( block.keywords ?? [] ).map( ( keyword ) => ( {
			msgid: keyword,
			msgctxt: 'block keyword',
			reference,
		} ) ),
	].filter( Boolean );
}

/** The PHP files' strings through PHP's tokenizer. */
function phpEntries() {
	const files = [
		path.join( ROOT, 'eventin.php' ),
		path.join( ROOT, 'uninstall.php' ),
		...walk(
			path.join( ROOT, 'includes' ),
			( file ) =>
				file.endsWith( '.php' ) &&
				! file.includes( `${ path.sep }vendor${ path.sep }` )
		),
	].filter( ( file ) => fs.existsSync( file ) );
	const json = execFileSync(
		'php',
		[ path.join( PHP_DIR, 'make-pot.php' ), DOMAIN, ROOT, ...files ],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	return JSON.parse( json ).map( ( { php_format: phpFormat, ...entry } ) =>
		phpFormat ? { ...entry, flag: 'php-format' } : entry
	);
}

/**
 * The JavaScript strings: Babel parses every source file, and @wordpress/babel-plugin-makepot's
 * own readers take each call's literal text and its translator comment. (Its plugin keeps one
 * place per string and file, so a string used twice in a file would lose a reference.)
 */
function jsEntries() {
	const files = [ 'src', 'blocks' ].flatMap( ( dir ) =>
		walk(
			path.join( ROOT, dir ),
			( file ) =>
				/\.(js|jsx|ts|tsx)$/.test( file ) &&
				! file.endsWith( '.d.ts' ) &&
				! /\.test\.[jt]sx?$/.test( file ) &&
				! file.split( path.sep ).includes( 'test' )
		)
	);
	const entries = [];
	const wrongDomain = [];
	const extract = () => ( {
		visitor: {
			CallExpression( callPath, state ) {
				const { node } = callPath;
				const name =
					node.callee.type === 'MemberExpression'
						? node.callee.property.name
						: node.callee.name;
				if ( ! Object.hasOwn( JS_FUNCTIONS, name ?? '' ) ) {
					return;
				}
				const roles = JS_FUNCTIONS[ name ];
				const values = {};
				roles.forEach( ( role, i ) => {
					if ( role ) {
						values[ role ] = node.arguments[ i ]
							? getNodeAsString( node.arguments[ i ] )
							: '';
					}
				} );
				// Only literal text can be translated ahead of time.
				if ( ! values.msgid ) {
					return;
				}
				const reference = `${ relative( state.filename ) }:${
					node.loc.start.line
				}`;
				if ( values.domain !== DOMAIN ) {
					wrongDomain.push( reference );
					return;
				}
				const comment = getExtractedComment( callPath );
				entries.push( {
					msgid: values.msgid,
					...( values.msgctxt ? { msgctxt: values.msgctxt } : {} ),
					...( values.msgid_plural
						? { msgid_plural: values.msgid_plural }
						: {} ),
					reference,
					...( comment
						? { extracted: `translators: ${ comment }` }
						: {} ),
				} );
			},
		},
	} );
	for ( const file of files ) {
		babel.transformSync( fs.readFileSync( file, 'utf8' ), {
			filename: file,
			babelrc: false,
			configFile: false,
			code: false,
			parserOpts: {
				plugins: [
					'typescript',
					...( /x$/.test( file ) ? [ 'jsx' ] : [] ),
				],
			},
			plugins: [ extract ],
		} );
	}
	if ( wrongDomain.length ) {
		throw new Error(
			`These translatable strings are not of the text domain '${ DOMAIN }':\n  ${ wrongDomain.join(
				'\n  '
			) }`
		);
	}
	return entries;
}

/**
 * Lines of two newline-separated lists, each once, in order.
 * @param a
 * @param b
 */
function mergeLines( a, b ) {
	return [
		...new Set(
			[ a, b ]
				.filter( Boolean )
				.join( '\n' )
				.split( '\n' )
				.filter( Boolean )
		),
	].join( '\n' );
}

/**
 * Writes the template.
 *
 * @param {Object} [options]
 * @param {string} [options.output] Where to write it (default languages/eventin.pot).
 * @return {{ file: string, strings: number }} The file and how many strings it holds.
 */
export function makePot( { output = POT_FILE } = {} ) {
	const main = path.join( ROOT, 'eventin.php' );
	const version =
		/^[ \t/*#@]*Version:(.*)$/im
			.exec( fs.readFileSync( main, 'utf8' ) )?.[ 1 ]
			.trim() ?? '';
	const entries = [
		...headerEntries( main ),
		...phpEntries(),
		...blockJsonEntries( path.join( ROOT, 'block.json' ) ),
		...jsEntries(),
	];
	const translations = { '': {} };
	let strings = 0;
	for ( const entry of entries ) {
		const context = entry.msgctxt ?? '';
		translations[ context ] ??= {};
		const known = translations[ context ][ entry.msgid ];
		if ( ! known ) {
			strings++;
			translations[ context ][ entry.msgid ] = {
				...( entry.msgctxt ? { msgctxt: entry.msgctxt } : {} ),
				msgid: entry.msgid,
				...( entry.msgid_plural
					? { msgid_plural: entry.msgid_plural }
					: {} ),
				msgstr: entry.msgid_plural ? [ '', '' ] : [ '' ],
				comments: {
					reference: entry.reference,
					...( entry.extracted
						? { extracted: entry.extracted }
						: {} ),
					...( entry.flag ? { flag: entry.flag } : {} ),
				},
			};
			continue;
		}
		// The same string elsewhere: one entry with every place, comment and flag.
		if ( entry.msgid_plural && ! known.msgid_plural ) {
			known.msgid_plural = entry.msgid_plural;
			known.msgstr = [ '', '' ];
		}
		known.comments.reference = mergeLines(
			known.comments.reference,
			entry.reference
		);
		const extracted = mergeLines(
			known.comments.extracted,
			entry.extracted
		);
		if ( extracted ) {
			known.comments.extracted = extracted;
		}
		const flag = mergeLines( known.comments.flag, entry.flag );
		if ( flag ) {
			known.comments.flag = flag;
		}
	}
	const year = new Date().getUTCFullYear();
	translations[ '' ][ '' ] = {
		msgid: '',
		msgstr: [ '' ],
		comments: {
			translator: `Copyright (C) ${ year } Eventin\nThis file is distributed under the GPL-2.0-or-later.`,
		},
	};
	const now = new Date()
		.toISOString()
		.replace( 'T', ' ' )
		.replace( /:\d\d\.\d+Z$/, '+00:00' );
	const pot = gettextParser.po.compile( {
		charset: 'utf-8',
		headers: {
			'Project-Id-Version': `Eventin ${ version }`,
			'Report-Msgid-Bugs-To': '',
			'Last-Translator': 'FULL NAME <EMAIL@ADDRESS>',
			'Language-Team': 'LANGUAGE <LL@li.org>',
			'MIME-Version': '1.0',
			'content-type': 'text/plain; charset=UTF-8',
			'Content-Transfer-Encoding': '8bit',
			'POT-Creation-Date': now,
			'PO-Revision-Date': 'YEAR-MO-DA HO:MI+ZONE',
			'X-Generator': 'bin/make-pot.mjs',
			'X-Domain': DOMAIN,
		},
		translations,
	} );
	fs.mkdirSync( path.dirname( output ), { recursive: true } );
	fs.writeFileSync( output, pot.toString( 'utf8' ) + '\n' );
	return { file: output, strings };
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const { file, strings } = makePot();
	process.stdout.write( `${ relative( file ) }: ${ strings } strings\n` );
}

/**
 * npm run imports: the graph of imports between includes/'s top-level folders, and its two rules.
 *
 * It reads every PHP file under includes/ (not includes/vendor) and finds each reference to a class
 * of another folder: use statements, fully qualified names (`\Eventin\Orders\Orders`) and, inside
 * `namespace Eventin;` (Plugin.php), relative ones (`Orders\Orders::`). It prints the edges with
 * their counts (distinct classes named per file, summed), then checks:
 * - imports run one way: no folder imports a folder of a higher layer (LAYERS below);
 * - at most MAX_TWO_WAY pairs of folders import each other, each listed with its reason in
 *   includes/README.md's section "Two-way imports" (lines "- `A` ↔ `B`: why").
 * Every offending edge is printed with the files and classes that make it. Exits 1 when a rule
 * fails. `--quiet` prints only the failures and the summary (the lint suite runs it so).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const INCLUDES = path.join( ROOT, 'includes' );
const README = path.join( INCLUDES, 'README.md' );
const MAX_TWO_WAY = 5;

/** Low to high; a folder may import its own layer and those below it. */
export const LAYERS = [
	// `Problem` (includes/Problem.php): the business answer a domain returns instead of a WP_Error.
	[ 'base', [ 'Time', 'Database', 'Problem' ] ],
	[
		'platform',
		[
			'Http',
			'Mail',
			'Jobs',
			'Settings',
			'Permissions',
			'Install',
			'Rest',
			// What every public page shares: the theme's frame (ThemePage) and the built files (Assets).
			'Front',
			// What a feature declares (Module) and the loops over the declarations (Modules).
			'Modules',
		],
	],
	[
		'domains',
		[
			'Events',
			'Tickets',
			'Speakers',
			'Schedules',
			'Orders',
			'Payments',
			'Attendees',
			'Checkin',
			'Rsvp',
			'Certificates',
			'Exports',
			'Vendors',
			'License',
		],
	],
	[ 'presentation', [ 'Widgets', 'Blocks', 'Embed', 'Admin', 'Seed' ] ],
	[ 'wiring', [ 'Plugin' ] ],
];

/** Namespaces under Eventin\ that are no folder of ours: the vendored libraries. */
const NOT_FOLDERS = new Set( [ 'Vendor' ] );

const layerOf = new Map();
LAYERS.forEach( ( [ name, folders ], rank ) =>
	folders.forEach( ( folder ) => layerOf.set( folder, { name, rank } ) )
);

function phpFiles( dir ) {
	const files = [];
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			if ( full !== path.join( INCLUDES, 'vendor' ) ) {
				files.push( ...phpFiles( full ) );
			}
		} else if ( entry.name.endsWith( '.php' ) ) {
			files.push( full );
		}
	}
	return files.sort();
}

/**
 * The file's PHP code with comments and inline HTML taken out and every string literal replaced by
 * an empty one (so neither a URL's // nor a brace in a string misleads what follows); the strings
 * that are a whole class name (a callable such as 'Eventin\Orders\Orders::x') come back apart.
 * @param source
 */
export function strip( source ) {
	let code = '';
	const classStrings = [];
	let i = 0;
	const n = source.length;
	let php = false;
	while ( i < n ) {
		if ( ! php ) {
			const open = source.indexOf( '<?', i );
			if ( open < 0 ) {
				break;
			}
			i = open + ( source.startsWith( '<?php', open ) ? 5 : 2 );
			if ( source[ i ] === '=' ) {
				i++;
			}
			php = true;
			code += ' ';
			continue;
		}
		const c = source[ i ];
		if ( c === '?' && source[ i + 1 ] === '>' ) {
			php = false;
			code += ';';
			i += 2;
		} else if (
			( c === '/' && source[ i + 1 ] === '/' ) ||
			( c === '#' && source[ i + 1 ] !== '[' )
		) {
			while (
				i < n &&
				source[ i ] !== '\n' &&
				! source.startsWith( '?>', i )
			) {
				i++;
			}
		} else if ( c === '/' && source[ i + 1 ] === '*' ) {
			const end = source.indexOf( '*/', i + 2 );
			i = end < 0 ? n : end + 2;
			code += ' ';
		} else if ( c === "'" || c === '"' ) {
			let j = i + 1;
			while ( j < n && source[ j ] !== c ) {
				j += source[ j ] === '\\' ? 2 : 1;
			}
			const text = source.slice( i + 1, j ).replace( /\\\\/g, '\\' );
			if ( /^\\?Eventin(\\\w+)+(::\w+)?$/.test( text ) ) {
				classStrings.push(
					text.replace( /^\\/, '' ).replace( /::\w+$/, '' )
				);
			}
			code += c + c;
			i = j + 1;
		} else if ( source.startsWith( '<<<', i ) ) {
			const head = /^<<<[ \t]*(['"]?)(\w+)\1\r?\n/.exec(
				source.slice( i, i + 200 )
			);
			if ( ! head ) {
				code += c;
				i++;
				continue;
			}
			const end = new RegExp( `\\n[ \\t]*${ head[ 2 ] }\\b`, 'g' );
			end.lastIndex = i + head[ 0 ].length - 1;
			const found = end.exec( source );
			i = found ? found.index + found[ 0 ].length : n;
			code += "''";
		} else {
			code += c;
			i++;
		}
	}
	return { code, classStrings };
}

const NAME = /(?<![\w\\$>:])(\\?[A-Za-z_]\w*(?:\\[A-Za-z_]\w*)+)/g;

/**
 * The classes of Eventin a file names, fully qualified without the leading backslash.
 * @param source
 */
export function references( source ) {
	const { code, classStrings } = strip( source );
	const found = [ ...classStrings ];
	const namespace =
		( /\bnamespace\s+([\w\\]+)\s*[;{]/.exec( code ) || [] )[ 1 ] || '';
	const aliases = new Map();
	let masked = code;

	// Imports: `use A\B;`, `use A\B as C;`, `use A\{B, C as D};`, `use function …`, at the file's
	// top level. A `use` inside a class body (a trait) is a name relative to the namespace.
	const useStatement =
		/\buse\s+(?:function\s+|const\s+)?(\\?[\w\\]+)\s*(\{[^}]*\}|as\s+\w+)?\s*(?:,[^;]*)?;/g;
	for ( const match of code.matchAll( useStatement ) ) {
		const depth = braceDepth( code, match.index );
		const inNamespaceBlock = /\bnamespace\s+[\w\\]+\s*\{/.test( code );
		const topLevel = depth === ( inNamespaceBlock ? 1 : 0 );
		const clauses = [];
		if ( match[ 2 ] && match[ 2 ].startsWith( '{' ) ) {
			for ( const part of match[ 2 ].slice( 1, -1 ).split( ',' ) ) {
				if ( part.trim() ) {
					clauses.push(
						match[ 1 ].replace( /\\$/, '' ) + '\\' + part.trim()
					);
				}
			}
		} else {
			clauses.push(
				match[ 1 ] + ( match[ 2 ] ? ' ' + match[ 2 ] : '' ),
				...( match[ 0 ].match( /,\s*([^,;]+)/g ) || [] ).map(
					( rest ) => rest.replace( /^,\s*/, '' )
				)
			);
		}
		for ( const clause of clauses ) {
			const [ , name, alias ] =
				/^\s*\\?([\w\\]+)(?:\s+as\s+(\w+))?/.exec( clause ) || [];
			if ( ! name ) {
				continue;
			}
			const full = topLevel ? name : resolve( name, namespace, aliases );
			found.push( full );
			if ( topLevel ) {
				aliases.set( alias || name.split( '\\' ).pop(), full );
			}
		}
		masked =
			masked.slice( 0, match.index ) +
			' '.repeat( match[ 0 ].length ) +
			masked.slice( match.index + match[ 0 ].length );
	}
	masked = masked.replace(
		/\bnamespace\s+[\w\\]+\s*([;{])/g,
		( whole, end ) => ' '.repeat( whole.length - 1 ) + end
	);
	for ( const match of masked.matchAll( NAME ) ) {
		const name = match[ 1 ];
		found.push(
			name.startsWith( '\\' )
				? name.slice( 1 )
				: resolve( name, namespace, aliases )
		);
	}
	// Bare class names: `Foo::`, `new Foo`, `instanceof Foo`, `catch ( Foo`. In a namespace PHP
	// reads them as the namespace's own (classes never fall back to the global ones).
	const BARE =
		/(?<![\w\\$>:])(?:new\s+|instanceof\s+|catch\s*\(\s*)?\b([A-Z_a-z]\w*)\b(?=\s*::|\s*[(;,)\s])/g;
	for ( const match of masked.matchAll( BARE ) ) {
		const [ whole, name ] = match;
		const isClassUse =
			/::/.test(
				masked.slice(
					match.index + whole.length,
					match.index + whole.length + 3
				)
			) || /^(?:new|instanceof)\s|^catch\s*\(/.test( whole );
		if (
			! isClassUse ||
			[
				'self',
				'static',
				'parent',
				'new',
				'instanceof',
				'catch',
			].includes( name )
		) {
			continue;
		}
		found.push( resolve( name, namespace, aliases ) );
	}
	return found.filter( ( name ) => name.startsWith( 'Eventin\\' ) );
}

function resolve( name, namespace, aliases ) {
	const [ first, ...rest ] = name.split( '\\' );
	if ( aliases.has( first ) ) {
		return [ aliases.get( first ), ...rest ].join( '\\' );
	}
	return namespace ? namespace + '\\' + name : name;
}

function braceDepth( code, upTo ) {
	let depth = 0;
	for ( let i = 0; i < upTo; i++ ) {
		if ( code[ i ] === '{' ) {
			depth++;
		} else if ( code[ i ] === '}' ) {
			depth--;
		}
	}
	return depth;
}

/**
 * The top-level folder (or file, for includes/Plugin.php) a path or a class belongs to.
 * @param file
 */
function folderOfFile( file ) {
	const [ first ] = path.relative( INCLUDES, file ).split( path.sep );
	return first.replace( /\.php$/, '' );
}

function folderOfClass( name ) {
	return name.split( '\\' )[ 1 ];
}

/**
 * The pairs README's "Two-way imports" section allows: "A|B" (sorted) → the reason given.
 * @param readme
 */
export function allowedPairs( readme ) {
	const section =
		/^##+ Two-way imports\s*$([\s\S]*?)(?=^##? |(?![\s\S]))/m.exec(
			readme
		);
	const pairs = new Map();
	for ( const line of ( section ? section[ 1 ] : '' ).split( '\n' ) ) {
		const match =
			/^\s*[-*]\s+`(\w+)`\s*(?:↔|<->)\s*`(\w+)`\s*:\s*(\S.*)$/.exec(
				line
			);
		if ( match ) {
			pairs.set(
				[ match[ 1 ], match[ 2 ] ].sort().join( '|' ),
				match[ 3 ].trim()
			);
		}
	}
	return pairs;
}

export function graph() {
	/** "From|To" → Map( file → Set( class ) ) */
	const edges = new Map();
	for ( const file of phpFiles( INCLUDES ) ) {
		const from = folderOfFile( file );
		for ( const name of references( fs.readFileSync( file, 'utf8' ) ) ) {
			const to = folderOfClass( name );
			if ( ! to || to === from || NOT_FOLDERS.has( to ) ) {
				continue;
			}
			const key = from + '|' + to;
			if ( ! edges.has( key ) ) {
				edges.set( key, new Map() );
			}
			const files = edges.get( key );
			const relative = path.relative( ROOT, file );
			if ( ! files.has( relative ) ) {
				files.set( relative, new Set() );
			}
			files.get( relative ).add( name );
		}
	}
	return edges;
}

function count( files ) {
	let total = 0;
	for ( const classes of files.values() ) {
		total += classes.size;
	}
	return total;
}

function explain( files ) {
	return [ ...files ]
		.map(
			( [ file, classes ] ) =>
				`      ${ file }: ${ [ ...classes ].sort().join( ', ' ) }`
		)
		.join( '\n' );
}

function main() {
	const quiet = process.argv.includes( '--quiet' );
	const edges = graph();
	const keys = [ ...edges.keys() ].sort();
	const failures = [];

	if ( ! quiet ) {
		console.log(
			'Imports between the folders of includes/ (from → to: classes named, per file):'
		);
		for ( const key of keys ) {
			const [ from, to ] = key.split( '|' );
			console.log(
				`  ${ from } → ${ to }  ${ count( edges.get( key ) ) }`
			);
		}
	}

	// A class named that no file declares: PHP fails only when that line runs (a page, a hook).
	for ( const file of phpFiles( INCLUDES ) ) {
		const missing = references( fs.readFileSync( file, 'utf8' ) ).filter(
			( name ) =>
				! NOT_FOLDERS.has( name.split( '\\' )[ 1 ] ) &&
				! fs.existsSync(
					path.join( INCLUDES, ...name.split( '\\' ).slice( 1 ) ) +
						'.php'
				)
		);
		for ( const name of new Set( missing ) ) {
			failures.push(
				`  ${ path.relative( ROOT, file ) } names ${ name }, which no file declares (a missing use?)`
			);
		}
	}

	const unknown = new Set();
	let upward = 0;
	for ( const key of keys ) {
		const [ from, to ] = key.split( '|' );
		for ( const folder of [ from, to ] ) {
			if ( ! layerOf.has( folder ) ) {
				unknown.add( folder );
			}
		}
		if ( ! layerOf.has( from ) || ! layerOf.has( to ) ) {
			continue;
		}
		if ( layerOf.get( to ).rank > layerOf.get( from ).rank ) {
			upward++;
			failures.push(
				`  upward: ${ from } (${ layerOf.get( from ).name }) → ${ to } (${
					layerOf.get( to ).name
				})\n${ explain( edges.get( key ) ) }`
			);
		}
	}
	for ( const folder of unknown ) {
		failures.push(
			`  ${ folder }/ is in no layer: add it to LAYERS in bin/php-imports.mjs (and to includes/README.md)`
		);
	}

	const allowed = allowedPairs( fs.readFileSync( README, 'utf8' ) );
	const pairs = keys
		.map( ( key ) => key.split( '|' ) )
		.filter(
			( [ from, to ] ) => from < to && edges.has( to + '|' + from )
		);
	for ( const [ a, b ] of pairs ) {
		if ( ! allowed.has( a + '|' + b ) ) {
			failures.push(
				`  two-way, not in includes/README.md's "Two-way imports": ${ a } ↔ ${ b }\n` +
					`    ${ a } → ${ b }:\n${ explain( edges.get( a + '|' + b ) ) }\n` +
					`    ${ b } → ${ a }:\n${ explain( edges.get( b + '|' + a ) ) }`
			);
		}
	}
	if ( pairs.length > MAX_TWO_WAY ) {
		failures.push(
			`  ${ pairs.length } two-way pairs, at most ${ MAX_TWO_WAY } allowed: ${ pairs
				.map( ( pair ) => pair.join( ' ↔ ' ) )
				.join( ', ' ) }`
		);
	}
	const listed = new Set( pairs.map( ( pair ) => pair.join( '|' ) ) );
	for ( const key of allowed.keys() ) {
		if ( ! listed.has( key ) ) {
			console.log(
				`  note: includes/README.md lists ${ key.replace( '|', ' ↔ ' ) }, which is no two-way pair any more`
			);
		}
	}

	if ( ! quiet && pairs.length ) {
		console.log( 'Two-way pairs:' );
		for ( const [ a, b ] of pairs ) {
			console.log(
				`  ${ a } ↔ ${ b }: ${ allowed.get( a + '|' + b ) || '(not listed)' }`
			);
		}
	}
	if ( failures.length ) {
		console.log( 'Imports that break the rules:' );
		console.log( failures.join( '\n' ) );
	}
	console.log(
		`${ keys.length } edges, ${ upward } upward, ${ pairs.length } two-way pairs`
	);
	process.exitCode = failures.length ? 1 : 0;
}

if (
	process.argv[ 1 ] &&
	path.resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url )
) {
	main();
}

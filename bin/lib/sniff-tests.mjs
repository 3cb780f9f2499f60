/**
 * The tests of our own sniffs (bin/phpcs/Eventin/Sniffs): each fixture
 * bin/phpcs/Eventin/Tests/<Category>/<Sniff>.inc is checked by Eventin.<Category>.<Sniff> alone, and
 * the lines it flags must be exactly those carrying the comment `// error` or `/* error *\/`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const TESTS = path.join( ROOT, 'bin', 'phpcs', 'Eventin', 'Tests' );
const MARKER = /\/\/ error\b|\/\* error \*\//;

/**
 * Runs every fixture; prints what differs.
 *
 * @return {boolean} Whether every sniff flagged exactly its fixture's marked lines.
 */
export function testSniffs() {
	let ok = true;
	for ( const category of fs.readdirSync( TESTS ).sort() ) {
		for ( const fixture of fs
			.readdirSync( path.join( TESTS, category ) )
			.filter( ( name ) => name.endsWith( '.inc' ) )
			.sort() ) {
			const file = path.join( TESTS, category, fixture );
			const sniff = `Eventin.${ category }.${ fixture.slice( 0, -4 ) }`;
			ok = testSniff( sniff, file ) && ok;
		}
	}
	return ok;
}

function testSniff( sniff, file ) {
	const result = spawnSync(
		'phpcs',
		[
			'-q',
			'--standard=bin/phpcs/Eventin',
			`--sniffs=${ sniff }`,
			'--report=json',
			file,
		],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	let report;
	try {
		report = JSON.parse( result.stdout );
	} catch {
		process.stderr.write(
			`${ sniff }: phpcs gave no report\n${ result.stdout }${ result.stderr }`
		);
		return false;
	}
	const messages = Object.values( report.files ).flatMap(
		( entry ) => entry.messages
	);
	const flagged = new Map();
	for ( const message of messages ) {
		flagged.set( message.line, message.message );
	}
	const expected = new Set();
	fs.readFileSync( file, 'utf8' )
		.split( '\n' )
		.forEach( ( line, index ) => {
			if ( MARKER.test( line ) ) {
				expected.add( index + 1 );
			}
		} );
	const relative = path.relative( ROOT, file );
	const faults = [];
	for ( const line of expected ) {
		if ( ! flagged.has( line ) ) {
			faults.push( `${ relative }:${ line }: not flagged` );
		}
	}
	for ( const [ line, message ] of flagged ) {
		if ( ! expected.has( line ) ) {
			faults.push( `${ relative }:${ line }: flagged: ${ message }` );
		}
	}
	for ( const fault of faults ) {
		process.stderr.write( `${ sniff }: ${ fault }\n` );
	}
	process.stdout.write(
		`${ sniff }: ${
			faults.length ? `${ faults.length } faults` : 'ok'
		} (${ expected.size } lines its fixture marks)\n`
	);
	return ! faults.length;
}

/**
 * The table bin/bench.mjs prints at the end of a run: one row per case, then one line per resource,
 * database and size saying whether the SQL queries per request were constant across page sizes and
 * pages. As aligned plain text for the terminal, as Markdown for .wp/bench/summary-<time>.md.
 */

/** Ratios above this are marked. */
export const TARGET = 1.5;

/**
 * Whether a measured read is over the target (writes have none).
 * @param r
 */
const over = ( r ) => ! r.write && r.ratio > TARGET;

const COLUMNS = [
	[ 'db', ( r ) => r.db ],
	[ 'resource', ( r ) => r.resource ],
	[ 'size', ( r ) => `${ r.size } ${ r.unit }` ],
	[ 'case', ( r ) => r.case ],
	[ 'median ms', ( r ) => r.median_ms, true ],
	[ 'p95 ms', ( r ) => r.p95_ms, true ],
	[ 'SQL queries', ( r ) => r.queries, true ],
	[ 'floor median ms', ( r ) => r.floor_median_ms, true ],
	[ 'ratio', ( r ) => r.ratio.toFixed( 2 ), true ],
];

/**
 * @param {Object} constant { db, resource, size, unit, constant, queries }
 * @return {string} One sentence.
 */
function constantLine( constant ) {
	const groups = Object.entries( constant.queries ).map(
		( [ filter, counts ] ) => [ filter, [ ...new Set( counts ) ] ]
	);
	const varying = groups.filter( ( [ , counts ] ) => counts.length > 1 );
	return `${ constant.db } ${ constant.resource } at ${ constant.size } ${
		constant.unit
	}: SQL queries per request ${
		constant.constant
			? `constant across page sizes and pages (${ groups.length } filters)`
			: `NOT constant: ${ varying
					.map(
						( [ filter, counts ] ) =>
							`${ filter } made ${ counts.join( ' or ' ) }`
					)
					.join( '; ' ) }`
	}`;
}

/**
 * @param {Object[]} rows      The cases' JSON lines with resource, size and unit.
 * @param {Object[]} constants The resources' "queries per filter" lines with resource, size and unit.
 * @param {string[]} errors    Resources that stopped, and why.
 * @return {string} The aligned table.
 */
export function textTable( rows, constants, errors ) {
	const cells = rows.map( ( r ) =>
		COLUMNS.map( ( [ , value ] ) => String( value( r ) ) )
	);
	const widths = COLUMNS.map( ( [ title ], i ) =>
		Math.max( title.length, ...cells.map( ( c ) => c[ i ].length ) )
	);
	const line = ( values ) =>
		values
			.map( ( value, i ) =>
				COLUMNS[ i ][ 2 ]
					? value.padStart( widths[ i ] )
					: value.padEnd( widths[ i ] )
			)
			.join( '  ' )
			.trimEnd();
	return [
		line( COLUMNS.map( ( [ title ] ) => title ) ),
		widths.map( ( width ) => '-'.repeat( width ) ).join( '  ' ),
		...cells.map(
			( c, i ) =>
				line( c ) +
				( over( rows[ i ] ) ? `  > ${ TARGET }×` : '' ) +
				( rows[ i ].note ? `  (${ rows[ i ].note })` : '' )
		),
		'',
		...constants.map( constantLine ),
		...errors.map( ( error ) => `STOPPED: ${ error }` ),
	].join( '\n' );
}

/**
 * @param {string}   heading
 * @param {string}   about     A sentence under the heading.
 * @param {Object[]} rows
 * @param {Object[]} constants
 * @param {string[]} errors
 * @return {string} A Markdown document: the heading, the table, the constant lines.
 */
export function markdownTable( heading, about, rows, constants, errors ) {
	const escape = ( value ) => String( value ).replace( /\|/g, '\\|' );
	return [
		`# ${ heading }`,
		'',
		about,
		'',
		`| ${ COLUMNS.map( ( [ title ] ) => title ).join( ' | ' ) } |`,
		`| ${ COLUMNS.map( ( [ , , right ] ) =>
			right ? '---:' : '---'
		).join( ' | ' ) } |`,
		...rows.map(
			( r ) =>
				`| ${ COLUMNS.map( ( [ title, value ] ) => {
					const text = escape( value( r ) );
					if ( title === 'case' && r.note ) {
						return `${ text } (${ escape( r.note ) })`;
					}
					return title === 'ratio' && over( r )
						? `**${ text }**`
						: text;
				} ).join( ' | ' ) } |`
		),
		'',
		...constants.map( ( c ) => `- ${ escape( constantLine( c ) ) }` ),
		...errors.map( ( error ) => `- STOPPED: ${ escape( error ) }` ),
		'',
	].join( '\n' );
}

export function log( message ) {
	process.stdout.write( `[eventin] ${ message }\n` );
}

/**
 * Stops with one clear sentence instead of a stack trace.
 *
 * @param {string} message What went wrong and what to do.
 * @return {never} Never returns.
 */
export function fail( message ) {
	process.stderr.write( `[eventin] ${ message }\n` );
	process.exit( 1 );
}

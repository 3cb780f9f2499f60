/**
 * Runs a development service (mail, Stripe) in a child Node process. The scripts run PHP
 * synchronously (runPhp blocks this process's event loop), and PHP that sends mail or calls
 * Stripe while a server in this same process waits to answer would wait forever.
 *
 * The child imports the module, calls the named start function with the options and sends back
 * what it returned (its plain values; functions stay behind). stop() stops it there and ends it.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SELF = fileURLToPath( import.meta.url );

/**
 * @param {string} module    File name of the service's module next to this one.
 * @param {string} start     Name of the exported start function.
 * @param {Object} [options] Its options (JSON).
 * @return {Promise<Object>} What the start function answered, plus stop().
 */
export function startInChild( module, start, options = {} ) {
	const child = fork( SELF, [ '--service' ], {
		stdio: [ 'ignore', 'inherit', 'inherit', 'ipc' ],
	} );
	return new Promise( ( resolve, reject ) => {
		const exited = ( code ) =>
			reject(
				new Error( `${ module } ended before it started (${ code }).` )
			);
		child.once( 'exit', exited );
		child.once( 'message', ( message ) => {
			child.off( 'exit', exited );
			if ( message.error ) {
				child.kill();
				reject( new Error( message.error ) );
				return;
			}
			resolve( {
				...message.value,
				stop: () =>
					new Promise( ( done ) => {
						if ( child.exitCode !== null ) {
							done();
							return;
						}
						child.once( 'exit', () => done() );
						child.send( 'stop' );
					} ),
			} );
		} );
		child.send( { module, start, options } );
	} );
}

if ( process.argv[ 2 ] === '--service' && process.send ) {
	// The parent went away: nothing is left to serve.
	process.once( 'disconnect', () => process.exit( 0 ) );
	process.once( 'message', async ( { module, start, options } ) => {
		try {
			const imported = await import(
				pathToFileURL( path.join( path.dirname( SELF ), module ) ).href
			);
			const service = await imported[ start ]( options );
			process.send( { value: JSON.parse( JSON.stringify( service ) ) } );
			process.on( 'message', async ( message ) => {
				if ( message === 'stop' ) {
					await service.stop();
					process.exit( 0 );
				}
			} );
		} catch ( error ) {
			process.send( { error: error.message } );
		}
	} );
}

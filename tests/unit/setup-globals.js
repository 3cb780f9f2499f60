/**
 * Globals jsdom lacks and react-router reads when it loads.
 */
const { TextDecoder, TextEncoder } = require( 'util' );

Object.assign( globalThis, { TextEncoder, TextDecoder } );

/**
 * A random id no other device makes: a UUID, or 32 random hex digits where
 * the browser has no crypto.randomUUID (old browsers, pages on plain http).
 */
export function uniqueId(): string {
	if ( typeof crypto.randomUUID === 'function' ) {
		return crypto.randomUUID();
	}
	return Array.from(
		crypto.getRandomValues( new Uint8Array( 16 ) ),
		( byte ) => byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}

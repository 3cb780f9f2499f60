/**
 * Registered domains: the host names embeddable scripts may run on, checked
 * as the server checks them (includes/README.md, "Settings"): example.com,
 * sub.example.com, *.example.com or localhost, lowercase, no duplicates, at
 * most 50. A pasted URL is reduced to its host.
 */
import { __, sprintf } from '@wordpress/i18n';

export const MAX_REGISTERED_DOMAINS = 50;

/** One DNS label: letters, digits and inner hyphens, 1 to 63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A top-level domain: letters only. */
const TOP_LEVEL = '[a-z]{2,63}';
const HOST_NAME = new RegExp( `^(?:\\*\\.)?(?:${ LABEL }\\.)+${ TOP_LEVEL }$` );
/** A host name without dots the server takes too (a local development site). */
const LOCALHOST = 'localhost';
const MAX_HOST_LENGTH = 253;
const URL_START = /^[a-z][a-z0-9+.-]*:\/\//i;
const WILDCARD = '*.';

/**
 * A host name in the ASCII form browsers send (bücher.de → xn--bcher-kva.de),
 * or null when the text cannot be one.
 *
 * @param host The host name, lowercase.
 */
function toAscii( host: string ): string | null {
	if ( /^[\x00-\x7f]*$/.test( host ) ) {
		return host;
	}
	const isWildcard = host.startsWith( WILDCARD );
	const name = isWildcard ? host.slice( WILDCARD.length ) : host;
	if ( /[\s/?#@:\\]/.test( name ) ) {
		return null;
	}
	try {
		const ascii = new URL( `http://${ name }` ).hostname;
		return isWildcard ? WILDCARD + ascii : ascii;
	} catch {
		return null;
	}
}

/**
 * The host name a typed or pasted entry stands for, lowercase, or null when
 * it is none: 'https://Example.com/path' → 'example.com'.
 *
 * @param text The entry.
 */
export function domainFromEntry( text: string ): string | null {
	let host = text.trim();
	if ( URL_START.test( host ) ) {
		let url: URL;
		try {
			url = new URL( host );
		} catch {
			return null;
		}
		host = url.hostname;
	}
	const ascii = toAscii( host.toLowerCase() );
	if ( ascii === LOCALHOST ) {
		return ascii;
	}
	return ascii !== null &&
		ascii.length <= MAX_HOST_LENGTH &&
		HOST_NAME.test( ascii )
		? ascii
		: null;
}

export type DomainCheck = { domain: string } | { error: string };

/**
 * Checks an entry before it joins the list: the domain to add, or why not.
 *
 * @param text    The entry as typed.
 * @param domains The list so far.
 */
export function checkNewDomain(
	text: string,
	domains: readonly string[]
): DomainCheck {
	const entry = text.trim();
	if ( entry === '' ) {
		return {
			error: __( 'Enter a domain name, like example.com.', 'eventin' ),
		};
	}
	const domain = domainFromEntry( entry );
	if ( domain === null ) {
		return {
			error: sprintf(
				/* translators: %s: what was typed. */
				__( '“%s” is not a domain name, like example.com.', 'eventin' ),
				entry
			),
		};
	}
	if ( domains.includes( domain ) ) {
		return {
			error: sprintf(
				/* translators: %s: a domain name. */
				__( '%s is already in the list.', 'eventin' ),
				domain
			),
		};
	}
	if ( domains.length >= MAX_REGISTERED_DOMAINS ) {
		return { error: getDomainLimitMessage() };
	}
	return { domain };
}

export function getDomainLimitMessage(): string {
	return sprintf(
		/* translators: %d: the most domains the list holds. */
		__( 'The list holds at most %d domains.', 'eventin' ),
		MAX_REGISTERED_DOMAINS
	);
}

import type { LocaleData } from '@wordpress/i18n';

/**
 * What the page (includes/Checkin/ScannerPage.php) hands the scanner, as JSON on #eventin-scanner.
 */
export interface ScannerConfig {
	/** The REST root, e.g. https://example.com/wp-json/. */
	restRoot: string;
	/** A wp_rest nonce. */
	nonce: string;
	/** Where a new nonce comes from (admin-ajax.php?action=rest-nonce). */
	nonceEndpoint: string;
	/** The login page, coming back to the scanner. */
	loginUrl: string;
	eventId: number;
	eventTitle: string;
	/** The event's IANA timezone. */
	timezone: string;
	/** The signed-in user's display name. */
	user: string;
	/** Tells sites and users apart in the device's storage. */
	scope: string;
	/** zxing_reader.wasm in the plugin's build folder. */
	wasmUrl: string;
	/** The service worker and its scope. */
	serviceWorker: { url: string; scope: string } | null;
	/** Jed locale data of the text domain eventin, or null. */
	localeData: LocaleData | null;
}

export function readConfig( element: HTMLElement ): ScannerConfig {
	let raw: Partial< ScannerConfig > = {};
	try {
		raw = JSON.parse( element.dataset.config ?? '{}' );
	} catch {
		// Defaults below.
	}
	return {
		restRoot: raw.restRoot ?? '/wp-json/',
		nonce: raw.nonce ?? '',
		nonceEndpoint: raw.nonceEndpoint ?? '',
		loginUrl: raw.loginUrl ?? '',
		eventId: Number( raw.eventId ) || 0,
		eventTitle: raw.eventTitle ?? '',
		timezone: raw.timezone ?? '',
		user: raw.user ?? '',
		scope: raw.scope ?? '',
		wasmUrl: raw.wasmUrl ?? '',
		serviceWorker: raw.serviceWorker ?? null,
		localeData: raw.localeData ?? null,
	};
}

/**
 * The ticket scanner's page (/?eventin-scanner=<event id>): mounts the app on #eventin-scanner,
 * with its REST root and nonce, its translations, and the service worker that opens it offline.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRoot } from '@wordpress/element';
import { setLocaleData } from '@wordpress/i18n';

import App from './app';
import { readConfig } from './config';
import { registerServiceWorker } from './offline';
import './style.scss';

const element = document.getElementById( 'eventin-scanner' );
if ( element ) {
	const config = readConfig( element );
	if ( config.localeData ) {
		setLocaleData( config.localeData, 'eventin' );
	}
	apiFetch.use( apiFetch.createRootURLMiddleware( config.restRoot ) );
	apiFetch.nonceMiddleware = apiFetch.createNonceMiddleware( config.nonce );
	apiFetch.use( apiFetch.nonceMiddleware );
	// A page kept offline may hold an expired nonce: apiFetch asks WordPress for a new one.
	apiFetch.nonceEndpoint = config.nonceEndpoint;
	createRoot( element ).render( <App config={ config } /> );
	registerServiceWorker( config.serviceWorker );
}

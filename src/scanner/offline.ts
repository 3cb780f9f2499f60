/**
 * The service worker that keeps the scanner's page and files for a reload without a network
 * (served by includes/Checkin/ScannerPage.php). Once it controls the page, the page is fetched
 * again through it, so the worker keeps it.
 * @param worker
 */
export function registerServiceWorker(
	worker: { url: string; scope: string } | null
): void {
	if ( ! worker || ! ( 'serviceWorker' in navigator ) ) {
		return;
	}
	const keepPage = () => {
		fetch( window.location.href, { credentials: 'same-origin' } ).catch(
			() => undefined
		);
	};
	navigator.serviceWorker
		.register( worker.url, { scope: worker.scope } )
		.then( () => {
			if ( navigator.serviceWorker.controller ) {
				keepPage();
			} else {
				navigator.serviceWorker.addEventListener(
					'controllerchange',
					keepPage,
					{
						once: true,
					}
				);
			}
		} )
		.catch( () => undefined );
}

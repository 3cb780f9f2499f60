/**
 * The certificate widget's form (includes/Widgets/Render/CertificateLookup.php):
 * asks `POST eventin/v2/certificates/lookup` with the ticket code and e-mail
 * and shows the certificate's link in place, or the server's message. Without
 * this script the form posts to `/?eventin-certificate-lookup=1` instead.
 * Forms in an embed's shadow root start on `eventin:mount`.
 */

interface LookupConfig {
	restUrl: string;
	messages: {
		empty: string;
		failed: string;
		ready: string;
		open: string;
		working: string;
	};
}

function readConfig( form: HTMLFormElement ): LookupConfig | null {
	try {
		const config = JSON.parse( form.dataset.eventinCertificate ?? '' );
		return typeof config?.restUrl === 'string' ? config : null;
	} catch {
		return null;
	}
}

function setup( form: HTMLFormElement ): void {
	const config = readConfig( form );
	const message = form.querySelector< HTMLElement >(
		'.eventin-certificate-lookup__message'
	);
	const result = form.querySelector< HTMLElement >(
		'.eventin-certificate-lookup__result'
	);
	const button = form.querySelector< HTMLButtonElement >(
		'button[type="submit"]'
	);
	if ( ! config || ! message || ! result || ! button ) {
		return;
	}
	const say = ( text: string ) => {
		message.textContent = text;
		message.hidden = text === '';
		if ( text ) {
			message.focus();
		}
	};
	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		const data = new FormData( form );
		const code = String( data.get( 'code' ) ?? '' ).trim();
		const email = String( data.get( 'email' ) ?? '' ).trim();
		result.replaceChildren();
		if ( ! code || ! email ) {
			say( config.messages.empty );
			return;
		}
		say( '' );
		button.disabled = true;
		result.textContent = config.messages.working;
		try {
			const response = await fetch( config.restUrl, {
				method: 'POST',
				credentials: 'omit',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( { code, email } ),
			} );
			const body = await response.json().catch( () => ( {} ) );
			result.replaceChildren();
			if ( response.ok && typeof body?.url === 'string' ) {
				const link = document.createElement( 'a' );
				link.href = body.url;
				link.textContent = config.messages.open;
				result.append( `${ config.messages.ready } `, link );
				link.focus();
				return;
			}
			say(
				typeof body?.message === 'string' && body.message
					? body.message
					: config.messages.failed
			);
		} catch {
			result.replaceChildren();
			say( config.messages.failed );
		} finally {
			button.disabled = false;
		}
	} );
}

const started = new WeakSet< HTMLFormElement >();

function mountAll( root: ParentNode = document ): void {
	root.querySelectorAll< HTMLFormElement >(
		'form[data-eventin-certificate]'
	).forEach( ( form ) => {
		if ( ! started.has( form ) ) {
			started.add( form );
			setup( form );
		}
	} );
}

if ( typeof document !== 'undefined' ) {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', () => mountAll() );
	} else {
		mountAll();
	}
	// Widgets in an embed's shadow root.
	document.addEventListener( 'eventin:mount', ( event ) =>
		mountAll( ( event as CustomEvent< { root: ParentNode } > ).detail.root )
	);
}

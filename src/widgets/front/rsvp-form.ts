/**
 * RSVP forms (`form[data-eventin-rsvp]`, rendered by includes/Widgets/Render/RsvpForm.php) and
 * the change page's form (`form[data-eventin-rsvp-change]`, includes/Rsvp/Pages.php) work without
 * this script: they post to the site. This script keeps one guest name field per extra person,
 * shows the reason only while the answer is Not going, and sends the widget's answer to
 * `POST eventin/v2/rsvp-registration` without leaving the page: the server's message in the
 * alert region, field errors beside their fields (the form keeps its values), or the
 * confirmation in place of the form: the same whether the address had answered before or not
 * (then nothing changed, and the mail it gets says so with its change link). Forms in an embed's
 * shadow root start on `eventin:mount`.
 */

export type RsvpMessages = Record<
	| 'guest'
	| 'sending'
	| 'failed'
	| 'fixFields'
	| 'required'
	| 'mailSent'
	| 'addCalendar',
	string
>;

export type RsvpConfig = {
	restUrl: string;
	eventId: number;
	/** A REST nonce for signed-in visitors ('' for everyone else). */
	nonce: string;
	messages: RsvpMessages;
};

/** What `POST rsvp-registration` answers, whether the address had answered before or not. */
export type RsvpAnswer = {
	status: 'received';
	/** What to tell the visitor. */
	message: string;
	/** The event's calendar file; '' for Not going. */
	ics_url: string;
};

const READY = 'eventinRsvpReady';

export const format = ( template: string, value: string | number ) =>
	template.replace( /%(?:1\$)?[sd]/, String( value ) );

const field = < T extends HTMLElement = HTMLInputElement >(
	form: HTMLFormElement,
	name: string
) => form.querySelector< T >( `[name="${ name }"]` );

/**
 * The body of `POST rsvp-registration` from the form's fields: guests without empty names, and a
 * reason only with Not going.
 *
 * @param form    The RSVP form.
 * @param eventId The event.
 */
export function answerBody( form: HTMLFormElement, eventId: number ) {
	const value = ( name: string ) =>
		(
			field< HTMLInputElement | HTMLTextAreaElement >( form, name )
				?.value ?? ''
		).trim();
	const status =
		form.querySelector< HTMLInputElement >( 'input[name="status"]:checked' )
			?.value ?? 'going';
	return {
		event_id: eventId,
		name: value( 'name' ),
		email: value( 'email' ),
		people: Math.max( 1, parseInt( value( 'people' ) || '1', 10 ) || 1 ),
		status,
		guests: Array.from(
			form.querySelectorAll< HTMLInputElement >(
				'input[name="guests[]"]'
			)
		)
			.map( ( input ) => input.value.trim() )
			.filter( Boolean ),
		reason: status === 'not_going' ? value( 'reason' ) : '',
		message: value( 'message' ),
		website: field( form, 'website' )?.value ?? '',
	};
}

/**
 * Keeps one guest field per person beside the one answering (at most 99), keeping typed names.
 *
 * @param form The form.
 * @param text Its messages.
 */
export function syncGuests( form: HTMLFormElement, text: RsvpMessages ) {
	const box = form.querySelector< HTMLElement >(
		'.eventin-rsvp-form__guests'
	);
	const list = box?.querySelector< HTMLElement >(
		'.eventin-rsvp-form__guest-list'
	);
	const people = field( form, 'people' );
	if ( ! box || ! list || ! people ) {
		return;
	}
	const wanted = Math.min(
		99,
		Math.max( 0, ( parseInt( people.value, 10 ) || 1 ) - 1 )
	);
	const rows = list.querySelectorAll( '.eventin-rsvp-form__guest' );
	for ( let index = rows.length; index < wanted; index++ ) {
		const id = `${ people.id.replace( /-people$/, '' ) }-guest-${
			index + 1
		}`;
		const row = document.createElement( 'p' );
		row.className = 'eventin-rsvp-form__field eventin-rsvp-form__guest';
		const label = document.createElement( 'label' );
		label.htmlFor = id;
		label.textContent = format( text.guest, index + 1 );
		const input = document.createElement( 'input' );
		input.id = id;
		input.name = 'guests[]';
		input.type = 'text';
		input.maxLength = 200;
		input.autocomplete = 'off';
		row.append( label, input );
		list.append( row );
	}
	// Fields beyond the people go, unless a name is typed in them.
	Array.from( list.querySelectorAll( '.eventin-rsvp-form__guest' ) )
		.slice( wanted )
		.forEach( ( row ) => {
			if ( ! row.querySelector( 'input' )?.value.trim() ) {
				row.remove();
			}
		} );
	box.hidden = ! list.children.length;
}

/**
 * Shows the reason only while the answer is Not going.
 *
 * @param form The form.
 */
export function syncReason( form: HTMLFormElement ) {
	const reason = form.querySelector< HTMLElement >(
		'.eventin-rsvp-form__reason'
	);
	const status = form.querySelector< HTMLInputElement >(
		'input[name="status"]:checked'
	)?.value;
	if ( reason ) {
		reason.hidden = status !== 'not_going';
	}
}

/**
 * Clears the errors beside the fields and in the alert region.
 *
 * @param form The form.
 */
function clearErrors( form: HTMLFormElement ) {
	form.querySelectorAll< HTMLElement >( '[data-error-for]' ).forEach(
		( slot ) => {
			slot.textContent = '';
			slot.hidden = true;
		}
	);
	form.querySelectorAll( '[aria-invalid]' ).forEach( ( element ) =>
		element.removeAttribute( 'aria-invalid' )
	);
	const alert = form.querySelector< HTMLElement >(
		'.eventin-rsvp-form__error'
	);
	if ( alert ) {
		alert.hidden = true;
		alert.textContent = '';
	}
}

/**
 * The server's message in the alert region and each field's beside it; the first field at fault
 * (or the alert) takes the focus.
 *
 * @param form    The form.
 * @param message The message.
 * @param params  Field → message (`data.params` of a 400).
 */
export function showErrors(
	form: HTMLFormElement,
	message: string,
	params: Record< string, unknown > = {}
) {
	clearErrors( form );
	let first: HTMLElement | null = null;
	for ( const [ name, text ] of Object.entries( params ) ) {
		const key = name.split( /[.[]/ )[ 0 ];
		const slot = form.querySelector< HTMLElement >(
			`[data-error-for="${ key }"]`
		);
		if ( ! slot ) {
			continue;
		}
		slot.textContent = String( text );
		slot.hidden = false;
		const target =
			key === 'status'
				? form.querySelector< HTMLInputElement >(
						'input[name="status"]:checked'
					)
				: form.querySelector< HTMLElement >(
						key === 'guests'
							? 'input[name="guests[]"]'
							: `[name="${ key }"]`
					);
		if ( target ) {
			target.setAttribute( 'aria-invalid', 'true' );
			first = first ?? target;
		}
	}
	const alert = form.querySelector< HTMLElement >(
		'.eventin-rsvp-form__error'
	);
	if ( alert ) {
		alert.textContent = message;
		alert.hidden = false;
	}
	( first ?? alert )?.focus();
}

/**
 * The fields the browser finds wrong (empty name, bad address, people out of range), as field
 * errors; empty when all are fine.
 *
 * @param form The form.
 * @param text Its messages.
 */
function checkFields( form: HTMLFormElement, text: RsvpMessages ) {
	const params: Record< string, string > = {};
	for ( const name of [ 'name', 'email', 'people' ] ) {
		const input = field( form, name );
		if ( input && input.type !== 'hidden' && ! input.checkValidity() ) {
			params[ name ] = input.validity.valueMissing
				? text.required
				: input.validationMessage;
		}
	}
	return params;
}

/**
 * Replaces the form with the confirmation: the site's message, where the mail went, and the
 * calendar file.
 *
 * @param form   The form.
 * @param text   Its messages.
 * @param answer What the site answered.
 * @param email  Where the mail goes.
 */
export function showConfirmation(
	form: HTMLFormElement,
	text: RsvpMessages,
	answer: RsvpAnswer,
	email: string
) {
	const done = document.createElement( 'div' );
	done.className = 'eventin-rsvp-form__done';
	done.setAttribute( 'role', 'status' );
	done.tabIndex = -1;
	if ( answer.message ) {
		const said = document.createElement( 'p' );
		said.className = 'eventin-rsvp-form__said';
		said.textContent = answer.message;
		done.append( said );
	}
	const mail = document.createElement( 'p' );
	mail.textContent = format( text.mailSent, email );
	done.append( mail );
	if ( answer.ics_url ) {
		const link = document.createElement( 'a' );
		link.className = 'eventin-rsvp-form__ics';
		link.href = answer.ics_url;
		link.textContent = text.addCalendar;
		const line = document.createElement( 'p' );
		line.append( link );
		done.append( line );
	}
	form.replaceWith( done );
	done.focus();
}

function enhance( form: HTMLFormElement ) {
	if ( form.dataset[ READY ] ) {
		return;
	}
	form.dataset[ READY ] = '1';
	const change = form.dataset.eventinRsvpChange !== undefined;
	const config = JSON.parse(
		( change
			? form.dataset.eventinRsvpChange
			: form.dataset.eventinRsvp ) ?? '{}'
	) as Partial< RsvpConfig >;
	const text = ( config.messages ?? {} ) as RsvpMessages;
	form.addEventListener( 'change', ( event ) => {
		const target = event.target as HTMLInputElement;
		if ( target.name === 'status' ) {
			syncReason( form );
		}
		if ( target.name === 'people' ) {
			syncGuests( form, text );
		}
	} );
	field( form, 'people' )?.addEventListener( 'input', () =>
		syncGuests( form, text )
	);
	// A field's error goes once it is changed.
	form.addEventListener( 'input', ( event ) => {
		const target = event.target as HTMLElement;
		if ( target.getAttribute( 'aria-invalid' ) !== 'true' ) {
			return;
		}
		target.removeAttribute( 'aria-invalid' );
		const key = ( target.getAttribute( 'name' ) ?? '' ).replace(
			/\[\]$/,
			''
		);
		const slot = form.querySelector< HTMLElement >(
			`[data-error-for="${ key }"]`
		);
		if ( slot ) {
			slot.hidden = true;
			slot.textContent = '';
		}
	} );
	syncReason( form );
	if ( change ) {
		// The change page posts to itself: the site writes and shows the outcome.
		return;
	}
	const submit = form.querySelector< HTMLButtonElement >(
		'.eventin-rsvp-form__submit'
	);
	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		if ( ! submit || submit.disabled || ! config.restUrl ) {
			return;
		}
		const wrong = checkFields( form, text );
		if ( Object.keys( wrong ).length ) {
			showErrors( form, text.fixFields, wrong );
			return;
		}
		clearErrors( form );
		const label = submit.textContent ?? '';
		submit.disabled = true;
		submit.textContent = text.sending;
		const body = answerBody( form, Number( config.eventId ) );
		try {
			const headers: Record< string, string > = {
				'Content-Type': 'application/json',
				Accept: 'application/json',
			};
			if ( config.nonce ) {
				headers[ 'X-WP-Nonce' ] = config.nonce;
			}
			const response = await fetch( config.restUrl, {
				method: 'POST',
				headers,
				credentials: config.nonce ? 'same-origin' : 'omit',
				body: JSON.stringify( body ),
			} );
			const answer = await response.json().catch( () => ( {} ) );
			if ( response.status === 201 ) {
				showConfirmation(
					form,
					text,
					answer as RsvpAnswer,
					body.email
				);
				return;
			}
			showErrors(
				form,
				typeof answer?.message === 'string' && answer.message
					? answer.message
					: text.failed,
				answer?.data?.params ?? {}
			);
		} catch {
			showErrors( form, text.failed );
		} finally {
			if ( submit.isConnected ) {
				submit.disabled = false;
				submit.textContent = label;
			}
		}
	} );
}

/**
 * Starts the RSVP forms in a document or shadow root.
 *
 * @param root Where to look.
 */
export function mountAll( root: ParentNode = document ) {
	root.querySelectorAll< HTMLFormElement >(
		'form[data-eventin-rsvp], form[data-eventin-rsvp-change]'
	).forEach( enhance );
}

if ( typeof document !== 'undefined' ) {
	mountAll();
	document.addEventListener( 'eventin:mount', ( event ) =>
		mountAll( ( event as CustomEvent< { root: ParentNode } > ).detail.root )
	);
}

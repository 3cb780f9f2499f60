/**
 * The people of a booking: the consent boxes of the buyer and of each holder, a fieldset per
 * ticket chosen ('Same as my details' unless unticked), and the holders as they are filled in.
 */
import { format } from './quantities';
import { type Line, type Messages, type Person } from './types';

/**
 * The consent of the boxes in an element (`[data-consent]`): the picture only with the name.
 *
 * @param root The buyer's fieldset or a holder's.
 */
export function readConsent( root: ParentNode ): {
	listed: boolean;
	show_avatar: boolean;
} {
	const checked = ( which: string ) =>
		!! root.querySelector< HTMLInputElement >(
			`input[data-consent="${ which }"]`
		)?.checked;
	const listed = checked( 'listed' );
	return { listed, show_avatar: listed && checked( 'show_avatar' ) };
}

/**
 * Keeps the picture box of an element's consent off (and unticked) until the name box is ticked.
 *
 * @param root The buyer's fieldset or a holder's.
 */
export function linkConsent( root: ParentNode ) {
	const listed = root.querySelector< HTMLInputElement >(
		'input[data-consent="listed"]'
	);
	const avatar = root.querySelector< HTMLInputElement >(
		'input[data-consent="show_avatar"]'
	);
	if ( ! listed || ! avatar ) {
		return;
	}
	const sync = () => {
		avatar.disabled = ! listed.checked;
		if ( ! listed.checked ) {
			avatar.checked = false;
		}
	};
	listed.addEventListener( 'change', sync );
	sync();
}

/**
 * A holder's two consent boxes, as the buyer's (TicketForm::consent()).
 *
 * @param id   The holder's id prefix.
 * @param text The form's messages.
 */
function consentBoxes(
	id: string,
	text: Pick< Messages, 'listed' | 'showAvatar' | 'avatarNote' >
) {
	const box = document.createElement( 'div' );
	box.className = 'eventin-ticket-form__consent';
	for ( const [ which, words ] of [
		[ 'listed', text.listed ],
		[ 'show_avatar', text.showAvatar ],
	] as const ) {
		const input = document.createElement( 'input' );
		input.type = 'checkbox';
		input.id = `${ id }-${ which }`;
		input.dataset.consent = which;
		const boxLabel = document.createElement( 'label' );
		boxLabel.htmlFor = input.id;
		boxLabel.textContent = words;
		const line = document.createElement( 'p' );
		line.className = 'eventin-ticket-form__check';
		line.append( input, ' ', boxLabel );
		if ( which === 'show_avatar' ) {
			line.classList.add( 'eventin-ticket-form__check--avatar' );
			const note = document.createElement( 'span' );
			note.className = 'eventin-ticket-form__note';
			note.id = `${ input.id }-note`;
			note.textContent = text.avatarNote;
			input.setAttribute( 'aria-describedby', note.id );
			line.append( ' ', note );
		}
		box.append( line );
	}
	return box;
}

/**
 * Keeps one holder fieldset per ticket chosen, in order: what was typed stays for tickets that
 * stay; the rest are added or removed.
 *
 * @param attendeesBox The form's `.eventin-ticket-form__attendees`.
 * @param lines        The ticket types and quantities chosen.
 * @param idPrefix     What the fields' ids start with (unique on the page).
 * @param text         The form's messages.
 */
export function syncHolders(
	attendeesBox: HTMLElement,
	lines: Line[],
	idPrefix: string,
	text: Messages
) {
	const wanted = lines.flatMap( ( line ) =>
		Array.from( { length: line.quantity }, ( _, index ) => ( {
			line,
			index,
		} ) )
	);
	const existing = Array.from(
		attendeesBox.querySelectorAll< HTMLFieldSetElement >( 'fieldset' )
	);
	// Keep what was typed for tickets that stay; add or remove the rest.
	existing.slice( wanted.length ).forEach( ( box ) => box.remove() );
	wanted.forEach( ( { line, index }, position ) => {
		const key = `${ line.ticketId }-${ index }`;
		let box = existing[ position ];
		if ( box && box.dataset.key === key ) {
			return;
		}
		box?.remove();
		box = document.createElement( 'fieldset' );
		box.dataset.key = key;
		box.dataset.ticket = String( line.ticketId );
		const id = `${ idPrefix }-${ key }`;
		const legend = document.createElement( 'legend' );
		legend.textContent = format( text.attendee, position + 1, line.name );
		const same = document.createElement( 'input' );
		same.type = 'checkbox';
		same.checked = true;
		same.id = `${ id }-same`;
		const sameLabel = document.createElement( 'label' );
		sameLabel.htmlFor = same.id;
		sameLabel.textContent = text.sameAsBuyer;
		const fields = document.createElement( 'div' );
		fields.className = 'eventin-ticket-form__holder';
		fields.hidden = true;
		for ( const [ field, type ] of [
			[ 'name', 'text' ],
			[ 'email', 'email' ],
		] as const ) {
			const fieldLabel = document.createElement( 'label' );
			fieldLabel.htmlFor = `${ id }-${ field }`;
			fieldLabel.textContent = text[ field ];
			const input = document.createElement( 'input' );
			input.type = type;
			input.id = `${ id }-${ field }`;
			input.dataset.field = field;
			input.maxLength = field === 'email' ? 191 : 200;
			const paragraph = document.createElement( 'p' );
			paragraph.className = 'eventin-ticket-form__field';
			paragraph.append( fieldLabel, input );
			fields.append( paragraph );
		}
		fields.append( consentBoxes( id, text ) );
		linkConsent( fields );
		same.addEventListener( 'change', () => {
			fields.hidden = same.checked;
			fields
				.querySelectorAll( 'input[data-field]' )
				.forEach( ( input ) => {
					( input as HTMLInputElement ).required = ! same.checked;
				} );
		} );
		const sameLine = document.createElement( 'p' );
		sameLine.className = 'eventin-ticket-form__same';
		sameLine.append( same, ' ', sameLabel );
		box.append( legend, sameLine, fields );
		const before = attendeesBox.querySelectorAll( 'fieldset' )[ position ];
		attendeesBox.insertBefore( box, before ?? null );
	} );
	attendeesBox.hidden = wanted.length === 0;
	if ( wanted.length && ! attendeesBox.querySelector( 'h3' ) ) {
		const heading = document.createElement( 'h3' );
		heading.textContent = text.attendees;
		attendeesBox.prepend( heading );
	}
}

/**
 * The holders as filled in, per ticket type: one per ticket, null where it is the buyer.
 *
 * @param attendeesBox The form's `.eventin-ticket-form__attendees`.
 */
export function readHolders(
	attendeesBox: HTMLElement
): Map< number, Array< Person | null > > {
	const holders = new Map< number, Array< Person | null > >();
	attendeesBox
		.querySelectorAll< HTMLFieldSetElement >( 'fieldset' )
		.forEach( ( box ) => {
			const ticket = Number( box.dataset.ticket );
			const same = box.querySelector< HTMLInputElement >(
				'.eventin-ticket-form__same input[type="checkbox"]'
			)?.checked;
			const value = ( name: string ) =>
				box.querySelector< HTMLInputElement >(
					`[data-field="${ name }"]`
				)?.value ?? '';
			holders.set( ticket, [
				...( holders.get( ticket ) ?? [] ),
				same
					? null
					: {
							name: value( 'name' ),
							email: value( 'email' ),
							...readConsent( box ),
						},
			] );
		} );
	return holders;
}

import { answerBody, mountAll, type RsvpMessages } from '../rsvp-form';

const MESSAGES: RsvpMessages = {
	guest: 'Guest %d',
	sending: 'Sending…',
	failed: 'Your answer could not be sent. Please try again.',
	fixFields: 'Please correct the marked fields.',
	required: 'Please fill in this field.',
	mailSent: 'We wrote to %s.',
	addCalendar: 'Add to calendar (.ics)',
};

/** An RSVP form as RsvpForm::render() writes it, reduced to what the script reads. */
function mountForm() {
	document.body.innerHTML = `<section class="eventin-rsvp-form"><form data-eventin-rsvp='${ JSON.stringify(
		{
			restUrl: '/wp-json/eventin/v2/rsvp-registration',
			eventId: 12,
			nonce: '',
			messages: MESSAGES,
		}
	) }' novalidate>
		<fieldset><legend>Will you come?</legend>
			<input type="radio" name="status" value="going" checked>
			<input type="radio" name="status" value="maybe">
			<input type="radio" name="status" value="not_going">
			<span data-error-for="status" hidden></span>
		</fieldset>
		<input id="r-name" name="name" required value="">
		<span data-error-for="name" hidden></span>
		<input id="r-email" name="email" type="email" required value="">
		<span data-error-for="email" hidden></span>
		<input id="r-people" name="people" type="number" min="1" max="4" value="1">
		<span data-error-for="people" hidden></span>
		<fieldset class="eventin-rsvp-form__guests" hidden><div class="eventin-rsvp-form__guest-list"></div></fieldset>
		<p class="eventin-rsvp-form__reason" hidden><textarea name="reason"></textarea></p>
		<textarea name="message"></textarea>
		<input name="website" value="">
		<div class="eventin-rsvp-form__error" role="alert" tabindex="-1" hidden></div>
		<button type="submit" class="eventin-rsvp-form__submit">Send my answer</button>
	</form></section>`;
	mountAll( document );
	return document.querySelector( 'form' ) as HTMLFormElement;
}

const input = ( form: HTMLFormElement, name: string ) =>
	form.querySelector( `[name="${ name }"]` ) as HTMLInputElement;

const setValue = ( element: HTMLInputElement, value: string ) => {
	element.value = value;
	element.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	element.dispatchEvent( new Event( 'change', { bubbles: true } ) );
};

const choose = ( form: HTMLFormElement, status: string ) => {
	const radio = form.querySelector(
		`input[name="status"][value="${ status }"]`
	) as HTMLInputElement;
	radio.checked = true;
	radio.dispatchEvent( new Event( 'change', { bubbles: true } ) );
};

describe( 'the RSVP form script', () => {
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( 'keeps a guest field per extra person and the reason only with Not going', () => {
		const form = mountForm();
		const guests = form.querySelector(
			'.eventin-rsvp-form__guests'
		) as HTMLElement;
		expect( guests.hidden ).toBe( true );
		setValue( input( form, 'people' ), '3' );
		expect( guests.hidden ).toBe( false );
		const fields = form.querySelectorAll< HTMLInputElement >(
			'input[name="guests[]"]'
		);
		expect( fields ).toHaveLength( 2 );
		expect( fields[ 1 ].labels?.[ 0 ].textContent ).toBe( 'Guest 2' );
		// A typed name stays when the people go down; empty ones go.
		fields[ 0 ].value = 'Bob';
		setValue( input( form, 'people' ), '1' );
		expect(
			Array.from(
				form.querySelectorAll< HTMLInputElement >(
					'input[name="guests[]"]'
				)
			).map( ( field ) => field.value )
		).toEqual( [ 'Bob' ] );

		const reason = form.querySelector(
			'.eventin-rsvp-form__reason'
		) as HTMLElement;
		expect( reason.hidden ).toBe( true );
		choose( form, 'not_going' );
		expect( reason.hidden ).toBe( false );
		choose( form, 'maybe' );
		expect( reason.hidden ).toBe( true );
	} );

	it( 'sends guests without empty names, and a reason only with Not going', () => {
		const form = mountForm();
		input( form, 'name' ).value = ' Ann ';
		input( form, 'email' ).value = 'ann@example.com';
		setValue( input( form, 'people' ), '3' );
		const guests = form.querySelectorAll< HTMLInputElement >(
			'input[name="guests[]"]'
		);
		guests[ 1 ].value = 'Cy';
		(
			form.querySelector( '[name="reason"]' ) as HTMLTextAreaElement
		 ).value = 'Busy';
		expect( answerBody( form, 12 ) ).toEqual( {
			event_id: 12,
			name: 'Ann',
			email: 'ann@example.com',
			people: 3,
			status: 'going',
			guests: [ 'Cy' ],
			reason: '',
			message: '',
			website: '',
		} );
		choose( form, 'not_going' );
		expect( answerBody( form, 12 ) ).toMatchObject( {
			status: 'not_going',
			reason: 'Busy',
		} );
	} );

	it( 'shows the server’s message and its field’s error, keeps the values, then the confirmation', async () => {
		const form = mountForm();
		input( form, 'name' ).value = 'Ann';
		input( form, 'email' ).value = 'ann@example.com';
		const fetchMock = jest.fn().mockResolvedValueOnce( {
			status: 400,
			json: async () => ( {
				code: 'rest_invalid_param',
				message: 'Choose from 1 to 4 people.',
				data: {
					status: 400,
					params: { people: 'Choose from 1 to 4 people.' },
				},
			} ),
		} );
		window.fetch = fetchMock as unknown as typeof window.fetch;
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		const alert = form.querySelector( '[role="alert"]' ) as HTMLElement;
		expect( alert.hidden ).toBe( false );
		expect( alert.textContent ).toBe( 'Choose from 1 to 4 people.' );
		expect( input( form, 'people' ).getAttribute( 'aria-invalid' ) ).toBe(
			'true'
		);
		const slot = form.querySelector(
			'[data-error-for="people"]'
		) as HTMLElement;
		expect( [ slot.hidden, slot.textContent ] ).toEqual( [
			false,
			'Choose from 1 to 4 people.',
		] );
		expect( input( form, 'name' ).value ).toBe( 'Ann' );
		const [ url, options ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe( '/wp-json/eventin/v2/rsvp-registration' );
		expect( options.credentials ).toBe( 'omit' );
		expect( JSON.parse( options.body ) ).toMatchObject( {
			event_id: 12,
			name: 'Ann',
		} );

		// Changing the field takes its error away.
		setValue( input( form, 'people' ), '2' );
		expect( slot.hidden ).toBe( true );
		expect( input( form, 'people' ).hasAttribute( 'aria-invalid' ) ).toBe(
			false
		);

		fetchMock.mockResolvedValueOnce( {
			status: 201,
			json: async () => ( {
				status: 'received',
				message: 'Thanks! Check your inbox: we sent you the details.',
				ics_url: 'https://example.com/?eventin-ics=12',
			} ),
		} );
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		const done = document.querySelector(
			'.eventin-rsvp-form__done'
		) as HTMLElement;
		expect( done.getAttribute( 'role' ) ).toBe( 'status' );
		expect( done.textContent ).toContain(
			'Thanks! Check your inbox: we sent you the details.'
		);
		expect( done.textContent ).toContain( 'We wrote to ann@example.com.' );
		expect( done.querySelector( 'a' )?.getAttribute( 'href' ) ).toBe(
			'https://example.com/?eventin-ics=12'
		);
		expect( done.ownerDocument.activeElement ).toBe( done );
		expect( document.querySelector( 'form' ) ).toBeNull();
	} );

	it( 'asks for the empty fields before it sends anything', () => {
		const form = mountForm();
		const fetchMock = jest.fn();
		window.fetch = fetchMock as unknown as typeof window.fetch;
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		expect( fetchMock ).not.toHaveBeenCalled();
		expect(
			( form.querySelector( '[role="alert"]' ) as HTMLElement )
				.textContent
		).toBe( 'Please correct the marked fields.' );
		expect(
			( form.querySelector( '[data-error-for="name"]' ) as HTMLElement )
				.textContent
		).toBe( 'Please fill in this field.' );
		expect( form.ownerDocument.activeElement ).toBe(
			input( form, 'name' )
		);
	} );
} );

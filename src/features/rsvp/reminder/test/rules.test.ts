import { setSiteDateSettings } from '../../../../admin/utils/site-date';
import {
	getInitialValues,
	getPlaceholders,
	localToIso,
	mapReminderServerKey,
	parseAddresses,
	toSendRequest,
	validateReminder,
	type ReminderValues,
} from '../rules';

const values = ( more: Partial< ReminderValues > = {} ): ReminderValues => ( {
	...getInitialValues( 7 ),
	...more,
} );

const NOW = Date.parse( '2027-05-01T12:00:00Z' );

afterEach( () => setSiteDateSettings( {} ) );

describe( 'parseAddresses', () => {
	it( 'reads addresses on lines, after commas, semicolons and spaces, and in brackets', () => {
		expect(
			parseAddresses(
				'ann@example.com\nBob Stone <bob@example.com>, cara@example.org; dan@example.net  eve@example.com'
			)
		).toEqual( {
			addresses: [
				'ann@example.com',
				'bob@example.com',
				'cara@example.org',
				'dan@example.net',
				'eve@example.com',
			],
			invalid: [],
		} );
	} );

	it( 'keeps each address once whatever its letter case', () => {
		expect(
			parseAddresses(
				'Ann@Example.com, ann@example.COM\nmailto:ann@example.com'
			).addresses
		).toEqual( [ 'Ann@Example.com' ] );
	} );

	it( 'gives back what is not an address', () => {
		expect( parseAddresses( 'ann@, bob, bob, c@d.e' ) ).toEqual( {
			addresses: [ 'c@d.e' ],
			invalid: [ 'ann@', 'bob' ],
		} );
		expect( parseAddresses( ' \n ,; ' ) ).toEqual( {
			addresses: [],
			invalid: [],
		} );
	} );
} );

describe( 'localToIso', () => {
	it( 'reads a wall-clock time in the site’s zone as a UTC instant', () => {
		expect( localToIso( '2027-05-04T09:00', 'UTC' ) ).toBe(
			'2027-05-04T09:00:00Z'
		);
		expect( localToIso( '2027-05-04T09:00', 'Europe/Berlin' ) ).toBe(
			'2027-05-04T07:00:00Z'
		);
		expect( localToIso( '2027-01-04T09:00', 'Europe/Berlin' ) ).toBe(
			'2027-01-04T08:00:00Z'
		);
		expect( localToIso( '2027-05-04T09:00', 330 ) ).toBe(
			'2027-05-04T03:30:00Z'
		);
		setSiteDateSettings( { timezone: 'America/New_York' } );
		expect( localToIso( '2027-05-04T09:00' ) ).toBe(
			'2027-05-04T13:00:00Z'
		);
	} );

	it( 'refuses what is no time', () => {
		expect( localToIso( '' ) ).toBeNull();
		expect( localToIso( '2027-02-30T09:00', 'UTC' ) ).toBeNull();
		expect( localToIso( '2027-05-04T25:00', 'UTC' ) ).toBeNull();
		expect( localToIso( 'tomorrow' ) ).toBeNull();
	} );
} );

describe( 'validateReminder', () => {
	it( 'passes the first values with an event', () => {
		expect( validateReminder( values(), NOW ) ).toEqual( {} );
	} );

	it( 'says beside each field what is missing', () => {
		expect(
			validateReminder(
				values( { event: '', subject: ' ', body: '' } ),
				NOW
			)
		).toEqual( {
			event: 'Choose the event.',
			subject: 'Enter a subject of at most 200 characters.',
			body: 'Enter a message of at most 20000 characters.',
		} );
		expect(
			validateReminder( values( { subject: 'x'.repeat( 201 ) } ), NOW )
				.subject
		).toBe( 'Enter a subject of at most 200 characters.' );
	} );

	it( 'checks the pasted addresses', () => {
		const addresses = ( text: string ) =>
			validateReminder(
				values( { audience: 'addresses', addresses: text } ),
				NOW
			).addresses;
		expect( addresses( '' ) ).toBe( 'Paste at least one e-mail address.' );
		expect( addresses( 'ann@example.com, nope, x@' ) ).toBe(
			'These are not e-mail addresses: "nope", "x@".'
		);
		expect( addresses( 'ann@example.com' ) ).toBeUndefined();
		expect(
			addresses(
				Array.from(
					{ length: 1001 },
					( _, i ) => `p${ i }@example.com`
				).join( '\n' )
			)
		).toBe( 'Give at most 1000 addresses at once.' );
		// Addresses pasted for another audience are not read.
		expect(
			validateReminder( values( { addresses: 'nope' } ), NOW ).addresses
		).toBeUndefined();
	} );

	it( 'needs a time to come when sending later', () => {
		setSiteDateSettings( { timezone: 'UTC' } );
		const sendAt = ( text: string ) =>
			validateReminder( values( { when: 'later', sendAt: text } ), NOW )
				.sendAt;
		expect( sendAt( '' ) ).toBe( 'Choose the date and time to send.' );
		expect( sendAt( '2027-05-01T11:00' ) ).toBe(
			'Choose a time to come, or send now.'
		);
		expect( sendAt( '2027-05-02T09:00' ) ).toBeUndefined();
	} );
} );

describe( 'toSendRequest', () => {
	it( 'sends to a status now', () => {
		expect(
			toSendRequest(
				values( { audience: 'maybe', subject: ' Hi ', body: ' Text ' } )
			)
		).toEqual( { subject: 'Hi', body: 'Text', status: 'maybe' } );
	} );

	it( 'sends to pasted addresses at a time', () => {
		setSiteDateSettings( { timezone: 'Europe/Berlin' } );
		expect(
			toSendRequest(
				values( {
					audience: 'addresses',
					addresses:
						'A <a@example.com>, b@example.com, A@example.com',
					when: 'later',
					sendAt: '2027-05-04T09:00',
				} )
			)
		).toMatchObject( {
			addresses: [ 'a@example.com', 'b@example.com' ],
			send_at: '2027-05-04T07:00:00Z',
		} );
	} );
} );

describe( 'the rest of the form', () => {
	it( 'opens with the event of the page, Going and a message with placeholders', () => {
		expect( getInitialValues( 7 ) ).toMatchObject( {
			event: '7',
			audience: 'going',
			when: 'now',
		} );
		expect( getInitialValues( 0 ).event ).toBe( '' );
		expect( getInitialValues( 0 ).body ).toContain( '{rsvp_url}' );
	} );

	it( 'lists every placeholder the server fills', () => {
		expect( getPlaceholders().map( ( { tag } ) => tag ) ).toEqual( [
			'{name}',
			'{event_title}',
			'{event_date}',
			'{event_start_date}',
			'{event_start_time}',
			'{event_place}',
			'{event_url}',
			'{rsvp_url}',
			'{site_name}',
		] );
	} );

	it( 'puts the server’s field errors under the form’s fields', () => {
		expect( mapReminderServerKey( 'addresses.3' ) ).toBe( 'addresses' );
		expect( mapReminderServerKey( 'send_at' ) ).toBe( 'sendAt' );
		expect( mapReminderServerKey( 'status' ) ).toBe( 'audience' );
		expect( mapReminderServerKey( 'subject' ) ).toBe( 'subject' );
		expect( mapReminderServerKey( 'other' ) ).toBeNull();
	} );
} );

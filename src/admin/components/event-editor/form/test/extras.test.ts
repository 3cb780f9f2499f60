import {
	fromCertificateValues,
	fromPeopleValues,
	fromRsvpValues,
	fromScheduleValues,
	mapRsvpServerKey,
	toCertificateValues,
	toPeopleValues,
	toRsvpValues,
	toScheduleValues,
	fillPlaceholders,
	findUnknownPlaceholder,
	mapCertificateServerKey,
	validateCertificate,
	validateRsvp,
	type CertificateFormValues,
	type RsvpFormValues,
} from '../extras';

const RSVP: RsvpFormValues = {
	enabled: true,
	unlimited: false,
	limit: '50',
	min_attendees: '1',
	max_attendees: '4',
	waiting_list: false,
	signed_in_only: false,
};

describe( 'people and schedules', () => {
	it( 'round-trips ids', () => {
		const people = toPeopleValues( {
			speakers: [ 3, 3, 4 ],
			organizers: [ 9 ],
		} );
		expect( people ).toEqual( { speakers: [ 3, 4 ], organizers: [ 9 ] } );
		expect( fromPeopleValues( people ) ).toEqual( people );
		expect(
			fromScheduleValues( toScheduleValues( { schedules: [ 5 ] } ) )
		).toEqual( { schedules: [ 5 ] } );
	} );
} );

describe( 'the RSVP form', () => {
	it( 'reads saved settings, -1 as unlimited', () => {
		expect(
			toRsvpValues( {
				rsvp: {
					enabled: true,
					limit: 50,
					min_attendees: 1,
					max_attendees: 4,
				},
			} )
		).toEqual( RSVP );
		expect(
			toRsvpValues( {
				rsvp: {
					enabled: false,
					limit: -1,
					min_attendees: 1,
					max_attendees: 1,
				},
			} )
		).toEqual( {
			enabled: false,
			unlimited: true,
			limit: '',
			min_attendees: '1',
			max_attendees: '1',
			waiting_list: false,
			signed_in_only: false,
		} );
		expect(
			toRsvpValues( {
				rsvp: {
					enabled: true,
					limit: 5,
					min_attendees: 1,
					max_attendees: 0,
					waiting_list: true,
					signed_in_only: true,
				},
			} )
		).toMatchObject( { waiting_list: true, signed_in_only: true } );
	} );

	it( 'sends numbers, unlimited as -1', () => {
		expect( fromRsvpValues( RSVP ) ).toEqual( {
			rsvp: {
				enabled: true,
				limit: 50,
				min_attendees: 1,
				max_attendees: 4,
				waiting_list: false,
				signed_in_only: false,
			},
		} );
		expect(
			fromRsvpValues( { ...RSVP, waiting_list: true } ).rsvp
		).toMatchObject( { waiting_list: true, signed_in_only: false } );
		expect(
			fromRsvpValues( { ...RSVP, unlimited: true } ).rsvp?.limit
		).toBe( -1 );
	} );

	it( 'checks the limit and the attendees per response', () => {
		expect( validateRsvp( RSVP ) ).toEqual( {} );
		expect(
			validateRsvp( { ...RSVP, unlimited: true, limit: 'x' } )
		).toEqual( {} );
		expect(
			validateRsvp( {
				...RSVP,
				limit: '0',
				min_attendees: '3',
				max_attendees: '2',
			} )
		).toEqual( {
			limit: 'Please enter a whole number of 1 or more.',
			max_attendees: 'The maximum cannot be below the minimum.',
		} );
		expect( validateRsvp( { ...RSVP, min_attendees: '0' } ) ).toEqual( {
			min_attendees: 'Please enter a whole number of 1 or more.',
		} );
		expect(
			validateRsvp( {
				...RSVP,
				unlimited: false,
				limit: '2',
				min_attendees: '3',
			} )
		).toEqual( {
			limit: 'The limit cannot be below the minimum per response.',
		} );
		expect(
			validateRsvp( {
				...RSVP,
				unlimited: true,
				limit: '2',
				min_attendees: '3',
			} )
		).toEqual( {} );
		expect( validateRsvp( { ...RSVP, max_attendees: '-1' } ) ).toEqual( {
			max_attendees: 'Please enter a whole number of 0 or more.',
		} );
	} );

	it( 'takes a most of 0 per response as no limit, as the server saves by default', () => {
		const defaults = toRsvpValues( {
			rsvp: {
				enabled: false,
				limit: -1,
				min_attendees: 1,
				max_attendees: 0,
			},
		} );
		expect( defaults.max_attendees ).toBe( '0' );
		expect( validateRsvp( { ...defaults, enabled: true } ) ).toEqual( {} );
		expect(
			validateRsvp( { ...RSVP, min_attendees: '5', max_attendees: '0' } )
		).toEqual( {} );
		expect(
			fromRsvpValues( { ...RSVP, max_attendees: '0' } ).rsvp
				?.max_attendees
		).toBe( 0 );
	} );

	it( 'shows server errors under its fields', () => {
		expect( mapRsvpServerKey( 'rsvp.limit' ) ).toBe( 'limit' );
		expect( mapRsvpServerKey( 'rsvp' ) ).toBeNull();
	} );
} );

describe( 'the Certificate form', () => {
	const CERTIFICATE: CertificateFormValues = {
		enabled: true,
		title: 'Certificate of Attendance',
		body: 'This certifies that {attendee_name} attended {event_title}.',
		background: 0,
		background_url: '',
	};

	it( 'reads the saved certificate, on whenever the event has a template number', () => {
		expect(
			toCertificateValues( {
				certificate_template: 1,
				certificate: {
					enabled: true,
					title: 'Thanks',
					body: 'Well done {attendee_name}',
					background: 12,
					background_url: 'https://example.com/bg.jpg',
				},
			} )
		).toEqual( {
			enabled: true,
			title: 'Thanks',
			body: 'Well done {attendee_name}',
			background: 12,
			background_url: 'https://example.com/bg.jpg',
		} );
		// An older event holds only the number.
		expect(
			toCertificateValues( { certificate_template: 7 } ).enabled
		).toBe( true );
		expect( toCertificateValues( { certificate_template: 0 } ) ).toEqual( {
			enabled: false,
			title: '',
			body: '',
			background: 0,
			background_url: '',
		} );
	} );

	it( 'sends the certificate trimmed, without the image address', () => {
		expect(
			fromCertificateValues( {
				...CERTIFICATE,
				title: '  Thanks  ',
				background: 5,
				background_url: 'https://example.com/bg.jpg',
			} )
		).toEqual( {
			certificate: {
				enabled: true,
				title: 'Thanks',
				body: CERTIFICATE.body,
				background: 5,
			},
		} );
	} );

	it( 'asks for a title and a text while certificates are on', () => {
		expect( validateCertificate( CERTIFICATE ) ).toEqual( {} );
		expect(
			validateCertificate( { ...CERTIFICATE, title: ' ', body: '' } )
		).toEqual( {
			title: 'Give the certificate a title.',
			body: "Write the certificate's text.",
		} );
		expect(
			validateCertificate( {
				...CERTIFICATE,
				enabled: false,
				title: '',
				body: '',
			} )
		).toEqual( {} );
	} );

	it( 'names a placeholder it does not know, and the ones there are', () => {
		expect( findUnknownPlaceholder( 'Hi {attendee_name} {name}' ) ).toBe(
			'{name}'
		);
		expect( findUnknownPlaceholder( 'Hi { not one }' ) ).toBeNull();
		expect(
			validateCertificate( {
				...CERTIFICATE,
				body: 'Dear {name}, for {event_title}',
			} )
		).toEqual( {
			body: '{name} is not a placeholder. Use {attendee_name}, {event_title}, {event_date}, {event_time}, {ticket_id}.',
		} );
		expect(
			validateCertificate( { ...CERTIFICATE, title: '{event_name}' } )
		).toEqual( {
			title: '{event_name} is not a placeholder. Use {attendee_name}, {event_title}, {event_date}, {event_time}, {ticket_id}.',
		} );
	} );

	it( 'keeps the title and text within their limits', () => {
		expect(
			validateCertificate( { ...CERTIFICATE, title: 'x'.repeat( 201 ) } )
		).toEqual( { title: 'The title can have at most 200 characters.' } );
		expect(
			validateCertificate( { ...CERTIFICATE, body: 'x'.repeat( 5001 ) } )
		).toEqual( { body: 'The text can have at most 5000 characters.' } );
	} );

	it( 'fills every placeholder and leaves other braces as written', () => {
		expect(
			fillPlaceholders(
				'{attendee_name} / {event_title} / {event_date} / {event_time} / {ticket_id} / {other}',
				{
					'{attendee_name}': 'Ada',
					'{event_title}': 'Jazz',
					'{event_date}': 'May 4, 2027',
					'{event_time}': '9:00 am – 5:00 pm (Europe/Berlin)',
					'{ticket_id}': 'abc',
				}
			)
		).toBe(
			'Ada / Jazz / May 4, 2027 / 9:00 am – 5:00 pm (Europe/Berlin) / abc / {other}'
		);
	} );

	it( 'shows server errors under its fields', () => {
		expect( mapCertificateServerKey( 'certificate.title' ) ).toBe(
			'title'
		);
		expect( mapCertificateServerKey( 'certificate.background' ) ).toBe(
			'background'
		);
		expect( mapCertificateServerKey( 'certificate_template' ) ).toBe(
			'enabled'
		);
		expect( mapCertificateServerKey( 'certificate' ) ).toBeNull();
	} );
} );

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
	validateCertificate,
	validateRsvp,
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
	it( 'takes a template id, 0 for none', () => {
		expect( toCertificateValues( { certificate_template: 0 } ) ).toEqual( {
			certificate_template: '0',
		} );
		expect(
			fromCertificateValues( { certificate_template: '14' } )
		).toEqual( { certificate_template: 14 } );
		expect( validateCertificate( { certificate_template: '0' } ) ).toEqual(
			{}
		);
		expect( validateCertificate( { certificate_template: '-1' } ) ).toEqual(
			{
				certificate_template:
					'Please enter a whole number of 0 or more.',
			}
		);
	} );
} );

import {
	checkWholeNumber,
	getServerErrors,
	isEqualValue,
	isFormDirty,
	isHttpUrl,
	mapPrefixedKey,
	mapTopLevelKey,
	normalizeFieldKey,
	numberToText,
	parseRouteId,
	parseWholeNumber,
	toIdList,
	toggleId,
	getRowErrorKeys,
} from '../form';

describe( 'route ids', () => {
	it.each( [
		[ '12', 12 ],
		[ '0', null ],
		[ '-3', null ],
		[ '1.5', null ],
		[ 'abc', null ],
		[ '', null ],
		[ undefined, null ],
		[ '99999999999999999999', null ],
	] )( 'reads the id %p as %p', ( param, id ) => {
		expect( parseRouteId( param ) ).toBe( id );
	} );
} );

describe( 'server field errors', () => {
	it( 'normalizes bracketed and dotted field names', () => {
		expect( normalizeFieldKey( 'tickets[0][name]' ) ).toBe(
			'tickets.0.name'
		);
		expect( normalizeFieldKey( 'tickets[1].price' ) ).toBe(
			'tickets.1.price'
		);
		expect( normalizeFieldKey( 'title' ) ).toBe( 'title' );
	} );

	it( 'puts known fields under their field and the rest above the form', () => {
		const error = {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): title, tickets',
			data: {
				status: 400,
				params: {
					title: 'The title is empty.',
					tickets: 'A sold ticket type cannot be removed.',
					nonsense: 42,
				},
			},
		};
		expect(
			getServerErrors( error, mapTopLevelKey( [ 'title' ] ) )
		).toEqual( {
			fields: { title: 'The title is empty.' },
			other: [ 'A sold ticket type cannot be removed.' ],
		} );
	} );

	it( 'has nothing to show without params', () => {
		expect(
			getServerErrors(
				{ code: 'x', message: 'Oops', data: { status: 500 } },
				() => null
			)
		).toEqual( { fields: {}, other: [] } );
		expect( getServerErrors( null, () => null ) ).toEqual( {
			fields: {},
			other: [],
		} );
	} );

	it( 'maps prefixed keys onto the form fields', () => {
		const map = mapPrefixedKey( 'location', [ 'venue', 'online_link' ] );
		expect( map( 'location.online_link' ) ).toBe( 'online_link' );
		expect( map( 'venue' ) ).toBe( 'venue' );
		expect( map( 'location' ) ).toBeNull();
		expect( map( 'location.other' ) ).toBeNull();
	} );
} );

describe( 'the unsaved-changes check', () => {
	it( 'compares plain data deeply', () => {
		expect(
			isEqualValue( { a: [ 1, { b: 'x' } ] }, { a: [ 1, { b: 'x' } ] } )
		).toBe( true );
		expect( isEqualValue( { a: 1, b: 2 }, { b: 2, a: 1 } ) ).toBe( true );
		expect( isEqualValue( [ 1, 2 ], [ 2, 1 ] ) ).toBe( false );
		expect( isEqualValue( { a: 1 }, { a: 1, b: undefined } ) ).toBe(
			false
		);
		expect( isEqualValue( [], {} ) ).toBe( false );
		expect( isEqualValue( null, {} ) ).toBe( false );
		expect( isEqualValue( '1', 1 ) ).toBe( false );
	} );

	it( 'is dirty only when a value differs from the saved one', () => {
		const saved = { title: 'Jazz', tags: [ 1, 2 ] };
		expect( isFormDirty( saved, { title: 'Jazz', tags: [ 1, 2 ] } ) ).toBe(
			false
		);
		expect( isFormDirty( saved, { title: 'Jazz!', tags: [ 1, 2 ] } ) ).toBe(
			true
		);
		expect( isFormDirty( saved, { title: 'Jazz', tags: [ 1 ] } ) ).toBe(
			true
		);
	} );
} );

describe( 'numbers, links and ids', () => {
	it( 'reads whole numbers only', () => {
		expect( parseWholeNumber( ' 12 ' ) ).toBe( 12 );
		expect( parseWholeNumber( '-1' ) ).toBe( -1 );
		expect( parseWholeNumber( '1.5' ) ).toBeNull();
		expect( parseWholeNumber( '' ) ).toBeNull();
		expect( parseWholeNumber( '1e3' ) ).toBeNull();
	} );

	it( 'checks a minimum', () => {
		expect( checkWholeNumber( '1', 1 ) ).toBeNull();
		expect( checkWholeNumber( '0', 1 ) ).toBe(
			'Please enter a whole number of 1 or more.'
		);
		expect( checkWholeNumber( 'x', 0 ) ).toBe(
			'Please enter a whole number of 0 or more.'
		);
	} );

	it( 'shows numbers as text', () => {
		expect( numberToText( 3 ) ).toBe( '3' );
		expect( numberToText( NaN ) ).toBe( '' );
		expect( numberToText( undefined ) ).toBe( '' );
	} );

	it.each( [
		[ 'https://meet.example.com/room', true ],
		[ 'http://example.com', true ],
		[ '  HTTPS://example.com ', true ],
		[ 'example.com', false ],
		[ 'ftp://example.com', false ],
		[ 'https://', false ],
		[ 'javascript:alert(1)', false ],
		[ '', false ],
	] )( 'takes %p as an http(s) link: %p', ( link, ok ) => {
		expect( isHttpUrl( link ) ).toBe( ok );
	} );

	it( 'cleans id lists and toggles ids', () => {
		expect( toIdList( [ 3, '4', 3, 0, -1, 'x' ] ) ).toEqual( [ 3, 4 ] );
		expect( toIdList( null ) ).toEqual( [] );
		expect( toggleId( [ 1, 2 ], 3, true ) ).toEqual( [ 1, 2, 3 ] );
		expect( toggleId( [ 1, 2 ], 2, true ) ).toEqual( [ 1, 2 ] );
		expect( toggleId( [ 1, 2 ], 1, false ) ).toEqual( [ 2 ] );
	} );
} );

describe( 'errors of repeated rows', () => {
	it( 'finds the error keys of rows that move or shift', () => {
		const errors = {
			program_title: 'x',
			'slots.0.topic': 'a',
			'slots.1.topic': 'b',
			'slots.2.end_time': 'c',
			'slots.10.room': 'd',
			'tickets.1.name': 'e',
		};
		expect(
			getRowErrorKeys( errors, 'slots', ( row ) => row >= 1 )
		).toEqual( [ 'slots.1.topic', 'slots.2.end_time', 'slots.10.room' ] );
		expect(
			getRowErrorKeys( errors, 'slots', ( row ) =>
				[ 0, 2 ].includes( row )
			)
		).toEqual( [ 'slots.0.topic', 'slots.2.end_time' ] );
	} );
} );

import {
	checkWholeNumber,
	getEventEditorPages,
	getEventEditorPath,
	getServerErrors,
	isEqualValue,
	isEventEditorPage,
	isFormDirty,
	isHttpUrl,
	isRsvpModuleOn,
	mapPrefixedKey,
	mapTopLevelKey,
	normalizeFieldKey,
	numberToText,
	orderTermsAsTree,
	parseEventId,
	parseWholeNumber,
	toIdList,
	toggleId,
} from '../event-form';

const RSVP_ON = {
	disable_category_and_tags: 'off' as const,
	registered_domains: [],
	modules: { rsvp: 'on' as const },
};
const RSVP_OFF = { ...RSVP_ON, modules: { rsvp: 'off' as const } };

describe( 'the editor sub-pages', () => {
	it( 'lists every sub-page with the RSVP module on, in menu order', () => {
		expect( getEventEditorPages( RSVP_ON ) ).toEqual( [
			'basic',
			'location',
			'tickets',
			'recurrence',
			'people',
			'schedule',
			'rsvp',
			'certificate',
		] );
	} );

	it( 'leaves RSVP out while the module is off or the settings unknown', () => {
		expect( getEventEditorPages( RSVP_OFF ) ).not.toContain( 'rsvp' );
		expect( getEventEditorPages( null ) ).not.toContain( 'rsvp' );
		expect( isRsvpModuleOn( null ) ).toBe( false );
		expect( isRsvpModuleOn( RSVP_ON ) ).toBe( true );
	} );

	it( 'builds the path of a sub-page, basic by default', () => {
		expect( getEventEditorPath( 12 ) ).toBe( '/events/create/12/basic' );
		expect( getEventEditorPath( 12, 'tickets' ) ).toBe(
			'/events/create/12/tickets'
		);
	} );

	it( 'knows its slugs', () => {
		expect( isEventEditorPage( 'location' ) ).toBe( true );
		expect( isEventEditorPage( 'nope' ) ).toBe( false );
		expect( isEventEditorPage( undefined ) ).toBe( false );
	} );

	it.each( [
		[ '12', 12 ],
		[ '0', null ],
		[ '-3', null ],
		[ '1.5', null ],
		[ 'abc', null ],
		[ '', null ],
		[ undefined, null ],
		[ '99999999999999999999', null ],
	] )( 'reads the event id %p as %p', ( param, id ) => {
		expect( parseEventId( param ) ).toBe( id );
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

	it( 'orders terms as a tree, orphans and loops at the top', () => {
		const ordered = orderTermsAsTree( [
			{ id: 3, name: 'Jazz', parent: 1 },
			{ id: 1, name: 'Music', parent: 0 },
			{ id: 4, name: 'Orphan', parent: 99 },
			{ id: 5, name: 'Loop A', parent: 6 },
			{ id: 6, name: 'Loop B', parent: 5 },
			{ id: 7, name: 'Bebop', parent: 3 },
		] );
		expect(
			ordered.map( ( { term, depth } ) => [ term.name, depth ] )
		).toEqual( [
			[ 'Music', 0 ],
			[ 'Jazz', 1 ],
			[ 'Bebop', 2 ],
			[ 'Orphan', 0 ],
			[ 'Loop A', 0 ],
			[ 'Loop B', 0 ],
		] );
	} );
} );

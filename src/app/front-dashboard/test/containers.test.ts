import { CONTAINERS, findContainer, startHash } from '../containers';

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the front-end dashboard’s containers', () => {
	it.each( [
		[ 'eventin-frontend-dashboard', '/events' ],
		[ 'etn_multivendor_form', '/events/create' ],
		[ 'etn_multivendor_attendee_list', '/attendees' ],
		[ 'etn_frontend_attendee_list', '/attendees' ],
	] )( 'finds #%s and opens it on %s', ( id, route ) => {
		document.body.innerHTML = `<p>Text</p><div id="${ id }"></div>`;
		const found = findContainer( document );
		expect( found?.element.id ).toBe( id );
		expect( found?.route ).toBe( route );
	} );

	it( 'takes the route PHP printed, but only a path', () => {
		document.body.innerHTML =
			'<div id="etn_multivendor_form" data-route="/attendees"></div>';
		expect( findContainer( document )?.route ).toBe( '/attendees' );
		document.body.innerHTML =
			'<div id="etn_multivendor_form" data-route="javascript:x"></div>';
		expect( findContainer( document )?.route ).toBe( '/events/create' );
	} );

	it( 'mounts into the first container only when a page holds several', () => {
		document.body.innerHTML =
			'<div id="etn_frontend_attendee_list"></div><div id="etn_multivendor_form"></div>';
		expect( findContainer( document )?.element.id ).toBe(
			'etn_multivendor_form'
		);
	} );

	it( 'finds nothing on a page without a container', () => {
		document.body.innerHTML = '<div id="eventin-dashboard"></div>';
		expect( findContainer( document ) ).toBeNull();
		expect( CONTAINERS ).toHaveLength( 4 );
	} );

	it( 'keeps the address’s route on a reload, else opens the container’s', () => {
		expect( startHash( '#/attendees/event/4', '/events' ) ).toBe(
			'#/attendees/event/4'
		);
		expect( startHash( '', '/events/create' ) ).toBe( '#/events/create' );
		expect( startHash( '#comments', '/events' ) ).toBe( '#/events' );
	} );
} );

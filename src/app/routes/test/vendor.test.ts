/**
 * The front-end dashboard's route rules: a vendor's key
 * (etn_manage_own_events) opens My events, bookings and attendees; the
 * scanner needs etn_manage_qr_scan; managers open the same screens with
 * their own keys; nobody else opens anything.
 */
import {
	CAPABILITIES,
	holdsOrCovers,
	isAllowed,
} from '../../../stores/global/capabilities';
import { APP_ROUTES } from '..';
import { VENDOR_ROUTES, VENDOR_ROUTE_TABLE } from '../vendor';
import { VENDOR_MENU } from '../menu';
import { getVisibleMenu } from '../rules';
import { getFallbackPath } from '../get-fallback-path';
import { getEventEditorPages } from '../../../admin/components/event-editor/form/pages';
import { SETTINGS } from '../../../admin/test/helpers';

const VENDOR = [ 'etn_manage_own_events' ];
const SCANNING_VENDOR = [ 'etn_manage_own_events', 'etn_manage_qr_scan' ];

function route( path: string ) {
	const found = VENDOR_ROUTES.find(
		( candidate ) => candidate.path === path
	);
	if ( ! found ) {
		throw new Error( `No front-end route ${ path }` );
	}
	return found;
}

function mayOpen( permissions: string[], path: string ) {
	return isAllowed( permissions, false, route( path ).capability );
}

function menuFor( permissions: string[] ) {
	return getVisibleMenu( VENDOR_MENU, VENDOR_ROUTES, ( capability ) =>
		isAllowed( permissions, false, capability )
	).flatMap( ( group ) => group.entries.map( ( entry ) => entry.label ) );
}

describe( 'the front-end dashboard routes', () => {
	it.each( [
		'/events',
		'/events/create',
		'/events/create/:id/:slug',
		'/purchase-report',
		'/purchase-report/:id',
		'/attendees',
		'/attendees/event/:id',
		'/attendees/edit/:id',
	] )( 'a vendor’s key opens %s', ( path ) => {
		expect( mayOpen( VENDOR, path ) ).toBe( true );
		expect( mayOpen( [ 'etn_manage_qr_scan' ], path ) ).toBe( false );
		expect( mayOpen( [], path ) ).toBe( false );
	} );

	it( 'has no screen that only managers have (categories, speakers, settings…)', () => {
		expect( VENDOR_ROUTES.map( ( { path } ) => path ).sort() ).toEqual(
			[
				'/attendees',
				'/attendees/edit/:id',
				'/attendees/event/:id',
				'/events',
				'/events/create',
				'/events/create/:id/:slug',
				'/events/empty',
				'/purchase-report',
				'/purchase-report/:id',
			].sort()
		);
	} );

	it( 'shows each screen the admin shows at the same path (no screen written twice)', () => {
		for ( const vendorRoute of VENDOR_ROUTES ) {
			const admin = APP_ROUTES.find(
				( { path } ) => path === vendorRoute.path
			);
			expect( admin?.Screen ).toBe( vendorRoute.Screen );
		}
	} );

	it( 'opens the scanner launcher only with etn_manage_qr_scan', () => {
		const scanner = route( '/attendees/event/:id' ).withQuery?.route;
		expect( scanner?.capability ).toBe( CAPABILITIES.manageQrScan );
		expect( isAllowed( SCANNING_VENDOR, false, scanner!.capability ) ).toBe(
			true
		);
		expect( isAllowed( VENDOR, false, scanner!.capability ) ).toBe( false );
	} );

	it( 'lets managers in with their own keys, each to their screens', () => {
		expect( mayOpen( [ 'etn_manage_event' ], '/events' ) ).toBe( true );
		expect( mayOpen( [ 'etn_manage_event' ], '/attendees' ) ).toBe( false );
		expect( mayOpen( [ 'etn_manage_order' ], '/purchase-report' ) ).toBe(
			true
		);
		expect( mayOpen( [ 'etn_manage_attendee' ], '/attendees' ) ).toBe(
			true
		);
	} );

	it( 'lists in the menu only what the user may open', () => {
		expect( menuFor( VENDOR ) ).toEqual( [
			'My events',
			'Bookings and revenue',
			'Attendees',
		] );
		expect( menuFor( [ 'etn_manage_event' ] ) ).toEqual( [ 'My events' ] );
		expect( menuFor( [ 'etn_manage_qr_scan' ] ) ).toEqual( [] );
	} );

	it( 'sends a vendor denied a screen to their events, others to the site home', () => {
		const paths = VENDOR_ROUTES.map( ( { path } ) => path );
		const { fallbackAreas } = VENDOR_ROUTE_TABLE;
		expect( getFallbackPath( VENDOR, false, paths, fallbackAreas ) ).toBe(
			'/events'
		);
		expect(
			getFallbackPath(
				[ 'etn_manage_order' ],
				false,
				paths,
				fallbackAreas
			)
		).toBe( '/purchase-report' );
		expect(
			getFallbackPath(
				[ 'etn_manage_setting' ],
				false,
				paths,
				fallbackAreas
			)
		).toBeNull();
	} );

	it( 'lets a vendor’s key reach the bookings and attendees links of their events, not the managers’ other screens', () => {
		expect( holdsOrCovers( VENDOR, CAPABILITIES.manageOrder ) ).toBe(
			true
		);
		expect( holdsOrCovers( VENDOR, CAPABILITIES.manageAttendee ) ).toBe(
			true
		);
		expect( holdsOrCovers( VENDOR, CAPABILITIES.manageEvent ) ).toBe(
			false
		);
		expect( holdsOrCovers( VENDOR, CAPABILITIES.manageSetting ) ).toBe(
			false
		);
		expect( holdsOrCovers( [], CAPABILITIES.manageOrder ) ).toBe( false );
	} );

	it( 'gives vendors the editor’s basic info, location, tickets, schedule and RSVP pages', () => {
		const rsvpOn = { ...SETTINGS, modules: { rsvp: 'on' as const } };
		expect( getEventEditorPages( rsvpOn, false ) ).toEqual( [
			'basic',
			'location',
			'tickets',
			'schedule',
			'rsvp',
		] );
		expect( getEventEditorPages( rsvpOn, true ) ).toContain(
			'certificate'
		);
	} );
} );

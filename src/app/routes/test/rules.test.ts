import { APP_ROUTES } from '..';
import { MENU } from '../menu';
import {
	fillPath,
	getBackButton,
	getDisabledRedirect,
	getHeaderButton,
	getVisibleMenu,
} from '../rules';
import type { AppRoute } from '../types';
import type { Settings } from '../../../stores/global';
import { SETTINGS } from '../../../admin/test/fixtures';

const ON: Settings = {
	...SETTINGS,
	disable_category_and_tags: 'on',
	modules: { rsvp: 'off' },
	registered_domains: [],
};
const OFF: Settings = {
	...SETTINGS,
	disable_category_and_tags: 'off',
	modules: { rsvp: 'off' },
	registered_domains: [],
};

function route( path: string ): AppRoute {
	const found = APP_ROUTES.find( ( candidate ) => candidate.path === path );
	if ( ! found ) {
		throw new Error( `No route ${ path }` );
	}
	return found;
}

const Screen = () => null;

describe( 'getHeaderButton', () => {
	it( 'reads Add New + the entity on list pages', () => {
		expect( getHeaderButton( route( '/categories' ), OFF ) ).toEqual( {
			label: 'Add New Category',
			to: '/categories/create',
			variant: 'primary',
		} );
		expect( getHeaderButton( route( '/tags' ), null ) ).toEqual( {
			label: 'Add New Tag',
			to: '/tags/create',
			variant: 'primary',
		} );
		// Settings that switch categories and tags off leave events alone.
		expect( getHeaderButton( route( '/events' ), ON ) ).toEqual( {
			label: 'Add New Event',
			to: '/events/create',
			variant: 'primary',
		} );
	} );

	it( 'reads Go Back to the list on create pages', () => {
		expect( getHeaderButton( route( '/categories/create' ), OFF ) ).toEqual(
			{
				label: 'Go Back',
				to: '/categories',
				variant: 'secondary',
			}
		);
		expect( getHeaderButton( route( '/tags/create' ), ON )?.to ).toBe(
			'/tags'
		);
	} );

	it( 'hides Add New on categories and tags when they are disabled', () => {
		expect( getHeaderButton( route( '/categories' ), ON ) ).toBeNull();
		expect( getHeaderButton( route( '/tags' ), ON ) ).toBeNull();
	} );

	it( 'keeps Add New on other lists when categories and tags are disabled', () => {
		const speakers: AppRoute = {
			path: '/speakers',
			title: 'Speakers',
			capability: 'etn_manage_organizer',
			Screen,
			header: {
				kind: 'add-new',
				label: 'Add New Speaker',
				to: '/speakers/create',
			},
		};
		expect( getHeaderButton( speakers, ON )?.label ).toBe(
			'Add New Speaker'
		);
	} );

	it( "reads a feature's action: RSVP Reminder on the RSVP report", () => {
		const report: AppRoute = {
			path: '/rsvp-report',
			title: 'RSVP Report',
			capability: 'etn_manage_event',
			Screen,
			header: {
				kind: 'action',
				label: 'RSVP Reminder',
				to: '/rsvp-report/create',
			},
		};
		expect( getHeaderButton( report, OFF ) ).toEqual( {
			label: 'RSVP Reminder',
			to: '/rsvp-report/create',
			variant: 'primary',
		} );
	} );

	it( 'reads RSVP Reminder and Go Back on an event’s RSVP report, with its id', () => {
		const report = route( '/rsvp-report/:id' );
		expect( getHeaderButton( report, OFF, { id: '42' } ) ).toEqual( {
			label: 'RSVP Reminder',
			to: '/rsvp-report/create?event=42',
			variant: 'primary',
		} );
		expect( getBackButton( report, { id: '42' } ) ).toEqual( {
			label: 'Go Back',
			to: '/rsvp-report',
			variant: 'secondary',
		} );
		expect( getHeaderButton( route( '/rsvp-report' ), OFF ) ).toEqual( {
			label: 'RSVP Reminder',
			to: '/rsvp-report/create',
			variant: 'primary',
		} );
		expect( getBackButton( route( '/rsvp-report' ) ) ).toBeNull();
		expect(
			getHeaderButton( route( '/rsvp-report/create' ), OFF )
		).toEqual( {
			label: 'Go Back',
			to: '/rsvp-report',
			variant: 'secondary',
		} );
		// Other routes have no second button.
		expect( getBackButton( route( '/events/create' ) ) ).toBeNull();
	} );

	it( 'fills route parameters into header paths', () => {
		expect( fillPath( '/x?event=:id', { id: '7' } ) ).toBe( '/x?event=7' );
		expect( fillPath( '/x/:id', {} ) ).toBe( '/x/:id' );
		expect( fillPath( '/x/:id', { id: 'a b' } ) ).toBe( '/x/a%20b' );
	} );

	it( 'shows no button where the route declares none', () => {
		expect( getHeaderButton( route( '/events/empty' ), OFF ) ).toBeNull();
	} );
} );

describe( 'getDisabledRedirect', () => {
	it( 'sends the create pages back to their lists when disabled', () => {
		expect( getDisabledRedirect( route( '/categories/create' ), ON ) ).toBe(
			'/categories'
		);
		expect( getDisabledRedirect( route( '/tags/create' ), ON ) ).toBe(
			'/tags'
		);
	} );

	it( 'leaves lists and enabled screens alone', () => {
		expect( getDisabledRedirect( route( '/categories' ), ON ) ).toBeNull();
		expect(
			getDisabledRedirect( route( '/categories/create' ), OFF )
		).toBeNull();
		expect(
			getDisabledRedirect( route( '/tags/create' ), null )
		).toBeNull();
	} );
} );

describe( 'getVisibleMenu', () => {
	it( 'shows the Events and Shortcodes groups to users who manage events', () => {
		const menu = getVisibleMenu(
			MENU,
			APP_ROUTES,
			( capability ) => capability === 'etn_manage_event'
		);
		expect( menu.map( ( group ) => group.label ) ).toEqual( [
			'Events',
			'Shortcodes',
		] );
		expect( menu[ 0 ].entries.map( ( entry ) => entry.label ) ).toEqual( [
			'Events',
			'Event Categories',
			'Event Tags',
			'RSVP Report',
		] );
		expect( menu[ 0 ].entries[ 3 ].path ).toBe( '/rsvp-report' );
		expect( menu[ 1 ].entries ).toEqual( [
			{ label: 'Shortcodes', path: '/shortcodes' },
		] );
	} );

	it( 'shows only the Schedules group to users who manage schedules', () => {
		const menu = getVisibleMenu(
			MENU,
			APP_ROUTES,
			( capability ) => capability === 'etn_manage_schedule'
		);
		expect( menu.map( ( group ) => group.id ) ).toEqual( [ 'schedules' ] );
		expect( menu[ 0 ].entries ).toEqual( [
			{ label: 'Schedules', path: '/schedules' },
		] );
	} );

	it( 'shows Speakers and Speakers Group to users who manage organizers', () => {
		const menu = getVisibleMenu(
			MENU,
			APP_ROUTES,
			( capability ) => capability === 'etn_manage_organizer'
		);
		expect( menu.map( ( group ) => group.id ) ).toEqual( [ 'speakers' ] );
		expect( menu[ 0 ].entries.map( ( entry ) => entry.path ) ).toEqual( [
			'/speakers',
			'/group',
		] );
	} );

	it( 'drops groups left empty', () => {
		expect(
			getVisibleMenu(
				MENU,
				APP_ROUTES,
				( capability ) => capability === 'etn_manage_qr_scan'
			)
		).toEqual( [] );
	} );

	it( 'drops entries whose screen does not exist and keeps the order of groups', () => {
		const menu = getVisibleMenu(
			[
				{
					id: 'reports',
					label: 'Reports',
					entries: [ { label: 'Reports', path: '/no-such-screen' } ],
				},
				...MENU,
			],
			APP_ROUTES,
			() => true
		);
		expect( menu.map( ( group ) => group.id ) ).toEqual( [
			'events',
			'speakers',
			'schedules',
			'bookings',
			'shortcodes',
			'settings',
		] );
	} );

	it( 'shows only the Purchase Report to users who manage orders', () => {
		const menu = getVisibleMenu(
			MENU,
			APP_ROUTES,
			( capability ) => capability === 'etn_manage_order'
		);
		expect( menu.map( ( group ) => group.id ) ).toEqual( [ 'bookings' ] );
		expect( menu[ 0 ].entries ).toEqual( [
			{ label: 'Purchase Report', path: '/purchase-report' },
		] );
	} );
} );

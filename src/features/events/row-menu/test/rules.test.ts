import { applyFilters, addFilter, removeFilter } from '@wordpress/hooks';

import type { Capability } from '../../../../stores/global/capabilities';
import { WIDGETS } from '../../../../widgets/catalogue';
import { makeEvent } from '../../list/test/fixtures';
import { getDefaultMenuItems } from '../default-items';
import {
	getProductMenuItems,
	registerProductMenuItems,
	unregisterProductMenuItems,
} from '../product-items';
import {
	canScanTickets,
	EVENT_CARD_TAG,
	eventScriptRequest,
	finalizeMenuItems,
	insertBeforeDelete,
	isDefaultMenuItemVisible,
} from '../rules';
import {
	EVENT_ROW_MENU_FILTER,
	type EventRowMenuContext,
	type EventRowMenuItem,
} from '../types';

function contextFor(
	capabilities: Capability[],
	isRsvpEnabled = false
): EventRowMenuContext {
	return {
		hasPermission: ( capability ) => capabilities.includes( capability ),
		isRsvpEnabled,
		homeUrl: 'https://example.com/',
	};
}

const EVERYTHING: Capability[] = [
	'etn_manage_event',
	'etn_manage_organizer',
	'etn_manage_schedule',
	'etn_manage_attendee',
	'etn_manage_order',
	'etn_manage_qr_scan',
];

const HANDLERS = { onClone: () => {}, DeleteModal: () => null };

function ids( items: EventRowMenuItem[] ) {
	return items.map( ( item ) => item.id );
}

/**
 * The More menu of an event as the list shows it: the default entries, through the filter, finalized.
 * @param event
 * @param context
 */
function menuFor(
	event: ReturnType< typeof makeEvent >,
	context: EventRowMenuContext
) {
	return finalizeMenuItems(
		applyFilters(
			EVENT_ROW_MENU_FILTER,
			getDefaultMenuItems( event, context, HANDLERS ),
			event,
			context
		)
	);
}

describe( 'the More menu rules', () => {
	it( 'shows Bookings, RSVP Report and Attendee list only with their permissions', () => {
		const none = contextFor( [ 'etn_manage_event' ] );
		expect( isDefaultMenuItemVisible( 'bookings', none ) ).toBe( false );
		expect( isDefaultMenuItemVisible( 'attendees', none ) ).toBe( false );
		expect( isDefaultMenuItemVisible( 'rsvp-report', none ) ).toBe( false );
		expect( isDefaultMenuItemVisible( 'preview', none ) ).toBe( true );
		expect( isDefaultMenuItemVisible( 'clone', none ) ).toBe( true );
		expect( isDefaultMenuItemVisible( 'delete', none ) ).toBe( true );

		expect(
			isDefaultMenuItemVisible(
				'bookings',
				contextFor( [ 'etn_manage_order' ] )
			)
		).toBe( true );
		expect(
			isDefaultMenuItemVisible(
				'attendees',
				contextFor( [ 'etn_manage_attendee' ] )
			)
		).toBe( true );
	} );

	it( 'shows RSVP Report only with the RSVP module on and etn_manage_event', () => {
		expect(
			isDefaultMenuItemVisible(
				'rsvp-report',
				contextFor( [ 'etn_manage_event' ], true )
			)
		).toBe( true );
		expect(
			isDefaultMenuItemVisible(
				'rsvp-report',
				contextFor( [ 'etn_manage_order' ], true )
			)
		).toBe( false );
	} );

	it( 'offers the scanner only with etn_manage_qr_scan', () => {
		expect( canScanTickets( contextFor( [ 'etn_manage_qr_scan' ] ) ) ).toBe(
			true
		);
		expect( canScanTickets( contextFor( [ 'etn_manage_event' ] ) ) ).toBe(
			false
		);
	} );

	it( 'lists the default entries in order, with their targets', () => {
		const items = getDefaultMenuItems(
			makeEvent( { id: 4 } ),
			contextFor( EVERYTHING, true ),
			HANDLERS
		);
		expect( ids( items ) ).toEqual( [
			'preview',
			'bookings',
			'rsvp-report',
			'attendees',
			'clone',
			'delete',
		] );
		expect( items.map( ( item ) => item.to ?? item.href ?? '' ) ).toEqual( [
			'https://example.com/events/jazz-night/',
			'/purchase-report/4',
			'/rsvp-report/4',
			'/attendees/event/4',
			'',
			'',
		] );
		expect( items.map( ( item ) => item.label ) ).toEqual( [
			'Preview',
			'Bookings',
			'RSVP Report',
			'Attendee list',
			'Clone',
			'Delete',
		] );
	} );

	it( 'leaves Preview out when the event has no link', () => {
		expect(
			ids(
				getDefaultMenuItems(
					makeEvent( { link: '' } ),
					contextFor( [] ),
					HANDLERS
				)
			)
		).toEqual( [ 'clone', 'delete' ] );
	} );

	it( 'cleans up what the filter returns', () => {
		expect( finalizeMenuItems( null ) ).toEqual( [] );
		expect(
			ids(
				finalizeMenuItems( [
					{ id: 'a', label: 'A', to: '/x' },
					{ id: 'a', label: 'Again' },
					{ id: 'b', label: 'Same place', to: '/x' },
					{ id: '', label: 'No id' },
					{ id: 'c' },
					null,
					{ id: 'd', label: 'D', to: '/y' },
				] )
			)
		).toEqual( [ 'a', 'd' ] );
	} );

	it( 'inserts entries before Delete', () => {
		const menu = [
			{ id: 'clone', label: 'Clone' },
			{ id: 'delete', label: 'Delete' },
		];
		expect(
			ids( insertBeforeDelete( menu, [ { id: 'x', label: 'X' } ] ) )
		).toEqual( [ 'clone', 'x', 'delete' ] );
		expect(
			ids(
				insertBeforeDelete( menu.slice( 0, 1 ), [
					{ id: 'x', label: 'X' },
				] )
			)
		).toEqual( [ 'clone', 'x' ] );
	} );

	it( "asks for the event card widget's script of the event", () => {
		expect( eventScriptRequest( 7 ) ).toEqual( {
			post_name: 'event',
			shortcode: '[eventin_event event_id="7"]',
		} );
		// The shell's copy of the tag is the catalogue's.
		expect( WIDGETS.find( ( kind ) => kind.name === 'event' )?.tag ).toBe(
			EVENT_CARD_TAG
		);
	} );
} );

describe( "the product's own menu entries", () => {
	it( 'adds Purchase Report, RSVP Report, Scan Ticket, Send Certificate and Get Script with their permissions', () => {
		const event = makeEvent( { id: 9, certificate_template: 3 } );
		const items = getProductMenuItems(
			event,
			contextFor( EVERYTHING, true )
		);
		expect( items.map( ( item ) => item.label ) ).toEqual( [
			'Purchase Report',
			'RSVP Report',
			'Scan Ticket',
			'Send Certificate',
			'Get Script',
		] );
		// This event's report, as the menu's own Bookings.
		expect( items[ 0 ].to ).toBe( '/purchase-report/9' );
		expect( items[ 2 ].to ).toBe( '/attendees/event/9?scanner=1' );

		expect(
			ids(
				getProductMenuItems(
					makeEvent( { certificate_template: 0 } ),
					contextFor( [ 'etn_manage_event' ] )
				)
			)
		).toEqual( [ 'get-script' ] );
	} );

	it( 'go through the filter, before Delete, without repeating a page', () => {
		registerProductMenuItems();
		registerProductMenuItems(); // Once only.
		const event = makeEvent( { id: 9, certificate_template: 3 } );
		const context = contextFor( EVERYTHING, true );
		try {
			const items = menuFor( event, context );
			expect( ids( items ) ).toEqual( [
				'preview',
				'bookings',
				'rsvp-report',
				'attendees',
				'clone',
				'purchase-report',
				'scan-ticket',
				'send-certificate',
				'get-script',
				'delete',
			] );
			// The product's RSVP Report repeats the menu's own: one is kept.
			expect(
				items.filter( ( item ) => item.label === 'RSVP Report' )
			).toHaveLength( 1 );
		} finally {
			unregisterProductMenuItems();
		}
	} );

	it( "show Bookings and Purchase Report side by side, both to the event's report", () => {
		registerProductMenuItems();
		const event = makeEvent( { id: 9 } );
		const context = contextFor( [ 'etn_manage_order' ] );
		try {
			const items = menuFor( event, context );
			const reports = items
				.filter( ( item ) => item.to?.startsWith( '/purchase-report' ) )
				.map( ( { label, to } ) => [ label, to ] );
			expect( reports ).toEqual( [
				[ 'Bookings', '/purchase-report/9' ],
				[ 'Purchase Report', '/purchase-report/9' ],
			] );
		} finally {
			unregisterProductMenuItems();
		}
		// Without etn_manage_order, neither.
		const other = contextFor( [ 'etn_manage_event' ] );
		registerProductMenuItems();
		try {
			const labels = menuFor( event, other ).map(
				( item ) => item.label
			);
			expect( labels ).not.toContain( 'Bookings' );
			expect( labels ).not.toContain( 'Purchase Report' );
		} finally {
			unregisterProductMenuItems();
		}
	} );

	it( "still drop another entry repeating the event's report", () => {
		registerProductMenuItems();
		addFilter(
			EVENT_ROW_MENU_FILTER,
			'test/repeats',
			( items: EventRowMenuItem[], event: { id: number } ) => [
				...items,
				{
					id: 'my-bookings',
					label: 'My bookings',
					to: `/purchase-report/${ event.id }`,
				},
			],
			20
		);
		const event = makeEvent( { id: 9 } );
		const context = contextFor( [ 'etn_manage_order' ] );
		try {
			const labels = menuFor( event, context ).map(
				( item ) => item.label
			);
			expect( labels ).toContain( 'Bookings' );
			expect( labels ).toContain( 'Purchase Report' );
			expect( labels ).not.toContain( 'My bookings' );
		} finally {
			removeFilter( EVENT_ROW_MENU_FILTER, 'test/repeats' );
			unregisterProductMenuItems();
		}
	} );

	it( 'let other extensions add entries', () => {
		addFilter(
			EVENT_ROW_MENU_FILTER,
			'test/extra',
			( items: EventRowMenuItem[], event: { id: number } ) => [
				...items,
				{ id: 'extra', label: 'Extra', to: `/extra/${ event.id }` },
			]
		);
		try {
			const event = makeEvent( { id: 2 } );
			const items = finalizeMenuItems(
				applyFilters(
					EVENT_ROW_MENU_FILTER,
					[],
					event,
					contextFor( [] )
				)
			);
			expect( items ).toEqual( [
				{ id: 'extra', label: 'Extra', to: '/extra/2' },
			] );
		} finally {
			removeFilter( EVENT_ROW_MENU_FILTER, 'test/extra' );
		}
	} );
} );

import {
	formatEventStart,
	formatUtcOffset,
	getBadgeLabel,
	getEventBadges,
	getLocationText,
	getSoldSummary,
	getStartDateTime,
	getStatusLabel,
} from '../rules';
import type { EventLocation } from '../../../../stores/events/types';
import { eventEditPath } from '../../../../admin/paths';

function location( overrides: Partial< EventLocation > ): EventLocation {
	return {
		type: 'venue',
		venue: '',
		address: { address: '' },
		online_link: '',
		...overrides,
	};
}

describe( 'getSoldSummary', () => {
	it( 'shows sold / total and the share sold', () => {
		expect( getSoldSummary( 12, 50 ) ).toEqual( {
			text: '12 / 50',
			percent: 24,
			unlimited: false,
		} );
		expect( getSoldSummary( 1, 3 ).percent ).toBe( 33 );
	} );

	it( 'treats -1 as unlimited, without a share', () => {
		expect( getSoldSummary( 12, -1 ) ).toEqual( {
			text: '12 / Unlimited',
			percent: null,
			unlimited: true,
		} );
	} );

	it( 'copes with nothing on offer and odd values', () => {
		expect( getSoldSummary( 0, 0 ) ).toEqual( {
			text: '0 / 0',
			percent: 0,
			unlimited: false,
		} );
		expect( getSoldSummary( 60, 50 ).percent ).toBe( 100 );
		expect(
			getSoldSummary( undefined as unknown as number, 10 ).text
		).toBe( '0 / 10' );
	} );
} );

describe( 'getEventBadges', () => {
	it( 'marks an occurrence of a recurring event', () => {
		expect(
			getEventBadges( { parent: 7, recurring_enabled: 'no' } )
		).toEqual( [ 'recurrence' ] );
		// A child stays an occurrence whatever its own flag says.
		expect(
			getEventBadges( { parent: 7, recurring_enabled: 'yes' } )
		).toEqual( [ 'recurrence' ] );
	} );

	it( 'marks the recurring parent', () => {
		expect(
			getEventBadges( { parent: 0, recurring_enabled: 'yes' } )
		).toEqual( [ 'recurring-parent' ] );
	} );

	it( 'gives a one-off event no badge', () => {
		expect(
			getEventBadges( { parent: 0, recurring_enabled: 'no' } )
		).toEqual( [] );
	} );

	it( 'names the badges', () => {
		expect( getBadgeLabel( 'recurrence' ) ).toBe( 'Recurrence' );
		expect( getBadgeLabel( 'recurring-parent' ) ).toBe(
			'Recurring Parent'
		);
	} );
} );

describe( 'getLocationText', () => {
	it( 'prefers the postal address', () => {
		expect(
			getLocationText(
				location( {
					venue: 'Town Hall',
					address: { address: '1 Main St, Springfield' },
				} )
			)
		).toBe( '1 Main St, Springfield' );
	} );

	it( 'falls back to the venue name', () => {
		expect( getLocationText( location( { venue: 'Town Hall' } ) ) ).toBe(
			'Town Hall'
		);
	} );

	it( 'shows the link of an online event', () => {
		expect(
			getLocationText(
				location( {
					type: 'online',
					online_link: 'https://meet.example.com/x',
				} )
			)
		).toBe( 'https://meet.example.com/x' );
		expect(
			getLocationText(
				location( {
					type: 'hybrid',
					online_link: 'https://meet.example.com/x',
				} )
			)
		).toBe( 'https://meet.example.com/x' );
	} );

	it( 'shows nothing without a usable location', () => {
		expect( getLocationText( null ) ).toBe( '' );
		expect(
			getLocationText( { venue: 42 } as unknown as EventLocation )
		).toBe( '' );
	} );
} );

describe( 'dates and offsets', () => {
	it( 'shows the offset as UTC±hh:mm', () => {
		expect( formatUtcOffset( '+01:00' ) ).toBe( 'UTC+01:00' );
		expect( formatUtcOffset( '-05:30' ) ).toBe( 'UTC-05:30' );
		expect( formatUtcOffset( '' ) ).toBe( '' );
		expect( formatUtcOffset( 'Europe/Berlin' ) ).toBe( '' );
	} );

	it( 'formats the local start without shifting it', () => {
		expect( formatEventStart( '2026-03-29', '10:00', 'en-US' ) ).toBe(
			'Mar 29, 2026, 10:00 AM'
		);
		expect( formatEventStart( '2026-03-29', '', 'en-US' ) ).toBe(
			'Mar 29, 2026'
		);
		expect( formatEventStart( 'soon', '10:00', 'en-US' ) ).toBe(
			'soon 10:00'
		);
		expect( getStartDateTime( '2026-03-29', '10:00' ) ).toBe(
			'2026-03-29T10:00'
		);
	} );
} );

describe( 'status and links', () => {
	it( 'names each display status', () => {
		expect( getStatusLabel( 'draft' ) ).toBe( 'Draft' );
		expect( getStatusLabel( 'pending' ) ).toBe( 'Pending review' );
		expect( getStatusLabel( 'ongoing' ) ).toBe( 'Ongoing' );
		expect( getStatusLabel( 'upcoming' ) ).toBe( 'Upcoming' );
		expect( getStatusLabel( 'expired' ) ).toBe( 'Expired' );
	} );

	it( 'links the title to the edit page', () => {
		expect( eventEditPath( 12 ) ).toBe( '/events/create/12/basic' );
	} );
} );

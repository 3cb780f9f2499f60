import { getFallbackPath } from '../get-fallback-path';

const ALL_AREAS = [ '/events', '/speakers', '/schedules' ];

describe( 'getFallbackPath', () => {
	it( 'picks the first permitted area in the order events, speakers, schedules', () => {
		expect(
			getFallbackPath(
				[ 'etn_manage_schedule', 'etn_manage_event' ],
				false,
				ALL_AREAS
			)
		).toBe( '/events' );
		expect(
			getFallbackPath(
				[ 'etn_manage_schedule', 'etn_manage_organizer' ],
				false,
				ALL_AREAS
			)
		).toBe( '/speakers' );
		expect(
			getFallbackPath( [ 'etn_manage_schedule' ], false, ALL_AREAS )
		).toBe( '/schedules' );
	} );

	it( 'sends super admins to the first area', () => {
		expect( getFallbackPath( [], true, ALL_AREAS ) ).toBe( '/events' );
	} );

	it( 'returns null (leave for the site home) without any area permission', () => {
		expect(
			getFallbackPath(
				[ 'etn_manage_attendee', 'etn_manage_order' ],
				false,
				ALL_AREAS
			)
		).toBeNull();
		expect( getFallbackPath( [], false, ALL_AREAS ) ).toBeNull();
	} );

	it( 'never picks an area the router does not have, so it cannot loop', () => {
		// Only /events exists today: a schedule manager must not be sent to
		// /schedules, which would redirect to /events and deny again.
		expect(
			getFallbackPath( [ 'etn_manage_schedule' ], false, [ '/events' ] )
		).toBeNull();
		expect(
			getFallbackPath(
				[ 'etn_manage_schedule', 'etn_manage_organizer' ],
				false,
				[ '/events', '/schedules' ]
			)
		).toBe( '/schedules' );
	} );
} );

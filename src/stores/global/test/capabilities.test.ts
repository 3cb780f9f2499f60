import { CAPABILITIES, isAllowed } from '../capabilities';

describe( 'isAllowed', () => {
	it( 'lets a role permission through only to users who hold it', () => {
		expect(
			isAllowed( [ 'etn_manage_event' ], false, CAPABILITIES.manageEvent )
		).toBe( true );
		expect(
			isAllowed(
				[ 'etn_manage_event' ],
				false,
				CAPABILITIES.manageSetting
			)
		).toBe( false );
	} );

	it( 'lets super admins through everywhere', () => {
		expect( isAllowed( [], true, CAPABILITIES.manageSchedule ) ).toBe(
			true
		);
		expect( isAllowed( [], true, CAPABILITIES.superAdmin ) ).toBe( true );
	} );

	it( 'keeps the super-admin screens from everyone else, whatever their list says', () => {
		expect(
			isAllowed(
				[ 'super_admin', 'etn_manage_setting' ],
				false,
				CAPABILITIES.superAdmin
			)
		).toBe( false );
	} );
} );

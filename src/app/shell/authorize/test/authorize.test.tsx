import { screen, waitFor } from '@testing-library/react';

import Authorize, { REDIRECT_DELAY_MS } from '..';
import type { Capability } from '../../../../stores/global';
import {
	ADMIN,
	EVENT_MANAGER,
	mockRest,
	renderRoutes,
} from '../../../../admin/test/helpers';
import { leaveApp } from '../../../../admin/utils/leave-app';
import { ADMIN_ROUTE_TABLE } from '../../../routes';
import { RouteTableContext } from '../../../routes/context';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../../admin/utils/leave-app', () => ( {
	leaveApp: jest.fn(),
} ) );

const CURRENT_USER = 'GET /eventin/v2/permissions/current-user';
const WAIT = { timeout: REDIRECT_DELAY_MS + 1000 };

function renderAt( path: string, capability: Capability ) {
	renderRoutes(
		[
			{
				path,
				element: (
					<RouteTableContext.Provider value={ ADMIN_ROUTE_TABLE }>
						<Authorize capability={ capability }>
							<p>The protected screen</p>
						</Authorize>
					</RouteTableContext.Provider>
				),
			},
			{ path: '/events', element: <p>The events screen</p> },
		],
		path,
		{ homeUrl: 'https://example.test/' }
	);
}

describe( 'Authorize', () => {
	beforeEach( () => {
		( leaveApp as jest.Mock ).mockReset();
	} );

	it( 'shows "Checking Authorization..." while the permissions load', async () => {
		mockRest( {} );
		renderAt( '/categories', 'etn_manage_event' );

		expect(
			await screen.findByText( 'Checking Authorization...' )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'The protected screen' )
		).not.toBeInTheDocument();
	} );

	it( 'shows the screen to a user holding the capability', async () => {
		mockRest( { [ CURRENT_USER ]: EVENT_MANAGER } );
		renderAt( '/categories', 'etn_manage_event' );

		expect(
			await screen.findByText( 'The protected screen' )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Checking Authorization...' )
		).not.toBeInTheDocument();
	} );

	it( 'lets a super admin pass without any permission listed', async () => {
		mockRest( { [ CURRENT_USER ]: ADMIN } );
		renderAt( '/purchase-report', 'etn_manage_order' );

		expect(
			await screen.findByText( 'The protected screen' )
		).toBeInTheDocument();
	} );

	it( 'denies, then redirects to the first permitted area', async () => {
		mockRest( { [ CURRENT_USER ]: EVENT_MANAGER } );
		renderAt( '/schedules', 'etn_manage_schedule' );

		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'The protected screen' )
		).not.toBeInTheDocument();

		expect(
			await screen.findByText( 'The events screen', {}, WAIT )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			'/events'
		);
		expect( leaveApp ).not.toHaveBeenCalled();
	} );

	it( 'sends a user with no permitted area to the site home', async () => {
		mockRest( {
			[ CURRENT_USER ]: {
				...EVENT_MANAGER,
				// Attendees are no area of the fallback order (events, speakers, schedules).
				permissions: [ 'etn_manage_attendee' ],
			},
		} );
		renderAt( '/categories', 'etn_manage_event' );

		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		await waitFor(
			() =>
				expect( leaveApp ).toHaveBeenCalledWith(
					'https://example.test/'
				),
			WAIT
		);
	} );

	it( 'says so when the permissions cannot be loaded', async () => {
		mockRest( {
			[ CURRENT_USER ]: () => {
				throw {
					code: 'rest_cookie_invalid_nonce',
					message: 'Cookie check failed.',
				};
			},
		} );
		renderAt( '/categories', 'etn_manage_event' );

		// The notice (not its copy in the screen-reader live region).
		expect(
			await screen.findByText( /Cookie check failed\./, {
				selector: '.components-notice__content',
			} )
		).toHaveTextContent(
			'Your permissions could not be checked: Cookie check failed. Reload the page to try again.'
		);
		expect( leaveApp ).not.toHaveBeenCalled();
	} );
} );

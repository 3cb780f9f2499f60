import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doAction } from '@wordpress/hooks';

import Notifications, { AUTO_DISMISS_MS } from '..';
import { notify } from '../../../utils/notify';

describe( 'Notifications', () => {
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'shows an eventin_notification action as a toast in the bottom-right stack', () => {
		render( <Notifications /> );

		act( () => {
			doAction( 'eventin_notification', {
				type: 'success',
				message: 'Successfully created tag!',
				description: 'Outdoor is ready.',
			} );
		} );

		const region = screen.getByRole( 'region', { name: 'Notifications' } );
		expect( region ).toHaveClass( 'eventin-notifications' );
		const toast = within( region ).getByRole( 'status' );
		expect( toast ).toHaveTextContent( 'Successfully created tag!' );
		expect( toast ).toHaveTextContent( 'Outdoor is ready.' );
		expect( toast ).toHaveAttribute( 'aria-live', 'polite' );
	} );

	it( 'shows errors as alerts, through notify()', () => {
		render( <Notifications /> );

		act( () => {
			notify( 'error', 'Failed to delete the tag!', 'Server said no.' );
		} );

		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Failed to delete the tag!' );
		expect( alert ).toHaveTextContent( 'Server said no.' );
		expect( alert ).toHaveClass( 'is-error' );
	} );

	it( 'stacks notifications and dismisses one with its button', async () => {
		const user = userEvent.setup();
		render( <Notifications /> );

		act( () => {
			notify( 'info', 'First' );
			notify( 'warning', 'Second' );
		} );
		expect( screen.getAllByRole( 'status' ) ).toHaveLength( 2 );

		await user.click(
			within(
				screen
					.getByText( 'First' )
					.closest( '.eventin-toast' ) as HTMLElement
			).getByRole( 'button', { name: 'Dismiss this notification' } )
		);

		expect( screen.queryByText( 'First' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Second' ) ).toBeInTheDocument();
	} );

	it( 'closes a notification by itself after a few seconds', () => {
		jest.useFakeTimers();
		render( <Notifications /> );

		act( () => {
			notify( 'success', 'Saved' );
		} );
		act( () => {
			jest.advanceTimersByTime( AUTO_DISMISS_MS - 100 );
		} );
		expect( screen.getByText( 'Saved' ) ).toBeInTheDocument();

		act( () => {
			jest.advanceTimersByTime( 200 );
		} );
		expect( screen.queryByText( 'Saved' ) ).not.toBeInTheDocument();
	} );

	it( 'ignores payloads without a message and stops listening once unmounted', () => {
		const { unmount } = render( <Notifications /> );

		act( () => {
			doAction( 'eventin_notification', { type: 'success' } );
		} );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();

		unmount();
		expect( () => notify( 'info', 'Nobody listens' ) ).not.toThrow();
	} );
} );

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultHooks, doAction } from '@wordpress/hooks';

import Notifications, { AUTO_DISMISS_MS } from '..';
import { NOTIFICATION_ACTION, notify } from '../../../../admin/utils/notify';

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

	it( 'ignores payloads without a message, and shows an unknown type as info', () => {
		render( <Notifications /> );

		act( () => {
			doAction( 'eventin_notification', { type: 'success' } );
			doAction( 'eventin_notification', null );
		} );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

		act( () => {
			doAction( 'eventin_notification', {
				type: 'shout',
				message: 'Heads up',
			} );
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Heads up' );
		expect( screen.getByRole( 'status' ) ).toHaveClass( 'is-info' );
	} );

	it( 'stops listening once unmounted: the stack on screen shows a notice once', () => {
		const { unmount } = render( <Notifications /> );
		unmount();
		expect(
			defaultHooks.actions[ NOTIFICATION_ACTION ]?.handlers ?? []
		).toEqual( [] );

		render( <Notifications /> );
		act( () => {
			notify( 'info', 'Only one stack listens' );
		} );

		const toasts = screen.getAllByRole( 'status' );
		expect( toasts ).toHaveLength( 1 );
		expect( toasts[ 0 ] ).toHaveTextContent( 'Only one stack listens' );
	} );

	it( 'scroll the focused control out from under the toasts, not one elsewhere', () => {
		const rect = (
			top: number,
			left: number,
			height: number,
			width: number
		) =>
			( {
				top,
				left,
				bottom: top + height,
				right: left + width,
				height,
				width,
				x: left,
				y: top,
				toJSON: () => ( {} ),
			} ) as DOMRect;
		const scrollBy = jest.fn();
		window.scrollBy = scrollBy as typeof window.scrollBy;
		render(
			<>
				<button>View details</button>
				<button>Elsewhere</button>
				<Notifications />
			</>
		);
		const under = screen.getByRole( 'button', { name: 'View details' } );
		const elsewhere = screen.getByRole( 'button', { name: 'Elsewhere' } );
		jest.spyOn( under, 'getBoundingClientRect' ).mockReturnValue(
			rect( 820, 1100, 32, 32 )
		);
		jest.spyOn( elsewhere, 'getBoundingClientRect' ).mockReturnValue(
			rect( 400, 1100, 32, 32 )
		);
		jest.spyOn(
			screen.getByRole( 'region', { name: 'Notifications' } ),
			'getBoundingClientRect'
		).mockReturnValue( rect( 800, 900, 50, 350 ) );

		// No toast: nothing moves.
		act( () => under.focus() );
		expect( scrollBy ).not.toHaveBeenCalled();
		// A toast over the focused control: up by the overlap and 8 px.
		act( () => notify( 'success', 'Booking #7 refunded: $25.00 in all.' ) );
		expect( scrollBy ).toHaveBeenCalledWith( { top: 852 - 800 + 8 } );
		// The focus moving to a control clear of it: nothing moves.
		scrollBy.mockClear();
		act( () => elsewhere.focus() );
		expect( scrollBy ).not.toHaveBeenCalled();
		// Back under it, while it shows: up again.
		act( () => under.focus() );
		expect( scrollBy ).toHaveBeenCalledTimes( 1 );
	} );
} );

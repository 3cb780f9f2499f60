/**
 * Leaving a sub-page with unsaved changes asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { EVENT_MANAGER, mockRest, restFor } from '../../../test/helpers';
import { makeEvent } from '../../../utils/test/event-fixture';
import { currentPath, renderEditor } from '../../../test/render-data-router';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const EVENT = makeEvent();
const QUESTION = 'You have unsaved changes. Leave anyway?';

async function openBasicInfo() {
	mockRest( {
		...restFor( EVENT_MANAGER ),
		'GET /eventin/v2/events/12': EVENT,
		'PUT /eventin/v2/events/12': ( { data }: { data: object } ) => ( {
			...EVENT,
			...data,
		} ),
	} );
	const rendered = renderEditor( '/events/create/12/basic' );
	const title = await screen.findByRole( 'textbox', { name: 'Title' } );
	return { ...rendered, title };
}

function menuLink( name: string ) {
	return within(
		screen.getByRole( 'navigation', { name: 'Event settings' } )
	).getByRole( 'link', { name } );
}

function beforeUnloadIsCancelled(): boolean {
	const event = new Event( 'beforeunload', { cancelable: true } );
	window.dispatchEvent( event );
	return event.defaultPrevented;
}

describe( 'the unsaved-changes guard', () => {
	it( 'lets the user go without changes', async () => {
		const user = userEvent.setup();
		const { router } = await openBasicInfo();

		await user.click( menuLink( 'Location' ) );

		await waitFor( () =>
			expect( currentPath( router ) ).toBe( '/events/create/12/location' )
		);
		expect( screen.queryByText( QUESTION ) ).not.toBeInTheDocument();
		expect( beforeUnloadIsCancelled() ).toBe( false );
	} );

	it( 'asks before leaving with changes; Stay keeps them', async () => {
		const user = userEvent.setup();
		const { router, title } = await openBasicInfo();

		await user.type( title, ' Live' );
		await user.click( menuLink( 'Location' ) );

		const dialog = await screen.findByRole( 'dialog', {
			name: 'Unsaved changes',
		} );
		expect( within( dialog ).getByText( QUESTION ) ).toBeInTheDocument();
		// Focus moves into the dialog, on its first button.
		await waitFor( () =>
			expect(
				within( dialog ).getByRole( 'button', { name: 'Stay' } )
			).toHaveFocus()
		);

		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Stay' } )
		);

		expect(
			screen.queryByRole( 'dialog', { name: 'Unsaved changes' } )
		).not.toBeInTheDocument();
		expect( currentPath( router ) ).toBe( '/events/create/12/basic' );
		expect( title ).toHaveValue( 'Jazz Night Live' );
	} );

	it( 'stays with Escape, and leaves with Leave (keyboard only)', async () => {
		const user = userEvent.setup();
		const { router, title } = await openBasicInfo();

		await user.type( title, ' Live' );
		// The header's Go Back is a router link too.
		await user.click( screen.getByRole( 'link', { name: 'Go Back' } ) );
		await screen.findByRole( 'dialog', { name: 'Unsaved changes' } );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Stay' } )
			).toHaveFocus()
		);
		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'dialog', { name: 'Unsaved changes' } )
			).not.toBeInTheDocument()
		);
		expect( currentPath( router ) ).toBe( '/events/create/12/basic' );

		await user.click( menuLink( 'Tickets' ) );
		await screen.findByRole( 'dialog', { name: 'Unsaved changes' } );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Stay' } )
			).toHaveFocus()
		);
		// (jsdom has no layout for the modal's Tab cycling: focus directly.)
		screen.getByRole( 'button', { name: 'Leave' } ).focus();
		await user.keyboard( '{Enter}' );

		await waitFor( () =>
			expect( currentPath( router ) ).toBe( '/events/create/12/tickets' )
		);
		expect(
			screen.queryByRole( 'dialog', { name: 'Unsaved changes' } )
		).not.toBeInTheDocument();
	} );

	it( 'makes the browser ask before unloading, until saved', async () => {
		const user = userEvent.setup();
		const { router, title } = await openBasicInfo();

		await user.type( title, ' Live' );
		expect( beforeUnloadIsCancelled() ).toBe( true );

		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
		expect( await screen.findByText( 'Event saved.' ) ).toBeInTheDocument();
		expect( beforeUnloadIsCancelled() ).toBe( false );

		await user.click( menuLink( 'Location' ) );
		await waitFor( () =>
			expect( currentPath( router ) ).toBe( '/events/create/12/location' )
		);
		expect( screen.queryByText( QUESTION ) ).not.toBeInTheDocument();
	} );

	it( 'does not ask once the changes are undone', async () => {
		const user = userEvent.setup();
		const { router, title } = await openBasicInfo();

		await user.type( title, '!' );
		await user.type( title, '{Backspace}' );
		await user.click( menuLink( 'Location' ) );

		await waitFor( () =>
			expect( currentPath( router ) ).toBe( '/events/create/12/location' )
		);
	} );
} );

/**
 * A list's redirect to its empty state, in a data router as in wp-admin.
 */
import { act, render } from '@testing-library/react';
import { useState } from '@wordpress/element';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

// Its fetch Request stand-in, which data routers need in jsdom.
import '../../test/render-data-router';
import { useEmptyStateRedirect } from '../use-empty-state-redirect';

let markEmpty: () => void = () => {};

function List() {
	const [ isEmpty, setEmpty ] = useState( false );
	markEmpty = () => setEmpty( true );
	useEmptyStateRedirect( isEmpty, '/list/empty' );
	return <p>The list</p>;
}

function renderAt( path: string ) {
	const router = createMemoryRouter(
		[
			{ path: '/list', element: <List /> },
			{ path: '/list/empty', element: <p>No items yet</p> },
			{ path: '/other', element: <p>Another screen</p> },
		],
		{ initialEntries: [ path ] }
	);
	render( <RouterProvider router={ router } /> );
	return router;
}

describe( 'useEmptyStateRedirect', () => {
	it( 'sends a list without items to its empty state, in place of the list', async () => {
		const router = renderAt( '/list' );
		await act( async () => markEmpty() );
		expect( router.state.location.pathname ).toBe( '/list/empty' );
		expect( router.state.historyAction ).toBe( 'REPLACE' );
	} );

	it( 'keeps the screen the user went to when the list learns it is empty on the way out', async () => {
		const router = renderAt( '/list' );
		// The click's navigation renders in a transition; the list's answer
		// arrives first and the list, still on the page, learns it is empty.
		await act( async () => {
			router.navigate( '/other' );
			markEmpty();
		} );
		expect( router.state.location.pathname ).toBe( '/other' );
	} );
} );

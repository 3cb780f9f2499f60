import { act, fireEvent, render, screen } from '@testing-library/react';

import ListSearch, { SEARCH_DEBOUNCE_MS } from '../search';

/** Key presses this far apart: each one starts the wait again. */
const BETWEEN_KEYS = 80;

describe( "a list's search field", () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'searches once, SEARCH_DEBOUNCE_MS after the last key', () => {
		const onSearch = jest.fn();
		render(
			<ListSearch
				label="Search events"
				placeholder="Search events"
				value=""
				onSearch={ onSearch }
			/>
		);
		act( () => {
			jest.runOnlyPendingTimers();
		} );
		onSearch.mockClear();

		const field = screen.getByRole( 'searchbox', {
			name: 'Search events',
		} );
		const word = 'Jazz night';
		for ( let typed = 1; typed <= word.length; typed++ ) {
			fireEvent.change( field, {
				target: { value: word.slice( 0, typed ) },
			} );
			act( () => {
				jest.advanceTimersByTime( BETWEEN_KEYS );
			} );
		}
		// Typing took longer than the wait, but no pause was as long.
		expect( BETWEEN_KEYS * word.length ).toBeGreaterThan(
			SEARCH_DEBOUNCE_MS
		);
		expect( onSearch ).not.toHaveBeenCalled();

		act( () => {
			jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS - BETWEEN_KEYS - 1 );
		} );
		expect( onSearch ).not.toHaveBeenCalled();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( onSearch.mock.calls ).toEqual( [ [ word ] ] );

		act( () => {
			jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS * 4 );
		} );
		expect( onSearch ).toHaveBeenCalledTimes( 1 );
	} );
} );

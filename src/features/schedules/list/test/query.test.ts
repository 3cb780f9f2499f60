/**
 * The schedule list's view → query rules and its year filter.
 */
import { type View } from '@wordpress/dataviews/wp';

import { getYearChoices, getYearFilter, scheduleViewToQuery } from '../query';

const VIEW: View = {
	type: 'table',
	search: '',
	filters: [],
	page: 1,
	perPage: 10,
};

/**
 * The view filtered by a year, as the Year select sets it.
 *
 * @param view The view.
 * @param year The year (any value, for the checks).
 */
function withYear( view: View, year: unknown ): View {
	return {
		...view,
		filters: [ { field: 'year', operator: 'is', value: year } ],
	};
}

describe( 'scheduleViewToQuery', () => {
	it( 'asks for a page of all schedules by default', () => {
		expect( scheduleViewToQuery( VIEW ) ).toEqual( {
			paged: 1,
			per_page: 10,
		} );
	} );

	it( 'sends the search, the year and the page', () => {
		const view = withYear(
			{ ...VIEW, search: '  keynote ', page: 3, perPage: 20 },
			2026
		);
		expect( scheduleViewToQuery( view ) ).toEqual( {
			paged: 3,
			per_page: 20,
			search: 'keynote',
			year: 2026,
		} );
	} );
} );

describe( 'the year filter', () => {
	it( 'is read, and null without one', () => {
		expect( getYearFilter( withYear( VIEW, 2025 ) ) ).toBe( 2025 );
		expect( getYearFilter( VIEW ) ).toBeNull();
	} );

	it( 'ignores values that are not years', () => {
		expect( getYearFilter( withYear( VIEW, '2025' ) ) ).toBeNull();
		expect( getYearFilter( withYear( VIEW, 99 ) ) ).toBeNull();
	} );

	it( 'offers years around this one, newest first, and the chosen one', () => {
		const years = getYearChoices( 2026 );
		expect( years[ 0 ] ).toBe( 2031 );
		expect( years[ years.length - 1 ] ).toBe( 2021 );
		expect( years ).toHaveLength( 11 );
		expect( getYearChoices( 2026, 1999 ).slice( -2 ) ).toEqual( [
			2021, 1999,
		] );
	} );
} );

/**
 * The schedule list's view → query rules, its year filter and when it
 * gives way to /schedules/empty.
 */
import { type View } from '@wordpress/dataviews/wp';

import {
	clearScheduleFilters,
	getYearChoices,
	getYearFilter,
	hasScheduleFilters,
	isSiteWithoutSchedules,
	scheduleViewToQuery,
	setYearFilter,
} from '../schedule-list-query';
import { applyViewChange } from '../view-to-query';

const VIEW: View = {
	type: 'table',
	search: '',
	filters: [],
	page: 1,
	perPage: 10,
};

describe( 'scheduleViewToQuery', () => {
	it( 'asks for a page of all schedules by default', () => {
		expect( scheduleViewToQuery( VIEW ) ).toEqual( {
			paged: 1,
			per_page: 10,
		} );
	} );

	it( 'sends the search, the year and the page', () => {
		const view = setYearFilter(
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
	it( 'is set, read and removed', () => {
		const view = setYearFilter( VIEW, 2025 );
		expect( getYearFilter( view ) ).toBe( 2025 );
		expect( hasScheduleFilters( view ) ).toBe( true );
		expect( getYearFilter( setYearFilter( view, null ) ) ).toBeNull();
		expect( setYearFilter( view, null ).filters ).toEqual( [] );
		expect( getYearFilter( VIEW ) ).toBeNull();
	} );

	it( 'ignores values that are not years', () => {
		expect(
			getYearFilter( {
				...VIEW,
				filters: [ { field: 'year', operator: 'is', value: '2025' } ],
			} )
		).toBeNull();
	} );

	it( 'sends the list back to page 1 when it changes', () => {
		const onPage3 = { ...VIEW, page: 3 };
		expect(
			applyViewChange( onPage3, setYearFilter( onPage3, 2024 ) ).page
		).toBe( 1 );
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

	it( 'is cleared with the search', () => {
		const view = clearScheduleFilters(
			setYearFilter( { ...VIEW, search: 'x', perPage: 50 }, 2025 )
		);
		expect( hasScheduleFilters( view ) ).toBe( false );
		expect( view.perPage ).toBe( 50 );
	} );
} );

describe( 'isSiteWithoutSchedules', () => {
	const state = {
		view: VIEW,
		isLoaded: true,
		hasError: false,
		totalItems: 0,
	};

	it( 'holds for an unfiltered first page that counted none', () => {
		expect( isSiteWithoutSchedules( state ) ).toBe( true );
	} );

	it( 'does not hold while loading, after an error, or with schedules', () => {
		expect( isSiteWithoutSchedules( { ...state, isLoaded: false } ) ).toBe(
			false
		);
		expect( isSiteWithoutSchedules( { ...state, hasError: true } ) ).toBe(
			false
		);
		expect( isSiteWithoutSchedules( { ...state, totalItems: 1 } ) ).toBe(
			false
		);
	} );

	it( 'does not hold for a search, a year or another page', () => {
		for ( const view of [
			{ ...VIEW, search: 'nothing' },
			setYearFilter( VIEW, 2020 ),
			{ ...VIEW, page: 2 },
		] ) {
			expect( isSiteWithoutSchedules( { ...state, view } ) ).toBe(
				false
			);
		}
	} );
} );

/**
 * Shared by the list screens' unit tests: what every list does (the first
 * page and its totals, the debounced search, the page size, a filter that
 * matches nothing, deleting one item or several), run once per list with
 * its own facts (`describeList()`), and the helpers those tests use.
 */
/* eslint-disable jest/no-export -- a shared suite: each list's test file runs it. */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockApiFetch, mockRest, renderApp } from './helpers';

type User = ReturnType< typeof userEvent.setup >;

/** What sets a list apart, for the shared tests. */
export interface ListCase< Item extends { id: number } > {
	/** The route, e.g. '/speakers'. */
	route: string;
	/** The collection's REST path, e.g. '/eventin/v2/speakers'. */
	restPath: string;
	/** The answers the app needs besides the list (`restFor( user )`…). */
	rest: () => Record< string, unknown >;
	/** The list's answer, as apiFetch hands it over. */
	respond: ( items: Item[], total?: number ) => unknown;
	/** Three items, shown by default. */
	items: [ Item, Item, Item ];
	/** An item's title, as its row shows it. */
	title: ( item: Item ) => string;
	/** The search argument's name ('search' by default). */
	searchParam?: string;
	/** What every list request ends with, e.g. '&status=all'. */
	alwaysAdd?: string;
	/** The wording: 'event' and 'events'. */
	noun: { one: string; many: string };
	searchLabel: string;
	/** Column headers, in order. */
	columns: string[];
	addNew: { label: string; href: string };
	perPageLabel: string;
	/** The filter selects, which give way to the bulk actions. */
	filterLabels: string[];
	/** A filter choice that matches nothing, and what the request then carries. */
	emptyFilter?: {
		label: string;
		option: string;
		param: string;
		/** 'No events match these filters.' */
		noMatch: string;
	};
	/** Whether a row's Delete sits in its More menu (else a button). */
	deleteInMenu: boolean;
}

/**
 * The request for a page of a list: `paged`, `per_page`, the search, then
 * what the list always sends.
 *
 * @param list             The list.
 * @param list.restPath    Its collection's REST path.
 * @param list.searchParam Its search argument.
 * @param list.alwaysAdd   What it always sends.
 * @param page             The page.
 * @param page.paged       Its number.
 * @param page.perPage     Its size.
 * @param page.search      The search.
 */
function pageQuery< Item extends { id: number } >(
	{ restPath, searchParam = 'search', alwaysAdd = '' }: ListCase< Item >,
	{
		paged = 1,
		perPage = 10,
		search,
	}: { paged?: number; perPage?: number; search?: string }
): string {
	return `${ restPath }?paged=${ paged }&per_page=${ perPage }${
		search ? `&${ searchParam }=${ search }` : ''
	}${ alwaysAdd }`;
}

/**
 * The requests for a list's pages made so far (their paths).
 *
 * @param restPath The collection's REST path.
 */
export function listPaths( restPath: string ): string[] {
	return mockApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter(
			( options ) =>
				! options.method && options.path.startsWith( `${ restPath }?` )
		)
		.map( ( options ) => options.path );
}

/**
 * The table row showing a title.
 *
 * @param title The title.
 */
export function rowOf( title: string ): HTMLElement {
	return screen.getByText( title ).closest( 'tr' ) as HTMLElement;
}

/** What the server holds when a list opens. */
export interface OpenListOptions< Item > {
	/** The items answered (the list's three by default). */
	items?: Item[];
	/** X-WP-Total / total_items. */
	total?: number;
	/** The app's answers, for another user or settings. */
	rest?: Record< string, unknown >;
	/** Other answers, or other list answers. */
	answers?: Record< string, unknown >;
}

/**
 * Opens a list with its items (the first one shown).
 *
 * @param list            The list.
 * @param options         What the server holds.
 * @param options.items
 * @param options.total
 * @param options.rest
 * @param options.answers
 */
export async function openList< Item extends { id: number } >(
	list: ListCase< Item >,
	{
		items = list.items,
		total = items.length,
		rest = list.rest(),
		answers = {},
	}: OpenListOptions< Item > = {}
) {
	mockRest( {
		...rest,
		[ `GET ${ list.restPath }` ]: () => list.respond( items, total ),
		...answers,
	} );
	const rendered = renderApp( list.route, {
		homeUrl: 'https://example.com/',
	} );
	if ( items.length ) {
		await screen.findByText( list.title( items[ 0 ] ) );
	}
	return rendered;
}

/**
 * Opens 'Are you sure?' for one row's Delete: its button, or its More menu.
 *
 * @param list  The list.
 * @param user  The user-event instance.
 * @param title The row's title.
 */
export async function startRowDelete< Item extends { id: number } >(
	list: ListCase< Item >,
	user: User,
	title: string
): Promise< HTMLElement > {
	const row = within( rowOf( title ) );
	if ( list.deleteInMenu ) {
		await user.click(
			row.getByRole( 'button', { name: `More actions for “${ title }”` } )
		);
		await user.click(
			await screen.findByRole( 'menuitem', { name: 'Delete' } )
		);
	} else {
		await user.click(
			row.getByRole( 'button', { name: `Delete “${ title }”` } )
		);
	}
	return screen.findByRole( 'dialog', { name: 'Are you sure?' } );
}

/**
 * A server that deletes: the list answers `before` until a DELETE, then
 * `after`.
 *
 * @param list   The list.
 * @param before The items before.
 * @param after  The items after.
 */
function deletingServer< Item extends { id: number } >(
	list: ListCase< Item >,
	before: Item[],
	after: Item[]
) {
	let deleted = false;
	return {
		[ `GET ${ list.restPath }` ]: () =>
			list.respond( deleted ? after : before ),
		[ `DELETE ${ list.restPath }` ]: () => {
			deleted = true;
			return {
				deleted: before
					.filter( ( item ) => ! after.includes( item ) )
					.map( ( item ) => item.id ),
			};
		},
	};
}

/**
 * Answers 'Are you sure?' with Delete, after checking its question, and
 * waits for the notice.
 *
 * @param user     The user-event instance.
 * @param dialog   The dialog.
 * @param question What it asks.
 * @param notice   The notice after.
 */
async function confirmDelete(
	user: User,
	dialog: HTMLElement,
	question: string,
	notice: string
) {
	expect( dialog ).toHaveTextContent( question );
	await user.click(
		within( dialog ).getByRole( 'button', { name: 'Delete' } )
	);
	expect( await screen.findByText( notice ) ).toBeInTheDocument();
}

/**
 * The tests every list passes.
 *
 * @param list The list.
 */
export function describeList< Item extends { id: number } >(
	list: ListCase< Item >
) {
	const { noun, restPath } = list;
	const [ first, second, third ] = list.items;
	const paths = () => listPaths( restPath );

	// Lists take a while to render on a busy machine (the whole test file).
	jest.setTimeout( 20_000 );

	describe( 'as a list', () => {
		afterEach( () => {
			jest.useRealTimers();
		} );

		it( 'asks for the first page and shows the columns and totals', async () => {
			await openList( list, { total: 23 } );

			expect( paths()[ 0 ] ).toBe( pageQuery( list, {} ) );
			expect(
				screen.getByText( `Showing 1 - 10 of 23 ${ noun.many }` )
			).toBeInTheDocument();
			expect(
				screen.getByRole( 'link', { name: list.addNew.label } )
			).toHaveAttribute( 'href', list.addNew.href );
			for ( const header of list.columns ) {
				expect(
					screen.getByRole( 'columnheader', { name: header } )
				).toBeInTheDocument();
			}
		} );

		it( 'searches 500 ms after typing stops', async () => {
			await openList( list );
			jest.useFakeTimers();
			const search = screen.getByRole( 'searchbox', {
				name: list.searchLabel,
			} );
			const searched = () =>
				paths().filter( ( path ) => path.includes( 'search' ) );

			fireEvent.change( search, { target: { value: 'Ga' } } );
			act( () => {
				jest.advanceTimersByTime( 300 );
			} );
			fireEvent.change( search, { target: { value: 'Gala' } } );
			act( () => {
				jest.advanceTimersByTime( 499 );
			} );
			expect( searched() ).toEqual( [] );

			act( () => {
				jest.advanceTimersByTime( 1 );
			} );
			// The store starts its request on a timer of its own.
			act( () => {
				jest.runOnlyPendingTimers();
			} );
			jest.useRealTimers();
			await waitFor( () =>
				expect( searched() ).toEqual( [
					pageQuery( list, { search: 'Gala' } ),
				] )
			);
		} );

		it( 'changes the page size, back on page 1', async () => {
			const user = userEvent.setup();
			await openList( list, { total: 45 } );

			await user.click(
				screen.getByRole( 'button', { name: 'Next page' } )
			);
			await waitFor( () =>
				expect( paths() ).toContain( pageQuery( list, { paged: 2 } ) )
			);
			expect(
				await screen.findByText(
					`Showing 11 - 20 of 45 ${ noun.many }`
				)
			).toBeInTheDocument();

			const perPage = screen.getByRole( 'combobox', {
				name: list.perPageLabel,
			} );
			expect(
				within( perPage )
					.getAllByRole( 'option' )
					.map( ( option ) => option.textContent )
			).toEqual( [ '10', '20', '50', '100' ] );
			await user.selectOptions( perPage, '20' );

			await waitFor( () =>
				expect( paths() ).toContain(
					pageQuery( list, { perPage: 20 } )
				)
			);
			expect(
				await screen.findByText( `Showing 1 - 20 of 45 ${ noun.many }` )
			).toBeInTheDocument();
		} );

		const { emptyFilter } = list;
		if ( emptyFilter ) {
			it( 'stays on the list when a filter matches nothing', async () => {
				const user = userEvent.setup();
				await openList( list, {
					items: [ first ],
					answers: {
						[ `GET ${ restPath }` ]: ( {
							path,
						}: {
							path: string;
						} ) =>
							list.respond(
								path.includes( emptyFilter.param )
									? []
									: [ first ]
							),
					},
				} );

				await user.selectOptions(
					screen.getByRole( 'combobox', { name: emptyFilter.label } ),
					emptyFilter.option
				);

				expect(
					await screen.findByText( emptyFilter.noMatch )
				).toBeInTheDocument();
				expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
					new RegExp( `^${ list.route }$` )
				);
			} );
		}

		it( `deletes one ${ noun.one } after confirmation`, async () => {
			const user = userEvent.setup();
			await openList( list, {
				answers: deletingServer( list, [ first, second ], [ second ] ),
			} );

			await confirmDelete(
				user,
				await startRowDelete( list, user, list.title( first ) ),
				`Are you sure you want to delete this ${ noun.one }?`,
				`Successfully deleted the ${ noun.one }!`
			);
			expect( mockApiFetch ).toHaveBeenCalledWith( {
				path: `${ restPath }?ids%5B0%5D=${ first.id }`,
				method: 'DELETE',
			} );
			await waitFor( () =>
				expect(
					screen.queryByText( list.title( first ) )
				).not.toBeInTheDocument()
			);
			expect(
				screen.getByText( list.title( second ) )
			).toBeInTheDocument();
			expect(
				screen.queryByRole( 'dialog', { name: 'Are you sure?' } )
			).not.toBeInTheDocument();
		} );

		it( `keeps the ${ noun.one } when Cancel is chosen`, async () => {
			const user = userEvent.setup();
			await openList( list );

			const dialog = await startRowDelete(
				list,
				user,
				list.title( first )
			);
			await user.click(
				within( dialog ).getByRole( 'button', { name: 'Cancel' } )
			);

			expect(
				screen.queryByRole( 'dialog', { name: 'Are you sure?' } )
			).not.toBeInTheDocument();
			expect(
				mockApiFetch.mock.calls.some(
					( [ options ] ) => options.method === 'DELETE'
				)
			).toBe( false );
		} );

		it( 'says when a delete fails, with the server’s reason', async () => {
			const user = userEvent.setup();
			await openList( list, {
				answers: {
					[ `DELETE ${ restPath }` ]: () => {
						throw {
							code: 'rest_forbidden',
							message: 'Sorry, you are not allowed to do that.',
							data: { status: 403 },
						};
					},
				},
			} );

			const dialog = await startRowDelete(
				list,
				user,
				list.title( first )
			);
			await user.click(
				within( dialog ).getByRole( 'button', { name: 'Delete' } )
			);

			const alert = await screen.findByRole( 'alert' );
			expect( alert ).toHaveTextContent(
				`Failed to delete the ${ noun.one }!`
			);
			expect( alert ).toHaveTextContent(
				'Sorry, you are not allowed to do that.'
			);
			expect(
				screen.getByText( list.title( first ) )
			).toBeInTheDocument();
		} );

		it( 'swaps the filters for bulk delete while rows are selected', async () => {
			const user = userEvent.setup();
			await openList( list, {
				answers: deletingServer(
					list,
					[ first, second, third ],
					[ third ]
				),
			} );

			expect(
				screen.queryByRole( 'button', { name: 'Delete' } )
			).not.toBeInTheDocument();
			for ( const item of [ first, second ] ) {
				await user.click(
					within( rowOf( list.title( item ) ) ).getByRole(
						'checkbox'
					)
				);
			}

			expect(
				screen.queryByRole( 'searchbox', { name: list.searchLabel } )
			).not.toBeInTheDocument();
			for ( const label of list.filterLabels ) {
				expect(
					screen.queryByRole( 'combobox', { name: label } )
				).not.toBeInTheDocument();
			}

			await user.click(
				screen.getByRole( 'button', { name: 'Delete' } )
			);
			await confirmDelete(
				user,
				await screen.findByRole( 'dialog', { name: 'Are you sure?' } ),
				`Are you sure you want to delete these ${ noun.many }?`,
				`Successfully deleted the ${ noun.many }!`
			);
			expect( mockApiFetch ).toHaveBeenCalledWith( {
				path: `${ restPath }?ids%5B0%5D=${ first.id }&ids%5B1%5D=${ second.id }`,
				method: 'DELETE',
			} );
			expect(
				await screen.findByRole( 'searchbox', {
					name: list.searchLabel,
				} )
			).toBeInTheDocument();
			await waitFor( () =>
				expect(
					screen.queryByText( list.title( second ) )
				).not.toBeInTheDocument()
			);
			expect(
				screen.getByText( list.title( third ) )
			).toBeInTheDocument();
		} );
	} );
}

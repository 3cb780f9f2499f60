/**
 * The features' lists reach the central ones: their routes are the app's,
 * their menu entries land in the core's groups where they say.
 */
import { FEATURES } from '..';
import { APP_ROUTES } from '../../app/routes';
import { MENU, withFeatureEntries } from '../../app/routes/menu';
import { PATHS } from '../paths';

const Screen = () => null;

describe( 'features', () => {
	it( 'route every feature’s screens through the app’s table, once each', () => {
		const paths = APP_ROUTES.map( ( { path } ) => path );
		for ( const feature of FEATURES ) {
			for ( const { path } of feature.routes ) {
				expect( paths.filter( ( p ) => p === path ) ).toHaveLength( 1 );
			}
		}
		const names = FEATURES.map( ( { name } ) => name );
		expect( new Set( names ).size ).toBe( names.length );
	} );

	it( 'name every route’s path in the paths of the app', () => {
		const known = Object.values( PATHS ) as string[];
		expect(
			APP_ROUTES.filter( ( { path } ) => ! known.includes( path ) )
		).toEqual( [] );
	} );

	it( 'put RSVP Report last in the Events group of the header menu', () => {
		expect(
			MENU.find( ( { id } ) => id === 'events' )?.entries.map(
				( { label } ) => label
			)
		).toEqual( [
			'Events',
			'Event Categories',
			'Event Tags',
			'RSVP Report',
		] );
	} );

	it( 'place an entry after the path it names, or last, and only in its group', () => {
		const core = [
			{
				id: 'a',
				label: 'A',
				entries: [
					{ label: 'One', path: '/one' },
					{ label: 'Two', path: '/two' },
				],
			},
			{ id: 'b', label: 'B', entries: [] },
		];
		const feature = {
			name: 'x',
			routes: [
				{
					path: '/x',
					title: 'X',
					capability: 'etn_manage_event',
					Screen,
				},
			],
			menu: [
				{
					group: 'a',
					after: '/one',
					entry: { label: 'X', path: '/x' },
				},
				{ group: 'a', entry: { label: 'Y', path: '/y' } },
				{ group: 'c', entry: { label: 'Z', path: '/z' } },
			],
		} as const;
		const menu = withFeatureEntries( core, feature.menu );
		expect( menu[ 0 ].entries.map( ( { label } ) => label ) ).toEqual( [
			'One',
			'X',
			'Two',
			'Y',
		] );
		expect( menu[ 1 ].entries ).toEqual( [] );
		expect( core[ 0 ].entries ).toHaveLength( 2 );
	} );
} );

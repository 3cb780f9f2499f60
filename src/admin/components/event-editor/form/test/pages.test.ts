import {
	getEventEditorPages,
	isRsvpModuleOn,
	orderTermsAsTree,
} from '../pages';
import { eventEditPath, isEventEditorPage } from '../../../../paths';
import { SETTINGS } from '../../../../test/helpers';

const RSVP_ON = {
	...SETTINGS,
	disable_category_and_tags: 'off' as const,
	registered_domains: [],
	modules: { rsvp: 'on' as const },
};
const RSVP_OFF = { ...RSVP_ON, modules: { rsvp: 'off' as const } };

describe( 'the editor sub-pages', () => {
	it( 'lists every sub-page with the RSVP module on, in menu order', () => {
		expect( getEventEditorPages( RSVP_ON ) ).toEqual( [
			'basic',
			'location',
			'tickets',
			'recurrence',
			'people',
			'schedule',
			'rsvp',
			'certificate',
		] );
	} );

	it( 'leaves RSVP out while the module is off or the settings unknown', () => {
		expect( getEventEditorPages( RSVP_OFF ) ).not.toContain( 'rsvp' );
		expect( getEventEditorPages( null ) ).not.toContain( 'rsvp' );
		expect( isRsvpModuleOn( null ) ).toBe( false );
		expect( isRsvpModuleOn( RSVP_ON ) ).toBe( true );
	} );

	it( 'builds the path of a sub-page, basic by default', () => {
		expect( eventEditPath( 12 ) ).toBe( '/events/create/12/basic' );
		expect( eventEditPath( 12, 'tickets' ) ).toBe(
			'/events/create/12/tickets'
		);
	} );

	it( 'knows its slugs', () => {
		expect( isEventEditorPage( 'location' ) ).toBe( true );
		expect( isEventEditorPage( 'nope' ) ).toBe( false );
		expect( isEventEditorPage( undefined ) ).toBe( false );
	} );

	it( 'orders terms as a tree, orphans and loops at the top', () => {
		const ordered = orderTermsAsTree( [
			{ id: 3, name: 'Jazz', parent: 1 },
			{ id: 1, name: 'Music', parent: 0 },
			{ id: 4, name: 'Orphan', parent: 99 },
			{ id: 5, name: 'Loop A', parent: 6 },
			{ id: 6, name: 'Loop B', parent: 5 },
			{ id: 7, name: 'Bebop', parent: 3 },
		] );
		expect(
			ordered.map( ( { term, depth } ) => [ term.name, depth ] )
		).toEqual( [
			[ 'Music', 0 ],
			[ 'Jazz', 1 ],
			[ 'Bebop', 2 ],
			[ 'Orphan', 0 ],
			[ 'Loop A', 0 ],
			[ 'Loop B', 0 ],
		] );
	} );
} );

import { getEventEditorPages, isRsvpModuleOn } from '../pages';
import { eventEditPath, isEventEditorPage } from '../../../../paths';
import { SETTINGS } from '../../../../test/fixtures';

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
} );

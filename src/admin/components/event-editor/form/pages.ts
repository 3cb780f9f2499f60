/**
 * The event editor's sub-pages (which ones, their labels) and the order of
 * terms in its checkboxes.
 */
import { __ } from '@wordpress/i18n';

import { type Settings } from '../../../../stores/global/types';
import { EVENT_EDITOR_PAGES, type EventEditorPage } from '../../../paths';

/**
 * Whether the RSVP sub-page exists: only with the RSVP module on.
 *
 * @param settings The plugin settings (null while unknown: off).
 */
export function isRsvpModuleOn( settings: Settings | null ): boolean {
	return settings?.modules?.rsvp === 'on';
}

/**
 * The sub-pages the menu lists for these settings.
 *
 * @param settings The plugin settings.
 */
export function getEventEditorPages(
	settings: Settings | null
): EventEditorPage[] {
	return EVENT_EDITOR_PAGES.filter(
		( page ) => page !== 'rsvp' || isRsvpModuleOn( settings )
	);
}

/**
 * Terms (categories) in tree order, each with its depth: children follow
 * their parent; orphans (parent not in the list) sit at the top level.
 *
 * @param terms The terms.
 */
export function orderTermsAsTree<
	Term extends { id: number; parent?: number },
>( terms: readonly Term[] ): Array< { term: Term; depth: number } > {
	const ids = new Set( terms.map( ( { id } ) => id ) );
	const ordered: Array< { term: Term; depth: number } > = [];
	const seen = new Set< number >();
	const visit = ( parent: number, depth: number ) => {
		for ( const term of terms ) {
			const termParent =
				term.parent && ids.has( term.parent ) && term.parent !== term.id
					? term.parent
					: 0;
			if ( termParent === parent && ! seen.has( term.id ) ) {
				seen.add( term.id );
				ordered.push( { term, depth } );
				visit( term.id, depth + 1 );
			}
		}
	};
	visit( 0, 0 );
	// Terms caught in a parent loop come last, at the top level.
	for ( const term of terms ) {
		if ( ! seen.has( term.id ) ) {
			seen.add( term.id );
			ordered.push( { term, depth: 0 } );
		}
	}
	return ordered;
}

/**
 * The menu label of a sub-page.
 *
 * @param page The sub-page.
 */
export function getPageLabel( page: EventEditorPage ): string {
	switch ( page ) {
		case 'basic':
			return __( 'Basic info', 'eventin' );
		case 'location':
			return __( 'Location', 'eventin' );
		case 'tickets':
			return __( 'Tickets', 'eventin' );
		case 'recurrence':
			return __( 'Recurrence', 'eventin' );
		case 'people':
			return __( 'Speakers and organizers', 'eventin' );
		case 'schedule':
			return __( 'Schedule', 'eventin' );
		case 'rsvp':
			return __( 'RSVP', 'eventin' );
		case 'certificate':
			return __( 'Certificate', 'eventin' );
	}
}

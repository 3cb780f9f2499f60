/**
 * The sub-pages' menu labels.
 */
import { __ } from '@wordpress/i18n';

import { type EventEditorPage } from '../../utils/event-form';

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

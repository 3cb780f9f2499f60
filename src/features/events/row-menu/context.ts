/**
 * The third argument of the `eventin_event_row_menu_items` filter, from the
 * global store: the user's capabilities, the RSVP module, the home URL.
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { store as globalStore } from '../../../stores/global';
import {
	CAPABILITIES,
	holdsOrCovers,
	type Capability,
} from '../../../stores/global/capabilities';
import { useAdminConfig } from '../../../admin/hooks/use-admin-config';
import { type EventRowMenuContext } from './types';

const ALL_CAPABILITIES = Object.values( CAPABILITIES );

export function useEventRowMenuContext(): EventRowMenuContext {
	const { homeUrl } = useAdminConfig();
	const { granted, isRsvpEnabled } = useSelect( ( select ) => {
		const global = select( globalStore );
		return {
			granted: ALL_CAPABILITIES.filter( ( capability ) =>
				global.hasPermission( capability )
			).join( ',' ),
			isRsvpEnabled: global.getSettings()?.modules?.rsvp === 'on',
		};
	}, [] );
	return useMemo( () => {
		const held = granted.split( ',' );
		return {
			// A vendor's key reaches their own events' bookings and attendees.
			hasPermission: ( capability: Capability ) =>
				holdsOrCovers( held, capability ),
			isRsvpEnabled,
			homeUrl,
		};
	}, [ granted, isRsvpEnabled, homeUrl ] );
}

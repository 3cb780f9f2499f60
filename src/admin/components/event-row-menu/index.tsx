/**
 * The Action cell of an event row: Edit, Scan ticket (with the QR-scan
 * permission) and the More menu, whose entries extensions can change with
 * the `eventin_event_row_menu_items` filter (see types.ts).
 */
import {
	DropdownMenu,
	MenuGroup,
	MenuItem,
	VisuallyHidden,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo, useRef, useState } from '@wordpress/element';
import { applyFilters } from '@wordpress/hooks';
import { __, sprintf } from '@wordpress/i18n';
import { moreVertical } from '@wordpress/icons';
import { useNavigate } from 'react-router-dom';

import { store as eventsStore } from '../../../stores/events';
import { type Event } from '../../../stores/events/types';
import { store as globalStore } from '../../../stores/global';
import {
	CAPABILITIES,
	type Capability,
} from '../../../stores/global/capabilities';
import { useAdminConfig } from '../../hooks/use-admin-config';
import { notify } from '../../utils/notify';
import RouterButton from '../router-button';
import DeleteEventModal from './delete-event-modal';
import { getDefaultMenuItems } from './default-items';
import { canScanTickets, finalizeMenuItems } from './rules';
import {
	EVENT_ROW_MENU_FILTER,
	type EventRowMenuContext,
	type EventRowMenuItem,
} from './types';
import { eventEditPath, eventReportPaths } from '../../paths';

const ALL_CAPABILITIES = Object.values( CAPABILITIES );

/**
 * The menu context from the global store: the user's capabilities, the RSVP
 * module, the home URL.
 */
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
			hasPermission: ( capability: Capability ) =>
				held.includes( capability ),
			isRsvpEnabled,
			homeUrl,
		};
	}, [ granted, isRsvpEnabled, homeUrl ] );
}

/**
 * An event's More menu entries: the defaults, then the filter, cleaned up.
 *
 * @param event   The event.
 * @param context The menu context.
 */
export function useEventRowMenuItems(
	event: Event,
	context: EventRowMenuContext
): EventRowMenuItem[] {
	const { cloneItem } = useDispatch( eventsStore );
	const onClone = useCallback( async () => {
		try {
			await cloneItem( event.id );
			notify(
				'success',
				__( 'Successfully cloned the event!', 'eventin' )
			);
		} catch ( error ) {
			notify(
				'error',
				__( 'Failed to clone the event!', 'eventin' ),
				( error as { message?: string } )?.message
			);
		}
	}, [ cloneItem, event.id ] );

	return useMemo(
		() =>
			finalizeMenuItems(
				applyFilters(
					EVENT_ROW_MENU_FILTER,
					getDefaultMenuItems( event, context, {
						onClone,
						DeleteModal: DeleteEventModal,
					} ),
					event,
					context
				)
			),
		[ event, context, onClone ]
	);
}

function MenuEntry( {
	item,
	onClose,
	openModal,
}: {
	item: EventRowMenuItem;
	onClose: () => void;
	openModal: ( item: EventRowMenuItem ) => void;
} ) {
	const navigate = useNavigate();
	return (
		<MenuItem
			isDestructive={ item.isDestructive }
			onClick={ () => {
				onClose();
				if ( item.Modal ) {
					openModal( item );
				} else if ( item.to ) {
					navigate( item.to );
				} else if ( item.href ) {
					window.open( item.href, '_blank', 'noopener,noreferrer' );
				} else {
					item.onClick?.();
				}
			} }
		>
			{ item.label }
			{ ! item.Modal && ! item.to && item.href && (
				<VisuallyHidden as="span">
					{ ' ' +
						/* translators: accessibility text. */
						__( '(opens in a new tab)', 'eventin' ) }
				</VisuallyHidden>
			) }
		</MenuItem>
	);
}

export default function EventRowActions( { event }: { event: Event } ) {
	const context = useEventRowMenuContext();
	const items = useEventRowMenuItems( event, context );
	const [ openItem, setOpenItem ] = useState< EventRowMenuItem | null >(
		null
	);
	const actionsRef = useRef< HTMLDivElement >( null );

	const closeModal = useCallback( () => {
		setOpenItem( null );
		// The menu entry that opened the modal is gone: focus the menu button.
		actionsRef.current
			?.querySelector< HTMLButtonElement >(
				'.eventin-event-row-actions__more'
			)
			?.focus();
	}, [] );

	const OpenModal = openItem?.Modal;

	return (
		<div className="eventin-event-row-actions" ref={ actionsRef }>
			<RouterButton
				to={ eventEditPath( event.id ) }
				variant="secondary"
				size="compact"
			>
				{ __( 'Edit', 'eventin' ) }
			</RouterButton>
			{ canScanTickets( context ) && (
				<RouterButton
					to={ eventReportPaths.scanner( event.id ) }
					variant="tertiary"
					size="compact"
				>
					{ __( 'Scan Ticket', 'eventin' ) }
				</RouterButton>
			) }
			{ items.length > 0 && (
				<DropdownMenu
					icon={ moreVertical }
					label={ sprintf(
						/* translators: %s: event title. */
						__( 'More actions for “%s”', 'eventin' ),
						event.title
					) }
					toggleProps={ {
						size: 'compact',
						className: 'eventin-event-row-actions__more',
					} }
					popoverProps={ { placement: 'bottom-end' } }
				>
					{ ( { onClose } ) => (
						<MenuGroup>
							{ items.map( ( item ) => (
								<MenuEntry
									key={ item.id }
									item={ item }
									onClose={ onClose }
									openModal={ setOpenItem }
								/>
							) ) }
						</MenuGroup>
					) }
				</DropdownMenu>
			) }
			{ OpenModal && (
				<OpenModal event={ event } onClose={ closeModal } />
			) }
		</div>
	);
}

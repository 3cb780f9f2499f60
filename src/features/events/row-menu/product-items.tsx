/**
 * The entries Eventin itself adds to the More menu through the
 * `eventin_event_row_menu_items` filter, the way an extension would:
 * Purchase Report, RSVP Report, Scan Ticket, Send Certificate and Get
 * Script. `registerProductMenuItems()` runs once at startup (src/app/index.tsx).
 *
 * Bookings (the menu's own entry) and Purchase Report both open this
 * event's bookings (/purchase-report/{id}), whose heading names the event;
 * both show, as SPEC's event list names them. RSVP Report leads where the menu's own
 * RSVP Report does (same id): it shows only when that one is missing.
 */
import { Modal, Spinner } from '@wordpress/components';
import { dispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { addFilter, hasFilter, removeFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';

import { type Event } from '../../../stores/events/types';
import { CAPABILITIES } from '../../../stores/global/capabilities';
import { store as shortcodeScriptsStore } from '../../../stores/shortcode-scripts';
import CopyField from '../../../components/copy-field';
import { eventScriptRequest, insertBeforeDelete } from './rules';
import SendCertificateModal from './send-certificate-modal';
import {
	EVENT_ROW_MENU_FILTER,
	type EventRowMenuContext,
	type EventRowMenuItem,
	type EventRowMenuModalProps,
} from './types';
import { eventPurchaseReportPath } from '../../purchase-report/paths';
import { rsvpReportPath } from '../../rsvp/paths';
import { scannerPath } from '../../attendees/paths';

export const PRODUCT_MENU_NAMESPACE = 'eventin/event-row-menu';

/**
 * The script tag of an event's card widget (`POST shortcodes/script`, through
 * the store that the shortcode screens use: the same event asked again gets
 * the same script).
 *
 * @param id The event id.
 */
export async function requestEventScript( id: number ): Promise< string > {
	const { script } = await dispatch(
		shortcodeScriptsStore
	).createShortcodeScript( eventScriptRequest( id ) );
	if ( ! script ) {
		throw new Error( 'The server answered no script.' );
	}
	return script;
}

/**
 * The Get Script modal: asks the server for the event's embed script, then
 * shows it with a Copy button. A failure is only logged, and the modal
 * closes.
 *
 * @param props         The modal's props.
 * @param props.event   The event.
 * @param props.onClose Closes the modal.
 */
export function GetScriptModal( { event, onClose }: EventRowMenuModalProps ) {
	const [ script, setScript ] = useState( '' );
	const close = useRef( onClose );
	close.current = onClose;
	useEffect( () => {
		let live = true;
		requestEventScript( event.id ).then(
			( answer ) => {
				if ( live ) {
					setScript( answer );
				}
			},
			( error: unknown ) => {
				// eslint-disable-next-line no-console -- Get Script failures are only logged.
				console.error( error );
				if ( live ) {
					close.current();
				}
			}
		);
		return () => {
			live = false;
		};
	}, [ event.id ] );
	return (
		<Modal
			title={ __( 'Get Script', 'eventin' ) }
			onRequestClose={ onClose }
			className="eventin-get-script"
		>
			{ ! script ? (
				<p className="eventin-get-script__loading">
					<Spinner />
					{ __( 'Getting the script…', 'eventin' ) }
				</p>
			) : (
				<CopyField
					label={ __( 'Embed script', 'eventin' ) }
					value={ script }
					help={ __(
						'Paste this script where the event should show on another site. It shows only on sites of Settings → Registered domains.',
						'eventin'
					) }
					copyLabel={ __( 'Copy', 'eventin' ) }
					rows={ 3 }
				/>
			) }
		</Modal>
	);
}

/**
 * The product's entries for one event, as far as the user may see them.
 *
 * @param event   The event.
 * @param context The menu context.
 */
export function getProductMenuItems(
	event: Event,
	context: EventRowMenuContext
): EventRowMenuItem[] {
	const items: EventRowMenuItem[] = [];
	if ( context.hasPermission( CAPABILITIES.manageOrder ) ) {
		items.push( {
			id: 'purchase-report',
			label: __( 'Purchase Report', 'eventin' ),
			// This event's report, as Bookings: the row is about one event.
			to: eventPurchaseReportPath( event.id ),
		} );
	}
	if (
		context.isRsvpEnabled &&
		context.hasPermission( CAPABILITIES.manageEvent )
	) {
		items.push( {
			id: 'rsvp-report',
			label: __( 'RSVP Report', 'eventin' ),
			to: rsvpReportPath( event.id ),
		} );
	}
	if ( context.hasPermission( CAPABILITIES.manageQrScan ) ) {
		items.push( {
			id: 'scan-ticket',
			label: __( 'Scan Ticket', 'eventin' ),
			to: scannerPath( event.id ),
		} );
	}
	// Certificates and scripts for other sites are event managers' (a
	// vendor's front-end dashboard offers neither).
	if ( ! context.hasPermission( CAPABILITIES.manageEvent ) ) {
		return items;
	}
	if ( event.certificate_template ) {
		items.push( {
			id: 'send-certificate',
			label: __( 'Send Certificate', 'eventin' ),
			Modal: SendCertificateModal,
		} );
	}
	items.push( {
		id: 'get-script',
		label: __( 'Get Script', 'eventin' ),
		Modal: GetScriptModal,
	} );
	return items;
}

/** Adds the product's entries to every event's More menu (once). */
export function registerProductMenuItems(): void {
	if ( hasFilter( EVENT_ROW_MENU_FILTER, PRODUCT_MENU_NAMESPACE ) ) {
		return;
	}
	addFilter(
		EVENT_ROW_MENU_FILTER,
		PRODUCT_MENU_NAMESPACE,
		(
			items: EventRowMenuItem[],
			event: Event,
			context: EventRowMenuContext
		) =>
			Array.isArray( items ) && event && context
				? insertBeforeDelete(
						items,
						getProductMenuItems( event, context )
					)
				: items
	);
}

/** Takes the product's entries out again (tests). */
export function unregisterProductMenuItems(): void {
	removeFilter( EVENT_ROW_MENU_FILTER, PRODUCT_MENU_NAMESPACE );
}

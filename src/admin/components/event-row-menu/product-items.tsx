/**
 * The entries Eventin itself adds to the More menu through the
 * `eventin_event_row_menu_items` filter, the way an extension would:
 * Purchase Report, RSVP Report, Scan Ticket, Send Certificate and Get
 * Script. `registerProductMenuItems()` runs once at startup (src/admin/index.tsx).
 *
 * Purchase Report and RSVP Report lead where Bookings and the menu's own RSVP
 * Report do: the menu keeps one entry per route, so they show only when those
 * are missing.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Modal, TextareaControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { addFilter, hasFilter, removeFilter } from '@wordpress/hooks';
import { __, _n, sprintf } from '@wordpress/i18n';

import { REST_PATH } from '../../../stores/events/constants';
import { type Event } from '../../../stores/events/types';
import { CAPABILITIES } from '../../../stores/global/capabilities';
import { notify } from '../../utils/notify';
import { getEmbedScript, insertBeforeDelete } from './rules';
import {
	EVENT_ROW_MENU_FILTER,
	type EventRowMenuContext,
	type EventRowMenuItem,
	type EventRowMenuModalProps,
} from './types';
import { eventReportPaths } from '../../paths';

export const PRODUCT_MENU_NAMESPACE = 'eventin/event-row-menu';

/**
 * Asks the server to send the event's certificates, and says how it went.
 *
 * @param event The event.
 */
export async function sendCertificates( event: Event ): Promise< void > {
	try {
		const result = await apiFetch< { sent?: number; message?: string } >( {
			path: `${ REST_PATH }/${ event.id }/send_certificate`,
			method: 'POST',
		} );
		const sent = Number( result?.sent ) || 0;
		notify(
			'success',
			typeof result?.message === 'string' && result.message
				? result.message
				: sprintf(
						/* translators: %d: number of attendees. */
						_n(
							'Certificate sent to %d attendee.',
							'Certificates sent to %d attendees.',
							sent,
							'eventin'
						),
						sent
					)
		);
	} catch ( error ) {
		notify(
			'error',
			__( 'Failed to send the certificates!', 'eventin' ),
			( error as { message?: string } )?.message
		);
	}
}

/**
 * Copies a text to the clipboard; false when the browser refused.
 *
 * @param text The text.
 */
async function copyText( text: string ): Promise< boolean > {
	try {
		await window.navigator.clipboard.writeText( text );
		return true;
	} catch {
		return false;
	}
}

/**
 * The Get Script modal: the script tag that embeds the event elsewhere, with
 * a Copy button. The configuration's home URL is passed in.
 *
 * @param homeUrl The site's home URL.
 */
export function createGetScriptModal( homeUrl: string ) {
	return function GetScriptModal( {
		event,
		onClose,
	}: EventRowMenuModalProps ) {
		const script = getEmbedScript( homeUrl, event.id );
		const [ copied, setCopied ] = useState( false );
		return (
			<Modal
				title={ __( 'Get Script', 'eventin' ) }
				onRequestClose={ onClose }
				className="eventin-get-script"
			>
				<TextareaControl
					label={ __( 'Embed script', 'eventin' ) }
					help={ __(
						'Paste this script where the event should show on another site.',
						'eventin'
					) }
					value={ script }
					onChange={ () => {} }
					readOnly
					rows={ 3 }
					onFocus={ ( focusEvent ) => focusEvent.target.select() }
					__nextHasNoMarginBottom
				/>
				<div className="eventin-get-script__actions">
					<span
						aria-live="polite"
						className="eventin-get-script__status"
					>
						{ copied ? __( 'Copied!', 'eventin' ) : '' }
					</span>
					<Button
						variant="primary"
						onClick={ async () => {
							const done = await copyText( script );
							setCopied( done );
							if ( ! done ) {
								notify(
									'error',
									__(
										'Could not copy the script.',
										'eventin'
									),
									__(
										'Select the script and copy it by hand.',
										'eventin'
									)
								);
							}
						} }
						__next40pxDefaultSize
					>
						{ __( 'Copy', 'eventin' ) }
					</Button>
				</div>
			</Modal>
		);
	};
}

/** One Get Script modal per home URL, so menus keep a stable component. */
const getScriptModals = new Map<
	string,
	ReturnType< typeof createGetScriptModal >
>();

function getScriptModal( homeUrl: string ) {
	let modal = getScriptModals.get( homeUrl );
	if ( ! modal ) {
		modal = createGetScriptModal( homeUrl );
		getScriptModals.set( homeUrl, modal );
	}
	return modal;
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
			to: eventReportPaths.purchaseReport( event.id ),
		} );
	}
	if (
		context.isRsvpEnabled &&
		context.hasPermission( CAPABILITIES.manageEvent )
	) {
		items.push( {
			id: 'rsvp-report',
			label: __( 'RSVP Report', 'eventin' ),
			to: eventReportPaths.rsvpReport( event.id ),
		} );
	}
	if ( context.hasPermission( CAPABILITIES.manageQrScan ) ) {
		items.push( {
			id: 'scan-ticket',
			label: __( 'Scan Ticket', 'eventin' ),
			to: eventReportPaths.scanner( event.id ),
		} );
	}
	if ( event.certificate_template ) {
		items.push( {
			id: 'send-certificate',
			label: __( 'Send Certificate', 'eventin' ),
			onClick: () => sendCertificates( event ),
		} );
	}
	items.push( {
		id: 'get-script',
		label: __( 'Get Script', 'eventin' ),
		Modal: getScriptModal( context.homeUrl ),
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

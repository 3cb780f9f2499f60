/**
 * The event list's actions: Edit and Scan Ticket in the row, then the More
 * menu, whose entries the `eventin_event_row_menu_items` filter decides
 * (`../../event-row-menu`) and which become actions one by one; Delete in
 * bulk too.
 */
import { useDispatch } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { applyFilters } from '@wordpress/hooks';
import { __, _n } from '@wordpress/i18n';
import { useNavigate } from 'react-router-dom';

import { store as eventsStore } from '../../../../stores/events';
import { type Event } from '../../../../stores/events/types';
import { eventEditPath } from '../../../../admin/paths';
import { useEventRowMenuContext } from '../../row-menu/context';
import { getDefaultMenuItems } from '../../row-menu/default-items';
import { canScanTickets, finalizeMenuItems } from '../../row-menu/rules';
import { menuItemToAction } from '../../row-menu/to-actions';
import {
	EVENT_ROW_MENU_FILTER,
	type EventRowMenuModalProps,
} from '../../row-menu/types';
import {
	ActionModal,
	cloneWithNotice,
	getDeleteAction,
	getEditAction,
	type DeleteLabels,
	type ListAction,
	type OutcomeLabels,
} from '../../../../admin/components/list-actions';
import { getScanTicketAction } from './scan-ticket';

function getDeleteLabels(): DeleteLabels {
	return {
		confirm: ( count ) =>
			_n(
				'Are you sure you want to delete this event?',
				'Are you sure you want to delete these events?',
				count,
				'eventin'
			),
		done: ( count ) =>
			_n(
				'Successfully deleted the event!',
				'Successfully deleted the events!',
				count,
				'eventin'
			),
		failed: ( count ) =>
			_n(
				'Failed to delete the event!',
				'Failed to delete the events!',
				count,
				'eventin'
			),
	};
}

function getCloneLabels(): OutcomeLabels {
	return {
		done: () => __( 'Successfully cloned the event!', 'eventin' ),
		failed: () => __( 'Failed to clone the event!', 'eventin' ),
	};
}

/**
 * The list's actions (bulk Delete) and each row's.
 */
export function useEventActions(): {
	actions: ListAction< Event >[];
	getRowActions: ( event: Event ) => ListAction< Event >[];
} {
	const navigate = useNavigate();
	const context = useEventRowMenuContext();
	const { deleteItems, cloneItem } = useDispatch( eventsStore );

	return useMemo( () => {
		const deleteAction = getDeleteAction< Event >( {
			deleteItems,
			labels: getDeleteLabels(),
		} );
		// The menu's Delete entry: the same confirmation as the bulk one.
		const DeleteModal = ( { event, onClose }: EventRowMenuModalProps ) => (
			<ActionModal
				action={ deleteAction }
				items={ [ event ] }
				closeModal={ onClose }
			/>
		);
		const cloneLabels = getCloneLabels();
		const rowActions = [
			getEditAction< Event >( eventEditPath, navigate ),
			...( canScanTickets( context )
				? [ getScanTicketAction( navigate ) ]
				: [] ),
		];
		return {
			actions: [ deleteAction ],
			getRowActions: ( event ) => {
				const menu = finalizeMenuItems(
					applyFilters(
						EVENT_ROW_MENU_FILTER,
						getDefaultMenuItems( event, context, {
							onClone: () =>
								cloneWithNotice(
									cloneItem,
									event.id,
									cloneLabels
								),
							DeleteModal,
						} ),
						event,
						context
					)
				);
				return [
					...rowActions,
					...menu.map( ( item ) =>
						menuItemToAction( item, navigate )
					),
				];
			},
		};
	}, [ deleteItems, cloneItem, navigate, context ] );
}

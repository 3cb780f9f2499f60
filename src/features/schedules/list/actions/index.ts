/**
 * The schedule list's actions (clone with
 * confirmation, edit, delete with confirmation), Delete in bulk too.
 */
import { useDispatch } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, _n } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';
import { useNavigate } from 'react-router-dom';

import { store as schedulesStore } from '../../../../stores/schedules';
import { type Schedule } from '../../../../stores/schedules/types';
import { scheduleEditPath } from '../../paths';
import {
	getCloneAction,
	getDeleteAction,
	getEditAction,
	type CloneLabels,
	type DeleteLabels,
	type ListAction,
} from '../../../../admin/components/list-actions';

function getCloneLabels(): CloneLabels {
	return {
		confirm: __(
			'Are you sure you want to clone this schedule?',
			'eventin'
		),
		done: () => __( 'Successfully cloned the schedule!', 'eventin' ),
		failed: () => __( 'Failed to clone the schedule!', 'eventin' ),
	};
}

function getDeleteLabels(): DeleteLabels {
	return {
		confirm: ( count ) =>
			_n(
				'Are you sure you want to delete this schedule?',
				'Are you sure you want to delete these schedules?',
				count,
				'eventin'
			),
		done: ( count ) =>
			_n(
				'Successfully deleted the schedule!',
				'Successfully deleted the schedules!',
				count,
				'eventin'
			),
		failed: ( count ) =>
			_n(
				'Failed to delete the schedule!',
				'Failed to delete the schedules!',
				count,
				'eventin'
			),
	};
}

export function useScheduleActions(): ListAction< Schedule >[] {
	const navigate = useNavigate();
	const { cloneItem, deleteItems } = useDispatch( schedulesStore );
	return useMemo(
		() => [
			getCloneAction< Schedule >( {
				cloneItem,
				labels: getCloneLabels(),
			} ),
			getEditAction< Schedule >( scheduleEditPath, navigate, pencil ),
			getDeleteAction< Schedule >( {
				deleteItems,
				labels: getDeleteLabels(),
				isPrimary: true,
			} ),
		],
		[ navigate, cloneItem, deleteItems ]
	);
}

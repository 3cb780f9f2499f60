/**
 * The speaker list's actions (view the author page in
 * a new tab, edit, delete with confirmation), Delete in bulk too.
 */
import { useDispatch } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { _n } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';
import { useNavigate } from 'react-router-dom';

import { store as speakersStore } from '../../../../stores/speakers';
import { type Speaker } from '../../../../stores/speakers/types';
import { speakerEditPath } from '../../paths';
import {
	getDeleteAction,
	getEditAction,
	type DeleteLabels,
	type ListAction,
} from '../../../../admin/components/list-actions';
import { getViewAuthorPageAction } from './view-author-page';

function getDeleteLabels(): DeleteLabels {
	return {
		confirm: ( count ) =>
			_n(
				'Are you sure you want to delete this speaker?',
				'Are you sure you want to delete these speakers?',
				count,
				'eventin'
			),
		done: ( count ) =>
			_n(
				'Successfully deleted the speaker!',
				'Successfully deleted the speakers!',
				count,
				'eventin'
			),
		failed: ( count ) =>
			_n(
				'Failed to delete the speaker!',
				'Failed to delete the speakers!',
				count,
				'eventin'
			),
	};
}

export function useSpeakerActions(): ListAction< Speaker >[] {
	const navigate = useNavigate();
	const { deleteItems } = useDispatch( speakersStore );
	return useMemo(
		() => [
			getViewAuthorPageAction( navigate ),
			getEditAction< Speaker >( speakerEditPath, navigate, pencil ),
			getDeleteAction< Speaker >( {
				deleteItems,
				labels: getDeleteLabels(),
				isPrimary: true,
			} ),
		],
		[ navigate, deleteItems ]
	);
}

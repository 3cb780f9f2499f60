/**
 * /group: the speaker groups table, with how many speakers each group has.
 */
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import {
	store as speakerGroupsStore,
	type SpeakerGroup,
} from '../../../stores/speaker-groups';
import { type DeleteLabels } from '../../../admin/components/list-actions';
import { type ListLabels } from '../../../admin/components/list-controls';
import TermList from '../../../admin/components/term-list';
import { formatCount } from '../../../admin/utils/format-count';

const COLUMNS = [ 'count' ];

function getLabels(): ListLabels {
	return {
		search: __( 'Search groups', 'eventin' ),
		empty: __( 'No groups yet.', 'eventin' ),
		noMatch: __( 'No groups match your search.', 'eventin' ),
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of groups. */
				_n( '%s group', '%s groups', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Groups per page', 'eventin' ),
	};
}

function getDeleteLabels(): DeleteLabels {
	return {
		confirm: ( count ) =>
			_n(
				'Are you sure you want to delete this group?',
				'Are you sure you want to delete these groups?',
				count,
				'eventin'
			),
		done: ( count ) =>
			_n(
				'Successfully deleted the group!',
				'Successfully deleted the groups!',
				count,
				'eventin'
			),
		failed: ( count ) =>
			_n(
				'Failed to delete the group!',
				'Failed to delete the groups!',
				count,
				'eventin'
			),
	};
}

export default function SpeakerGroupList() {
	const labels = useMemo( getLabels, [] );
	const deleteLabels = useMemo( getDeleteLabels, [] );
	return (
		<TermList< SpeakerGroup >
			store={ speakerGroupsStore }
			columns={ COLUMNS }
			countLabel={ __( 'Speakers', 'eventin' ) }
			labels={ labels }
			deleteLabels={ deleteLabels }
		/>
	);
}

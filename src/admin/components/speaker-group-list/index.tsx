/**
 * /group: the speaker groups table, with how many speakers each group has.
 */
import { type Field } from '@wordpress/dataviews/wp';
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import {
	store as speakerGroupsStore,
	type SpeakerGroup,
} from '../../../stores/speaker-groups';
import TermList, { type TermListLabels } from '../term-list';

const COLUMNS = [ 'count' ];

export default function SpeakerGroupList() {
	const fields = useMemo< Field< SpeakerGroup >[] >(
		() => [
			{
				id: 'name',
				label: __( 'Name', 'eventin' ),
				type: 'text',
				enableHiding: false,
				enableSorting: true,
				filterBy: false,
			},
			{
				id: 'count',
				label: __( 'Speakers', 'eventin' ),
				type: 'integer',
				enableSorting: true,
				filterBy: false,
			},
		],
		[]
	);

	const labels = useMemo< TermListLabels >(
		() => ( {
			search: __( 'Search groups', 'eventin' ),
			empty: __( 'No groups yet.', 'eventin' ),
			noResults: __( 'No groups match your search.', 'eventin' ),
			showing: ( from, to, total ) =>
				sprintf(
					/* translators: 1: first shown, 2: last shown, 3: number of groups. */
					_n(
						'Showing %1$d - %2$d of %3$d group',
						'Showing %1$d - %2$d of %3$d groups',
						total,
						'eventin'
					),
					from,
					to,
					total
				),
			confirmDelete: ( count ) =>
				_n(
					'Are you sure you want to delete this group?',
					'Are you sure you want to delete these groups?',
					count,
					'eventin'
				),
			deleted: ( count ) =>
				_n(
					'Successfully deleted the group!',
					'Successfully deleted the groups!',
					count,
					'eventin'
				),
			deleteFailed: ( count ) =>
				_n(
					'Failed to delete the group!',
					'Failed to delete the groups!',
					count,
					'eventin'
				),
		} ),
		[]
	);

	return (
		<TermList< SpeakerGroup >
			store={ speakerGroupsStore }
			fields={ fields }
			columns={ COLUMNS }
			labels={ labels }
		/>
	);
}

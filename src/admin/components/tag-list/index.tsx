/**
 * /tags: the event tags table.
 */
import { type Field } from '@wordpress/dataviews/wp';
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store as tagsStore, type EventTag } from '../../../stores/event-tags';
import TermList, { type TermListLabels } from '../term-list';

const COLUMNS = [ 'description', 'count' ];

export default function TagList() {
	const fields = useMemo< Field< EventTag >[] >(
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
				id: 'description',
				label: __( 'Description', 'eventin' ),
				type: 'text',
				enableSorting: false,
				filterBy: false,
			},
			{
				id: 'count',
				label: __( 'Count', 'eventin' ),
				type: 'integer',
				enableSorting: true,
				filterBy: false,
			},
		],
		[]
	);

	const labels = useMemo< TermListLabels >(
		() => ( {
			search: __( 'Search tags', 'eventin' ),
			empty: __( 'No tags yet.', 'eventin' ),
			noResults: __( 'No tags match your search.', 'eventin' ),
			showing: ( from, to, total ) =>
				sprintf(
					/* translators: 1: first shown, 2: last shown, 3: number of tags. */
					_n(
						'Showing %1$d - %2$d of %3$d tag',
						'Showing %1$d - %2$d of %3$d tags',
						total,
						'eventin'
					),
					from,
					to,
					total
				),
			confirmDelete: ( count ) =>
				_n(
					'Are you sure you want to delete this tag?',
					'Are you sure you want to delete these tags?',
					count,
					'eventin'
				),
			deleted: ( count ) =>
				_n(
					'Successfully deleted the tag!',
					'Successfully deleted the tags!',
					count,
					'eventin'
				),
			deleteFailed: ( count ) =>
				_n(
					'Failed to delete the tag!',
					'Failed to delete the tags!',
					count,
					'eventin'
				),
		} ),
		[]
	);

	return (
		<TermList< EventTag >
			store={ tagsStore }
			fields={ fields }
			columns={ COLUMNS }
			labels={ labels }
		/>
	);
}

/**
 * /tags: the event tags table.
 */
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store as tagsStore, type EventTag } from '../../../stores/event-tags';
import { type DeleteLabels } from '../../../admin/components/list-actions';
import { type ListLabels } from '../../../admin/components/list-controls';
import TermList from '../../../admin/components/term-list';
import { formatCount } from '../../../admin/utils/format-count';

const COLUMNS = [ 'description', 'count' ];

function getLabels(): ListLabels {
	return {
		search: __( 'Search tags', 'eventin' ),
		empty: __( 'No tags yet.', 'eventin' ),
		noMatch: __( 'No tags match your search.', 'eventin' ),
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of tags. */
				_n( '%s tag', '%s tags', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Tags per page', 'eventin' ),
	};
}

function getDeleteLabels(): DeleteLabels {
	return {
		confirm: ( count ) =>
			_n(
				'Are you sure you want to delete this tag?',
				'Are you sure you want to delete these tags?',
				count,
				'eventin'
			),
		done: ( count ) =>
			_n(
				'Successfully deleted the tag!',
				'Successfully deleted the tags!',
				count,
				'eventin'
			),
		failed: ( count ) =>
			_n(
				'Failed to delete the tag!',
				'Failed to delete the tags!',
				count,
				'eventin'
			),
	};
}

export default function TagList() {
	const labels = useMemo( getLabels, [] );
	const deleteLabels = useMemo( getDeleteLabels, [] );
	return (
		<TermList< EventTag >
			store={ tagsStore }
			columns={ COLUMNS }
			labels={ labels }
			deleteLabels={ deleteLabels }
		/>
	);
}

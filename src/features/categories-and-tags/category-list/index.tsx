/**
 * /categories: the event categories table.
 */
import { VisuallyHidden } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { type Field } from '@wordpress/dataviews/wp';
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import {
	store as categoriesStore,
	type EventCategory,
} from '../../../stores/event-categories';
import { type DeleteLabels } from '../../../admin/components/list-actions';
import { type ListLabels } from '../../../admin/components/list-controls';
import TermList from '../../../admin/components/term-list';
import { formatCount } from '../../../admin/utils/format-count';

const COLUMNS = [ 'description', 'parent', 'count' ];

function ParentName( { id }: { id: number } ) {
	const parent = useSelect(
		( select ) => ( id ? select( categoriesStore ).getItem( id ) : null ),
		[ id ]
	);
	if ( ! id ) {
		return (
			<span className="eventin-term-list__muted">
				<span aria-hidden="true">—</span>
				<VisuallyHidden>{ __( 'None', 'eventin' ) }</VisuallyHidden>
			</span>
		);
	}
	return <>{ parent?.name ?? `#${ id }` }</>;
}

function getParentField(): Field< EventCategory > {
	return {
		id: 'parent',
		label: __( 'Parent', 'eventin' ),
		enableSorting: false,
		filterBy: false,
		render: ( { item } ) => <ParentName id={ item.parent } />,
	};
}

function getLabels(): ListLabels {
	return {
		search: __( 'Search categories', 'eventin' ),
		empty: __( 'No categories yet.', 'eventin' ),
		noMatch: __( 'No categories match your search.', 'eventin' ),
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of categories. */
				_n( '%s category', '%s categories', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Categories per page', 'eventin' ),
	};
}

function getDeleteLabels(): DeleteLabels {
	return {
		confirm: ( count ) =>
			_n(
				'Are you sure you want to delete this category?',
				'Are you sure you want to delete these categories?',
				count,
				'eventin'
			),
		done: ( count ) =>
			_n(
				'Successfully deleted the category!',
				'Successfully deleted the categories!',
				count,
				'eventin'
			),
		failed: ( count ) =>
			_n(
				'Failed to delete the category!',
				'Failed to delete the categories!',
				count,
				'eventin'
			),
	};
}

export default function CategoryList() {
	const extraFields = useMemo( () => [ getParentField() ], [] );
	const labels = useMemo( getLabels, [] );
	const deleteLabels = useMemo( getDeleteLabels, [] );
	return (
		<TermList< EventCategory >
			store={ categoriesStore }
			columns={ COLUMNS }
			extraFields={ extraFields }
			labels={ labels }
			deleteLabels={ deleteLabels }
		/>
	);
}

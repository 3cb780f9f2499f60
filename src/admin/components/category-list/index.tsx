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
import TermList, { type TermListLabels } from '../term-list';

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

export default function CategoryList() {
	const fields = useMemo< Field< EventCategory >[] >(
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
				id: 'parent',
				label: __( 'Parent', 'eventin' ),
				enableSorting: false,
				filterBy: false,
				render: ( { item } ) => <ParentName id={ item.parent } />,
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
			search: __( 'Search categories', 'eventin' ),
			empty: __( 'No categories yet.', 'eventin' ),
			noResults: __( 'No categories match your search.', 'eventin' ),
			showing: ( from, to, total ) =>
				sprintf(
					/* translators: 1: first shown, 2: last shown, 3: number of categories. */
					_n(
						'Showing %1$d - %2$d of %3$d category',
						'Showing %1$d - %2$d of %3$d categories',
						total,
						'eventin'
					),
					from,
					to,
					total
				),
			confirmDelete: ( count ) =>
				_n(
					'Are you sure you want to delete this category?',
					'Are you sure you want to delete these categories?',
					count,
					'eventin'
				),
			deleted: ( count ) =>
				_n(
					'Successfully deleted the category!',
					'Successfully deleted the categories!',
					count,
					'eventin'
				),
			deleteFailed: ( count ) =>
				_n(
					'Failed to delete the category!',
					'Failed to delete the categories!',
					count,
					'eventin'
				),
		} ),
		[]
	);

	return (
		<TermList< EventCategory >
			store={ categoriesStore }
			fields={ fields }
			columns={ COLUMNS }
			labels={ labels }
		/>
	);
}

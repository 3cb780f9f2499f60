/**
 * The list of a taxonomy (event categories, event tags, speaker groups):
 * the one list frame over a CRUD store, with search, sorting by name or
 * count, pagination, and Delete (in a row's menu, and in bulk). Screens
 * pass their columns and their wording.
 */
import { useDispatch } from '@wordpress/data';
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { type CrudStore } from '../../../stores/crud';
import { useCrudListView } from '../../hooks/use-crud-list';
import { viewToQuery } from '../../utils/view-to-query';
import { getDeleteAction, type DeleteLabels } from '../list-actions';
import { getListView, ListTable, type ListLabels } from '../list-controls';

export interface Term {
	id: number;
	name: string;
}

/** The fields the REST endpoints sort by (`orderby`). */
const SORTABLE_FIELDS = [ 'name', 'count' ];

const NO_FIELDS: never[] = [];

/**
 * The query of a view: page, search, and sorting by name or count.
 *
 * @param view The view.
 */
function termViewToQuery( view: View ) {
	return viewToQuery( view, SORTABLE_FIELDS );
}

function getTermName( term: Term ): string {
	return term.name;
}

/**
 * The fields every taxonomy has: name, description and count.
 *
 * @param countLabel The Count column's header ('Speakers' for groups).
 */
function getTermFields< Item extends Term >(
	countLabel: string
): Field< Item >[] {
	return [
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
			label: countLabel,
			type: 'integer',
			enableSorting: true,
			filterBy: false,
		},
	];
}

export default function TermList< Item extends Term >( {
	store,
	columns,
	extraFields = NO_FIELDS,
	countLabel = __( 'Count', 'eventin' ),
	labels,
	deleteLabels,
}: {
	store: CrudStore< Item >;
	/** The field ids shown beside the name, in order. */
	columns: string[];
	/** Fields of this taxonomy alone (a category's parent). */
	extraFields?: Field< Item >[];
	countLabel?: string;
	labels: ListLabels;
	deleteLabels: DeleteLabels;
} ) {
	const list = useCrudListView(
		store,
		() =>
			getListView( {
				titleField: 'name',
				columns,
				sort: { field: 'name', direction: 'asc' },
			} ),
		termViewToQuery
	);
	const { deleteItems } = useDispatch( store );
	const fields = useMemo(
		() => [ ...getTermFields< Item >( countLabel ), ...extraFields ],
		[ countLabel, extraFields ]
	);
	const actions = useMemo(
		() => [
			getDeleteAction< Item >( { deleteItems, labels: deleteLabels } ),
		],
		[ deleteItems, deleteLabels ]
	);

	return (
		<ListTable< Item >
			block="eventin-term-list"
			list={ list }
			fields={ fields }
			actions={ actions }
			getItemTitle={ getTermName }
			labels={ labels }
		/>
	);
}

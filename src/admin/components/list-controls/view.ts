/**
 * The view a list opens with, and the id of the Action column that the
 * list frame adds to every list's fields.
 */
import type { ColumnStyle, ViewTable } from '@wordpress/dataviews/wp';

import { DEFAULT_PER_PAGE } from '../../utils/view-to-query';

/** The Action column: each row's actions. */
export const ACTIONS_FIELD = 'actions';

/**
 * A list's first view: a table on page 1 without search or filters, its
 * columns, then the Action column (as narrow as its buttons).
 *
 * @param view         The list's own.
 * @param view.columns The columns beside the title, in order.
 * @param view.styles  Their widths.
 */
export function getListView( {
	columns,
	styles,
	...view
}: Pick<
	ViewTable,
	'titleField' | 'descriptionField' | 'mediaField' | 'sort'
> & {
	columns: string[];
	styles?: Record< string, ColumnStyle >;
} ): ViewTable {
	return {
		type: 'table',
		...view,
		fields: [ ...columns, ACTIONS_FIELD ],
		search: '',
		filters: [],
		page: 1,
		perPage: DEFAULT_PER_PAGE,
		layout: { styles: { ...styles, [ ACTIONS_FIELD ]: { width: '1%' } } },
	};
}

/**
 * The bar above a list: its filters, which give way to the bulk actions
 * while rows on screen are selected (the bulk delete
 * control appears only while rows are selected).
 */
import { DataViews } from '@wordpress/dataviews/wp';
import type { ReactNode } from 'react';

export default function ListToolbar( {
	block,
	hasSelection,
	children,
}: {
	/** The list's class (e.g. `eventin-event-list`): adds `{block}__toolbar` and `{block}__bulk`. */
	block: string;
	/** Whether rows on screen are selected. */
	hasSelection: boolean;
	/** The filters. */
	children: ReactNode;
} ) {
	return (
		<div className={ `eventin-list-toolbar ${ block }__toolbar` }>
			{ hasSelection ? (
				<div
					className={ `eventin-list-toolbar__bulk ${ block }__bulk` }
				>
					<DataViews.BulkActionToolbar />
				</div>
			) : (
				children
			) }
		</div>
	);
}

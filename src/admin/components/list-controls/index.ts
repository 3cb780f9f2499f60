/**
 * The parts every DataViews list of the app shares: the toolbar (filters,
 * or the bulk actions while rows are selected), the debounced search, the
 * footer (summary, page size, pages) and deleting after confirmation.
 */
export { default as ListTable } from './table';
export { default as ListToolbar } from './toolbar';
export { default as ListFooter } from './footer';
export { default as ListSearch, SEARCH_DEBOUNCE_MS } from './search';
export {
	DeleteModal,
	deleteWithNotice,
	getDeleteAction,
	type DeleteLabels,
} from './delete';

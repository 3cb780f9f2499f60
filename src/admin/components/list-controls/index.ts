/**
 * The one frame of every DataViews list of the app (`ListTable`) and its
 * parts: the toolbar (filters, or the bulk actions while rows are
 * selected), the filters (search, selects from the filter fields, Clear
 * filters), the debounced search and the footer (summary, page size,
 * pages). Row and bulk actions come from `../list-actions`.
 */
export { default as ListTable, type ListLabels } from './table';
export { getListView } from './view';
export { default as DateRangeFilter } from './date-range';
export { default as ZoneHeader } from './zone-header';
export {
	PLAIN_FIELD,
	DATE_TIME_FORMAT,
	DateTime,
	dateTimeField,
	statusField,
} from './fields';

/**
 * /schedules: the schedule list (SPEC "Schedule list"). A DataViews table
 * (Program Title, Date, Action) over `GET /eventin/v2/schedules`, with a
 * search by program title, a year filter, pagination, and bulk delete of
 * the selected rows (the filters give way to the bulk actions while rows
 * are selected). A site without any schedule goes to /schedules/empty.
 */
import { useDispatch } from '@wordpress/data';
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useCallback, useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store as schedulesStore } from '../../../stores/schedules';
import { type Schedule } from '../../../stores/schedules/types';
import { useCrudList } from '../../hooks/use-crud-list';
import { useEmptyStateRedirect } from '../../hooks/use-empty-state-redirect';
import { useListView } from '../../hooks/use-list-view';
import {
	clearScheduleFilters,
	hasScheduleFilters,
	isSiteWithoutSchedules,
	scheduleViewToQuery,
	setYearFilter,
} from '../../utils/schedule-list-query';
import { formatSiteDate } from '../../utils/site-date';
import { DEFAULT_PER_PAGE } from '../../utils/view-to-query';
import { ListTable, type DeleteLabels } from '../list-controls';
import ScheduleListFilters from './filters';
import ScheduleRowActions from './row-actions';
import { getScheduleTitle, getSlotCountText } from './rules';
import { scheduleEditPath, PATHS } from '../../paths';

const BLOCK = 'eventin-schedule-list';

function getDeleteLabels(): DeleteLabels {
	return {
		confirm: ( count ) =>
			_n(
				'Are you sure you want to delete this schedule?',
				'Are you sure you want to delete these schedules?',
				count,
				'eventin'
			),
		deleted: ( count ) =>
			_n(
				'Successfully deleted the schedule!',
				'Successfully deleted the schedules!',
				count,
				'eventin'
			),
		failed: ( count ) =>
			_n(
				'Failed to delete the schedule!',
				'Failed to delete the schedules!',
				count,
				'eventin'
			),
	};
}

function getSummary( from: number, to: number, total: number ): string {
	return sprintf(
		/* translators: 1: first shown, 2: last shown, 3: number of schedules. */
		_n(
			'Showing %1$d - %2$d of %3$d schedule',
			'Showing %1$d - %2$d of %3$d schedules',
			total,
			'eventin'
		),
		from,
		to,
		total
	);
}

function ScheduleDate( { item }: { item: Schedule } ) {
	if ( ! item.date ) {
		return (
			<span className="eventin-schedule-date is-empty">
				{ __( 'No date', 'eventin' ) }
			</span>
		);
	}
	return (
		<time className="eventin-schedule-date" dateTime={ item.date }>
			{ formatSiteDate( item.date ) }
		</time>
	);
}

function getFields( labels: DeleteLabels ): Field< Schedule >[] {
	const common = {
		enableHiding: false,
		enableSorting: false,
		enableGlobalSearch: false,
		filterBy: false as const,
	};
	return [
		{
			...common,
			id: 'title',
			label: __( 'Program Title', 'eventin' ),
			getValue: ( { item } ) => item.program_title,
			render: ( { item } ) => (
				<span className="eventin-schedule-title">
					{ getScheduleTitle( item ) }
				</span>
			),
		},
		{
			...common,
			id: 'slots',
			label: __( 'Slots', 'eventin' ),
			getValue: ( { item } ) => item.slots?.length ?? 0,
			render: ( { item } ) => (
				<span className="eventin-schedule-slots">
					{ getSlotCountText( item ) }
				</span>
			),
		},
		{
			...common,
			id: 'date',
			label: __( 'Date', 'eventin' ),
			getValue: ( { item } ) => item.date,
			render: ScheduleDate,
		},
		{
			...common,
			id: 'actions',
			label: __( 'Action', 'eventin' ),
			render: ( { item } ) => (
				<ScheduleRowActions schedule={ item } labels={ labels } />
			),
		},
	];
}

function getInitialView(): View {
	return {
		type: 'table',
		titleField: 'title',
		descriptionField: 'slots',
		fields: [ 'date', 'actions' ],
		search: '',
		filters: [],
		page: 1,
		perPage: DEFAULT_PER_PAGE,
		layout: {
			styles: {
				date: { width: '220px' },
				actions: { width: '1%' },
			},
		},
	};
}

export default function ScheduleList() {
	const list = useListView( getInitialView );
	const { view, changeView, onSearch } = list;
	const query = useMemo( () => scheduleViewToQuery( view ), [ view ] );
	const page = useCrudList( schedulesStore, query );
	const { deleteItems } = useDispatch( schedulesStore );
	const labels = useMemo( getDeleteLabels, [] );
	const fields = useMemo( () => getFields( labels ), [ labels ] );
	const currentYear = useMemo( () => new Date().getFullYear(), [] );

	useEmptyStateRedirect(
		isSiteWithoutSchedules( {
			view,
			isLoaded: ! page.isLoading,
			hasError: !! page.error,
			totalItems: page.totalItems,
		} ),
		PATHS.schedulesEmpty
	);

	const onYear = useCallback(
		( year: number | null ) =>
			changeView( ( current ) => setYearFilter( current, year ) ),
		[ changeView ]
	);
	const onClear = useCallback(
		() => changeView( clearScheduleFilters ),
		[ changeView ]
	);

	return (
		<ListTable< Schedule >
			block={ BLOCK }
			list={ list }
			page={ page }
			fields={ fields }
			deleteItems={ deleteItems }
			deleteLabels={ labels }
			editPath={ scheduleEditPath }
			emptyText={
				hasScheduleFilters( view )
					? __( 'No schedules match these filters.', 'eventin' )
					: __( 'No schedules yet.', 'eventin' )
			}
			summary={ getSummary }
			perPageLabel={ __( 'Schedules per page', 'eventin' ) }
			filters={
				<ScheduleListFilters
					view={ view }
					currentYear={ currentYear }
					onSearch={ onSearch }
					onYear={ onYear }
					onClear={ onClear }
				/>
			}
		/>
	);
}

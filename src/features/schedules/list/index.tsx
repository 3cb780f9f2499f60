/**
 * /schedules: the schedule list. A DataViews table
 * (Program Title, Date, Action) over `GET /eventin/v2/schedules`, with a
 * search by program title, a year filter, pagination, and bulk delete of
 * the selected rows (the filters give way to the bulk actions while rows
 * are selected). A site without any schedule goes to /schedules/empty.
 */
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store as schedulesStore } from '../../../stores/schedules';
import { type Schedule } from '../../../stores/schedules/types';
import { useCrudListView } from '../../../admin/hooks/use-crud-list';
import { SCHEDULE_PATHS, scheduleEditPath } from '../paths';
import {
	getYearChoices,
	getYearFilter,
	scheduleViewToQuery,
	YEAR_FILTER_FIELD,
} from './query';
import { formatSiteDate } from '../../../admin/utils/site-date';
import {
	getListView,
	ListTable,
	type ListLabels,
} from '../../../admin/components/list-controls';
import { useScheduleActions } from './actions';
import { getScheduleTitle, getSlotCountText } from './rules';
import { formatCount } from '../../../admin/utils/format-count';

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

/**
 * The columns and the Year filter.
 *
 * @param currentYear This year: the filter offers the years around it.
 * @param chosenYear  The year filtered by, or null.
 */
function getFields(
	currentYear: number,
	chosenYear: number | null
): Field< Schedule >[] {
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
			id: YEAR_FILTER_FIELD,
			label: __( 'Year', 'eventin' ),
			elements: [
				{ value: '', label: __( 'All years', 'eventin' ) },
				...getYearChoices( currentYear, chosenYear ).map(
					( year ) => ( { value: year, label: String( year ) } )
				),
			],
			filterBy: { operators: [ 'is' ], isPrimary: true },
		},
	];
}

function getInitialView(): View {
	return getListView( {
		titleField: 'title',
		descriptionField: 'slots',
		columns: [ 'date' ],
		styles: { date: { width: '220px' } },
	} );
}

function getLabels(): ListLabels {
	return {
		search: __( 'Search schedules', 'eventin' ),
		searchPlaceholder: __( 'Search by program title', 'eventin' ),
		empty: __( 'No schedules yet.', 'eventin' ),
		noMatch: __( 'No schedules match these filters.', 'eventin' ),
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of schedules. */
				_n( '%s schedule', '%s schedules', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Schedules per page', 'eventin' ),
	};
}

export default function ScheduleList() {
	const list = useCrudListView(
		schedulesStore,
		getInitialView,
		scheduleViewToQuery
	);
	const currentYear = useMemo( () => new Date().getFullYear(), [] );
	const chosenYear = getYearFilter( list.view );
	const fields = useMemo(
		() => getFields( currentYear, chosenYear ),
		[ currentYear, chosenYear ]
	);
	const labels = useMemo( getLabels, [] );
	const actions = useScheduleActions();

	return (
		<ListTable< Schedule >
			block="eventin-schedule-list"
			list={ list }
			fields={ fields }
			actions={ actions }
			getItemTitle={ getScheduleTitle }
			editPath={ scheduleEditPath }
			emptyStatePath={ SCHEDULE_PATHS.schedulesEmpty }
			labels={ labels }
		/>
	);
}

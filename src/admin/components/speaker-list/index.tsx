/**
 * /speakers: the speaker list (SPEC "Speaker list"). A DataViews table
 * (Name, Group, Role, Action) over `GET /eventin/v2/speakers`, with search,
 * group and role filters, pagination, and bulk delete of the selected rows
 * (the filters give way to the bulk actions while rows are selected).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useCallback, useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store as speakerGroupsStore } from '../../../stores/speaker-groups';
import { type SpeakerGroup } from '../../../stores/speaker-groups/types';
import { store as speakersStore } from '../../../stores/speakers';
import { type Speaker, type SpeakerRole } from '../../../stores/speakers/types';
import { useCrudList } from '../../hooks/use-crud-list';
import { useListView } from '../../hooks/use-list-view';
import {
	clearSpeakerFilters,
	hasSpeakerFilters,
	setGroupFilter,
	setRoleFilter,
	speakerViewToQuery,
} from '../../utils/speakers';
import { DEFAULT_PER_PAGE } from '../../utils/view-to-query';
import { ListTable, type DeleteLabels } from '../list-controls';
import {
	GroupTags,
	RoleTags,
	SpeakerDetails,
	SpeakerName,
	SpeakerPhoto,
} from './cells';
import SpeakerListFilters from './filters';
import SpeakerRowActions from './row-actions';

/** The groups the filter offers (the same query as the global store's lookups). */
const GROUPS_QUERY = { per_page: 100 };

const NO_GROUPS: SpeakerGroup[] = [];

const BLOCK = 'eventin-speaker-list';

function getDeleteLabels(): DeleteLabels {
	return {
		confirm: ( count ) =>
			_n(
				'Are you sure you want to delete this speaker?',
				'Are you sure you want to delete these speakers?',
				count,
				'eventin'
			),
		deleted: ( count ) =>
			_n(
				'Successfully deleted the speaker!',
				'Successfully deleted the speakers!',
				count,
				'eventin'
			),
		failed: ( count ) =>
			_n(
				'Failed to delete the speaker!',
				'Failed to delete the speakers!',
				count,
				'eventin'
			),
	};
}

function getSummary( from: number, to: number, total: number ): string {
	return sprintf(
		/* translators: 1: first shown, 2: last shown, 3: number of speakers. */
		_n(
			'Showing %1$d - %2$d of %3$d speaker',
			'Showing %1$d - %2$d of %3$d speakers',
			total,
			'eventin'
		),
		from,
		to,
		total
	);
}

function getFields( labels: DeleteLabels ): Field< Speaker >[] {
	const common = {
		enableHiding: false,
		enableSorting: false,
		enableGlobalSearch: false,
		filterBy: false as const,
	};
	return [
		{
			...common,
			id: 'photo',
			label: __( 'Photo', 'eventin' ),
			render: SpeakerPhoto,
		},
		{
			...common,
			id: 'name',
			label: __( 'Name', 'eventin' ),
			getValue: ( { item } ) => item.name,
			render: SpeakerName,
		},
		{
			...common,
			id: 'details',
			label: __( 'Designation', 'eventin' ),
			render: SpeakerDetails,
		},
		{
			...common,
			id: 'group',
			label: __( 'Group', 'eventin' ),
			getValue: ( { item } ) => item.speaker_group.join( ', ' ),
			render: GroupTags,
		},
		{
			...common,
			id: 'role',
			label: __( 'Role', 'eventin' ),
			getValue: ( { item } ) => item.category.join( ', ' ),
			render: RoleTags,
		},
		{
			...common,
			id: 'actions',
			label: __( 'Action', 'eventin' ),
			render: ( { item } ) => (
				<SpeakerRowActions speaker={ item } labels={ labels } />
			),
		},
	];
}

function getInitialView(): View {
	return {
		type: 'table',
		titleField: 'name',
		mediaField: 'photo',
		descriptionField: 'details',
		fields: [ 'group', 'role', 'actions' ],
		search: '',
		filters: [],
		page: 1,
		perPage: DEFAULT_PER_PAGE,
		layout: {
			styles: {
				group: { width: '30%' },
				role: { width: '200px' },
				actions: { width: '1%' },
			},
		},
	};
}

export default function SpeakerList() {
	const list = useListView( getInitialView );
	const { view, changeView, onSearch } = list;
	const query = useMemo( () => speakerViewToQuery( view ), [ view ] );
	const page = useCrudList( speakersStore, query );
	const groups = useSelect(
		( select ) =>
			select( speakerGroupsStore ).getItems( GROUPS_QUERY ) ?? NO_GROUPS,
		[]
	);
	const { deleteItems } = useDispatch( speakersStore );
	const labels = useMemo( getDeleteLabels, [] );
	const fields = useMemo( () => getFields( labels ), [ labels ] );

	const onGroup = useCallback(
		( groupId: number ) =>
			changeView( ( current ) => setGroupFilter( current, groupId ) ),
		[ changeView ]
	);
	const onRole = useCallback(
		( role: SpeakerRole | '' ) =>
			changeView( ( current ) => setRoleFilter( current, role ) ),
		[ changeView ]
	);
	const onClear = useCallback(
		() => changeView( clearSpeakerFilters ),
		[ changeView ]
	);

	return (
		<ListTable< Speaker >
			block={ BLOCK }
			list={ list }
			page={ page }
			fields={ fields }
			deleteItems={ deleteItems }
			deleteLabels={ labels }
			emptyText={
				hasSpeakerFilters( view )
					? __( 'No speakers match these filters.', 'eventin' )
					: __( 'No speakers yet.', 'eventin' )
			}
			summary={ getSummary }
			perPageLabel={ __( 'Speakers per page', 'eventin' ) }
			filters={
				<SpeakerListFilters
					view={ view }
					groups={ groups }
					onSearch={ onSearch }
					onGroup={ onGroup }
					onRole={ onRole }
					onClear={ onClear }
				/>
			}
		/>
	);
}

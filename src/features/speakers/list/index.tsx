/**
 * /speakers: the speaker list. A DataViews table
 * (Name, Group, Role, Action) over `GET /eventin/v2/speakers`, with search,
 * group and role filters, pagination, and bulk delete of the selected rows
 * (the filters give way to the bulk actions while rows are selected).
 */
import { useSelect } from '@wordpress/data';
import { type Field, type View } from '@wordpress/dataviews/wp';
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { store as globalStore } from '../../../stores/global';
import { type SpeakerGroup } from '../../../stores/speaker-groups/types';
import { store as speakersStore } from '../../../stores/speakers';
import { type Speaker } from '../../../stores/speakers/types';
import { useCrudListView } from '../../../admin/hooks/use-crud-list';
import {
	getGroupFilter,
	getRoleLabel,
	GROUP_FILTER_FIELD,
	ROLE_FILTER_FIELD,
	SPEAKER_ROLES,
	speakerViewToQuery,
} from '../../../admin/utils/speakers';
import {
	getListView,
	ListTable,
	type ListLabels,
} from '../../../admin/components/list-controls';
import { useSpeakerActions } from './actions';
import {
	getSpeakerName,
	GroupTags,
	RoleTags,
	SpeakerDetails,
	SpeakerName,
	SpeakerPhoto,
} from './cells';
import { formatCount } from '../../../admin/utils/format-count';

/**
 * The Group filter's choices; a group filtered by that is gone from the
 * list still shows.
 *
 * @param groups The groups.
 * @param chosen The group filtered by (0: none).
 */
function getGroupElements( groups: readonly SpeakerGroup[], chosen: number ) {
	const elements = [
		{ value: 0, label: __( 'All groups', 'eventin' ) },
		...groups.map( ( { id, name } ) => ( { value: id, label: name } ) ),
	];
	if ( chosen > 0 && ! groups.some( ( { id } ) => id === chosen ) ) {
		elements.push( {
			value: chosen,
			label: __( '(unknown group)', 'eventin' ),
		} );
	}
	return elements;
}

function getFields(
	groups: readonly SpeakerGroup[],
	chosenGroup: number
): Field< Speaker >[] {
	const common = {
		enableHiding: false,
		enableSorting: false,
		enableGlobalSearch: false,
		filterBy: false as const,
	};
	const filterBy = { operators: [ 'is' as const ], isPrimary: true };
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
			id: GROUP_FILTER_FIELD,
			label: __( 'Group', 'eventin' ),
			elements: getGroupElements( groups, chosenGroup ),
			filterBy,
		},
		{
			...common,
			id: ROLE_FILTER_FIELD,
			label: __( 'Role', 'eventin' ),
			elements: [
				{ value: '', label: __( 'All roles', 'eventin' ) },
				...SPEAKER_ROLES.map( ( role ) => ( {
					value: role,
					label: getRoleLabel( role ),
				} ) ),
			],
			filterBy,
		},
	];
}

function getInitialView(): View {
	return getListView( {
		titleField: 'name',
		mediaField: 'photo',
		descriptionField: 'details',
		columns: [ 'group', 'role' ],
		styles: { group: { width: '30%' }, role: { width: '200px' } },
	} );
}

function getLabels(): ListLabels {
	return {
		search: __( 'Search speakers', 'eventin' ),
		searchPlaceholder: __( 'Search by name', 'eventin' ),
		empty: __( 'No speakers yet.', 'eventin' ),
		noMatch: __( 'No speakers match these filters.', 'eventin' ),
		count: ( total ) =>
			sprintf(
				/* translators: %s: number of speakers. */
				_n( '%s speaker', '%s speakers', total, 'eventin' ),
				formatCount( total )
			),
		perPage: __( 'Speakers per page', 'eventin' ),
	};
}

export default function SpeakerList() {
	const list = useCrudListView(
		speakersStore,
		getInitialView,
		speakerViewToQuery
	);
	const groups = useSelect(
		( select ) => select( globalStore ).getSpeakerCategories(),
		[]
	);
	const chosenGroup = getGroupFilter( list.view );
	const fields = useMemo(
		() => getFields( groups, chosenGroup ),
		[ groups, chosenGroup ]
	);
	const labels = useMemo( getLabels, [] );
	const actions = useSpeakerActions();

	return (
		<ListTable< Speaker >
			block="eventin-speaker-list"
			list={ list }
			fields={ fields }
			actions={ actions }
			getItemTitle={ getSpeakerName }
			labels={ labels }
		/>
	);
}

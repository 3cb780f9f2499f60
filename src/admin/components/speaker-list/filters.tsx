/**
 * The speaker list's filters: search by name (sent 500 ms after typing
 * stops), group and role.
 */
import { Button, SelectControl } from '@wordpress/components';
import { type View } from '@wordpress/dataviews/wp';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { type SpeakerGroup } from '../../../stores/speaker-groups/types';
import { type SpeakerRole } from '../../../stores/speakers/types';
import {
	getGroupFilter,
	getRoleFilter,
	getRoleLabel,
	hasSpeakerFilters,
	SPEAKER_ROLES,
} from '../../utils/speakers';
import { ListSearch } from '../list-controls';

export default function SpeakerListFilters( {
	view,
	groups,
	onSearch,
	onGroup,
	onRole,
	onClear,
}: {
	view: View;
	groups: readonly SpeakerGroup[];
	onSearch: ( search: string ) => void;
	onGroup: ( groupId: number ) => void;
	onRole: ( role: SpeakerRole | '' ) => void;
	onClear: () => void;
} ) {
	// A new search field (empty) each time the filters are cleared.
	const [ searchKey, setSearchKey ] = useState( 0 );
	const group = getGroupFilter( view );
	const groupOptions = [
		{ label: __( 'All groups', 'eventin' ), value: '0' },
		...groups.map( ( { id, name } ) => ( {
			label: name,
			value: String( id ),
		} ) ),
	];
	// A group filtered by that is gone from the list still shows.
	if ( group > 0 && ! groups.some( ( { id } ) => id === group ) ) {
		groupOptions.push( {
			label: __( '(unknown group)', 'eventin' ),
			value: String( group ),
		} );
	}

	return (
		<div className="eventin-list-filters eventin-speaker-filters">
			<ListSearch
				key={ searchKey }
				className="eventin-speaker-filters__search"
				label={ __( 'Search speakers', 'eventin' ) }
				placeholder={ __( 'Search by name', 'eventin' ) }
				value={ view.search ?? '' }
				onSearch={ onSearch }
			/>
			<SelectControl
				className="eventin-speaker-filters__group"
				label={ __( 'Group', 'eventin' ) }
				value={ String( group ) }
				options={ groupOptions }
				onChange={ ( value ) => onGroup( Number( value ) || 0 ) }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<SelectControl
				className="eventin-speaker-filters__role"
				label={ __( 'Role', 'eventin' ) }
				value={ getRoleFilter( view ) }
				options={ [
					{ label: __( 'All roles', 'eventin' ), value: '' },
					...SPEAKER_ROLES.map( ( role ) => ( {
						label: getRoleLabel( role ),
						value: role,
					} ) ),
				] }
				onChange={ ( value ) => onRole( value as SpeakerRole | '' ) }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			{ hasSpeakerFilters( view ) && (
				<Button
					className="eventin-speaker-filters__clear"
					variant="tertiary"
					size="compact"
					onClick={ () => {
						setSearchKey( ( key ) => key + 1 );
						onClear();
					} }
				>
					{ __( 'Clear filters', 'eventin' ) }
				</Button>
			) }
		</div>
	);
}

/**
 * The schedule list's filters: search by program title (sent 500 ms after
 * typing stops) and the year.
 */
import { Button, SelectControl } from '@wordpress/components';
import { type View } from '@wordpress/dataviews/wp';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	getYearChoices,
	getYearFilter,
	hasScheduleFilters,
} from '../../utils/schedule-list-query';
import { ListSearch } from '../list-controls';

export default function ScheduleListFilters( {
	view,
	currentYear,
	onSearch,
	onYear,
	onClear,
}: {
	view: View;
	/** This year: the Year filter offers the years around it. */
	currentYear: number;
	onSearch: ( search: string ) => void;
	onYear: ( year: number | null ) => void;
	onClear: () => void;
} ) {
	// A new search field (empty) each time the filters are cleared.
	const [ searchKey, setSearchKey ] = useState( 0 );
	const year = getYearFilter( view );

	return (
		<div className="eventin-list-filters eventin-schedule-filters">
			<ListSearch
				key={ searchKey }
				className="eventin-schedule-filters__search"
				label={ __( 'Search schedules', 'eventin' ) }
				placeholder={ __( 'Search by program title', 'eventin' ) }
				value={ view.search ?? '' }
				onSearch={ onSearch }
			/>
			<SelectControl
				className="eventin-schedule-filters__year"
				label={ __( 'Year', 'eventin' ) }
				value={ year === null ? '' : String( year ) }
				options={ [
					{ label: __( 'All years', 'eventin' ), value: '' },
					...getYearChoices( currentYear, year ).map(
						( choice ) => ( {
							label: String( choice ),
							value: String( choice ),
						} )
					),
				] }
				onChange={ ( value ) =>
					onYear( value ? Number( value ) : null )
				}
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			{ hasScheduleFilters( view ) && (
				<Button
					className="eventin-schedule-filters__clear"
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

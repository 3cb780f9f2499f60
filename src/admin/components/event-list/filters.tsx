/**
 * The event list's filters: search by name (sent 500 ms after typing
 * stops), status, and a date range.
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { type View } from '@wordpress/dataviews/wp';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	getDateRange,
	getStatusFilter,
	hasActiveFilters,
	type EventListStatus,
} from '../../utils/event-list-query';
import { ListSearch } from '../list-controls';

function getStatusOptions(): { label: string; value: EventListStatus }[] {
	return [
		{ label: __( 'All', 'eventin' ), value: 'all' },
		{ label: __( 'Draft', 'eventin' ), value: 'draft' },
		{ label: __( 'Ongoing', 'eventin' ), value: 'ongoing' },
		{ label: __( 'Upcoming', 'eventin' ), value: 'upcoming' },
		{ label: __( 'Past', 'eventin' ), value: 'past' },
	];
}

export default function EventListFilters( {
	view,
	onSearch,
	onStatus,
	onDateRange,
	onClear,
}: {
	view: View;
	onSearch: ( search: string ) => void;
	onStatus: ( status: EventListStatus ) => void;
	onDateRange: ( start: string, end: string ) => void;
	onClear: () => void;
} ) {
	// A new search field (empty) each time the filters are cleared.
	const [ searchKey, setSearchKey ] = useState( 0 );
	const status = getStatusFilter( view );
	const { start, end } = getDateRange( view );

	return (
		<div className="eventin-list-filters eventin-event-filters">
			<ListSearch
				key={ searchKey }
				className="eventin-event-filters__search"
				label={ __( 'Search events', 'eventin' ) }
				placeholder={ __( 'Search by event name', 'eventin' ) }
				value={ view.search ?? '' }
				onSearch={ onSearch }
			/>
			<SelectControl
				className="eventin-event-filters__status"
				label={ __( 'Status', 'eventin' ) }
				value={ status }
				options={ getStatusOptions() }
				onChange={ ( value ) => onStatus( value as EventListStatus ) }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<fieldset className="eventin-event-filters__dates">
				<legend className="eventin-event-filters__legend">
					{ __( 'Date range', 'eventin' ) }
				</legend>
				<TextControl
					type="date"
					label={ __( 'From', 'eventin' ) }
					value={ start }
					max={ end || undefined }
					onChange={ ( value ) => onDateRange( value, end ) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<TextControl
					type="date"
					label={ __( 'To', 'eventin' ) }
					value={ end }
					min={ start || undefined }
					onChange={ ( value ) => onDateRange( start, value ) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			</fieldset>
			{ hasActiveFilters( view ) && (
				<Button
					className="eventin-event-filters__clear"
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

/**
 * The event list's filters: search by name (sent 500 ms after typing
 * stops), status, and a date range.
 */
import {
	Button,
	SearchControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { type View } from '@wordpress/dataviews/wp';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { useDebouncedValue } from '../../hooks/use-debounced-value';
import {
	getDateRange,
	getStatusFilter,
	hasActiveFilters,
	type EventListStatus,
} from '../../utils/event-list-query';

/** SPEC 9: the event name search waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

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
	const [ search, setSearch ] = useState( view.search ?? '' );
	const debouncedSearch = useDebouncedValue( search, SEARCH_DEBOUNCE_MS );
	useEffect( () => {
		onSearch( debouncedSearch );
	}, [ debouncedSearch, onSearch ] );

	const status = getStatusFilter( view );
	const { start, end } = getDateRange( view );
	const isFiltered = hasActiveFilters( view ) || search.trim() !== '';

	return (
		<div className="eventin-event-filters">
			<SearchControl
				className="eventin-event-filters__search"
				label={ __( 'Search events', 'eventin' ) }
				placeholder={ __( 'Search by event name', 'eventin' ) }
				value={ search }
				onChange={ ( value ) => setSearch( value ?? '' ) }
				__nextHasNoMarginBottom
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
			{ isFiltered && (
				<Button
					className="eventin-event-filters__clear"
					variant="tertiary"
					size="compact"
					onClick={ () => {
						setSearch( '' );
						onClear();
					} }
				>
					{ __( 'Clear filters', 'eventin' ) }
				</Button>
			) }
		</div>
	);
}

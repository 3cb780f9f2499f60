/**
 * The filters above a list, the same for every list: the search (sent
 * 500 ms after typing stops), a select for each filter field, the list's
 * own controls (the events' date range), and Clear filters.
 *
 * A filter field is a DataViews field with a primary `filterBy` and
 * `elements`, the choices; the first element means "any" (no filter), e.g.
 * 'All groups'. The chosen value is the view's filter (`operator: 'is'`).
 */
import { Button, SelectControl } from '@wordpress/components';
import type { Field, View } from '@wordpress/dataviews/wp';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import {
	clearViewFilters,
	findViewFilter,
	isViewFiltered,
	withSelectFilter,
} from '../../utils/view-to-query';
import ListSearch from './search';

type ChangeView = ( change: ( current: View ) => View ) => void;

/**
 * Whether the filters show a field as a select.
 *
 * @param field The field.
 */
export function isSelectFilter< Item >( field: Field< Item > ): boolean {
	return (
		!! field.filterBy &&
		!! field.filterBy.isPrimary &&
		!! field.elements?.length
	);
}

function SelectFilter< Item >( {
	field,
	view,
	changeView,
}: {
	field: Field< Item >;
	view: View;
	changeView: ChangeView;
} ) {
	const elements = field.elements ?? [];
	const value =
		findViewFilter( view, field.id )?.value ?? elements[ 0 ].value;
	return (
		<SelectControl
			className="eventin-list-filters__select"
			label={ field.label }
			value={ String( value ) }
			options={ elements.map( ( element ) => ( {
				label: element.label,
				value: String( element.value ),
			} ) ) }
			onChange={ ( selected ) =>
				changeView( ( current ) =>
					withSelectFilter( current, field, selected )
				)
			}
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}

export default function ListFilters< Item >( {
	view,
	fields,
	changeView,
	onSearch,
	searchLabel,
	searchPlaceholder,
	children,
}: {
	view: View;
	/** The list's fields: the filter fields among them become selects. */
	fields: Field< Item >[];
	changeView: ChangeView;
	onSearch: ( search: string ) => void;
	/** 'Search speakers'. */
	searchLabel: string;
	/** 'Search by name'. */
	searchPlaceholder: string;
	/** The list's own controls. */
	children?: ReactNode;
} ) {
	// A new search field (empty) each time the filters are cleared.
	const [ searchKey, setSearchKey ] = useState( 0 );
	return (
		<div className="eventin-list-filters">
			<ListSearch
				key={ searchKey }
				label={ searchLabel }
				placeholder={ searchPlaceholder }
				value={ view.search ?? '' }
				onSearch={ onSearch }
			/>
			{ fields.filter( isSelectFilter ).map( ( field ) => (
				<SelectFilter
					key={ field.id }
					field={ field }
					view={ view }
					changeView={ changeView }
				/>
			) ) }
			{ children }
			{ isViewFiltered( view ) && (
				<Button
					className="eventin-list-filters__clear"
					variant="tertiary"
					size="compact"
					onClick={ () => {
						setSearchKey( ( key ) => key + 1 );
						changeView( clearViewFilters );
					} }
				>
					{ __( 'Clear filters', 'eventin' ) }
				</Button>
			) }
		</div>
	);
}

/**
 * A list's search field: the list searches once typing has stopped for
 * 500 ms. It starts from `value`; remount it (a new `key`) to
 * empty it from outside, e.g. when the filters are cleared.
 */
import { SearchControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import type { CSSProperties } from 'react';

import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** A list's search waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

export default function ListSearch( {
	label,
	placeholder,
	value,
	onSearch,
	className,
}: {
	label: string;
	placeholder: string;
	/** The search the list shows now. */
	value: string;
	/** Called with the text once typing has stopped. */
	onSearch: ( search: string ) => void;
	className?: string;
} ) {
	const [ search, setSearch ] = useState( value );
	const debouncedSearch = useDebouncedValue( search, SEARCH_DEBOUNCE_MS );
	useEffect( () => {
		onSearch( debouncedSearch );
	}, [ debouncedSearch, onSearch ] );

	// The field is as wide as its placeholder (see style.scss).
	return (
		<div
			className={ [ 'eventin-list-search', className ]
				.filter( Boolean )
				.join( ' ' ) }
			style={
				{
					'--eventin-search-chars': placeholder.length,
				} as CSSProperties
			}
		>
			<SearchControl
				label={ label }
				placeholder={ placeholder }
				value={ search }
				onChange={ ( next ) => setSearch( next ?? '' ) }
				__nextHasNoMarginBottom
			/>
		</div>
	);
}

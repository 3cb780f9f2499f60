import { useEffect, useState } from '@wordpress/element';

/**
 * A value that follows another once it has stopped changing for `delay` ms
 * (e.g. a search typed into a field).
 *
 * @param value The changing value.
 * @param delay The quiet time in milliseconds.
 */
export function useDebouncedValue< T >( value: T, delay: number ): T {
	const [ debounced, setDebounced ] = useState( value );
	useEffect( () => {
		const timer = setTimeout( () => setDebounced( value ), delay );
		return () => clearTimeout( timer );
	}, [ value, delay ] );
	return debounced;
}

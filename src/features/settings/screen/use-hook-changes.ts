import { addAction, removeAction } from '@wordpress/hooks';
import { useEffect, useState } from '@wordpress/element';

let instances = 0;

/**
 * Renders the component again whenever a callback is added to or removed
 * from a hook (a filter it reads while rendering, say). Returns a number
 * that changes each time.
 *
 * @param hookName The hook, e.g. 'control_access'.
 */
export function useHookChanges( hookName: string ): number {
	const [ version, setVersion ] = useState( 0 );
	useEffect( () => {
		const namespace = `eventin/hook-changes-${ ++instances }`;
		const onChange = ( changed: string ) => {
			if ( changed === hookName ) {
				setVersion( ( current ) => current + 1 );
			}
		};
		addAction( 'hookAdded', namespace, onChange );
		addAction( 'hookRemoved', namespace, onChange );
		// In case the hook changed between the render and now.
		setVersion( ( current ) => current + 1 );
		return () => {
			removeAction( 'hookAdded', namespace );
			removeAction( 'hookRemoved', namespace );
		};
	}, [ hookName ] );
	return version;
}

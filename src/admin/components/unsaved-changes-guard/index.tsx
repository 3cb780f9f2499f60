/**
 * Asks before leaving a sub-page with unsaved changes: in-app navigation
 * (react-router's blocker: 'You have unsaved changes. Leave anyway?' in a
 * modal) and closing or reloading the page (the browser's own question).
 *
 * The blocker needs a data router (the app's hash router); under a plain
 * router (some tests) only the page-unload question is kept.
 */
import { Button, Modal } from '@wordpress/components';
import {
	useCallback,
	useContext,
	useEffect,
	useLayoutEffect,
	useRef,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	UNSAFE_DataRouterContext as DataRouterContext,
	useBlocker,
	type BlockerFunction,
} from 'react-router-dom';

import { useEventLeaveGuard } from '../../hooks/use-event-leave-guard';

function NavigationBlocker( { when }: { when: boolean } ) {
	// Read when navigating: a save that just finished may navigate before
	// the blocker hears of the new value otherwise.
	const whenRef = useRef( when );
	useLayoutEffect( () => {
		whenRef.current = when;
	}, [ when ] );

	const shouldBlock = useCallback< BlockerFunction >(
		( { currentLocation, nextLocation } ) =>
			whenRef.current &&
			currentLocation.pathname !== nextLocation.pathname,
		[]
	);
	const blocker = useBlocker( shouldBlock );
	const isBlocked = blocker.state === 'blocked';

	// Start on the safe answer (the modal would pick its first tabbable
	// element, which needs layout to be found).
	const stayRef = useRef< HTMLButtonElement >( null );
	useEffect( () => {
		if ( isBlocked ) {
			stayRef.current?.focus();
		}
	}, [ isBlocked ] );

	if ( ! isBlocked ) {
		return null;
	}
	return (
		<Modal
			title={ __( 'Unsaved changes', 'eventin' ) }
			onRequestClose={ () => blocker.reset() }
			focusOnMount={ false }
			size="small"
			className="eventin-unsaved-changes"
		>
			<p>
				{ __( 'You have unsaved changes. Leave anyway?', 'eventin' ) }
			</p>
			<div className="eventin-unsaved-changes__actions">
				<Button
					ref={ stayRef }
					variant="tertiary"
					onClick={ () => blocker.reset() }
					__next40pxDefaultSize
				>
					{ __( 'Stay', 'eventin' ) }
				</Button>
				<Button
					variant="primary"
					isDestructive
					onClick={ () => blocker.proceed() }
					__next40pxDefaultSize
				>
					{ __( 'Leave', 'eventin' ) }
				</Button>
			</div>
		</Modal>
	);
}

export default function UnsavedChangesGuard( { when }: { when: boolean } ) {
	const dataRouter = useContext( DataRouterContext );
	useEventLeaveGuard( when );
	return dataRouter ? <NavigationBlocker when={ when } /> : null;
}

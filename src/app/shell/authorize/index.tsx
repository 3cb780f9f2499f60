/**
 * Shows its children only to users holding the capability.
 *
 * While the user's permissions load: a full-screen 'Checking Authorization...'.
 * Without the capability: 'Access Denied! Redirecting...', then the first
 * permitted area (events, speakers, schedules), or the site home.
 */
import { Notice } from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { isAllowed, type Capability } from '../../../stores/global';
import { useCurrentUser } from '../../../admin/hooks/use-current-user';
import { useAdminConfig } from '../../../admin/hooks/use-admin-config';
import { getFallbackPath } from '../../routes/get-fallback-path';
import { useRouteTable } from '../../routes/context';
import { leaveApp } from '../../../admin/utils/leave-app';
import FullScreenMessage from '../../../admin/components/full-screen-message';

/** Long enough to read the message. */
export const REDIRECT_DELAY_MS = 1500;

/** The full-screen spinner shown while access is being decided. */
export function CheckingAuthorization() {
	return (
		<FullScreenMessage isBusy>
			{
				// The screen text is spelled with three dots.
				// eslint-disable-next-line @wordpress/i18n-ellipsis
				__( 'Checking Authorization...', 'eventin' )
			}
		</FullScreenMessage>
	);
}

function AccessDenied( { target }: { target: string | null } ) {
	const navigate = useNavigate();
	const { homeUrl } = useAdminConfig();

	useEffect( () => {
		const timer = window.setTimeout( () => {
			if ( target ) {
				navigate( target, { replace: true } );
			} else {
				leaveApp( homeUrl );
			}
		}, REDIRECT_DELAY_MS );
		return () => window.clearTimeout( timer );
	}, [ target, navigate, homeUrl ] );

	return (
		<FullScreenMessage>
			{
				// The screen text is spelled with three dots.
				// eslint-disable-next-line @wordpress/i18n-ellipsis
				__( 'Access Denied! Redirecting...', 'eventin' )
			}
		</FullScreenMessage>
	);
}

export default function Authorize( {
	capability,
	children,
}: {
	capability: Capability | readonly Capability[];
	children: ReactNode;
} ) {
	const { user, isLoading, error } = useCurrentUser();
	const { routes, fallbackAreas } = useRouteTable();

	if ( isLoading ) {
		return <CheckingAuthorization />;
	}

	if ( ! user ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ sprintf(
					/* translators: %s: the server's error message. */
					__(
						'Your permissions could not be checked: %s Reload the page to try again.',
						'eventin'
					),
					error?.message ?? ''
				) }
			</Notice>
		);
	}

	if ( ! isAllowed( user.permissions, user.is_super_admin, capability ) ) {
		return (
			<AccessDenied
				target={ getFallbackPath(
					user.permissions,
					user.is_super_admin,
					routes.map( ( { path } ) => path ),
					fallbackAreas
				) }
			/>
		);
	}

	return <>{ children }</>;
}

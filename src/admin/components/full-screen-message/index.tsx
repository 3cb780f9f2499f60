/**
 * A message centred in the app's whole area: the authorization check and
 * the access denied notice.
 */
import { Spinner } from '@wordpress/components';
import type { ReactNode } from 'react';

export default function FullScreenMessage( {
	children,
	isBusy = false,
}: {
	children: ReactNode;
	isBusy?: boolean;
} ) {
	return (
		<div
			className="eventin-full-screen-message"
			role="status"
			aria-live="polite"
			aria-busy={ isBusy }
		>
			{ isBusy && <Spinner /> }
			<p className="eventin-full-screen-message__text">{ children }</p>
		</div>
	);
}

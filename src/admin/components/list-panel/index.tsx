/**
 * The white box every list sits in, with the alert shown when its page could
 * not be loaded (the server's message, or a general one).
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

export default function ListPanel( {
	className,
	error,
	children,
}: {
	className: string;
	error?: { message?: string };
	children: ReactNode;
} ) {
	return (
		<div className={ `eventin-list-panel ${ className }` }>
			{ error && (
				<p className="eventin-list-panel__error" role="alert">
					{ error.message ??
						__( 'The list could not be loaded.', 'eventin' ) }
				</p>
			) }
			{ children }
		</div>
	);
}

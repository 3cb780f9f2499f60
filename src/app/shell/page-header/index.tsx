/**
 * The page title and its button, laid out like a wp-admin screen heading.
 */
import type { ReactNode } from 'react';

import { type HeaderButton } from '../../routes/rules';
import RouterButton from '../../../admin/components/router-button';

export default function PageHeader( {
	title,
	button,
	back = null,
}: {
	title: ReactNode;
	button: HeaderButton | null;
	/** A second button, Go Back (one event's RSVP report). */
	back?: HeaderButton | null;
} ) {
	return (
		<div className="eventin-page-header">
			<h1 className="wp-heading-inline eventin-page-header__title">
				{ title }
			</h1>
			{ button && (
				<RouterButton
					to={ button.to }
					variant={ button.variant }
					size="compact"
				>
					{ button.label }
				</RouterButton>
			) }
			{ back && (
				<RouterButton
					to={ back.to }
					variant={ back.variant }
					size="compact"
				>
					{ back.label }
				</RouterButton>
			) }
		</div>
	);
}

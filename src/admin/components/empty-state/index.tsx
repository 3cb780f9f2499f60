/**
 * The page a list sends a site without any items to: an icon, a title, a
 * line of guidance and the button that creates the first item.
 */
import { Icon } from '@wordpress/components';

import RouterButton from '../router-button';

export default function EmptyState( {
	icon,
	title,
	text,
	action,
}: {
	icon: JSX.Element;
	title: string;
	text: string;
	action: { label: string; to: string };
} ) {
	return (
		<div className="eventin-empty-state">
			<Icon icon={ icon } size={ 48 } />
			<h2 className="eventin-empty-state__title">{ title }</h2>
			<p className="eventin-empty-state__text">{ text }</p>
			<div className="eventin-empty-state__actions">
				<RouterButton to={ action.to } variant="primary">
					{ action.label }
				</RouterButton>
			</div>
		</div>
	);
}

/**
 * A @wordpress/components Button that is a real link to an app route:
 * it navigates inside the app, and opens in a new tab with modifier keys.
 * With an icon and a label (and no text) it is an icon button whose label
 * is its accessible name and tooltip.
 */
import { Button } from '@wordpress/components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type ButtonIcon = Parameters< typeof Button >[ 0 ][ 'icon' ];

export default function RouterButton( {
	to,
	variant,
	size = 'default',
	icon,
	label,
	className,
	children,
}: {
	to: string;
	variant?: 'primary' | 'secondary' | 'tertiary';
	size?: 'default' | 'compact' | 'small';
	icon?: ButtonIcon;
	label?: string;
	className?: string;
	children?: ReactNode;
} ) {
	const href = useHref( to );
	const handleClick = useLinkClickHandler< HTMLAnchorElement >( to );
	return (
		<Button
			variant={ variant }
			href={ href }
			onClick={ ( event: MouseEvent< HTMLAnchorElement > ) =>
				handleClick( event )
			}
			size={ size }
			icon={ icon }
			label={ label }
			className={ className }
			__next40pxDefaultSize
		>
			{ children }
		</Button>
	);
}

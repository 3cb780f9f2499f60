/**
 * A widget kind's Dashicon in its tinted square (the shortcode cards and the
 * generator's heading). Decorative: the kind's title says what it is.
 */
import { Dashicon } from '@wordpress/components';
import type { ComponentProps } from 'react';

type DashiconName = ComponentProps< typeof Dashicon >[ 'icon' ];

export default function WidgetIcon( { icon }: { icon: string } ) {
	return (
		<span className="eventin-widget-icon" aria-hidden="true">
			<Dashicon icon={ icon as DashiconName } />
		</span>
	);
}

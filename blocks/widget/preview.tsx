/**
 * The widget as the site renders it (the REST block renderer, through
 * ServerSideRender), with its own scripts run on it: the editor's canvas
 * loads them (includes/Blocks/WidgetBlock.php), and each new preview is
 * announced to them with `eventin:mount`, as an embed does. Links do not
 * leave the editor.
 */
import ServerSideRender from '@wordpress/server-side-render';
import { useEffect, useRef } from '@wordpress/element';

import { type WidgetAttributes } from './attributes';

/** How long the preview's HTML stays still before its scripts run on it. */
const SETTLE_MS = 50;

export default function Preview( {
	attributes,
}: {
	attributes: WidgetAttributes;
} ) {
	const root = useRef< HTMLDivElement >( null );

	useEffect( () => {
		const element = root.current;
		const view = element?.ownerDocument.defaultView;
		if ( ! element || ! view ) {
			return;
		}
		let timer: ReturnType< typeof setTimeout > | undefined;
		const mount = () => {
			clearTimeout( timer );
			timer = setTimeout( () => {
				element.ownerDocument.dispatchEvent(
					new view.CustomEvent( 'eventin:mount', {
						detail: { root: element },
					} )
				);
			}, SETTLE_MS );
		};
		const observer = new view.MutationObserver( mount );
		observer.observe( element, { childList: true, subtree: true } );
		mount();
		return () => {
			observer.disconnect();
			clearTimeout( timer );
		};
	}, [] );

	return (
		<div
			ref={ root }
			className="eventin-widget-block__preview"
			onClickCapture={ ( event ) => {
				if ( ( event.target as Element ).closest?.( 'a[href]' ) ) {
					event.preventDefault();
				}
			} }
		>
			<ServerSideRender
				block="eventin/widget"
				attributes={ attributes }
				skipBlockSupportAttributes
			/>
		</div>
	);
}

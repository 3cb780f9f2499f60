/**
 * The live preview: the widget as the site renders it, in an iframe of the
 * front end (includes/Widgets/Preview.php), so the theme's styles and the
 * widget's scripts apply. It follows the form once typing pauses, and grows
 * with its content.
 */
import { Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/** How long the form must be still before the preview reloads. */
export const PREVIEW_DELAY_MS = 500;

/** The element the preview page renders the widget in. */
const ROOT_SELECTOR = '.eventin-preview-root';
const MIN_HEIGHT = 240;
const MAX_HEIGHT = 1600;

export default function WidgetPreview( {
	url,
	title,
}: {
	url: string;
	title: string;
} ) {
	const frame = useRef< HTMLIFrameElement >( null );
	const [ loadedUrl, setLoadedUrl ] = useState< string | null >( null );
	const [ height, setHeight ] = useState( MIN_HEIGHT );
	const observer = useRef< ResizeObserver | null >( null );

	useEffect( () => () => observer.current?.disconnect(), [] );

	// The preview page's root (its body when the page is another).
	const root = () => {
		const doc = frame.current?.contentDocument;
		return (
			doc?.querySelector< HTMLElement >( ROOT_SELECTOR ) ??
			doc?.body ??
			null
		);
	};

	const measure = () => {
		const element = root();
		if ( ! element ) {
			return;
		}
		const bottom = element.offsetTop + element.offsetHeight + 24;
		setHeight( Math.min( MAX_HEIGHT, Math.max( MIN_HEIGHT, bottom ) ) );
	};

	const onLoad = () => {
		setLoadedUrl( url );
		observer.current?.disconnect();
		const element = root();
		if ( element && typeof ResizeObserver !== 'undefined' ) {
			observer.current = new ResizeObserver( measure );
			observer.current.observe( element );
		}
		measure();
	};

	const isLoading = loadedUrl !== url;
	return (
		<div className="eventin-widget-preview" aria-busy={ isLoading }>
			{ isLoading && (
				<div className="eventin-widget-preview__loading">
					<Spinner />
					<span>{ __( 'Loading the preview…', 'eventin' ) }</span>
				</div>
			) }
			<iframe
				ref={ frame }
				src={ url }
				title={ sprintf(
					/* translators: %s: the widget's name. */
					__( 'Preview: %s', 'eventin' ),
					title
				) }
				onLoad={ onLoad }
				style={ { height } }
				className="eventin-widget-preview__frame"
			/>
		</div>
	);
}

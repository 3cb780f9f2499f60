/**
 * An image from the media library (wp.media): its preview, a Choose/Replace
 * button and a Remove button. The event banner and the speaker photo are such
 * fields; each passes its own wording. The dashboard loads the media library
 * only once such a field shows (`load-media-library.ts`), for users who may
 * upload files.
 */
import { Button } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { useAdminConfig } from '../../hooks/use-admin-config';
import { FieldGroup } from '../form-fields';
import { loadMediaLibrary } from './load-media-library';

interface MediaAttachment {
	id: number;
	url: string;
}

interface MediaFrame {
	on: ( event: 'select', callback: () => void ) => void;
	open: () => void;
	state: () => {
		get: ( name: 'selection' ) => {
			first: () =>
				{ toJSON: () => Partial< MediaAttachment > } | undefined;
		};
	};
}

type WpMedia = ( options: {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: boolean;
} ) => MediaFrame;

/** `window.wp.media`, or null while the page does not have the media library. */
export function getWpMedia(): WpMedia | null {
	const wp = ( window as unknown as { wp?: { media?: unknown } } ).wp;
	return typeof wp?.media === 'function' ? ( wp.media as WpMedia ) : null;
}

/** A media field's wording (all translated by the caller). */
export interface MediaFieldLabels {
	/** The field's name, e.g. 'Banner'. */
	legend: string;
	/** The media library's title, e.g. 'Choose the event banner'. */
	frameTitle: string;
	/** The media library's button, e.g. 'Use as banner'. */
	frameButton: string;
	/** The preview's alternative text, e.g. 'Banner preview'. */
	preview: string;
	/** With nothing chosen, e.g. 'No banner chosen.' */
	none: string;
	/** Chosen, but no URL to show, e.g. 'A banner is chosen.' */
	chosen: string;
	choose: string;
	replace: string;
	remove: string;
}

export default function MediaField( {
	id,
	url,
	error,
	labels,
	className,
	onChange,
}: {
	/** The attachment id, 0 for none. */
	id: number;
	/** Its URL, '' when unknown. */
	url: string;
	error?: string;
	labels: MediaFieldLabels;
	className?: string;
	onChange: ( id: number, url: string ) => void;
} ) {
	const library = useAdminConfig().mediaLibrary;
	const [ failed, setFailed ] = useState( false );
	const available = ! failed && ( !! library || !! getWpMedia() );

	// Load it as soon as the field shows, so it is there when Choose is pressed.
	useEffect( () => {
		if ( ! library || getWpMedia() ) {
			return;
		}
		let current = true;
		loadMediaLibrary( library ).catch( () => {
			if ( current ) {
				setFailed( true );
			}
		} );
		return () => {
			current = false;
		};
	}, [ library ] );

	async function choose() {
		if ( library ) {
			try {
				await loadMediaLibrary( library );
			} catch {
				setFailed( true );
				return;
			}
		}
		const media = getWpMedia();
		if ( ! media ) {
			return;
		}
		const frame = media( {
			title: labels.frameTitle,
			button: { text: labels.frameButton },
			library: { type: 'image' },
			multiple: false,
		} );
		frame.on( 'select', () => {
			const attachment = frame
				.state()
				.get( 'selection' )
				.first()
				?.toJSON();
			const chosen = Number( attachment?.id );
			if ( Number.isSafeInteger( chosen ) && chosen > 0 ) {
				onChange( chosen, attachment?.url ?? '' );
			}
		} );
		frame.open();
	}

	return (
		<FieldGroup
			legend={ labels.legend }
			error={ error }
			className={ [ 'eventin-media-field', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ id > 0 && url ? (
				<img
					className="eventin-media-field__preview"
					src={ url }
					alt={ labels.preview }
				/>
			) : (
				<p className="eventin-media-field__empty">
					{ id > 0 ? labels.chosen : labels.none }
				</p>
			) }
			<div className="eventin-media-field__actions">
				{ available && (
					<Button
						variant="secondary"
						onClick={ choose }
						__next40pxDefaultSize
					>
						{ id > 0 ? labels.replace : labels.choose }
					</Button>
				) }
				{ ! available && (
					<p className="eventin-media-field__unavailable">
						{ failed
							? __(
									'The media library could not be loaded. Please reload the page.',
									'eventin'
								)
							: __(
									'Your role cannot choose images from the media library.',
									'eventin'
								) }
					</p>
				) }
				{ id > 0 && (
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () => onChange( 0, '' ) }
						__next40pxDefaultSize
					>
						{ labels.remove }
					</Button>
				) }
			</div>
		</FieldGroup>
	);
}

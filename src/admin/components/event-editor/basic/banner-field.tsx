/**
 * The event banner: an image from the media library (wp.media, when the
 * page has it), its preview and a Remove button.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FieldGroup } from '../fields';

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

/** `window.wp.media`, or null when the page did not load the media library. */
export function getWpMedia(): WpMedia | null {
	const wp = ( window as unknown as { wp?: { media?: unknown } } ).wp;
	return typeof wp?.media === 'function' ? ( wp.media as WpMedia ) : null;
}

export default function BannerField( {
	banner,
	bannerUrl,
	error,
	onChange,
}: {
	banner: number;
	bannerUrl: string;
	error?: string;
	onChange: ( banner: number, bannerUrl: string ) => void;
} ) {
	const media = getWpMedia();

	function choose() {
		if ( ! media ) {
			return;
		}
		const frame = media( {
			title: __( 'Choose the event banner', 'eventin' ),
			button: { text: __( 'Use as banner', 'eventin' ) },
			library: { type: 'image' },
			multiple: false,
		} );
		frame.on( 'select', () => {
			const attachment = frame
				.state()
				.get( 'selection' )
				.first()
				?.toJSON();
			const id = Number( attachment?.id );
			if ( Number.isSafeInteger( id ) && id > 0 ) {
				onChange( id, attachment?.url ?? '' );
			}
		} );
		frame.open();
	}

	return (
		<FieldGroup
			legend={ __( 'Banner', 'eventin' ) }
			error={ error }
			className="eventin-banner-field"
		>
			{ banner > 0 && bannerUrl ? (
				<img
					className="eventin-banner-field__preview"
					src={ bannerUrl }
					alt={ __( 'Banner preview', 'eventin' ) }
				/>
			) : (
				<p className="eventin-banner-field__empty">
					{ banner > 0
						? __( 'A banner is chosen.', 'eventin' )
						: __( 'No banner chosen.', 'eventin' ) }
				</p>
			) }
			<div className="eventin-banner-field__actions">
				{ media ? (
					<Button
						variant="secondary"
						onClick={ choose }
						__next40pxDefaultSize
					>
						{ banner > 0
							? __( 'Replace banner', 'eventin' )
							: __( 'Choose banner', 'eventin' ) }
					</Button>
				) : (
					<p className="eventin-banner-field__unavailable">
						{ __(
							'The media library is not available on this page.',
							'eventin'
						) }
					</p>
				) }
				{ banner > 0 && (
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () => onChange( 0, '' ) }
						__next40pxDefaultSize
					>
						{ __( 'Remove banner', 'eventin' ) }
					</Button>
				) }
			</div>
		</FieldGroup>
	);
}

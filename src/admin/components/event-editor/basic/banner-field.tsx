/**
 * The event banner: an image from the media library (see MediaField).
 */
import { __ } from '@wordpress/i18n';

import MediaField, { type MediaFieldLabels } from '../../media-field';

function getLabels(): MediaFieldLabels {
	return {
		legend: __( 'Banner', 'eventin' ),
		frameTitle: __( 'Choose the event banner', 'eventin' ),
		frameButton: __( 'Use as banner', 'eventin' ),
		preview: __( 'Banner preview', 'eventin' ),
		none: __( 'No banner chosen.', 'eventin' ),
		chosen: __( 'A banner is chosen.', 'eventin' ),
		choose: __( 'Choose banner', 'eventin' ),
		replace: __( 'Replace banner', 'eventin' ),
		remove: __( 'Remove banner', 'eventin' ),
	};
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
	return (
		<MediaField
			id={ banner }
			url={ bannerUrl }
			error={ error }
			labels={ getLabels() }
			className="eventin-banner-field"
			onChange={ onChange }
		/>
	);
}

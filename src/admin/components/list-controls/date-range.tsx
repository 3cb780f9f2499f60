/**
 * A list's own filter of days: From and To (the events' dates, the bookings'
 * days), kept in the view's `date` filter.
 */
import { TextControl } from '@wordpress/components';
import { type View } from '@wordpress/dataviews/wp';
import { __ } from '@wordpress/i18n';

import { getDateRange, setDateRange } from '../../utils/view-to-query';

export default function DateRangeFilter( {
	view,
	changeView,
}: {
	view: View;
	changeView: ( change: ( current: View ) => View ) => void;
} ) {
	const { start, end } = getDateRange( view );
	const onChange = ( from: string, to: string ) =>
		changeView( ( current ) => setDateRange( current, from, to ) );

	return (
		<fieldset className="eventin-list-filters__dates">
			<legend className="eventin-list-filters__legend">
				{ __( 'Date range', 'eventin' ) }
			</legend>
			<TextControl
				type="date"
				label={ __( 'From', 'eventin' ) }
				value={ start }
				max={ end || undefined }
				onChange={ ( value ) => onChange( value, end ) }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<TextControl
				type="date"
				label={ __( 'To', 'eventin' ) }
				value={ end }
				min={ start || undefined }
				onChange={ ( value ) => onChange( start, value ) }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
		</fieldset>
	);
}

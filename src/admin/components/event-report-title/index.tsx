/**
 * The title of one event's report (`/purchase-report/{id}`): the report's
 * name and the event's, e.g. "Purchase Report: Jazz Night". The report's
 * name alone while the event loads, or when it cannot be read.
 */
import { useSelect } from '@wordpress/data';
import { sprintf, __ } from '@wordpress/i18n';
import { useParams } from 'react-router-dom';

import { store as eventsStore } from '../../../stores/events';

export default function EventReportTitle( { title }: { title: string } ) {
	const { id } = useParams();
	const eventId = Number( id ) > 0 ? Number( id ) : 0;
	const eventTitle = useSelect(
		( select ) =>
			eventId ? select( eventsStore ).getItem( eventId )?.title : '',
		[ eventId ]
	);
	if ( ! eventTitle ) {
		return <>{ title }</>;
	}
	return (
		<>
			{ sprintf(
				/* translators: 1: the report's name, 2: the event's title. */
				__( '%1$s: %2$s', 'eventin' ),
				title,
				eventTitle
			) }
		</>
	);
}

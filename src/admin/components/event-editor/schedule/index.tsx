/**
 * Schedule: the schedules (programs) attached to the event.
 */
import { __ } from '@wordpress/i18n';

import { type Event } from '../../../../stores/events/types';
import { useEventForm } from '../../../hooks/use-event-form';
import {
	fromScheduleValues,
	mapScheduleServerKey,
	toScheduleValues,
} from '../form/extras';
import ChoicePicker from '../choice-picker';
import FormPanel from '../../form-panel';

export default function SchedulePage( { event }: { event: Event } ) {
	const form = useEventForm( {
		initialValues: () => toScheduleValues( event ),
		toData: fromScheduleValues,
		toValues: toScheduleValues,
		mapServerKey: mapScheduleServerKey,
		event,
	} );

	return (
		<FormPanel title={ __( 'Schedule', 'eventin' ) } form={ form }>
			<ChoicePicker
				kind="schedule"
				legend={ __( 'Schedules', 'eventin' ) }
				searchLabel={ __( 'Search schedules', 'eventin' ) }
				emptyText={ __( 'No schedules found.', 'eventin' ) }
				selected={ form.values.schedules }
				onChange={ ( ids ) => form.setField( 'schedules', ids ) }
				error={ form.errors.schedules }
			/>
		</FormPanel>
	);
}

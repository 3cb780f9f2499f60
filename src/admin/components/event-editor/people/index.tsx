/**
 * Speakers and organizers: users with those roles, by id.
 */
import { __ } from '@wordpress/i18n';

import { type Event } from '../../../../stores/events/types';
import { useEventForm } from '../../../hooks/use-event-form';
import {
	fromPeopleValues,
	mapPeopleServerKey,
	toPeopleValues,
} from '../form/extras';
import ChoicePicker from '../choice-picker';
import FormPanel from '../../form-panel';

export default function PeoplePage( { event }: { event: Event } ) {
	const form = useEventForm( {
		initialValues: () => toPeopleValues( event ),
		toData: fromPeopleValues,
		toValues: toPeopleValues,
		mapServerKey: mapPeopleServerKey,
		event,
	} );
	const { values, setField, errors } = form;

	return (
		<FormPanel
			title={ __( 'Speakers and organizers', 'eventin' ) }
			form={ form }
		>
			<ChoicePicker
				kind="speaker"
				legend={ __( 'Speakers', 'eventin' ) }
				searchLabel={ __( 'Search speakers', 'eventin' ) }
				emptyText={ __( 'No speakers found.', 'eventin' ) }
				selected={ values.speakers }
				onChange={ ( ids ) => setField( 'speakers', ids ) }
				error={ errors.speakers }
			/>
			<ChoicePicker
				kind="organizer"
				legend={ __( 'Organizers', 'eventin' ) }
				searchLabel={ __( 'Search organizers', 'eventin' ) }
				emptyText={ __( 'No organizers found.', 'eventin' ) }
				selected={ values.organizers }
				onChange={ ( ids ) => setField( 'organizers', ids ) }
				error={ errors.organizers }
			/>
		</FormPanel>
	);
}

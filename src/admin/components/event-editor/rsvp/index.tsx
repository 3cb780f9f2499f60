/**
 * RSVP (only with the RSVP module on): whether guests can answer, how many
 * attendees in all and per response (a most of 0: no limit), whether a full
 * event keeps a waiting list, and whether only signed-in users may answer.
 */
import { CheckboxControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { type Event } from '../../../../stores/events/types';
import { useEventForm } from '../../../hooks/use-event-form';
import {
	fromRsvpValues,
	mapRsvpServerKey,
	toRsvpValues,
	validateRsvp,
} from '../form/extras';
import { TextField } from '../../form-fields';
import FormPanel from '../../form-panel';

export default function RsvpPage( { event }: { event: Event } ) {
	const form = useEventForm( {
		initialValues: () => toRsvpValues( event ),
		toData: fromRsvpValues,
		toValues: toRsvpValues,
		validate: validateRsvp,
		mapServerKey: mapRsvpServerKey,
		event,
	} );
	const { values, setField, setValues, errors } = form;

	return (
		<FormPanel title={ __( 'RSVP', 'eventin' ) } form={ form }>
			<CheckboxControl
				label={ __( 'Enable RSVP', 'eventin' ) }
				checked={ values.enabled }
				onChange={ ( enabled ) => setField( 'enabled', enabled ) }
				help={ errors.enabled }
				__nextHasNoMarginBottom
			/>
			<CheckboxControl
				label={ __( 'Unlimited attendees', 'eventin' ) }
				checked={ values.unlimited }
				onChange={ ( unlimited ) =>
					setValues(
						( current ) => ( { ...current, unlimited } ),
						[ 'limit' ]
					)
				}
				__nextHasNoMarginBottom
			/>
			<TextField
				type="number"
				min={ 1 }
				label={ __( 'Attendee limit', 'eventin' ) }
				value={ values.unlimited ? '' : values.limit }
				onChange={ ( limit ) => setField( 'limit', limit ) }
				error={ errors.limit }
				disabled={ values.unlimited }
			/>
			<TextField
				type="number"
				min={ 1 }
				label={ __( 'Minimum attendees per response', 'eventin' ) }
				value={ values.min_attendees }
				onChange={ ( min ) =>
					setValues(
						( current ) => ( { ...current, min_attendees: min } ),
						[ 'min_attendees', 'max_attendees' ]
					)
				}
				error={ errors.min_attendees }
			/>
			<TextField
				type="number"
				min={ 0 }
				label={ __( 'Maximum attendees per response', 'eventin' ) }
				value={ values.max_attendees }
				onChange={ ( max ) => setField( 'max_attendees', max ) }
				error={ errors.max_attendees }
				help={ __( '0 means no limit.', 'eventin' ) }
			/>
			<CheckboxControl
				label={ __( 'Waiting list when full', 'eventin' ) }
				checked={ values.waiting_list }
				onChange={ ( on ) => setField( 'waiting_list', on ) }
				help={
					errors.waiting_list ??
					__(
						'Going answers past the limit wait in order; each is moved up and told by mail when a place frees.',
						'eventin'
					)
				}
				__nextHasNoMarginBottom
			/>
			<CheckboxControl
				label={ __( 'Only signed-in users may answer', 'eventin' ) }
				checked={ values.signed_in_only }
				onChange={ ( on ) => setField( 'signed_in_only', on ) }
				help={ errors.signed_in_only }
				__nextHasNoMarginBottom
			/>
		</FormPanel>
	);
}

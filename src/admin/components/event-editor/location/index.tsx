/**
 * Location: venue, online or hybrid; the venue's name and address, the
 * online link; 'Remove location' saves none.
 */
import { Button, RadioControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { type Event, type LocationType } from '../../../../stores/events/types';
import { useEventForm } from '../../../hooks/use-event-form';
import {
	fromLocationValues,
	mapLocationServerKey,
	toLocationValues,
	validateLocation,
} from '../form/location';
import { TextField } from '../../form-fields';
import FormPanel from '../../form-panel';

export default function LocationPage( { event }: { event: Event } ) {
	const form = useEventForm( {
		initialValues: () => toLocationValues( event.location ),
		toData: fromLocationValues,
		toValues: ( saved ) => toLocationValues( saved.location ),
		validate: validateLocation,
		mapServerKey: mapLocationServerKey,
		event,
	} );
	const { values, setField, errors } = form;
	const hasVenue = values.type !== 'online';
	const hasLink = values.type !== 'venue';

	return (
		<FormPanel
			title={ __( 'Location', 'eventin' ) }
			form={ form }
			actions={
				event.location !== null && (
					<Button
						variant="tertiary"
						isDestructive
						disabled={ form.isSaving }
						accessibleWhenDisabled
						onClick={ () =>
							form.saveData(
								{ location: null },
								__( 'Location removed.', 'eventin' )
							)
						}
						__next40pxDefaultSize
					>
						{ __( 'Remove location', 'eventin' ) }
					</Button>
				)
			}
		>
			<RadioControl
				label={ __( 'Location type', 'eventin' ) }
				selected={ values.type }
				options={ [
					{ label: __( 'Venue', 'eventin' ), value: 'venue' },
					{ label: __( 'Online', 'eventin' ), value: 'online' },
					{ label: __( 'Hybrid', 'eventin' ), value: 'hybrid' },
				] }
				onChange={ ( value ) =>
					setField( 'type', value as LocationType )
				}
				help={ errors.type }
			/>
			{ hasVenue && (
				<>
					<TextField
						label={ __( 'Venue name', 'eventin' ) }
						value={ values.venue }
						onChange={ ( value ) => setField( 'venue', value ) }
						error={ errors.venue }
					/>
					<TextField
						label={ __( 'Address', 'eventin' ) }
						value={ values.address }
						onChange={ ( value ) => setField( 'address', value ) }
						error={ errors.address }
						required
					/>
				</>
			) }
			{ hasLink && (
				<TextField
					type="url"
					label={ __( 'Online link', 'eventin' ) }
					value={ values.online_link }
					onChange={ ( value ) => setField( 'online_link', value ) }
					error={ errors.online_link }
					help={ __(
						'e.g. https://meet.example.com/room',
						'eventin'
					) }
					required
				/>
			) }
		</FormPanel>
	);
}

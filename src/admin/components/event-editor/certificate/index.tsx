/**
 * Certificate: the template sent to attendees, by id (0 for none).
 */
import { __ } from '@wordpress/i18n';

import { type Event } from '../../../../stores/events/types';
import { useEventForm } from '../../../hooks/use-event-form';
import {
	fromCertificateValues,
	mapCertificateServerKey,
	toCertificateValues,
	validateCertificate,
} from '../form/extras';
import { TextField } from '../../form-fields';
import FormPanel from '../../form-panel';

export default function CertificatePage( { event }: { event: Event } ) {
	const form = useEventForm( {
		initialValues: () => toCertificateValues( event ),
		toData: fromCertificateValues,
		toValues: toCertificateValues,
		validate: validateCertificate,
		mapServerKey: mapCertificateServerKey,
		event,
	} );

	return (
		<FormPanel title={ __( 'Certificate', 'eventin' ) } form={ form }>
			<TextField
				type="number"
				min={ 0 }
				label={ __( 'Certificate template ID', 'eventin' ) }
				value={ form.values.certificate_template }
				onChange={ ( value ) =>
					form.setField( 'certificate_template', value )
				}
				error={ form.errors.certificate_template }
				help={ __( '0 means no certificate.', 'eventin' ) }
			/>
		</FormPanel>
	);
}

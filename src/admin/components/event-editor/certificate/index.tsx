/**
 * Certificate: whether attendees get one, its title and text with the
 * placeholders of SPEC 9, an optional background image, and a live preview
 * beside the form, drawn as the printed page draws it.
 */
import { CheckboxControl } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { type Event } from '../../../../stores/events/types';
import { useEventForm } from '../../../hooks/use-event-form';
import {
	CERTIFICATE_BODY_MAX,
	CERTIFICATE_PLACEHOLDERS,
	CERTIFICATE_TITLE_MAX,
	fromCertificateValues,
	mapCertificateServerKey,
	toCertificateValues,
	validateCertificate,
} from '../form/extras';
import { TextAreaField, TextField } from '../../form-fields';
import FormPanel from '../../form-panel';
import MediaField, { type MediaFieldLabels } from '../../media-field';
import CertificatePreview, { getPreviewValues } from './preview';

function getBackgroundLabels(): MediaFieldLabels {
	return {
		legend: __( 'Background image (optional)', 'eventin' ),
		frameTitle: __( 'Choose the certificate background', 'eventin' ),
		frameButton: __( 'Use as background', 'eventin' ),
		preview: __( 'Background preview', 'eventin' ),
		none: __( 'No background chosen.', 'eventin' ),
		chosen: __( 'A background is chosen.', 'eventin' ),
		choose: __( 'Choose background', 'eventin' ),
		replace: __( 'Replace background', 'eventin' ),
		remove: __( 'Remove background', 'eventin' ),
	};
}

export default function CertificatePage( { event }: { event: Event } ) {
	const form = useEventForm( {
		initialValues: () => toCertificateValues( event ),
		toData: fromCertificateValues,
		toValues: toCertificateValues,
		validate: validateCertificate,
		mapServerKey: mapCertificateServerKey,
		event,
	} );
	const { values, setField, setValues, errors } = form;
	const placeholders = useMemo( () => getPreviewValues( event ), [ event ] );
	const hint = sprintf(
		/* translators: %s: the placeholders, e.g. {attendee_name}, {event_title}. */
		__( 'Placeholders: %s.', 'eventin' ),
		CERTIFICATE_PLACEHOLDERS.join( ', ' )
	);

	return (
		<FormPanel title={ __( 'Certificate', 'eventin' ) } form={ form }>
			<div className="eventin-certificate-editor">
				<div className="eventin-certificate-editor__fields">
					<CheckboxControl
						label={ __(
							'Give attendees a certificate',
							'eventin'
						) }
						checked={ values.enabled }
						onChange={ ( enabled ) =>
							setValues(
								( current ) => ( { ...current, enabled } ),
								[ 'enabled', 'title', 'body' ]
							)
						}
						help={
							errors.enabled ??
							__(
								'Send Certificate in the event list mails each attendee a link to their own.',
								'eventin'
							)
						}
						__nextHasNoMarginBottom
					/>
					<TextField
						label={ __( 'Title', 'eventin' ) }
						value={ values.title }
						onChange={ ( title ) => setField( 'title', title ) }
						error={ errors.title }
						required={ values.enabled }
						help={ sprintf(
							/* translators: %d: the most characters. */
							__( 'Up to %d characters.', 'eventin' ),
							CERTIFICATE_TITLE_MAX
						) }
					/>
					<TextAreaField
						label={ __( 'Text', 'eventin' ) }
						value={ values.body }
						onChange={ ( body ) => setField( 'body', body ) }
						error={ errors.body }
						rows={ 5 }
						help={ `${ hint } ${ sprintf(
							/* translators: %d: the most characters. */
							__( 'Up to %d characters.', 'eventin' ),
							CERTIFICATE_BODY_MAX
						) }` }
					/>
					<MediaField
						id={ values.background }
						url={ values.background_url }
						error={ errors.background }
						labels={ getBackgroundLabels() }
						className="eventin-certificate-editor__background"
						onChange={ ( background, url ) =>
							setValues(
								( current ) => ( {
									...current,
									background,
									background_url: url,
								} ),
								[ 'background' ]
							)
						}
					/>
				</div>
				<div className="eventin-certificate-editor__preview">
					<h3 className="eventin-certificate-editor__preview-title">
						{ __( 'Preview', 'eventin' ) }
					</h3>
					<CertificatePreview
						values={ values }
						placeholders={ placeholders }
					/>
				</div>
			</div>
		</FormPanel>
	);
}

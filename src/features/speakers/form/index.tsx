/**
 * /speakers/create and /speakers/edit/{id}: one form for a new speaker
 * and an existing one. Name and email are required, at least one role;
 * photo from the media library, social links, groups. Creating goes back to
 * the list; saving an existing speaker stays on the form.
 */
import { CheckboxControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { useNavigate, useParams } from 'react-router-dom';

import { store as globalStore } from '../../../stores/global';
import { store as speakersStore } from '../../../stores/speakers';
import { type Speaker, type SpeakerData } from '../../../stores/speakers/types';
import { useCrudForm } from '../../../admin/hooks/use-crud-form';
import {
	fromSpeakerValues,
	getNewSpeakerValues,
	mapSpeakerServerKey,
	toSpeakerValues,
	validateSpeaker,
	type SpeakerFormValues,
} from '../../../admin/utils/speaker-form';
import { getRoleLabel, SPEAKER_ROLES } from '../../../admin/utils/speakers';
import { SPEAKER_PATHS } from '../paths';
import {
	FieldGroup,
	TextAreaField,
	TextField,
} from '../../../admin/components/form-fields';
import TermCheckboxes from '../../../admin/components/term-checkboxes';
import FormPanel from '../../../admin/components/form-panel';
import MediaField, {
	type MediaFieldLabels,
} from '../../../admin/components/media-field';
import SocialLinks from './social-links';
import ExistingItem from '../../../admin/components/existing-item';

function getPhotoLabels(): MediaFieldLabels {
	return {
		legend: __( 'Photo', 'eventin' ),
		frameTitle: __( 'Choose the speaker’s photo', 'eventin' ),
		frameButton: __( 'Use as photo', 'eventin' ),
		preview: __( 'Photo preview', 'eventin' ),
		none: __( 'No photo chosen.', 'eventin' ),
		chosen: __( 'A photo is chosen.', 'eventin' ),
		choose: __( 'Choose photo', 'eventin' ),
		replace: __( 'Replace photo', 'eventin' ),
		remove: __( 'Remove photo', 'eventin' ),
	};
}

/**
 * A failed save's notice, with the server's message under it.
 *
 * @param serverMessage The server's message ('' for none).
 */
function speakerFailureNotice( serverMessage: string ) {
	return {
		message: __( 'Failed to save the speaker!', 'eventin' ),
		description: serverMessage || undefined,
	};
}

function SpeakerForm( { speaker }: { speaker: Speaker | null } ) {
	const navigate = useNavigate();

	const form = useCrudForm< SpeakerFormValues, Speaker, SpeakerData >(
		speakersStore,
		{
			initialValues: () =>
				speaker ? toSpeakerValues( speaker ) : getNewSpeakerValues(),
			toData: fromSpeakerValues,
			toValues: toSpeakerValues,
			validate: validateSpeaker,
			mapServerKey: mapSpeakerServerKey,
			itemId: speaker ? speaker.id : null,
			successMessage: speaker
				? __( 'Successfully updated the speaker!', 'eventin' )
				: __( 'Successfully created the speaker!', 'eventin' ),
			failureNotice: speakerFailureNotice,
			onSaved: () => {
				if ( ! speaker ) {
					navigate( SPEAKER_PATHS.speakers );
				}
			},
		}
	);
	const { values, setField, setValues, errors } = form;

	const { groups, hasGroups } = useSelect( ( select ) => {
		const global = select( globalStore );
		return {
			groups: global.getSpeakerCategories(),
			hasGroups: global.hasFinishedResolution(
				'getSpeakerCategories',
				[]
			),
		};
	}, [] );

	return (
		<FormPanel
			title={ __( 'Speaker details', 'eventin' ) }
			form={ form }
			submitLabel={
				speaker
					? __( 'Save changes', 'eventin' )
					: __( 'Add Speaker', 'eventin' )
			}
		>
			<div className="eventin-speaker-form__pair">
				<TextField
					label={ __( 'Name', 'eventin' ) }
					value={ values.name }
					onChange={ ( value ) => setField( 'name', value ) }
					error={ errors.name }
					required
				/>
				<TextField
					type="email"
					label={ __( 'Email', 'eventin' ) }
					value={ values.email }
					onChange={ ( value ) => setField( 'email', value ) }
					error={ errors.email }
					required
				/>
			</div>
			<div className="eventin-speaker-form__pair">
				<TextField
					label={ __( 'Designation', 'eventin' ) }
					value={ values.designation }
					onChange={ ( value ) => setField( 'designation', value ) }
					error={ errors.designation }
				/>
				<TextField
					label={ __( 'Company', 'eventin' ) }
					value={ values.company }
					onChange={ ( value ) => setField( 'company', value ) }
					error={ errors.company }
				/>
			</div>
			<TextAreaField
				label={ __( 'Biography', 'eventin' ) }
				value={ values.biography }
				onChange={ ( value ) => setField( 'biography', value ) }
				error={ errors.biography }
				rows={ 5 }
			/>
			<MediaField
				id={ values.image_id }
				url={ values.image }
				error={ errors.image_id }
				labels={ getPhotoLabels() }
				className="eventin-speaker-form__photo"
				onChange={ ( imageId, image ) =>
					setValues(
						( current ) => ( {
							...current,
							image_id: imageId,
							image,
						} ),
						[ 'image_id' ]
					)
				}
			/>
			<SocialLinks
				links={ values.social }
				errors={ errors }
				onChange={ ( social, clear ) =>
					setValues(
						( current ) => ( { ...current, social } ),
						clear
					)
				}
			/>
			<FieldGroup
				legend={ __( 'Role', 'eventin' ) }
				error={ errors.category }
				help={ __(
					'A speaker talks at events; an organizer runs them.',
					'eventin'
				) }
				className="eventin-speaker-form__roles"
			>
				{ SPEAKER_ROLES.map( ( role ) => (
					<CheckboxControl
						key={ role }
						label={ getRoleLabel( role ) }
						checked={ values.category.includes( role ) }
						onChange={ ( checked ) =>
							setField(
								'category',
								SPEAKER_ROLES.filter( ( current ) =>
									current === role
										? checked
										: values.category.includes( current )
								)
							)
						}
						__nextHasNoMarginBottom
					/>
				) ) }
			</FieldGroup>
			<TermCheckboxes
				legend={ __( 'Groups', 'eventin' ) }
				terms={ groups }
				selected={ values.group_ids }
				onChange={ ( ids ) => setField( 'group_ids', ids ) }
				emptyText={
					hasGroups
						? __( 'No groups yet.', 'eventin' )
						: __( 'Loading groups…', 'eventin' )
				}
				error={ errors.group_ids }
			/>
		</FormPanel>
	);
}

function ExistingSpeaker( { idParam }: { idParam: string } ) {
	return (
		<ExistingItem
			store={ speakersStore }
			idParam={ idParam }
			block="eventin-speaker-form"
			listPath={ SPEAKER_PATHS.speakers }
			labels={ {
				missing: __( 'This speaker does not exist.', 'eventin' ),
				back: __( 'Back to the speaker list', 'eventin' ),
				failed: ( message ) =>
					sprintf(
						/* translators: %s: the server's error message. */
						__( 'The speaker could not be loaded: %s', 'eventin' ),
						message
					),
				loading: __( 'Loading the speaker…', 'eventin' ),
			} }
		>
			{ ( speaker ) => <SpeakerForm speaker={ speaker } /> }
		</ExistingItem>
	);
}

export default function SpeakerFormScreen() {
	const { id } = useParams();
	return id === undefined ? (
		<SpeakerForm speaker={ null } />
	) : (
		<ExistingSpeaker idParam={ id } />
	);
}

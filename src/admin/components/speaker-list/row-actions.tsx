/**
 * The Action cell of a speaker row: view the author page (new tab), edit,
 * and delete after 'Are you sure?'.
 */
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { external, pencil, trash } from '@wordpress/icons';

import { store as speakersStore } from '../../../stores/speakers';
import { type Speaker } from '../../../stores/speakers/types';
import { DeleteModal, type DeleteLabels } from '../list-controls';
import RouterButton from '../router-button';
import { speakerEditPath } from '../../paths';

export default function SpeakerRowActions( {
	speaker,
	labels,
}: {
	speaker: Speaker;
	labels: DeleteLabels;
} ) {
	const { deleteItems } = useDispatch( speakersStore );
	const [ isDeleting, setIsDeleting ] = useState( false );
	const deleteRef = useRef< HTMLButtonElement >( null );
	const name = speaker.name || __( '(no name)', 'eventin' );

	return (
		<div className="eventin-speaker-row-actions">
			{ speaker.author_url && (
				<Button
					className="eventin-speaker-row-actions__view"
					icon={ external }
					size="compact"
					href={ speaker.author_url }
					target="_blank"
					rel="noopener noreferrer"
					label={ sprintf(
						/* translators: %s: speaker name. */
						__(
							'View the author page of “%s” (opens in a new tab)',
							'eventin'
						),
						name
					) }
				/>
			) }
			<RouterButton
				to={ speakerEditPath( speaker.id ) }
				icon={ pencil }
				size="compact"
				label={ sprintf(
					/* translators: %s: speaker name. */
					__( 'Edit “%s”', 'eventin' ),
					name
				) }
			/>
			<Button
				ref={ deleteRef }
				icon={ trash }
				size="compact"
				isDestructive
				label={ sprintf(
					/* translators: %s: speaker name. */
					__( 'Delete “%s”', 'eventin' ),
					name
				) }
				onClick={ () => setIsDeleting( true ) }
			/>
			{ isDeleting && (
				<DeleteModal
					id={ speaker.id }
					deleteItems={ deleteItems }
					labels={ labels }
					onClose={ () => {
						setIsDeleting( false );
						// Back on the button, when the row is still there.
						deleteRef.current?.focus();
					} }
				/>
			) }
		</div>
	);
}

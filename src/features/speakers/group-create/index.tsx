/**
 * /group/create: Group Name (required) and Description.
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store as speakerGroupsStore } from '../../../stores/speaker-groups';
import TermCreate, {
	type TermCreateLabels,
} from '../../../admin/components/term-create';
import { SPEAKER_PATHS } from '../paths';

export default function SpeakerGroupCreate() {
	const labels = useMemo< TermCreateLabels >(
		() => ( {
			name: __( 'Group Name', 'eventin' ),
			nameRequired: __( 'Group Name is Required!', 'eventin' ),
			submit: __( 'Add New Group', 'eventin' ),
			created: __( 'Successfully created group!', 'eventin' ),
			failedTitle: __( "Couldn't Create Speaker Group", 'eventin' ),
			failed: __( 'The group could not be created.', 'eventin' ),
		} ),
		[]
	);

	return (
		<TermCreate
			store={ speakerGroupsStore }
			listPath={ SPEAKER_PATHS.speakerGroups }
			labels={ labels }
		/>
	);
}

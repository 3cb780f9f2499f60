/**
 * /tags/create: Tag name (required) and Description.
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store as tagsStore } from '../../../stores/event-tags';
import TermCreate, {
	type TermCreateLabels,
} from '../../../admin/components/term-create';
import { TERM_PATHS } from '../paths';

export default function TagCreate() {
	const labels = useMemo< TermCreateLabels >(
		() => ( {
			name: __( 'Tag name', 'eventin' ),
			nameRequired: __( 'Tag Name is Required!', 'eventin' ),
			submit: __( 'Add New Tag', 'eventin' ),
			created: __( 'Successfully created tag!', 'eventin' ),
			// A failed tag create shows the error's own message.
			failed: __( 'The tag could not be created.', 'eventin' ),
		} ),
		[]
	);

	return (
		<TermCreate
			store={ tagsStore }
			listPath={ TERM_PATHS.tags }
			labels={ labels }
		/>
	);
}

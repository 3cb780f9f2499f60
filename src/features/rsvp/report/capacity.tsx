/**
 * The capacity used: people going of the limit, with a bar (none without a
 * limit).
 */
import { __, sprintf } from '@wordpress/i18n';

import ShareBar from '../../../admin/components/share-bar';
import { formatCapacity, getCapacityShare } from './rules';

export default function RsvpCapacity( {
	peopleGoing,
	limit,
}: {
	peopleGoing: number;
	limit: number;
} ) {
	const share = getCapacityShare( peopleGoing, limit );
	return (
		<div className="eventin-sold eventin-rsvp-capacity">
			<span className="eventin-sold__text">
				{ formatCapacity( peopleGoing, limit ) }
			</span>
			{ share !== null && (
				<ShareBar
					share={ share }
					label={ __( 'Places taken', 'eventin' ) }
					valueText={ sprintf(
						/* translators: %d: percentage of the places taken. */
						__( '%d%% of the places taken', 'eventin' ),
						share
					) }
				/>
			) }
		</div>
	);
}

/**
 * The capacity used: people going of the limit, with a bar (none without a
 * limit).
 */
import { __, sprintf } from '@wordpress/i18n';

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
				<div
					className="eventin-sold__bar"
					role="progressbar"
					aria-label={ __( 'Places taken', 'eventin' ) }
					aria-valuemin={ 0 }
					aria-valuemax={ 100 }
					aria-valuenow={ share }
					aria-valuetext={ sprintf(
						/* translators: %d: percentage of the places taken. */
						__( '%d%% of the places taken', 'eventin' ),
						share
					) }
				>
					<div
						className="eventin-sold__fill"
						style={ { width: `${ share }%` } }
					/>
				</div>
			) }
		</div>
	);
}

/**
 * A response's status as a coloured tag.
 */
import { type RsvpStatus } from '../store/types';
import { getRsvpStatusLabel } from './rules';

export default function RsvpStatusTag( { status }: { status: RsvpStatus } ) {
	return (
		<span className={ `eventin-rsvp-status is-${ status }` }>
			{ getRsvpStatusLabel( status ) }
		</span>
	);
}

/**
 * Runs a store action on list items and says how it went: the success
 * notice, or the failure with the server's message under it.
 */
import { notify } from '../../utils/notify';

/** An action's two notices, e.g. 'Successfully deleted the speaker!'. */
export interface OutcomeLabels {
	done: ( count: number ) => string;
	failed: ( count: number ) => string;
}

/**
 * Runs the store action and notifies.
 *
 * @param run    The store action on the ids (deleteItems, or a clone).
 * @param ids    The item ids.
 * @param labels The notices.
 * @return Whether it worked.
 */
export async function runWithNotice(
	run: ( ids: number[] ) => Promise< unknown >,
	ids: number[],
	labels: OutcomeLabels
): Promise< boolean > {
	try {
		await run( ids );
		notify( 'success', labels.done( ids.length ) );
		return true;
	} catch ( error ) {
		notify(
			'error',
			labels.failed( ids.length ),
			( error as { message?: string } )?.message
		);
		return false;
	}
}

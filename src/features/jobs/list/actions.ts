/**
 * The panel's one action: Retry, on a failed job. The job is queued again
 * with its attempts reset; the runner picks it up within seconds.
 */
import { useDispatch } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store as jobsStore } from '../../../stores/jobs';
import { type Job } from '../../../stores/jobs/types';
import { notify } from '../../../admin/utils/notify';
import { type ListAction } from '../../../admin/components/list-actions';
import { getJobTitle } from './rules';

export function useJobActions(): ListAction< Job >[] {
	const { retryJob } = useDispatch( jobsStore );
	return useMemo(
		() => [
			{
				id: 'retry',
				label: __( 'Retry', 'eventin' ),
				isPrimary: true,
				isEligible: ( job ) => job.status === 'failed',
				callback: async ( [ job ] ) => {
					try {
						await retryJob( job.id );
						notify(
							'success',
							sprintf(
								/* translators: %s: the job, e.g. Booking e-mail: confirmation for #123. */
								__( '“%s” is queued again.', 'eventin' ),
								getJobTitle( job )
							)
						);
					} catch ( error ) {
						notify(
							'error',
							__( 'The job could not be retried.', 'eventin' ),
							( error as { message?: string } )?.message
						);
					}
				},
			},
		],
		[ retryJob ]
	);
}

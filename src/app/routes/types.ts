/**
 * The routing's shapes live beside the features that fill them
 * (features/types.ts), below the route table that reads them.
 */
export type * from '../../features/types';

import { type ChoiceList } from './types';

export const STORE_NAME = 'eventin/choices';

export const RECEIVE_CHOICES = 'RECEIVE_CHOICES';

/**
 * The route and query of a list: `?kind=&search=`, or `?kind=&include[]=`.
 *
 * @param list The list, e.g. 'event/speaker'.
 */
export function choicesRoute( list: ChoiceList ): {
	path: string;
	kind: string;
} {
	const [ route, kind ] = list.split( '/' );
	return { path: `/eventin/v2/${ route }/choices`, kind };
}

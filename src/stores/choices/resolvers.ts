import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { type Choice, type ChoiceList, type ChoicesState } from './types';
import { choicesRoute } from './constants';
import { readChoices } from './api';

interface ChoicesResolverArgs {
	dispatch: {
		receiveChoices: (
			list: ChoiceList,
			choices: Choice[],
			search: string | null
		) => void;
	};
	select: {
		getChoiceLabels: (
			list: ChoiceList,
			ids: readonly number[]
		) => Readonly< Record< number, string > >;
	};
}

/**
 * Searches a list. A failed request rejects with the REST error, which
 * getResolutionError() then returns.
 *
 * @param list   The list, e.g. 'event/speaker'.
 * @param search The search text.
 */
export const getChoices =
	( list: ChoiceList, search: string ) =>
	async ( { dispatch }: ChoicesResolverArgs ) => {
		const { path, kind } = choicesRoute( list );
		const body = await apiFetch( {
			path: addQueryArgs( path, search ? { kind, search } : { kind } ),
		} );
		dispatch.receiveChoices( list, readChoices( body ), search );
	};

/**
 * Whether every id's label is known.
 *
 * @param state The store state.
 * @param list  The list.
 * @param ids   The ids.
 */
function hasLabels(
	state: ChoicesState,
	list: ChoiceList,
	ids: readonly number[]
): boolean {
	const known = state.labels[ list ] ?? {};
	return ids.every( ( id ) => known[ id ] !== undefined );
}

/**
 * Reads back the labels of chosen ids not known yet, in one request
 * (`include[]=`). A failure is dropped: those ids stay shown as '#id'.
 */
export const getChoiceLabels = Object.assign(
	( list: ChoiceList, ids: readonly number[] ) =>
		async ( { dispatch, select }: ChoicesResolverArgs ) => {
			const known = select.getChoiceLabels( list, ids );
			const missing = ids.filter( ( id ) => known[ id ] === undefined );
			if ( missing.length === 0 ) {
				return;
			}
			const { path, kind } = choicesRoute( list );
			try {
				const body = await apiFetch( {
					path: addQueryArgs( path, { kind, include: missing } ),
				} );
				dispatch.receiveChoices( list, readChoices( body ), null );
			} catch {
				// The ids stay shown as '#id'.
			}
		},
	{ isFulfilled: hasLabels }
);

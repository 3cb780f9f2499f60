import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { type Choice, type ChoiceKind, type EventChoicesState } from './types';
import { CHOICES_PATH } from './constants';
import { readChoices } from './api';

interface EventChoicesResolverArgs {
	dispatch: {
		receiveChoices: (
			kind: ChoiceKind,
			choices: Choice[],
			search: string | null
		) => void;
	};
	select: {
		getChoiceLabels: (
			kind: ChoiceKind,
			ids: readonly number[]
		) => Readonly< Record< number, string > >;
	};
}

/**
 * Searches the choices of a kind. A failed request rejects with the REST
 * error, which getResolutionError() then returns.
 *
 * @param kind   speaker, organizer or schedule.
 * @param search The search text.
 */
export const getChoices =
	( kind: ChoiceKind, search: string ) =>
	async ( { dispatch }: EventChoicesResolverArgs ) => {
		const body = await apiFetch( {
			path: addQueryArgs( CHOICES_PATH, { kind, search } ),
		} );
		dispatch.receiveChoices( kind, readChoices( body ), search );
	};

/**
 * Whether every id's label is known.
 *
 * @param state The store state.
 * @param kind  The kind.
 * @param ids   The ids.
 */
function hasLabels(
	state: EventChoicesState,
	kind: ChoiceKind,
	ids: readonly number[]
): boolean {
	const known = state.labels[ kind ] ?? {};
	return ids.every( ( id ) => known[ id ] !== undefined );
}

/**
 * Reads back the labels of chosen ids not known yet, in one request
 * (`include[]=`). A failure is dropped: those ids stay shown as '#id'.
 */
export const getChoiceLabels = Object.assign(
	( kind: ChoiceKind, ids: readonly number[] ) =>
		async ( { dispatch, select }: EventChoicesResolverArgs ) => {
			const known = select.getChoiceLabels( kind, ids );
			const missing = ids.filter( ( id ) => known[ id ] === undefined );
			if ( missing.length === 0 ) {
				return;
			}
			try {
				const body = await apiFetch( {
					path: addQueryArgs( CHOICES_PATH, {
						kind,
						include: missing,
					} ),
				} );
				dispatch.receiveChoices( kind, readChoices( body ), null );
			} catch {
				// The ids stay shown as '#id'.
			}
		},
	{ isFulfilled: hasLabels }
);

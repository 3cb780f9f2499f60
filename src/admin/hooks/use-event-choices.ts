import apiFetch from '@wordpress/api-fetch';
import { useEffect, useRef, useState } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';

import { type RestErrorLike } from '../utils/form';
import { readChoices, type Choice } from '../utils/choices';

export type ChoiceKind = 'speaker' | 'organizer' | 'schedule';

export const CHOICES_PATH = '/eventin/v2/event/choices';

/** How long typing pauses before a search is sent. */
export const CHOICES_SEARCH_DELAY_MS = 300;

/**
 * What an event can link to (`GET event/choices?kind=…`): the results of a
 * search (sent once typing pauses) and the labels of the chosen ids (read
 * back with `include`).
 *
 * @param kind     speaker, organizer or schedule.
 * @param search   The search text.
 * @param selected The chosen ids.
 */
export function useEventChoices(
	kind: ChoiceKind,
	search: string,
	selected: readonly number[]
) {
	const [ results, setResults ] = useState< Choice[] >( [] );
	const [ labels, setLabels ] = useState< Record< number, string > >( {} );
	const [ isLoading, setIsLoading ] = useState( true );
	const [ error, setError ] = useState< string | null >( null );
	const requested = useRef( new Set< number >() );

	useEffect( () => {
		let isCurrent = true;
		const timer = window.setTimeout(
			async () => {
				setIsLoading( true );
				try {
					const choices = readChoices(
						await apiFetch( {
							path: addQueryArgs( CHOICES_PATH, {
								kind,
								search: search.trim(),
							} ),
						} )
					);
					if ( ! isCurrent ) {
						return;
					}
					setResults( choices );
					setLabels( ( current ) => ( {
						...current,
						...Object.fromEntries(
							choices.map( ( { id, label } ) => [ id, label ] )
						),
					} ) );
					setError( null );
				} catch ( caught ) {
					if ( isCurrent ) {
						setError(
							( caught as RestErrorLike )?.message ??
								String( caught )
						);
					}
				} finally {
					if ( isCurrent ) {
						setIsLoading( false );
					}
				}
			},
			search.trim() ? CHOICES_SEARCH_DELAY_MS : 0
		);
		return () => {
			isCurrent = false;
			window.clearTimeout( timer );
		};
	}, [ kind, search ] );

	const missing = selected.filter(
		( id ) => labels[ id ] === undefined && ! requested.current.has( id )
	);
	const missingKey = missing.join( ',' );

	useEffect( () => {
		if ( ! missingKey ) {
			return;
		}
		const ids = missingKey.split( ',' ).map( Number );
		ids.forEach( ( id ) => requested.current.add( id ) );
		// Labels stay useful whenever they arrive: no cancelling.
		apiFetch( {
			path: addQueryArgs( CHOICES_PATH, { kind, include: ids } ),
		} )
			.then( ( body ) => {
				const choices = readChoices( body );
				setLabels( ( current ) => ( {
					...current,
					...Object.fromEntries(
						choices.map( ( { id, label } ) => [ id, label ] )
					),
				} ) );
			} )
			.catch( () => {
				// The ids stay shown as '#id'.
			} );
	}, [ kind, missingKey ] );

	return { results, labels, isLoading, error };
}

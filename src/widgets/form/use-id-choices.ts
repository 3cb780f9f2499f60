/**
 * What an `ids` field of a widget chooses from (categories, tags, speaker
 * groups, events, schedules), read with apiFetch from the plugin's REST
 * routes that event managers may read (see SOURCE_ROUTES), so the generator screens and the editor blocks share it without
 * the admin app's stores. A search is sent once typing pauses; the labels of
 * chosen ids that no search brought are read one by one. Answers are kept
 * for the page's life.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';

import { type Choice, type ChoiceSource } from '../../utils/choices';
import { type IdSource } from '../fields';

export type IdChoice = Choice;

/** Labels by id are those of the chosen ones once known. */
export type IdChoices = ChoiceSource;

type Item = Record< string, unknown >;

/**
 * Where a source's choices are read: a list route of its own (`{ items }`,
 * one item read back by `path/{id}`), or `event/choices` (`[{ id, label }]`
 * for a kind, chosen ids read back with `include`), which event managers may
 * read where the speaker groups and schedules routes are for other roles.
 */
type SourceRoute =
	| {
			path: string;
			/** The query argument that searches. */
			search: string;
			perPage: number;
			label: ( item: Item ) => string;
	  }
	| { choices: 'speaker_group' | 'schedule' };

const text = ( value: unknown ) => ( typeof value === 'string' ? value : '' );
const withDate = ( title: string, date: string ) =>
	date ? `${ title } (${ date })` : title;

/** How long typing pauses before a search is sent. */
export const ID_CHOICES_SEARCH_DELAY_MS = 300;

const CHOICES_PATH = '/eventin/v2/event/choices';

export const SOURCE_ROUTES: Record< IdSource, SourceRoute > = {
	event_category: {
		path: '/eventin/v2/event/categories',
		search: 'search',
		perPage: 100,
		label: ( item ) => text( item.name ),
	},
	event_tag: {
		path: '/eventin/v2/event/tags',
		search: 'search',
		perPage: 100,
		label: ( item ) => text( item.name ),
	},
	speaker_group: { choices: 'speaker_group' },
	event: {
		path: '/eventin/v2/events',
		search: 'search_keyword',
		perPage: 20,
		label: ( item ) =>
			withDate( text( item.title ), text( item.start_date ) ),
	},
	schedule: { choices: 'schedule' },
};

const searches = new Map< string, Promise< IdChoice[] > >();
const knownLabels = new Map< string, string >();
const labelKey = ( source: IdSource, id: number ) => `${ source }:${ id }`;

/** Forgets every answer (tests start clean with it). */
export function clearIdChoicesCache(): void {
	searches.clear();
	knownLabels.clear();
}

function toChoice( source: IdSource, item: Item ): IdChoice | null {
	const id = Number( item.id );
	if ( ! Number.isInteger( id ) || id <= 0 ) {
		return null;
	}
	const route = SOURCE_ROUTES[ source ];
	const label =
		( 'choices' in route ? text( item.label ) : route.label( item ) ) ||
		`#${ id }`;
	knownLabels.set( labelKey( source, id ), label );
	return { id, label };
}

/**
 * The first page of a source's items matching a search.
 *
 * @param source Where the ids come from.
 * @param search The search ('' for all).
 */
export function fetchIdChoices(
	source: IdSource,
	search: string
): Promise< IdChoice[] > {
	const key = `${ source }|${ search }`;
	let request = searches.get( key );
	if ( ! request ) {
		const route = SOURCE_ROUTES[ source ];
		const query: Record< string, string | number > =
			'choices' in route
				? { kind: route.choices }
				: { per_page: route.perPage };
		if ( search ) {
			query[ 'choices' in route ? 'search' : route.search ] = search;
		}
		request = apiFetch< { items?: Item[] } | Item[] >( {
			path: addQueryArgs(
				'choices' in route ? CHOICES_PATH : route.path,
				query
			),
		} ).then( ( answer ) => {
			const items = Array.isArray( answer ) ? answer : answer?.items;
			return ( Array.isArray( items ) ? items : [] )
				.map( ( item ) => toChoice( source, item ) )
				.filter( ( choice ): choice is IdChoice => choice !== null );
		} );
		searches.set( key, request );
		// A failed search is asked again next time.
		request.catch( () => searches.delete( key ) );
	}
	return request;
}

/**
 * The label of one id, read from its item (`#id` when it cannot be read).
 *
 * @param source Where the id comes from.
 * @param id     The id.
 */
async function fetchLabel( source: IdSource, id: number ): Promise< string > {
	const known = knownLabels.get( labelKey( source, id ) );
	if ( known !== undefined ) {
		return known;
	}
	const route = SOURCE_ROUTES[ source ];
	try {
		if ( 'choices' in route ) {
			const found = await apiFetch< Item[] >( {
				path: addQueryArgs( CHOICES_PATH, {
					kind: route.choices,
					include: [ id ],
				} ),
			} );
			const item = Array.isArray( found )
				? found.find( ( candidate ) => Number( candidate.id ) === id )
				: undefined;
			return item
				? ( toChoice( source, item )?.label ?? `#${ id }` )
				: `#${ id }`;
		}
		const item = await apiFetch< Item >( {
			path: `${ route.path }/${ id }`,
		} );
		return toChoice( source, { ...item, id } )?.label ?? `#${ id }`;
	} catch {
		return `#${ id }`;
	}
}

const errorMessage = ( error: unknown ) =>
	( error as { message?: string } )?.message ?? String( error );

/**
 * The choices of an `ids` field.
 *
 * @param source   Where the ids come from.
 * @param search   The text in the search field.
 * @param selected The chosen ids.
 */
export function useIdChoices(
	source: IdSource,
	search: string,
	selected: readonly number[]
): IdChoices {
	const query = search.trim();
	const [ answer, setAnswer ] = useState< {
		key: string;
		results: IdChoice[];
		error: string | null;
	} | null >( null );
	const [ labels, setLabels ] = useState< Record< number, string > >( {} );
	const key = `${ source }|${ query }`;

	useEffect( () => {
		let live = true;
		const timer = setTimeout(
			() => {
				fetchIdChoices( source, query ).then(
					( results ) =>
						live && setAnswer( { key, results, error: null } ),
					( error ) =>
						live &&
						setAnswer( {
							key,
							results: [],
							error: errorMessage( error ),
						} )
				);
			},
			query ? ID_CHOICES_SEARCH_DELAY_MS : 0
		);
		return () => {
			live = false;
			clearTimeout( timer );
		};
	}, [ source, query, key ] );

	const selectedKey = selected.join( ',' );
	useEffect( () => {
		const ids = selectedKey ? selectedKey.split( ',' ).map( Number ) : [];
		let live = true;
		Promise.all( ids.map( ( id ) => fetchLabel( source, id ) ) ).then(
			( found ) => {
				if ( live ) {
					setLabels( ( current ) => {
						const next = { ...current };
						ids.forEach( ( id, index ) => {
							next[ id ] = found[ index ];
						} );
						return next;
					} );
				}
			}
		);
		return () => {
			live = false;
		};
	}, [ source, selectedKey ] );

	return useMemo( () => {
		const current = answer?.key === key ? answer : null;
		const results = current?.results ?? [];
		const all: Record< number, string > = { ...labels };
		for ( const choice of results ) {
			all[ choice.id ] = choice.label;
		}
		return {
			results,
			labels: all,
			isLoading: ! current,
			error: current?.error ?? null,
		};
	}, [ answer, key, labels ] );
}

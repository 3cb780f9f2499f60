/**
 * A list's row dialogs, drawn by the list above its rows and keyed by the
 * item's id: a reload that takes the row away (a booking refunded, paid or
 * cancelled in a list filtered by status) leaves its dialog open, showing the
 * item as it was last listed (or as the dialog reads it, a booking's details),
 * until the user closes it.
 *
 * Where the focus goes when a row's control goes (the dialog closed after
 * its row went, a reload removing the row that had the focus): the opener
 * when it is still there, else the row's first control, else the first
 * control of the nearest row left (the next one, else the one before), else
 * the list itself; never <body>, where a keyboard user loses their place.
 */
import {
	type RefObject,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';

import { useKeepFocus } from '../../hooks/use-keep-focus';
import { ActionModal, type ListModalAction } from '../list-actions';
import {
	ROW_ATTRIBUTE,
	ROW_CONTROLS,
	type RowDialogHost,
} from '../list-actions/row-dialog';

interface Item {
	id: number;
}

interface OpenDialog< T > {
	action: ListModalAction< T >;
	/** The item as it was when the dialog opened. */
	item: T;
	opener: HTMLElement | null;
}

/**
 * The rows around one, nearest first: those after it, then those before.
 *
 * @param ids The rows' ids, in order.
 * @param id  The row.
 */
export function rowsAround( ids: number[], id: number ): number[] {
	const at = ids.indexOf( id );
	if ( at < 0 ) {
		return [];
	}
	return [ ...ids.slice( at + 1 ), ...ids.slice( 0, at ).reverse() ];
}

/**
 * @param items The rows' items, in order.
 * @param panel The list, which stays on screen (and takes the focus when no
 *              row is left).
 * @return The host the rows open their dialogs through, and the dialog.
 */
export function useRowDialogs< T extends Item >(
	items: T[],
	panel: RefObject< HTMLElement >
) {
	const [ open, setOpen ] = useState< OpenDialog< T > | null >( null );
	const ids = useMemo( () => items.map( ( item ) => item.id ), [ items ] );
	// The ids as the last render drew them, to find a row's neighbours once
	// it has gone.
	const drawn = useRef< number[] >( ids );
	// The open dialog's item as last listed, and the rows around it then.
	const seen = useRef< { item: T; around: number[] } | null >( null );
	const listed = open
		? items.find( ( item ) => item.id === open.item.id )
		: undefined;

	const rowControl = ( id: number ) =>
		panel.current
			?.querySelector( `[${ ROW_ATTRIBUTE }="${ id }"]` )
			?.querySelector< HTMLElement >( ROW_CONTROLS ) ?? null;
	const landing = ( rows: number[] ) => {
		for ( const id of rows ) {
			const control = rowControl( id );
			if ( control ) {
				return control;
			}
		}
		return panel.current;
	};

	// A reload took away the row (or the control) that had the focus.
	useKeepFocus( panel, ( lost ) => {
		const row = lost
			.closest( `[${ ROW_ATTRIBUTE }]` )
			?.getAttribute( ROW_ATTRIBUTE );
		return row
			? landing( [
					Number( row ),
					...rowsAround( drawn.current, Number( row ) ),
				] )
			: panel.current;
	} );
	// After the focus above, which reads the rows of the render before.
	useLayoutEffect( () => {
		drawn.current = ids;
		if ( open && listed ) {
			seen.current = {
				item: listed,
				around: rowsAround( ids, listed.id ),
			};
		}
	} );

	const host = useMemo< RowDialogHost >(
		() => ( {
			open: ( action, item, opener ) => {
				// The rows of this list are all of its item type.
				const row = item as unknown as T;
				seen.current = {
					item: row,
					around: rowsAround( drawn.current, row.id ),
				};
				setOpen( {
					action: action as unknown as ListModalAction< T >,
					item: row,
					opener,
				} );
			},
		} ),
		[]
	);

	let dialog = null;
	if ( open ) {
		const item = listed ?? seen.current?.item ?? open.item;
		const closeModal = () => {
			setOpen( ( current ) => ( current === open ? null : current ) );
			const target = open.opener?.isConnected
				? open.opener
				: landing( [ item.id, ...( seen.current?.around ?? [] ) ] );
			target?.focus();
		};
		dialog = (
			<ActionModal< T >
				key={ `${ open.action.id }:${ item.id }` }
				action={ open.action }
				items={ [ item ] }
				closeModal={ closeModal }
			/>
		);
	}
	return { host, dialog };
}

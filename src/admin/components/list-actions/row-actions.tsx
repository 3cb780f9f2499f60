/**
 * A row's actions (a list's Action column), drawn from its DataViews
 * `Action` objects: the primary ones as buttons, or links where they lead
 * somewhere; the others in a More menu. A modal action's dialog gives the
 * focus back to what opened it; when an action takes that away (the More
 * menu of a booking with nothing left to do), the focus goes to the row's
 * first control rather than to the page. In a list, the list draws the
 * dialog (`RowDialogContext`), so that it stays open when the row goes.
 *
 * Names speak for the row: an icon button is 'Delete “Ada Lovelace”' (or,
 * when its label is a function, whatever that says of the item), the menu
 * 'More actions for “Jazz Night”', the whole 'Actions for “…”'.
 */
import {
	Button,
	DropdownMenu,
	MenuGroup,
	MenuItem,
	VisuallyHidden,
} from '@wordpress/components';
import { useRegistry } from '@wordpress/data';
import { useContext, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { moreVertical } from '@wordpress/icons';

import { useKeepFocus } from '../../hooks/use-keep-focus';
import RouterButton from '../router-button';
import ActionModal, {
	isModalAction,
	textFor,
	type ListModalAction,
} from './action-modal';
import { ROW_ATTRIBUTE, ROW_CONTROLS, RowDialogContext } from './row-dialog';
import type { ListAction } from './types';

/** After the name of a link that opens a new tab. */
function newTabNote(): string {
	/* translators: accessibility text. */
	return __( '(opens in a new tab)', 'eventin' );
}

/**
 * The accessible name of an icon button in a row.
 *
 * @param action The action.
 * @param item   The row's item.
 * @param title  The row's title.
 */
function iconButtonName< Item >(
	action: ListAction< Item >,
	item: Item,
	title: string
): string {
	return typeof action.label === 'function'
		? action.label( [ item ] )
		: sprintf(
				/* translators: 1: action, e.g. Delete; 2: the row's title. */
				__( '%1$s “%2$s”', 'eventin' ),
				action.label,
				title
			);
}

function PrimaryAction< Item >( {
	action,
	item,
	title,
	onRun,
}: {
	action: ListAction< Item >;
	item: Item;
	title: string;
	onRun: ( opener: HTMLElement ) => void;
} ) {
	const link = action.getLink?.( item );
	const opensTab = !! link && 'href' in link;
	// An icon button is named for its row; a word is its own name.
	const look = action.icon
		? {
				icon: action.icon,
				label:
					iconButtonName( action, item, title ) +
					( opensTab ? ' ' + newTabNote() : '' ),
			}
		: { variant: 'secondary' as const };
	const text = action.icon ? undefined : textFor( action.label, [ item ] );

	if ( link && 'to' in link ) {
		return (
			<RouterButton to={ link.to } size="compact" { ...look }>
				{ text }
			</RouterButton>
		);
	}
	if ( link ) {
		return (
			<Button
				href={ link.href }
				target="_blank"
				rel="noopener noreferrer"
				size="compact"
				{ ...look }
			>
				{ text }
				{ text && (
					<VisuallyHidden as="span">
						{ ' ' + newTabNote() }
					</VisuallyHidden>
				) }
			</Button>
		);
	}
	return (
		<Button
			size="compact"
			{ ...look }
			isDestructive={ action.isDestructive }
			disabled={ action.disabled }
			accessibleWhenDisabled
			onClick={ ( event: { currentTarget: HTMLElement } ) =>
				onRun( event.currentTarget )
			}
		>
			{ text }
		</Button>
	);
}

export default function RowActions< Item >( {
	item,
	id,
	title,
	actions,
}: {
	item: Item;
	/** The item's id, by which its list finds the row again. */
	id?: number | string;
	/** The row's title, e.g. the event's. */
	title: string;
	actions: ListAction< Item >[];
} ) {
	const registry = useRegistry();
	const host = useContext( RowDialogContext );
	const [ openAction, setOpenAction ] =
		useState< ListModalAction< Item > | null >( null );
	const opener = useRef< HTMLElement | null >( null );
	const groupRef = useRef< HTMLDivElement >( null );

	const eligible = actions.filter(
		( action ) => ! action.isEligible || action.isEligible( item )
	);
	const primary = eligible.filter( ( action ) => action.isPrimary );
	const more = eligible.filter( ( action ) => ! action.isPrimary );

	const run = ( action: ListAction< Item >, from: HTMLElement | null ) => {
		if ( isModalAction( action ) && host ) {
			host.open( action, item, from );
		} else if ( isModalAction( action ) ) {
			opener.current = from;
			setOpenAction( action );
		} else {
			action.callback( [ item ], { registry } );
		}
	};

	// The row's first control (View details, Edit…), which every row keeps.
	const firstControl = () =>
		groupRef.current?.querySelector< HTMLElement >( ROW_CONTROLS );
	// An action can take its own control away: after a refund or a cancel,
	// the reload leaves the booking nothing in its More menu, and the menu
	// goes while it has the focus. The focus stays in the row.
	useKeepFocus( groupRef, firstControl );

	const closeModal = () => {
		setOpenAction( null );
		// Back where the dialog was opened from, or into the row when that
		// went already.
		( opener.current?.isConnected
			? opener.current
			: firstControl()
		)?.focus();
	};

	return (
		<div
			className="eventin-row-actions"
			role="group"
			aria-label={ sprintf(
				/* translators: %s: the row's title. */
				__( 'Actions for “%s”', 'eventin' ),
				title
			) }
			ref={ groupRef }
			{ ...( id !== undefined && { [ ROW_ATTRIBUTE ]: id } ) }
		>
			{ primary.map( ( action ) => (
				<PrimaryAction
					key={ action.id }
					action={ action }
					item={ item }
					title={ title }
					onRun={ ( from ) => run( action, from ) }
				/>
			) ) }
			{ more.length > 0 && (
				<DropdownMenu
					icon={ moreVertical }
					label={ sprintf(
						/* translators: %s: the row's title. */
						__( 'More actions for “%s”', 'eventin' ),
						title
					) }
					toggleProps={ {
						size: 'compact',
						className: 'eventin-row-actions__more',
					} }
					popoverProps={ { placement: 'bottom-end' } }
				>
					{ ( { onClose } ) => (
						<MenuGroup>
							{ more.map( ( action ) => {
								const link = action.getLink?.( item );
								return (
									<MenuItem
										key={ action.id }
										isDestructive={ action.isDestructive }
										disabled={ action.disabled }
										onClick={ () => {
											onClose();
											// The menu goes: its button takes the focus back.
											run(
												action,
												groupRef.current?.querySelector< HTMLElement >(
													'.eventin-row-actions__more'
												) ?? null
											);
										} }
									>
										{ textFor( action.label, [ item ] ) }
										{ link && 'href' in link && (
											<VisuallyHidden as="span">
												{ ' ' + newTabNote() }
											</VisuallyHidden>
										) }
									</MenuItem>
								);
							} ) }
						</MenuGroup>
					) }
				</DropdownMenu>
			) }
			{ openAction && (
				<ActionModal
					action={ openAction }
					items={ [ item ] }
					closeModal={ closeModal }
				/>
			) }
		</div>
	);
}

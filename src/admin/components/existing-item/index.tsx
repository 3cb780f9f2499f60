/**
 * An edit screen's item, loaded by the route's id: 'This … does not exist.' with a way back when
 * there is no such item, the server's reason when it could not be read, a spinner while it loads,
 * then the form (a fresh one for each item).
 */
import { Notice, Spinner } from '@wordpress/components';
import { Fragment } from '@wordpress/element';
import type { ReactNode } from 'react';

import { type CrudItem, type CrudStore } from '../../../stores/crud';
import { isNotFoundError, useCrudItem } from '../../hooks/use-crud-item';
import { parseRouteId } from '../../utils/form';
import RouterButton from '../router-button';

/** An item's wording (translated by the screen). */
export interface ExistingItemLabels {
	/** 'This speaker does not exist.' */
	missing: string;
	/** 'Back to the speaker list' */
	back: string;
	/** 'The speaker could not be loaded: …' with the server's message. */
	failed: ( message: string ) => string;
	/** 'Loading the speaker…' */
	loading: string;
}

export default function ExistingItem< Item extends CrudItem >( {
	store,
	idParam,
	block,
	listPath,
	labels,
	children,
}: {
	store: CrudStore< Item >;
	/** The route's id. */
	idParam: string | undefined;
	/** The form's class, e.g. `eventin-speaker-form`. */
	block: string;
	/** Where 'Back to the … list' goes. */
	listPath: string;
	labels: ExistingItemLabels;
	/** The form of the item. */
	children: ( item: Item ) => ReactNode;
} ) {
	const id = parseRouteId( idParam );
	const { item, error, isLoading } = useCrudItem( store, id );

	if ( id === null || isNotFoundError( error ) ) {
		return (
			<div className={ `${ block }__missing` }>
				<Notice status="warning" isDismissible={ false }>
					{ labels.missing }
				</Notice>
				<RouterButton to={ listPath } variant="secondary">
					{ labels.back }
				</RouterButton>
			</div>
		);
	}
	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ labels.failed( error.message ?? '' ) }
			</Notice>
		);
	}
	if ( isLoading || ! item ) {
		return (
			<div className={ `${ block }__loading` }>
				<Spinner />
				<span>{ labels.loading }</span>
			</div>
		);
	}
	return <Fragment key={ id }>{ children( item ) }</Fragment>;
}

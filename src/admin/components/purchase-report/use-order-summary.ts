import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { addAction, removeAction } from '@wordpress/hooks';
import { addQueryArgs } from '@wordpress/url';

import { type CrudQuery } from '../../../stores/crud';
import { ORDERS_CHANGED_ACTION } from '../../../stores/orders/actions';
import { REST_PATH } from '../../../stores/orders/constants';
import { type OrderSummary } from '../../../stores/orders/types';

/**
 * The report's figures for the list's filters (`GET orders/summary`), read
 * again whenever the filters change or a booking is changed.
 *
 * @param query The summary query.
 */
export function useOrderSummary( query: CrudQuery ) {
	const [ version, setVersion ] = useState( 0 );
	const [ summary, setSummary ] = useState< OrderSummary | null >( null );
	const [ error, setError ] = useState( '' );
	const key = JSON.stringify( query );

	useEffect( () => {
		const namespace = 'eventin/purchase-report/summary';
		addAction( ORDERS_CHANGED_ACTION, namespace, () =>
			setVersion( ( current ) => current + 1 )
		);
		return () => {
			removeAction( ORDERS_CHANGED_ACTION, namespace );
		};
	}, [] );

	useEffect( () => {
		let isCurrent = true;
		apiFetch< OrderSummary >( {
			path: addQueryArgs( `${ REST_PATH }/summary`, JSON.parse( key ) ),
		} ).then(
			( answer ) => {
				if ( isCurrent ) {
					setSummary( answer );
					setError( '' );
				}
			},
			( failure: { message?: string } ) => {
				if ( isCurrent ) {
					setError( failure?.message ?? '' );
				}
			}
		);
		return () => {
			isCurrent = false;
		};
	}, [ key, version ] );

	return { summary, error };
}

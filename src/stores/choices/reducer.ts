import { combineReducers } from '@wordpress/data';

import { type ChoicesState } from './types';
import { type receiveChoices } from './actions';
import { RECEIVE_CHOICES } from './constants';

type EventChoicesAction = ReturnType< typeof receiveChoices >;

function searches(
	state: ChoicesState[ 'searches' ] = {},
	action: EventChoicesAction
): ChoicesState[ 'searches' ] {
	if ( action.type !== RECEIVE_CHOICES || action.search === null ) {
		return state;
	}
	return {
		...state,
		[ action.list ]: {
			...state[ action.list ],
			[ action.search ]: action.choices,
		},
	};
}

function labels(
	state: ChoicesState[ 'labels' ] = {},
	action: EventChoicesAction
): ChoicesState[ 'labels' ] {
	if ( action.type !== RECEIVE_CHOICES || action.choices.length === 0 ) {
		return state;
	}
	return {
		...state,
		[ action.list ]: {
			...state[ action.list ],
			...Object.fromEntries(
				action.choices.map( ( { id, label } ) => [ id, label ] )
			),
		},
	};
}

export default combineReducers( { searches, labels } );

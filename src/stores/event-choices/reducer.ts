import { combineReducers } from '@wordpress/data';

import { type EventChoicesState } from './types';
import { type receiveChoices } from './actions';
import { RECEIVE_CHOICES } from './constants';

type EventChoicesAction = ReturnType< typeof receiveChoices >;

function searches(
	state: EventChoicesState[ 'searches' ] = {},
	action: EventChoicesAction
): EventChoicesState[ 'searches' ] {
	if ( action.type !== RECEIVE_CHOICES || action.search === null ) {
		return state;
	}
	return {
		...state,
		[ action.kind ]: {
			...state[ action.kind ],
			[ action.search ]: action.choices,
		},
	};
}

function labels(
	state: EventChoicesState[ 'labels' ] = {},
	action: EventChoicesAction
): EventChoicesState[ 'labels' ] {
	if ( action.type !== RECEIVE_CHOICES || action.choices.length === 0 ) {
		return state;
	}
	return {
		...state,
		[ action.kind ]: {
			...state[ action.kind ],
			...Object.fromEntries(
				action.choices.map( ( { id, label } ) => [ id, label ] )
			),
		},
	};
}

export default combineReducers( { searches, labels } );

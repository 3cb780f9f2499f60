import { useDispatch } from '@wordpress/data';
import { useCallback, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store as eventsStore } from '../../stores/events';
import { type Event, type EventData } from '../../stores/events/types';
import { notify } from '../components/notifications/notify';
import {
	getServerErrors,
	isFormDirty,
	type FieldErrors,
	type RestErrorLike,
} from '../utils/event-form';

export interface EventFormOptions< Values > {
	/** The values the form opens with (read once). */
	initialValues: () => Values;
	/** The event fields the form sends. */
	toData: ( values: Values ) => EventData;
	/** The form values of the event the server answered with. */
	toValues: ( event: Event ) => Values;
	/** Client checks; field errors by key. */
	validate?: ( values: Values ) => FieldErrors;
	/** Turns a server field key into the form's, or null (shown above). */
	mapServerKey: ( key: string ) => string | null;
	/** The event id to update; null creates an event. */
	eventId: number | null;
	/** The notice after a save; 'Event saved.' by default. */
	successMessage?: string;
	/** Called with the saved event, after the form took its values. */
	onSaved?: ( event: Event ) => void;
}

export interface EventFormState< Values > {
	values: Values;
	/** Changes one field and clears its error. */
	setField: < Key extends keyof Values >(
		key: Key,
		value: Values[ Key ]
	) => void;
	/** Changes the values; the errors of `clear` keys go away. */
	setValues: (
		update: ( current: Values ) => Values,
		clear?: readonly string[]
	) => void;
	errors: FieldErrors;
	/** Server errors no field of the form shows. */
	otherErrors: string[];
	isSaving: boolean;
	isDirty: boolean;
	/** Bumped each time errors arrive: the form then focuses the first. */
	errorCount: number;
	/** Checks the values and saves them. */
	save: () => Promise< void >;
	/** Saves the given fields as they are (e.g. `{ location: null }`). */
	saveData: ( data: EventData, successMessage: string ) => Promise< void >;
}

/**
 * The state of one event editor sub-page: its values, what the last save
 * stored (for the unsaved-changes check), client and server errors, and
 * the save through the events store, with its notices.
 *
 * @param options The sub-page's rules.
 */
export function useEventForm< Values >(
	options: EventFormOptions< Values >
): EventFormState< Values > {
	const {
		initialValues,
		toData,
		toValues,
		validate,
		mapServerKey,
		eventId,
		successMessage = __( 'Event saved.', 'eventin' ),
		onSaved,
	} = options;
	const { createItem, updateItem } = useDispatch( eventsStore );
	const [ saved, setSaved ] = useState< Values >( initialValues );
	const [ values, setAllValues ] = useState< Values >( () => saved );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ otherErrors, setOtherErrors ] = useState< string[] >( [] );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ errorCount, setErrorCount ] = useState( 0 );

	const clearErrors = useCallback( ( keys: readonly string[] ) => {
		setErrors( ( current ) => {
			if ( ! keys.some( ( key ) => key in current ) ) {
				return current;
			}
			const next = { ...current };
			for ( const key of keys ) {
				delete next[ key ];
			}
			return next;
		} );
	}, [] );

	const setValues = useCallback(
		(
			update: ( current: Values ) => Values,
			clear: readonly string[] = []
		) => {
			setAllValues( update );
			clearErrors( clear );
		},
		[ clearErrors ]
	);

	const setField = useCallback(
		< Key extends keyof Values >( key: Key, value: Values[ Key ] ) => {
			setValues(
				( current ) => ( { ...current, [ key ]: value } ),
				[ String( key ) ]
			);
		},
		[ setValues ]
	);

	const saveData = useCallback(
		async ( data: EventData, message: string ) => {
			setIsSaving( true );
			try {
				const event =
					eventId === null
						? await createItem( data )
						: await updateItem( eventId, data );
				const next = toValues( event );
				setSaved( next );
				setAllValues( next );
				setErrors( {} );
				setOtherErrors( [] );
				setIsSaving( false );
				notify( 'success', message );
				onSaved?.( event );
			} catch ( error ) {
				const restError = ( error ?? {} ) as RestErrorLike;
				const { fields, other } = getServerErrors(
					restError,
					mapServerKey
				);
				setErrors( fields );
				setOtherErrors( other );
				setErrorCount( ( count ) => count + 1 );
				setIsSaving( false );
				notify(
					'error',
					typeof restError.message === 'string' &&
						restError.message !== ''
						? restError.message
						: __( 'The event could not be saved.', 'eventin' )
				);
			}
		},
		[ eventId, createItem, updateItem, toValues, mapServerKey, onSaved ]
	);

	const save = useCallback( async () => {
		const clientErrors = validate ? validate( values ) : {};
		if ( Object.keys( clientErrors ).length > 0 ) {
			setErrors( clientErrors );
			setOtherErrors( [] );
			setErrorCount( ( count ) => count + 1 );
			return;
		}
		await saveData( toData( values ), successMessage );
	}, [ validate, values, saveData, toData, successMessage ] );

	const isDirty = useMemo(
		() => isFormDirty( saved, values ),
		[ saved, values ]
	);

	return {
		values,
		setField,
		setValues,
		errors,
		otherErrors,
		isSaving,
		isDirty,
		errorCount,
		save,
		saveData,
	};
}

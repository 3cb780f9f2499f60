import { useDispatch } from '@wordpress/data';
import { useCallback, useMemo, useState } from '@wordpress/element';

import { type CrudItem, type CrudStore } from '../../stores/crud';
import { notify } from '../utils/notify';
import {
	getServerErrors,
	isFormDirty,
	type FieldErrors,
	type RestErrorLike,
} from '../utils/form';

export interface CrudFormOptions< Values, Item, Data > {
	/** The values the form opens with (read once). */
	initialValues: () => Values;
	/** The fields the form sends. */
	toData: ( values: Values ) => Data;
	/** The form values of the item the server answered with. */
	toValues: ( item: Item ) => Values;
	/** Client checks; field errors by key. */
	validate?: ( values: Values ) => FieldErrors;
	/** Turns a server field key into the form's, or null (shown above). */
	mapServerKey: ( key: string ) => string | null;
	/** The item id to update; null creates an item. */
	itemId: number | null;
	/** The notice after a save. */
	successMessage: string;
	/**
	 * The notice after a failed save, from the server's message ('' when it
	 * gave none).
	 */
	failureNotice: ( serverMessage: string ) => {
		message: string;
		description?: string;
	};
	/** Called with the saved item, after the form took its values. */
	onSaved?: ( item: Item ) => void;
}

export interface CrudFormState< Values, Data > {
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
	saveData: ( data: Data, successMessage: string ) => Promise< void >;
}

/**
 * The state of a form that creates or updates one item of a CRUD store: its
 * values, what the last save stored (for the unsaved-changes check), client
 * and server errors (`data.params` by field), and the save with its notices.
 *
 * @param store   The CRUD store.
 * @param options The form's rules.
 */
export function useCrudForm<
	Values,
	Item extends CrudItem,
	Data extends object,
>(
	store: CrudStore< Item, Data >,
	options: CrudFormOptions< Values, Item, Data >
): CrudFormState< Values, Data > {
	const {
		initialValues,
		toData,
		toValues,
		validate,
		mapServerKey,
		itemId,
		successMessage,
		failureNotice,
		onSaved,
	} = options;
	const { createItem, updateItem } = useDispatch( store );
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
		async ( data: Data, message: string ) => {
			setIsSaving( true );
			try {
				const item: Item =
					itemId === null
						? await createItem( data )
						: await updateItem( itemId, data );
				const next = toValues( item );
				setSaved( next );
				setAllValues( next );
				setErrors( {} );
				setOtherErrors( [] );
				setIsSaving( false );
				notify( 'success', message );
				onSaved?.( item );
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
				const notice = failureNotice(
					typeof restError.message === 'string'
						? restError.message
						: ''
				);
				notify( 'error', notice.message, notice.description );
			}
		},
		[
			itemId,
			createItem,
			updateItem,
			toValues,
			mapServerKey,
			onSaved,
			failureNotice,
		]
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

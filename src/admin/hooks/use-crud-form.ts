import { useDispatch } from '@wordpress/data';
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

import { type CrudItem, type CrudStore } from '../../stores/crud';
import { notify } from '../utils/notify';
import { type FieldErrors } from '../utils/form';
import { useForm, type FormState } from './use-form';

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
	/**
	 * Called with the saved item once the form shows its values (so the
	 * unsaved-changes guard lets a navigation through).
	 */
	onSaved?: ( item: Item ) => void;
}

export interface CrudFormState< Values, Item, Data > extends FormState<
	Values,
	Item
> {
	/** Saves the given fields as they are (e.g. `{ location: null }`). */
	saveData: ( data: Data, successMessage: string ) => Promise< void >;
}

/**
 * A form (useForm) that creates or updates one item of a CRUD store, with
 * its success and failure notices.
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
): CrudFormState< Values, Item, Data > {
	const { toData, itemId, successMessage, failureNotice, onSaved, ...rules } =
		options;
	const { createItem, updateItem } = useDispatch( store );

	// The last item saved, handed to onSaved once it is on screen.
	const [ savedItem, setSavedItem ] = useState< Item | null >( null );
	const onSavedRef = useRef( onSaved );
	useLayoutEffect( () => {
		onSavedRef.current = onSaved;
	} );
	useEffect( () => {
		if ( savedItem ) {
			onSavedRef.current?.( savedItem );
		}
	}, [ savedItem ] );

	const write = useCallback(
		( data: Data ): Promise< Item > =>
			itemId === null ? createItem( data ) : updateItem( itemId, data ),
		[ itemId, createItem, updateItem ]
	);

	const savedWith = useCallback(
		( message: string ) => ( item: Item ) => {
			notify( 'success', message );
			setSavedItem( item );
		},
		[]
	);

	const form = useForm< Values, Item >( {
		...rules,
		submit: ( values ) => write( toData( values ) ),
		onSaved: savedWith( successMessage ),
		onFailed: ( error ) => {
			const notice = failureNotice(
				typeof error.message === 'string' ? error.message : ''
			);
			notify( 'error', notice.message, notice.description );
		},
	} );
	const { send } = form;

	const saveData = useCallback(
		( data: Data, message: string ) =>
			send( () => write( data ), savedWith( message ) ),
		[ send, write, savedWith ]
	);

	return { ...form, saveData };
}

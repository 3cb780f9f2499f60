import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

import { type CrudItem, type CrudStore } from '../../stores/crud';
import { notify } from '../utils/notify';
import { type FieldErrors, type RestErrorLike } from '../utils/form';
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
	/**
	 * The `modified` time of the item the form opened with. Every update
	 * sends the one it last read (the server refuses it with 409
	 * `eventin_*_changed` when someone else changed the item since), and each
	 * save's answer brings the next.
	 */
	modified?: string;
}

export interface CrudFormState< Values, Item, Data > extends FormState<
	Values,
	Item
> {
	/** Saves the given fields as they are (e.g. `{ location: null }`). */
	saveData: ( data: Data, successMessage: string ) => Promise< void >;
	/**
	 * After a save refused because someone else changed the item: the
	 * server's message, and `reload`, which loads the item as it is now into
	 * the form (the changes made here are lost). Null otherwise.
	 */
	conflict: FormConflict | null;
}

export interface FormConflict {
	message: string;
	reload: () => Promise< void >;
}

/**
 * Whether a failed save was refused because someone else changed the item
 * since the form read it.
 *
 * @param error The REST error.
 */
export function isChangedElsewhere( error: RestErrorLike ): boolean {
	return (
		error.data?.status === 409 &&
		typeof error.code === 'string' &&
		/^eventin_[a-z]+_changed$/.test( error.code )
	);
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
	const {
		toData,
		itemId,
		successMessage,
		failureNotice,
		onSaved,
		modified,
		...rules
	} = options;
	const { createItem, updateItem, fetchItem } = useDispatch( store );
	// The modified time of the item as this form last read or saved it.
	const readModified = useRef( modified );
	// The server's message when someone else changed the item.
	const [ changedElsewhere, setChangedElsewhere ] = useState< string | null >(
		null
	);
	const remember = useCallback( ( item: Item ): Item => {
		const next = ( item as { modified?: unknown } ).modified;
		if ( readModified.current !== undefined && typeof next === 'string' ) {
			readModified.current = next;
		}
		return item;
	}, [] );

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
		async ( data: Data ): Promise< Item > => {
			if ( itemId === null ) {
				return createItem( data );
			}
			const sent =
				readModified.current === undefined
					? data
					: { ...data, modified: readModified.current };
			return remember( await updateItem( itemId, sent ) );
		},
		[ itemId, createItem, updateItem, remember ]
	);

	const savedWith = useCallback(
		( message: string ) => ( item: Item ) => {
			notify( 'success', message );
			setChangedElsewhere( null );
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
			if ( isChangedElsewhere( error ) ) {
				setChangedElsewhere( notice.message );
			}
		},
	} );
	const { send } = form;

	const saveData = useCallback(
		( data: Data, message: string ) =>
			send( () => write( data ), savedWith( message ) ),
		[ send, write, savedWith ]
	);

	const reload = useCallback(
		() =>
			send(
				async () => {
					if ( itemId === null ) {
						throw new Error( 'Nothing to reload.' );
					}
					return remember( await fetchItem( itemId ) );
				},
				() => {
					setChangedElsewhere( null );
					notify(
						'info',
						__( 'Loaded the latest version.', 'eventin' )
					);
				}
			),
		[ send, itemId, fetchItem, remember ]
	);

	return {
		...form,
		saveData,
		conflict:
			changedElsewhere !== null && itemId !== null
				? { message: changedElsewhere, reload }
				: null,
	};
}

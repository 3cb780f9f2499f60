/**
 * The one form state machine every form of the app runs on: values and what
 * the last save stored (for the unsaved-changes check), client and server
 * errors (`data.params` by field, the rest above the form), the busy flag,
 * and the save. Forms add their request and their notices.
 */
import {
	useCallback,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';

import {
	getServerErrors,
	isFormDirty,
	type FieldErrors,
	type RestErrorLike,
} from '../utils/form';

export interface FormOptions< Values, Result > {
	/** The values the form opens with (read once); they count as saved. */
	initialValues: () => Values;
	/**
	 * Writes the values: resolves to the server's answer, rejects with the
	 * REST error. `saved` is what the form last saved (to send changes only).
	 */
	submit: ( values: Values, saved: Values ) => Promise< Result >;
	/** Client checks before a save; field errors by key. */
	validate?: ( values: Values ) => FieldErrors;
	/**
	 * When a field's error goes away as it changes: at once ('change', the
	 * default), or once the field passes `validate` ('valid').
	 */
	clearErrorOn?: 'change' | 'valid';
	/**
	 * Turns a server field key (normalized, e.g. `tickets.0.name`) into the
	 * form's, or null for errors shown above the fields (all, by default).
	 * `sent` are the values the failed request was made of.
	 */
	mapServerKey?: ( key: string, sent: Values ) => string | null;
	/**
	 * The form's values after a save, from the server's answer; without it
	 * the values sent count as saved.
	 */
	toValues?: ( result: Result ) => Values;
	/** Whether the values hold unsaved changes; any difference by default. */
	isDirty?: ( saved: Values, values: Values ) => boolean;
	/** After a save, once the form took its values: notices, navigation. */
	onSaved?: ( result: Result ) => void;
	/** After a failed save, once its errors show: notices, logging. */
	onFailed?: ( error: RestErrorLike ) => void;
}

export interface FormState< Values, Result > {
	values: Values;
	/** The values as last loaded or saved. */
	saved: Values;
	/** Changes one field and clears its error (see `clearErrorOn`). */
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
	/** Adds errors of a check the form makes itself (e.g. before adding). */
	addErrors: ( errors: FieldErrors ) => void;
	isSaving: boolean;
	isDirty: boolean;
	/** Bumped each time errors arrive: the form then focuses the first. */
	errorCount: number;
	/** Checks the values (the current ones by default) and submits them. */
	save: ( values?: Values ) => Promise< void >;
	/**
	 * Sends a request of the form's own (e.g. one field cleared) like a save:
	 * busy meanwhile, the answer's values, errors, `onSaved` (or the one
	 * given) and `onFailed`.
	 */
	send: (
		request: () => Promise< Result >,
		onSaved?: ( result: Result ) => void
	) => Promise< void >;
}

/** What the frame of a form (its submit button, its focus) reads. */
export interface FormFrameState {
	isSaving: boolean;
	errorCount: number;
	save: () => unknown;
}

const NO_FIELDS = () => null;

/**
 * The state of one form, from its rules.
 *
 * @param options The form's rules.
 */
export function useForm< Values, Result >(
	options: FormOptions< Values, Result >
): FormState< Values, Result > {
	const {
		initialValues,
		submit,
		validate,
		clearErrorOn = 'change',
		mapServerKey = NO_FIELDS,
		toValues,
		isDirty: hasChanges = isFormDirty,
		onSaved,
		onFailed,
	} = options;
	const [ saved, setSaved ] = useState< Values >( initialValues );
	const [ values, setAllValues ] = useState< Values >( () => saved );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ otherErrors, setOtherErrors ] = useState< string[] >( [] );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ errorCount, setErrorCount ] = useState( 0 );
	// Set at once, so a second submit in the same tick is ignored.
	const isBusy = useRef( false );
	// What setField checks a changed field against, without changing itself.
	const latest = useRef( { values, validate } );
	useLayoutEffect( () => {
		latest.current = { values, validate };
	} );

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

	const showErrors = useCallback(
		( fields: FieldErrors, other: string[] = [] ) => {
			setErrors( fields );
			setOtherErrors( other );
			setErrorCount( ( count ) => count + 1 );
		},
		[]
	);

	const addErrors = useCallback( ( fields: FieldErrors ) => {
		setErrors( ( current ) => ( { ...current, ...fields } ) );
		setErrorCount( ( count ) => count + 1 );
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
			const name = String( key );
			const { values: current, validate: check } = latest.current;
			const passes =
				clearErrorOn === 'change' ||
				! check?.( { ...current, [ key ]: value } )[ name ];
			setValues(
				( previous ) => ( { ...previous, [ key ]: value } ),
				passes ? [ name ] : []
			);
		},
		[ clearErrorOn, setValues ]
	);

	const run = useCallback(
		async (
			request: () => Promise< Result >,
			sent: Values,
			handleSaved: ( ( result: Result ) => void ) | undefined
		) => {
			if ( isBusy.current ) {
				return;
			}
			isBusy.current = true;
			setIsSaving( true );
			let result: Result;
			try {
				result = await request();
			} catch ( error ) {
				const restError = ( error ?? {} ) as RestErrorLike;
				const { fields, other } = getServerErrors( restError, ( key ) =>
					mapServerKey( key, sent )
				);
				isBusy.current = false;
				setIsSaving( false );
				showErrors( fields, other );
				onFailed?.( restError );
				return;
			}
			const next = toValues ? toValues( result ) : sent;
			setSaved( next );
			setAllValues( next );
			setErrors( {} );
			setOtherErrors( [] );
			isBusy.current = false;
			setIsSaving( false );
			handleSaved?.( result );
		},
		[ mapServerKey, toValues, showErrors, onFailed ]
	);

	const save = useCallback(
		async ( sent: Values = values ) => {
			const clientErrors = validate ? validate( sent ) : {};
			if ( Object.keys( clientErrors ).length > 0 ) {
				showErrors( clientErrors );
				return;
			}
			await run( () => submit( sent, saved ), sent, onSaved );
		},
		[ values, saved, validate, submit, run, onSaved, showErrors ]
	);

	const send = useCallback(
		( request: () => Promise< Result >, handleSaved = onSaved ) =>
			run( request, values, handleSaved ),
		[ run, values, onSaved ]
	);

	const isDirty = useMemo(
		() => hasChanges( saved, values ),
		[ hasChanges, saved, values ]
	);

	return {
		values,
		saved,
		setField,
		setValues,
		errors,
		otherErrors,
		addErrors,
		isSaving,
		isDirty,
		errorCount,
		save,
		send,
	};
}

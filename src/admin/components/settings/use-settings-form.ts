/**
 * The general settings form: its values, what the server last stored, the
 * domain being typed, client and server errors, and the save through the
 * global store (PUT settings with the changed parts only).
 */
import { useDispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	store as globalStore,
	type Settings,
	type SettingsChanges,
} from '../../../stores/global';
import { notify } from '../../utils/notify';
import { checkNewDomain } from './domains';
import {
	getServerErrors,
	isEqualValue,
	type FieldErrors,
	type RestErrorLike,
} from '../../utils/form';

/**
 * Error keys of the form's fields, as the server names them; the domain
 * being typed has the key 'domain'.
 */
const SERVER_FIELD_KEYS = [
	'disable_category_and_tags',
	'modules.rsvp',
	'registered_domains',
];

/**
 * The parts of the settings that differ from the saved ones.
 *
 * @param saved  What the server stored.
 * @param values The form's values.
 */
export function getSettingsChanges(
	saved: Settings,
	values: Settings
): SettingsChanges {
	const changes: SettingsChanges = {};
	if (
		values.disable_category_and_tags !== saved.disable_category_and_tags
	) {
		changes.disable_category_and_tags = values.disable_category_and_tags;
	}
	if ( values.modules.rsvp !== saved.modules.rsvp ) {
		changes.modules = { rsvp: values.modules.rsvp };
	}
	if (
		! isEqualValue( values.registered_domains, saved.registered_domains )
	) {
		changes.registered_domains = values.registered_domains;
	}
	return changes;
}

/**
 * The form key of a server error key, or null for one the form has no
 * field for. `registered_domains.N` stays as it is (one domain).
 *
 * @param key The normalized server key.
 */
function mapServerKey( key: string ): string | null {
	if ( key === 'modules' ) {
		return 'modules.rsvp';
	}
	if (
		SERVER_FIELD_KEYS.includes( key ) ||
		/^registered_domains\.\d+$/.test( key )
	) {
		return key;
	}
	return null;
}

/**
 * The settings with a domain list (one the server did not send yet is empty).
 *
 * @param settings The settings the server sent.
 */
function withDefaults( settings: Settings ): Settings {
	return {
		...settings,
		registered_domains: settings.registered_domains ?? [],
	};
}

export function useSettingsForm( settings: Settings ) {
	const { updateSettings } = useDispatch( globalStore );
	const [ saved, setSaved ] = useState< Settings >( () =>
		withDefaults( settings )
	);
	const [ values, setValues ] = useState< Settings >( saved );
	const [ domainText, setDomainText ] = useState( '' );
	/** Field errors by key (SERVER_FIELD_KEYS and 'domain'). */
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	/** Server errors of single domains, by the domain. */
	const [ domainErrors, setDomainErrors ] = useState< FieldErrors >( {} );
	const [ otherErrors, setOtherErrors ] = useState< string[] >( [] );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ errorCount, setErrorCount ] = useState( 0 );

	const clearError = useCallback( ( key: string ) => {
		setErrors( ( current ) => {
			if ( ! ( key in current ) ) {
				return current;
			}
			const next = { ...current };
			delete next[ key ];
			return next;
		} );
	}, [] );

	const showErrors = useCallback( ( fields: FieldErrors ) => {
		setErrors( fields );
		setErrorCount( ( count ) => count + 1 );
	}, [] );

	const setToggle = useCallback(
		( key: 'disable_category_and_tags' | 'modules.rsvp', on: boolean ) => {
			const toggle = on ? 'on' : 'off';
			setValues( ( current ) =>
				key === 'modules.rsvp'
					? {
							...current,
							modules: { ...current.modules, rsvp: toggle },
						}
					: { ...current, disable_category_and_tags: toggle }
			);
			clearError( key );
		},
		[ clearError ]
	);

	const changeDomainText = useCallback(
		( text: string ) => {
			setDomainText( text );
			clearError( 'domain' );
		},
		[ clearError ]
	);

	/**
	 * The list with the typed domain added, or null (and the reason shown)
	 * when it cannot be added. The list as it is when nothing is typed.
	 *
	 * @param required Whether an empty entry is an error.
	 */
	const withTypedDomain = useCallback(
		( required: boolean ): string[] | null => {
			const domains = values.registered_domains;
			if ( ! required && domainText.trim() === '' ) {
				return domains;
			}
			const check = checkNewDomain( domainText, domains );
			if ( 'error' in check ) {
				setErrors( ( current ) => ( {
					...current,
					domain: check.error,
				} ) );
				setErrorCount( ( count ) => count + 1 );
				return null;
			}
			return [ ...domains, check.domain ];
		},
		[ values.registered_domains, domainText ]
	);

	const addDomain = useCallback( () => {
		const domains = withTypedDomain( true );
		if ( domains ) {
			setValues( ( current ) => ( {
				...current,
				registered_domains: domains,
			} ) );
			setDomainText( '' );
			clearError( 'domain' );
			clearError( 'registered_domains' );
		}
	}, [ withTypedDomain, clearError ] );

	const removeDomain = useCallback(
		( domain: string ) => {
			setValues( ( current ) => ( {
				...current,
				registered_domains: current.registered_domains.filter(
					( item ) => item !== domain
				),
			} ) );
			setDomainErrors( ( current ) => {
				const next = { ...current };
				delete next[ domain ];
				return next;
			} );
			clearError( 'registered_domains' );
		},
		[ clearError ]
	);

	const save = useCallback( async () => {
		// A domain typed but not added yet is saved with the rest.
		const domains = withTypedDomain( false );
		if ( ! domains ) {
			return;
		}
		const next = { ...values, registered_domains: domains };
		setValues( next );
		setDomainText( '' );
		const changes = getSettingsChanges( saved, next );
		if ( Object.keys( changes ).length === 0 ) {
			return;
		}
		setIsSaving( true );
		try {
			const stored = withDefaults( await updateSettings( changes ) );
			setSaved( stored );
			setValues( stored );
			setErrors( {} );
			setDomainErrors( {} );
			setOtherErrors( [] );
			setIsSaving( false );
			notify( 'success', __( 'Settings saved.', 'eventin' ) );
		} catch ( error ) {
			const restError = ( error ?? {} ) as RestErrorLike;
			const { fields, other } = getServerErrors(
				restError,
				mapServerKey
			);
			// Errors of single domains go beside the domain that was sent.
			const byDomain: FieldErrors = {};
			const byField: FieldErrors = {};
			for ( const [ key, message ] of Object.entries( fields ) ) {
				const index = /^registered_domains\.(\d+)$/.exec( key );
				const domain = index ? domains[ Number( index[ 1 ] ) ] : null;
				if ( domain !== null && domain !== undefined ) {
					byDomain[ domain ] = message;
				} else if ( index ) {
					byField.registered_domains ??= message;
				} else {
					byField[ key ] = message;
				}
			}
			setDomainErrors( byDomain );
			setOtherErrors( other );
			showErrors( byField );
			setIsSaving( false );
			notify(
				'error',
				typeof restError.message === 'string' && restError.message
					? restError.message
					: __( 'The settings could not be saved.', 'eventin' )
			);
		}
	}, [ withTypedDomain, values, saved, updateSettings, showErrors ] );

	const isDirty =
		domainText.trim() !== '' ||
		Object.keys( getSettingsChanges( saved, values ) ).length > 0;

	return {
		values,
		setToggle,
		domainText,
		changeDomainText,
		addDomain,
		removeDomain,
		errors,
		domainErrors,
		otherErrors,
		isSaving,
		isDirty,
		errorCount,
		save,
	};
}

export type SettingsFormState = ReturnType< typeof useSettingsForm >;

/**
 * The create form of a taxonomy (event categories and tags, speaker groups):
 * a required name, a description, and the taxonomy's own fields (a
 * category's parent and meta). On success it notifies and returns to the
 * list; on failure it notifies the server's reason (or does what the
 * taxonomy asks instead) and stays.
 */
import { TextareaControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';

import { type CrudStore } from '../../../stores/crud';
import { useForm } from '../../hooks/use-form';
import { notify } from '../../utils/notify';
import { type FieldErrors, type RestErrorLike } from '../../utils/form';
import TermForm from '../term-form';
import RequiredTextControl from '../required-text-control';

/** An item of a store this form creates in. */
interface CreatableTerm {
	id: number;
	name: string;
}

/** What every term form POSTs (the name trimmed). */
export interface TermData {
	name: string;
	description: string;
}

/** A form's wording, per entity (all translated by the caller). */
export interface TermCreateLabels {
	/** The name field's label, e.g. 'Tag name'. */
	name: string;
	/** Shown under an empty name, e.g. 'Tag Name is Required!'. */
	nameRequired: string;
	/** The submit button, e.g. 'Add New Tag'. */
	submit: string;
	/** The success notice, e.g. 'Successfully created tag!'. */
	created: string;
	/**
	 * The failure notice's title, with the server's reason as its
	 * description (e.g. 'Couldn't Create Speaker Group'). Without it the
	 * notice is the server's reason itself.
	 */
	failedTitle?: string;
	/** The failure notice when the server gives no reason. */
	failed: string;
}

/**
 * Draws some of a taxonomy's own fields.
 *
 * @param values Their values.
 * @param change Changes some of them.
 */
type ExtraControls< Extra > = (
	values: Extra,
	change: ( changes: Partial< Extra > ) => void
) => ReactNode;

/** A taxonomy's fields beyond the name and the description. */
export interface TermExtraFields< Extra, Data extends TermData > {
	/** Their values when the form opens. */
	initialValues: () => Extra;
	/** The request fields they add. */
	toData: ( values: Extra ) => Omit< Data, keyof TermData >;
	/** Their controls: under the name, and after the description. */
	afterName?: ExtraControls< Extra >;
	afterDescription?: ExtraControls< Extra >;
}

/**
 * Raises the failure notice: the title with the reason beneath it, or the
 * reason alone.
 *
 * @param labels The form's wording.
 * @param reason The server's message, if any.
 */
function notifyFailure( labels: TermCreateLabels, reason?: string ) {
	if ( labels.failedTitle ) {
		notify( 'error', labels.failedTitle, reason || labels.failed );
	} else {
		notify( 'error', reason || labels.failed );
	}
}

export default function TermCreate<
	Data extends TermData,
	Extra extends object = object,
>( {
	store,
	listPath,
	labels,
	extra,
	onFailed,
}: {
	store: CrudStore< CreatableTerm, Data >;
	/** Where the form returns after a create, e.g. '/tags'. */
	listPath: string;
	labels: TermCreateLabels;
	/** The taxonomy's own fields, if any. */
	extra?: TermExtraFields< Extra, Data >;
	/** Replaces the failure notice. */
	onFailed?: ( error: RestErrorLike ) => void;
} ) {
	const navigate = useNavigate();
	const { createItem } = useDispatch( store );

	const form = useForm< TermData & { extra: Extra }, unknown >( {
		initialValues: () => ( {
			name: '',
			description: '',
			extra: extra ? extra.initialValues() : ( {} as Extra ),
		} ),
		validate: ( { name } ): FieldErrors =>
			name.trim() ? {} : { name: labels.nameRequired },
		clearErrorOn: 'valid',
		submit: ( values ) =>
			createItem( {
				name: values.name.trim(),
				description: values.description,
				...extra?.toData( values.extra ),
			} as Data ),
		onSaved: () => {
			notify( 'success', labels.created );
			navigate( listPath );
		},
		onFailed:
			onFailed ?? ( ( error ) => notifyFailure( labels, error.message ) ),
	} );
	const changeExtra = ( changes: Partial< Extra > ) =>
		form.setValues( ( current ) => ( {
			...current,
			extra: { ...current.extra, ...changes },
		} ) );

	return (
		<TermForm form={ form } submitLabel={ labels.submit }>
			<RequiredTextControl
				label={ labels.name }
				value={ form.values.name }
				onChange={ ( value ) => form.setField( 'name', value ) }
				error={ form.errors.name }
			/>
			{ extra?.afterName?.( form.values.extra, changeExtra ) }
			<TextareaControl
				label={ __( 'Description', 'eventin' ) }
				value={ form.values.description }
				onChange={ ( value ) => form.setField( 'description', value ) }
				rows={ 5 }
				__nextHasNoMarginBottom
			/>
			{ extra?.afterDescription?.( form.values.extra, changeExtra ) }
		</TermForm>
	);
}

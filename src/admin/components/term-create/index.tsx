/**
 * The create form of a simple taxonomy (event tags, speaker groups): a
 * required name and a description. On success it notifies and returns to
 * the list; on failure it notifies the server's reason and stays.
 */
import { TextareaControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useNavigate } from 'react-router-dom';

import { type CrudStore } from '../../../stores/crud';
import { useRequiredField } from '../../hooks/use-required-field';
import { notify } from '../../utils/notify';
import TermForm from '../term-form';
import RequiredTextControl from '../required-text-control';

/** An item of a store this form creates in. */
interface CreatableTerm {
	id: number;
	name: string;
}

/** The body this form POSTs. */
interface TermCreateData {
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

export default function TermCreate( {
	store,
	listPath,
	labels,
}: {
	store: CrudStore< CreatableTerm, TermCreateData >;
	/** Where the form returns after a create, e.g. '/tags'. */
	listPath: string;
	labels: TermCreateLabels;
} ) {
	const navigate = useNavigate();
	const { createItem } = useDispatch( store );

	const name = useRequiredField( labels.nameRequired );
	const [ description, setDescription ] = useState( '' );
	const [ isSaving, setIsSaving ] = useState( false );

	async function save() {
		if ( ! name.validate() ) {
			return;
		}
		setIsSaving( true );
		try {
			await createItem( { name: name.value.trim(), description } );
			notify( 'success', labels.created );
			navigate( listPath );
		} catch ( error ) {
			notifyFailure( labels, ( error as { message?: string } )?.message );
			setIsSaving( false );
		}
	}

	return (
		<TermForm
			onSubmit={ save }
			submitLabel={ labels.submit }
			isSaving={ isSaving }
		>
			<RequiredTextControl
				label={ labels.name }
				value={ name.value }
				onChange={ name.onChange }
				error={ name.error }
				inputRef={ name.ref }
			/>
			<TextareaControl
				label={ __( 'Description', 'eventin' ) }
				value={ description }
				onChange={ setDescription }
				rows={ 5 }
				__nextHasNoMarginBottom
			/>
		</TermForm>
	);
}

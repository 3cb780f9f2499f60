/**
 * /categories/create: Category Name (required), Parent Category,
 * Description and the extensions' meta fields.
 */
import { SelectControl, TextareaControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useNavigate } from 'react-router-dom';

import { store as categoriesStore } from '../../../stores/event-categories';
import { store as globalStore } from '../../../stores/global';
import { useCategoryMetaFields } from '../../hooks/use-category-meta-fields';
import { useRequiredField } from '../../hooks/use-required-field';
import {
	getInitialMetaValues,
	getParentOptions,
	toMetaPayload,
	type MetaFormValues,
} from '../../utils/category-form';
import { notify } from '../../utils/notify';
import TermForm from '../term-form';
import RequiredTextControl from '../required-text-control';
import CategoryMetaFieldControl from '../category-meta-field';
import { PATHS } from '../../paths';

export default function CategoryCreate() {
	const navigate = useNavigate();
	const metaFields = useCategoryMetaFields();
	const categories = useSelect(
		( select ) => select( globalStore ).getEventCategories(),
		[]
	);
	const parentOptions = useMemo(
		() => [
			{ label: __( 'None', 'eventin' ), value: '0' },
			...getParentOptions( categories ),
		],
		[ categories ]
	);
	const { createItem } = useDispatch( categoriesStore );

	const name = useRequiredField(
		__( 'Category Name is Required!', 'eventin' )
	);
	const [ parent, setParent ] = useState( '0' );
	const [ description, setDescription ] = useState( '' );
	const [ meta, setMeta ] = useState< MetaFormValues >( () =>
		getInitialMetaValues( metaFields )
	);
	const [ isSaving, setIsSaving ] = useState( false );

	async function save() {
		if ( ! name.validate() ) {
			return;
		}
		setIsSaving( true );
		try {
			await createItem( {
				name: name.value.trim(),
				parent: Number( parent ),
				description,
				meta: toMetaPayload( metaFields, meta ),
			} );
			notify(
				'success',
				__( 'Successfully created category!', 'eventin' )
			);
			navigate( PATHS.categories );
		} catch ( error ) {
			// SPEC 8: a failed category create is only logged.
			// eslint-disable-next-line no-console
			console.error( error );
			setIsSaving( false );
		}
	}

	return (
		<TermForm
			onSubmit={ save }
			submitLabel={ __( 'Add New Category', 'eventin' ) }
			isSaving={ isSaving }
		>
			<RequiredTextControl
				label={ __( 'Category Name', 'eventin' ) }
				value={ name.value }
				onChange={ name.onChange }
				error={ name.error }
				inputRef={ name.ref }
			/>
			<SelectControl
				label={ __( 'Parent Category', 'eventin' ) }
				value={ parent }
				options={ parentOptions }
				onChange={ setParent }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<TextareaControl
				label={ __( 'Description', 'eventin' ) }
				value={ description }
				onChange={ setDescription }
				rows={ 5 }
				__nextHasNoMarginBottom
			/>
			{ metaFields.map( ( field ) => (
				<CategoryMetaFieldControl
					key={ field.key }
					field={ field }
					value={ meta[ field.key ] ?? '' }
					onChange={ ( value ) =>
						setMeta( ( current ) => ( {
							...current,
							[ field.key ]: value,
						} ) )
					}
				/>
			) ) }
		</TermForm>
	);
}

/**
 * /categories/create: Category Name (required), Parent Category,
 * Description and the extensions' meta fields, on the shared term form.
 * A failed create is only logged.
 */
import { SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	store as categoriesStore,
	type EventCategoryData,
} from '../../../stores/event-categories';
import { store as globalStore } from '../../../stores/global';
import { useCategoryMetaFields } from './use-category-meta-fields';
import {
	getInitialMetaValues,
	getParentOptions,
	toMetaPayload,
	type MetaFormValues,
} from './values';
import TermCreate, {
	type TermCreateLabels,
	type TermExtraFields,
} from '../../../admin/components/term-create';
import CategoryMetaFieldControl from '../category-meta-field';
import { TERM_PATHS } from '../paths';

/** A category's fields beyond the name and the description. */
interface CategoryExtra {
	/** The parent category's id, as the select holds it ('0': none). */
	parent: string;
	meta: MetaFormValues;
}

/**
 * A failed category create is only logged.
 *
 * @param error The REST error.
 */
function logFailure( error: unknown ) {
	// eslint-disable-next-line no-console
	console.error( error );
}

export default function CategoryCreate() {
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

	const labels = useMemo< TermCreateLabels >(
		() => ( {
			name: __( 'Category Name', 'eventin' ),
			nameRequired: __( 'Category Name is Required!', 'eventin' ),
			submit: __( 'Add New Category', 'eventin' ),
			created: __( 'Successfully created category!', 'eventin' ),
			failed: __( 'The category could not be created.', 'eventin' ),
		} ),
		[]
	);

	const extra: TermExtraFields< CategoryExtra, EventCategoryData > = {
		initialValues: () => ( {
			parent: '0',
			meta: getInitialMetaValues( metaFields ),
		} ),
		toData: ( { parent, meta } ) => ( {
			parent: Number( parent ),
			meta: toMetaPayload( metaFields, meta ),
		} ),
		afterName: ( { parent }, change ) => (
			<SelectControl
				label={ __( 'Parent Category', 'eventin' ) }
				value={ parent }
				options={ parentOptions }
				onChange={ ( value ) => change( { parent: value } ) }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
		),
		afterDescription: ( { meta }, change ) =>
			metaFields.map( ( field ) => (
				<CategoryMetaFieldControl
					key={ field.key }
					field={ field }
					value={ meta[ field.key ] ?? '' }
					onChange={ ( value ) =>
						change( { meta: { ...meta, [ field.key ]: value } } )
					}
				/>
			) ),
	};

	return (
		<TermCreate
			store={ categoriesStore }
			listPath={ TERM_PATHS.categories }
			labels={ labels }
			extra={ extra }
			onFailed={ logFailure }
		/>
	);
}

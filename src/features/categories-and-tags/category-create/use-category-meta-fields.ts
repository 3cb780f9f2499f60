import { applyFilters } from '@wordpress/hooks';
import { useMemo } from '@wordpress/element';

import { type CategoryMetaField } from '../../../stores/event-categories';
import { isCategoryMetaField } from '../../../admin/config';
import { useAdminConfig } from '../../../admin/hooks/use-admin-config';

/** The JS twin of the PHP filter of the same name. */
export const CATEGORY_META_FIELDS_FILTER = 'eventin_category_meta_fields';

/**
 * The extra category fields: those PHP registered, passed through the
 * `eventin_category_meta_fields` filter so scripts can add or remove some.
 */
export function useCategoryMetaFields(): CategoryMetaField[] {
	const { categoryMetaFields } = useAdminConfig();
	return useMemo( () => {
		const filtered = applyFilters(
			CATEGORY_META_FIELDS_FILTER,
			categoryMetaFields
		);
		return Array.isArray( filtered )
			? filtered.filter( isCategoryMetaField )
			: categoryMetaFields;
	}, [ categoryMetaFields ] );
}

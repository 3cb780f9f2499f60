<?php
namespace Eventin\Events;

/**
 * eventin/v2/event/categories. Extensions add category fields through the
 * `eventin_category_meta_fields` filter (the JS side has a filter of the same name).
 */
final class CategoriesController extends EventTermsController {
	/** @var string */
	protected $rest_base = 'event/categories';

	protected function taxonomy(): string {
		return Taxonomies::CATEGORY;
	}

	protected function messages(): array {
		return array(
			'required'  => __( 'Category Name is Required!', 'eventin' ),
			'duplicate' => __( 'A category with this name already exists.', 'eventin' ),
			'not_found' => __( 'The category does not exist.', 'eventin' ),
		);
	}

	public function meta_fields(): array {
		return self::registered_meta_fields();
	}

	/**
	 * Extra category fields: key => { label, type: string|number|boolean }.
	 *
	 * @return array<string, array{label: string, type: string}>
	 */
	public static function registered_meta_fields(): array {
		$fields = apply_filters( 'eventin_category_meta_fields', array() );
		$clean  = array();
		foreach ( is_array( $fields ) ? $fields : array() as $key => $field ) {
			if ( is_string( $key ) && '' !== $key && is_array( $field ) ) {
				$type          = $field['type'] ?? 'string';
				$clean[ $key ] = array(
					'label' => (string) ( $field['label'] ?? $key ),
					'type'  => in_array( $type, array( 'string', 'number', 'boolean' ), true ) ? $type : 'string',
				);
			}
		}
		return $clean;
	}
}

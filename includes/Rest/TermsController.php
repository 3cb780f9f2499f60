<?php
namespace Eventin\Rest;

use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_Term;

/**
 * List, create, update and delete the terms of one taxonomy (event categories, event tags, speaker
 * groups). Subclasses name the taxonomy, the capability and the messages people see.
 */
abstract class TermsController extends Controller {
	abstract protected function taxonomy(): string;

	abstract protected function capability(): string;

	/**
	 * Messages for this kind of term.
	 *
	 * @return array{required: string, duplicate: string, not_found: string}
	 */
	abstract protected function messages(): array;

	/**
	 * Extra fields stored as term meta: key => { label, type: string|number|boolean }.
	 *
	 * @return array<string, array{label: string, type: string}>
	 */
	public function meta_fields(): array {
		return array();
	}

	/** Who may read the terms: those who manage them, and whoever else chooses among them. */
	protected function readers(): array {
		return array( $this->capability() );
	}

	protected function is_hierarchical(): bool {
		return is_taxonomy_hierarchical( $this->taxonomy() );
	}

	public function register_routes(): void {
		$this->register_crud_routes( $this->require_capability( $this->capability() ), array(), $this->require_capability( ...$this->readers() ) );
	}

	public function get_collection_params(): array {
		$params = $this->list_args() + array(
			'orderby' => array(
				'description' => __( 'Sort by name, count or id.', 'eventin' ),
				'type'        => 'string',
				'enum'        => array( 'name', 'count', 'id' ),
				'default'     => 'name',
			),
			'order'   => array(
				'description' => __( 'asc or desc.', 'eventin' ),
				'type'        => 'string',
				'enum'        => array( 'asc', 'desc' ),
				'default'     => 'asc',
			),
		);
		if ( $this->is_hierarchical() ) {
			$params['parent'] = array(
				'description' => __( 'Only the direct children of this term (0 for top-level terms).', 'eventin' ),
				'type'        => 'integer',
				'minimum'     => 0,
			);
		}
		return $params;
	}

	public function get_items( $request ) {
		$query = array(
			'taxonomy'   => $this->taxonomy(),
			'hide_empty' => false,
			'search'     => trim( (string) $request['search'] ),
		);
		if ( $this->is_hierarchical() && null !== $request['parent'] ) {
			$query['parent'] = (int) $request['parent'];
		}
		$per_page = (int) $request['per_page'];
		$terms    = get_terms(
			$query + array(
				'number'  => $per_page,
				'offset'  => ( (int) $request['paged'] - 1 ) * $per_page,
				'orderby' => 'id' === $request['orderby'] ? 'term_id' : $request['orderby'],
				'order'   => strtoupper( $request['order'] ),
			)
		);
		$total    = (int) wp_count_terms( $query );
		$items    = array_map( array( $this, 'prepare_term' ), is_array( $terms ) ? array_values( $terms ) : array() );
		return $this->list_response( $items, $total, $per_page );
	}

	public function get_item( $request ) {
		$term = $this->find( (int) $request['id'] );
		return is_wp_error( $term ) ? $term : rest_ensure_response( $this->prepare_term( $term ) );
	}

	public function create_item( $request ) {
		$fields = $this->validate( $request, null );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		$result = wp_insert_term(
			$fields['name'],
			$this->taxonomy(),
			array_intersect_key( $fields, array_flip( array( 'description', 'parent' ) ) )
		);
		if ( is_wp_error( $result ) ) {
			return self::error( 'eventin_term_not_saved', $result->get_error_message() );
		}
		$this->save_meta( $result['term_id'], $fields['meta'] ?? array() );
		$response = rest_ensure_response( $this->prepare_term( get_term( $result['term_id'], $this->taxonomy() ) ) );
		$response->set_status( 201 );
		return $response;
	}

	public function update_item( $request ) {
		$term = $this->find( (int) $request['id'] );
		if ( is_wp_error( $term ) ) {
			return $term;
		}
		$fields = $this->validate( $request, $term );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		$result = wp_update_term(
			$term->term_id,
			$this->taxonomy(),
			array_intersect_key( $fields, array_flip( array( 'name', 'description', 'parent' ) ) )
		);
		if ( is_wp_error( $result ) ) {
			return self::error( 'eventin_term_not_saved', $result->get_error_message() );
		}
		$this->save_meta( $term->term_id, $fields['meta'] ?? array() );
		return rest_ensure_response( $this->prepare_term( get_term( $term->term_id, $this->taxonomy() ) ) );
	}

	public function delete_item( $request ) {
		$term = $this->find( (int) $request['id'] );
		if ( is_wp_error( $term ) ) {
			return $term;
		}
		wp_delete_term( $term->term_id, $this->taxonomy() );
		return rest_ensure_response( array( 'deleted' => array( $term->term_id ) ) );
	}

	/** Deletes every id or, when one is unknown, none of them. */
	public function delete_items( WP_REST_Request $request ) {
		$ids   = $request['ids'];
		$found = get_terms(
			array(
				'taxonomy'   => $this->taxonomy(),
				'include'    => $ids,
				'hide_empty' => false,
				'fields'     => 'ids',
			)
		);
		$missing = array_diff( $ids, array_map( 'intval', (array) $found ) );
		if ( $missing ) {
			return self::error( 'eventin_term_not_found', $this->messages()['not_found'] . ' (' . implode( ', ', $missing ) . ')', 404 );
		}
		foreach ( $ids as $id ) {
			wp_delete_term( $id, $this->taxonomy() );
		}
		return rest_ensure_response( array( 'deleted' => $ids ) );
	}

	/** @return WP_Term|WP_Error */
	protected function find( int $id ) {
		$term = get_term( $id, $this->taxonomy() );
		if ( ! $term instanceof WP_Term ) {
			return self::error( 'eventin_term_not_found', $this->messages()['not_found'], 404 );
		}
		return $term;
	}

	/**
	 * Checks a create or update body, once the item schema has been checked: the parent exists
	 * and is not the term or under it, the name is free, the meta fields are known. Returns the
	 * clean fields, or the first problem found.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param WP_Term|null    $term    The term being updated; null when creating.
	 * @return array|WP_Error
	 */
	protected function validate( WP_REST_Request $request, ?WP_Term $term ) {
		$fields = array();
		if ( $request->has_param( 'name' ) ) {
			$fields['name'] = sanitize_text_field( $request['name'] );
		}
		if ( $request->has_param( 'description' ) ) {
			$fields['description'] = sanitize_textarea_field( $request['description'] );
		}
		$parent = $term ? (int) $term->parent : 0;
		if ( $this->is_hierarchical() && $request->has_param( 'parent' ) ) {
			$parent = (int) $request['parent'];
			if ( $parent && ! get_term( $parent, $this->taxonomy() ) instanceof WP_Term ) {
				return self::error( 'eventin_parent_not_found', __( 'The parent category does not exist.', 'eventin' ) );
			}
			if ( $term && $parent && ( $parent === $term->term_id || in_array( $parent, get_term_children( $term->term_id, $this->taxonomy() ), true ) ) ) {
				return self::error( 'eventin_parent_loop', __( 'A category cannot sit under itself or one of its own subcategories.', 'eventin' ) );
			}
			$fields['parent'] = $parent;
		}
		if ( isset( $fields['name'] ) ) {
			$existing = term_exists( $fields['name'], $this->taxonomy(), $this->is_hierarchical() ? $parent : null );
			if ( $existing && ( ! $term || (int) $existing['term_id'] !== $term->term_id ) ) {
				return self::error( 'eventin_name_taken', $this->messages()['duplicate'] );
			}
		}
		if ( $request->has_param( 'meta' ) ) {
			$meta = $this->validate_meta( (array) $request['meta'] );
			if ( is_wp_error( $meta ) ) {
				return $meta;
			}
			$fields['meta'] = $meta;
		}
		return $fields;
	}

	/** @return array|WP_Error */
	private function validate_meta( array $values ) {
		$fields = $this->meta_fields();
		$clean  = array();
		foreach ( $values as $key => $value ) {
			if ( ! isset( $fields[ $key ] ) ) {
				/* translators: %s: a field name */
				return self::error( 'eventin_unknown_meta', sprintf( __( 'Unknown field: %s.', 'eventin' ), $key ) );
			}
			$type = $fields[ $key ]['type'];
			if ( 'number' === $type && '' !== $value && ! is_numeric( $value ) ) {
				/* translators: %s: a field label */
				return self::error( 'eventin_invalid_meta', sprintf( __( '%s must be a number.', 'eventin' ), $fields[ $key ]['label'] ) );
			}
			$clean[ $key ] = match ( $type ) {
				'number'  => '' === $value ? '' : $value + 0,
				'boolean' => rest_sanitize_boolean( $value ),
				default   => sanitize_text_field( (string) $value ),
			};
		}
		return $clean;
	}

	private function save_meta( int $term_id, array $meta ): void {
		foreach ( $meta as $key => $value ) {
			update_term_meta( $term_id, $key, $value );
		}
	}

	public function prepare_term( WP_Term $term ): array {
		$item = array(
			'id'          => $term->term_id,
			'name'        => $term->name,
			'slug'        => $term->slug,
			'description' => $term->description,
			'count'       => (int) $term->count,
		);
		if ( $this->is_hierarchical() ) {
			$item['parent'] = (int) $term->parent;
		}
		if ( $this->meta_fields() ) {
			$item['meta'] = array();
			foreach ( $this->meta_fields() as $key => $field ) {
				$value                = get_term_meta( $term->term_id, $key, true );
				$item['meta'][ $key ] = 'boolean' === $field['type'] ? (bool) $value : $value;
			}
		}
		return $item;
	}

	protected function item_schema(): array {
		$properties = array(
			'id'          => self::readonly_field( __( 'The term id.', 'eventin' ), 'integer' ),
			'name'        => array(
				'description'  => __( 'The name, unique among its siblings.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'text-field',
				'minLength'    => 1,
				'required'     => true,
				'errorMessage' => $this->messages()['required'],
			),
			'slug'        => self::readonly_field( __( 'The slug WordPress made from the name.', 'eventin' ), 'string' ),
			'description' => array(
				'description' => __( 'A description.', 'eventin' ),
				'type'        => 'string',
				'format'      => 'textarea-field',
			),
			'count'       => self::readonly_field( __( 'How many items the term holds.', 'eventin' ), 'integer' ),
		);
		if ( $this->is_hierarchical() ) {
			$properties['parent'] = array(
				'description' => __( 'The parent term; 0 for a top-level one.', 'eventin' ),
				'type'        => 'integer',
				'minimum'     => 0,
			);
		}
		if ( $this->meta_fields() ) {
			$properties['meta'] = array(
				/* translators: %s: field keys */
				'description' => sprintf( __( 'Extra fields (%s), by key.', 'eventin' ), implode( ', ', array_keys( $this->meta_fields() ) ) ),
				'type'        => 'object',
			);
		}
		return array(
			'title'      => $this->taxonomy(),
			'properties' => $properties,
		);
	}
}

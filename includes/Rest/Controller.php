<?php
namespace Eventin\Rest;

use WP_Error;
use WP_REST_Controller;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Base for every eventin/v2 controller: capability checks, one error shape, pagination headers.
 *
 * Errors are WordPress REST errors: { code, message, data: { status } }, with 400 for bad input,
 * 401 for anonymous callers, 403 for a missing capability and 404 for unknown items.
 */
abstract class Controller extends WP_REST_Controller {
	public const NAMESPACE = 'eventin/v2';

	/** @var string */
	protected $namespace = self::NAMESPACE;

	/**
	 * A permission callback that requires a capability.
	 *
	 * @param string $capability One of the etn_manage_* keys, or any WordPress capability.
	 */
	protected function require_capability( string $capability ): callable {
		return static function () use ( $capability ) {
			if ( ! is_user_logged_in() ) {
				return self::error( 'rest_not_logged_in', __( 'You must be logged in to do that.', 'eventin' ), 401 );
			}
			if ( ! current_user_can( $capability ) ) {
				return self::error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'eventin' ), 403 );
			}
			return true;
		};
	}

	/**
	 * The routes every resource has: list, create and bulk delete (`ids`) on the collection;
	 * read, update and delete on `/{id}`. Callbacks are the controller's get_items, create_item,
	 * delete_items, get_item, update_item and delete_item; create and update take write_args().
	 *
	 * @param callable $permission  The permission callback of every route.
	 * @param array    $delete_args Arguments of deleting one item.
	 */
	protected function register_crud_routes( callable $permission, array $delete_args = array() ): void {
		$route = fn( string $methods, string $callback, ?array $args = null ) => array(
			'methods'             => $methods,
			'callback'            => array( $this, $callback ),
			'permission_callback' => $permission,
		) + ( null === $args ? array() : array( 'args' => $args ) );
		$schema = array( $this, 'get_public_item_schema' );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$route( WP_REST_Server::READABLE, 'get_items', $this->get_collection_params() ),
				$route( WP_REST_Server::CREATABLE, 'create_item', $this->write_args() ),
				$route( WP_REST_Server::DELETABLE, 'delete_items', array( 'ids' => $this->ids_arg() ) ),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)',
			array(
				$route( WP_REST_Server::READABLE, 'get_item' ),
				$route( WP_REST_Server::EDITABLE, 'update_item', $this->write_args() ),
				$route( WP_REST_Server::DELETABLE, 'delete_item', $delete_args ),
				'schema' => $schema,
			)
		);
	}

	/** The arguments create and update declare (the rest is checked by the controller). */
	protected function write_args(): array {
		return array();
	}

	/** A permission callback for anything a signed-in user may read about themselves. */
	protected function require_login(): callable {
		return static function () {
			return is_user_logged_in()
				? true
				: self::error( 'rest_not_logged_in', __( 'You must be logged in to do that.', 'eventin' ), 401 );
		};
	}

	/**
	 * WordPress answers bad arguments with 'Invalid parameter(s): x'; say what is wrong with x instead.
	 */
	public static function register_error_messages(): void {
		add_filter(
			'rest_request_after_callbacks',
			static function ( $response, $handler, $request ) {
				if ( is_wp_error( $response )
					&& str_starts_with( $request->get_route(), '/' . self::NAMESPACE . '/' )
					&& in_array( $response->get_error_code(), array( 'rest_invalid_param', 'rest_missing_callback_param' ), true ) ) {
					$data    = (array) $response->get_error_data();
					$reasons = array_values( (array) ( $data['params'] ?? array() ) );
					if ( ! $reasons ) {
						return $response;
					}
					$message = is_string( $reasons[0] ?? null )
						? $reasons[0]
						/* translators: %s: parameter names */
						: sprintf( __( 'Missing: %s.', 'eventin' ), implode( ', ', $reasons ) );
					return new WP_Error( $response->get_error_code(), $message, $data );
				}
				return $response;
			},
			10,
			3
		);
	}

	public static function error( string $code, string $message, int $status = 400 ): WP_Error {
		return new WP_Error( $code, $message, array( 'status' => $status ) );
	}

	/** A 400 about one field of a body; `data.params` names it (nested: `slots.2.end_time`). */
	public static function invalid( string $field, string $message ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( $field => $message ),
			)
		);
	}

	/**
	 * A list of positive ids from a body field, without duplicates; null when it is not one.
	 *
	 * @return int[]|null
	 */
	public static function id_list( $value ): ?array {
		if ( ! is_array( $value ) ) {
			return null;
		}
		$ids = array();
		foreach ( $value as $id ) {
			if ( ! is_numeric( $id ) || (int) $id <= 0 ) {
				return null;
			}
			$ids[] = (int) $id;
		}
		return array_values( array_unique( $ids ) );
	}

	/** An http(s) address with a host, as browsers accept it. */
	public static function is_web_link( string $url ): bool {
		// Hosts may hold underscores, which FILTER_VALIDATE_URL refuses.
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		return in_array( $scheme, array( 'http', 'https' ), true )
			&& '' !== (string) wp_parse_url( $url, PHP_URL_HOST )
			&& ! preg_match( '/[\s<>"]/', $url );
	}

	/** The body of a write: JSON, or form fields. */
	protected function body( \WP_REST_Request $request ): array {
		$body = $request->get_json_params();
		return is_array( $body ) ? $body : $request->get_body_params();
	}

	/**
	 * A list answer: { items, total_items } plus X-WP-Total and X-WP-TotalPages.
	 */
	protected function list_response( array $items, int $total, int $per_page ): WP_REST_Response {
		$response = new WP_REST_Response(
			array(
				'items'       => $items,
				'total_items' => $total,
			)
		);
		return $this->with_pagination_headers( $response, $total, $per_page );
	}

	protected function with_pagination_headers( WP_REST_Response $response, int $total, int $per_page ): WP_REST_Response {
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) ( $per_page > 0 ? (int) ceil( $total / $per_page ) : 1 ) );
		return $response;
	}

	/** The query arguments every list shares. */
	protected function list_args(): array {
		return array(
			'paged'    => array(
				'description' => __( 'Page of the list, from 1.', 'eventin' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
			),
			'per_page' => array(
				'description' => __( 'Items per page.', 'eventin' ),
				'type'        => 'integer',
				'default'     => 10,
				'minimum'     => 1,
				'maximum'     => 100,
			),
			'search'   => array(
				'description' => __( 'Text to look for in names.', 'eventin' ),
				'type'        => 'string',
				'default'     => '',
			),
		);
	}

	/** The `ids` argument of bulk deletes: a list, or a comma-separated string, of positive integers. */
	protected function ids_arg(): array {
		return array(
			'description'       => __( 'The ids to delete.', 'eventin' ),
			'type'              => array( 'array', 'string' ),
			'items'             => array( 'type' => 'integer' ),
			'required'          => true,
			'sanitize_callback' => static fn( $value ) => self::parse_ids( $value ),
			'validate_callback' => static function ( $value ) {
				return self::parse_ids( $value )
					? true
					: self::error( 'rest_invalid_ids', __( 'Give at least one id to delete.', 'eventin' ) );
			},
		);
	}

	/** @return int[] */
	public static function parse_ids( $value ): array {
		$list = is_array( $value ) ? $value : explode( ',', (string) $value );
		$ids  = array();
		foreach ( $list as $id ) {
			if ( ! is_numeric( $id ) || (int) $id <= 0 || (string) (int) $id !== trim( (string) $id ) ) {
				return array();
			}
			$ids[] = (int) $id;
		}
		return array_values( array_unique( $ids ) );
	}
}

<?php
namespace Eventin\Rest;

use WP_Error;
use WP_REST_Controller;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Base for every eventin/v2 controller: capability checks, one error shape, pagination headers,
 * and routes that describe themselves: every route has a schema and every endpoint its args.
 *
 * Errors are WordPress REST errors: { code, message, data: { status } }, with 400 for bad input,
 * 401 for anonymous callers, 403 for a missing capability and 404 for unknown items.
 */
abstract class Controller extends WP_REST_Controller {
	public const NAMESPACE = 'eventin/v2';

	/** is_web_link() as a schema pattern (surrounding spaces allowed: they are trimmed). */
	public const WEB_LINK_PATTERN = '^\\s*[Hh][Tt][Tt][Pp][Ss]?://[^\\s<>"/?#@:][^\\s<>"]*\\s*$';

	/** @var string */
	protected $namespace = self::NAMESPACE;

	/** @var \WeakMap<\WP_REST_Request, WP_Error>|null What was wrong with requests' bodies, found before WordPress read them. */
	private static $body_errors = null;

	/**
	 * A permission callback that requires a capability, or any one of several (a resource's key,
	 * or etn_manage_own_events for what vendors reach of it: the route then narrows to theirs).
	 *
	 * @param string ...$capabilities etn_manage_* keys, or any WordPress capabilities.
	 */
	protected function require_capability( string ...$capabilities ): callable {
		return $this->require_user( static fn() => (bool) array_filter( $capabilities, 'current_user_can' ), __( 'Sorry, you are not allowed to do that.', 'eventin' ) );
	}

	/**
	 * A permission callback: a signed-in user (401 otherwise) for whom $allowed() is true (403
	 * with $refusal otherwise).
	 */
	protected function require_user( callable $allowed, string $refusal ): callable {
		return static function () use ( $allowed, $refusal ) {
			if ( ! is_user_logged_in() ) {
				return self::error( 'rest_not_logged_in', __( 'You must be logged in to do that.', 'eventin' ), 401 );
			}
			return $allowed() ? true : self::error( 'rest_forbidden', $refusal, 403 );
		};
	}

	/**
	 * The routes every resource has: list, create and bulk delete (`ids`) on the collection;
	 * read, update and delete on `/{id}`. Callbacks are the controller's get_items, create_item,
	 * delete_items, get_item, update_item and delete_item; create and update take the writable
	 * fields of the item schema.
	 *
	 * @param callable      $permission  The permission callback of every route.
	 * @param array         $delete_args Arguments of deleting one item.
	 * @param callable|null $read        The permission callback of the reads, when more may read.
	 */
	protected function register_crud_routes( callable $permission, array $delete_args = array(), ?callable $read = null ): void {
		$route  = fn( string $methods, string $callback, array $args ) => $this->endpoint( $methods, $callback, WP_REST_Server::READABLE === $methods && $read ? $read : $permission, $args );
		$schema = array( $this, 'get_public_item_schema' );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$route( WP_REST_Server::READABLE, 'get_items', $this->get_collection_params() ),
				$route( WP_REST_Server::CREATABLE, 'create_item', $this->write_args( WP_REST_Server::CREATABLE ) ),
				$route( WP_REST_Server::DELETABLE, 'delete_items', array( 'ids' => $this->ids_arg() ) ),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)',
			array(
				$route( WP_REST_Server::READABLE, 'get_item', $this->id_arg() + $this->context_arg() ),
				$route( WP_REST_Server::EDITABLE, 'update_item', $this->id_arg() + $this->write_args( WP_REST_Server::EDITABLE ) ),
				$route( WP_REST_Server::DELETABLE, 'delete_item', $this->id_arg() + $delete_args ),
				'schema' => $schema,
			)
		);
	}

	/**
	 * One endpoint of a route: its methods, its callback (a method of this controller), who may
	 * call it, and its args, each checked as arg() says.
	 *
	 * @param string|string[] $methods
	 */
	protected function endpoint( $methods, string $callback, callable $permission, array $args ): array {
		return array(
			'methods'             => $methods,
			'callback'            => array( $this, $callback ),
			'permission_callback' => $permission,
			'args'                => self::args( $args ),
		);
	}

	/**
	 * The item this controller answers with and takes: its fields (`properties`, each with a type,
	 * a description and its limits; `readonly` when only answered; `required` when a new item must
	 * have it) and the messages people see (`errorMessage`, see Schema).
	 */
	abstract protected function item_schema(): array;

	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = $this->item_schema() + array(
				'$schema' => 'http://json-schema.org/draft-04/schema#',
				'title'   => 'eventin-' . str_replace( '/', '-', $this->rest_base ),
				'type'    => 'object',
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The args of a create (CREATABLE: `required` fields must be sent) or partial update
	 * (EDITABLE): the writable fields of the item schema.
	 */
	protected function write_args( string $method ): array {
		$args = array();
		foreach ( $this->get_item_schema()['properties'] as $name => $property ) {
			if ( empty( $property['readonly'] ) ) {
				$arg             = $property;
				$arg['required'] = WP_REST_Server::CREATABLE === $method && ! empty( $property['required'] );
				if ( WP_REST_Server::CREATABLE !== $method ) {
					unset( $arg['default'] );
				}
				$args[ $name ] = $arg;
			}
		}
		return $args;
	}

	/** An argument checked against its own schema (Schema), then sanitized by WordPress from it. */
	public static function arg( array $schema ): array {
		return $schema + array(
			'validate_callback' => array( Schema::class, 'validate_arg' ),
			'sanitize_callback' => array( Schema::class, 'sanitize_arg' ),
		);
	}

	/** Arguments, each checked as arg() says unless it has checks of its own. */
	public static function args( array $args ): array {
		return array_map( array( self::class, 'arg' ), $args );
	}

	/**
	 * A field of an item that is only answered, never taken: its description, its type and any
	 * more of its schema (`items`, `enum`, …).
	 *
	 * @param string|string[] $type
	 */
	public static function readonly_field( string $description, $type, array $more = array() ): array {
		return array(
			'description' => $description,
			'type'        => $type,
			'readonly'    => true,
		) + $more;
	}

	/** The `{id}` of a route. */
	protected function id_arg(): array {
		return array(
			'id' => array(
				'description' => __( 'The id of the item.', 'eventin' ),
				'type'        => 'integer',
			),
		);
	}

	/** `context`, which every read takes, as in WordPress's own routes; the answer is the same in each. */
	protected function context_arg(): array {
		return array( 'context' => $this->get_context_param( array( 'default' => 'view' ) ) );
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
	 * WordPress checks the args before the permission callback; ours answers first, so who may not
	 * use a route learns nothing about its arguments. Then 'Invalid parameter(s): x' and
	 * 'Missing parameter(s): x' become what is wrong with x, with `data.params` keyed by field
	 * (nested: `tickets.0.price`).
	 */
	public static function register_error_messages(): void {
		$ours       = static fn( $request ) => str_starts_with( $request->get_route(), '/' . self::NAMESPACE . '/' );
		$arg_errors = array( 'rest_invalid_param', 'rest_missing_callback_param', 'rest_invalid_json', 'rest_unsupported_media_type' );
		add_filter(
			'rest_pre_dispatch',
			static function ( $result, $server, $request ) use ( $ours ) {
				// Found before WordPress reads (and sanitizes) the parameters; answered once the
				// route's permission is known (body_error()). WordPress would read a JSON number or
				// string as parameters, with warnings: the request goes on without it.
				if ( null === $result && $ours( $request ) ) {
					$error = null;
					$json  = json_decode( (string) $request->get_body(), true );
					if ( wp_is_json_media_type( $request->get_content_type()['value'] ?? '' ) && JSON_ERROR_NONE === json_last_error() && '' !== trim( (string) $request->get_body() ) && ( ! is_array( $json ) || ( $json && array_is_list( $json ) ) ) ) {
						$error = self::error( 'rest_invalid_json', __( 'The body must be a JSON object.', 'eventin' ) );
						$request->set_body( '{}' );
					} else {
						$field = self::not_utf8( $request->get_params() );
						/* translators: %s: a field name */
						$error = null === $field ? null : self::invalid( $field, sprintf( __( '%s must be UTF-8 text.', 'eventin' ), $field ) );
					}
					if ( $error ) {
						self::$body_errors ??= new \WeakMap();
						self::$body_errors[ $request ] = $error;
					}
				}
				return $result;
			},
			10,
			3
		);
		add_filter(
			'rest_request_before_callbacks',
			static function ( $response, $handler, $request ) use ( $ours, $arg_errors ) {
				if ( ! $ours( $request ) || ( is_wp_error( $response ) && ! in_array( $response->get_error_code(), $arg_errors, true ) ) ) {
					return $response;
				}
				// The body as a whole before its arguments: a text/plain body leaves every argument
				// missing, and is a 415, not a 400 on the first of them.
				$fault = self::body_error( $request ) ?? ( is_wp_error( $response ) ? $response : null );
				if ( null === $fault ) {
					return $response;
				}
				if ( ! empty( $handler['permission_callback'] ) ) {
					$permission = call_user_func( $handler['permission_callback'], $request );
					if ( is_wp_error( $permission ) ) {
						return $permission;
					}
					if ( ! $permission ) {
						return self::error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'eventin' ), rest_authorization_required_code() );
					}
				}
				return $fault;
			},
			10,
			3
		);
		add_filter(
			'rest_request_after_callbacks',
			static function ( $response, $handler, $request ) use ( $ours ) {
				if ( ! is_wp_error( $response ) || ! $ours( $request ) ) {
					return $response;
				}
				$data = (array) $response->get_error_data();
				if ( 'rest_missing_callback_param' === $response->get_error_code() ) {
					// WordPress stops at what is missing; name what is wrong with the rest too, in order.
					$missing = (array) ( $data['params'] ?? array() );
					$params  = array();
					foreach ( (array) ( $handler['args'] ?? array() ) as $name => $arg ) {
						if ( in_array( $name, $missing, true ) ) {
							/* translators: %s: a field name */
							$params[ $name ] = Schema::missing_message( (array) $arg ) ?? sprintf( __( '%s is required.', 'eventin' ), $name );
						} elseif ( null !== $request->get_param( $name ) && is_callable( $arg['validate_callback'] ?? null ) ) {
							$check = call_user_func( $arg['validate_callback'], $request->get_param( $name ), $request, $name );
							if ( is_wp_error( $check ) ) {
								$nested = $check->get_error_data()['params'] ?? null;
								$params = array_merge( $params, is_array( $nested ) ? $nested : array( $name => $check->get_error_message() ) );
							}
						}
					}
				} elseif ( 'rest_invalid_param' === $response->get_error_code() && isset( $data['params'] ) ) {
					$params = array();
					foreach ( (array) $data['params'] as $name => $reason ) {
						// Our checks name the nested field; WordPress's name the argument.
						$nested = $data['details'][ $name ]['data']['params'] ?? null;
						$params = array_merge( $params, is_array( $nested ) ? $nested : array( $name => $reason ) );
					}
				} else {
					return $response;
				}
				$data['params'] = $params;
				unset( $data['details'] );
				return $params ? new WP_Error( $response->get_error_code(), (string) reset( $params ), $data ) : $response;
			},
			10,
			3
		);
	}

	/**
	 * What is wrong with a request's body as a whole, which WordPress lets through: JSON that is not
	 * an object (400), text that is not UTF-8 in any parameter, body or query (400 naming it; both
	 * found in rest_pre_dispatch above), or a body of another type than JSON or a form (WordPress
	 * ignores it, so the write would go on without it: 415).
	 */
	public static function body_error( \WP_REST_Request $request ): ?WP_Error {
		if ( isset( self::$body_errors[ $request ] ) ) {
			return self::$body_errors[ $request ];
		}
		$type = $request->get_content_type()['value'] ?? '';
		if ( '' !== trim( (string) $request->get_body() ) && 'GET' !== $request->get_method() && ! wp_is_json_media_type( $type ) && ! in_array( $type, array( 'application/x-www-form-urlencoded', 'multipart/form-data' ), true ) ) {
			return self::error( 'rest_unsupported_media_type', __( 'Send the body as JSON (Content-Type: application/json).', 'eventin' ), 415 );
		}
		return null;
	}

	/** The dotted name of the first key or text in a value that is not UTF-8, or null. */
	private static function not_utf8( $value, string $path = '' ): ?string {
		if ( is_string( $value ) ) {
			return preg_match( '//u', $value ) ? null : $path;
		}
		foreach ( is_array( $value ) ? $value : array() as $key => $child ) {
			$name = '' === $path ? (string) $key : $path . '.' . $key;
			if ( ! preg_match( '//u', (string) $key ) ) {
				return wp_check_invalid_utf8( $name, true );
			}
			$found = self::not_utf8( $child, $name );
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
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
	 * The ids of a list the schema let through, once each, in order.
	 *
	 * @return int[]
	 */
	public static function id_list( $value ): array {
		return array_values( wp_parse_id_list( $value ) );
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
		return $this->context_arg() + array(
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
		// Not true (which PHP reads as 1), nor 1.5.
		$list = is_array( $value ) ? $value : ( is_string( $value ) || is_int( $value ) ? explode( ',', (string) $value ) : array() );
		$ids  = array();
		foreach ( $list as $id ) {
			if ( ! ( is_int( $id ) || is_string( $id ) ) || ! is_numeric( $id ) || (int) $id <= 0 || (string) (int) $id !== trim( (string) $id ) ) {
				return array();
			}
			$ids[] = (int) $id;
		}
		return array_values( array_unique( $ids ) );
	}
}

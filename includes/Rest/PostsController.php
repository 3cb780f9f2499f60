<?php
namespace Eventin\Rest;

use Eventin\Database\Lock;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The routes of a resource stored as posts that go to the trash before they are deleted (events,
 * schedules): list, read, create, partial update, trash one or many (all or nothing), restore,
 * delete for good from the trash, and clone.
 *
 * The model class (model()) has the static methods schema() (the item schema's properties),
 * exists( id ), read( id ), validate( body, ?current ), save( id, changes ), trash( id ),
 * restore( id ), destroy( id ) and duplicate( id ).
 * Error codes follow the entity: rest_{entity}_not_found, eventin_{entity}_trashed, …
 *
 * Writes to one item (update, trash, restore, delete) take turns: each holds the item's lock
 * (Database\Lock) and reads the item again once it has it, so two of them never interleave. An
 * update that sends `modified` (Modified) is refused with 409 `eventin_{entity}_changed` when the
 * item changed since that time, and nothing is written.
 */
abstract class PostsController extends Controller {
	/** @return class-string The model. */
	abstract protected function model(): string;

	/** The entity in error codes: event, schedule. */
	abstract protected function entity(): string;

	abstract protected function capability(): string;

	/** Who may call the routes: the capability, or others that reach some items (vendors'). */
	protected function capabilities(): array {
		return array( $this->capability() );
	}

	/**
	 * The valid changes of a create ($item null) or an update, as they are written: where the
	 * caller's role decides part of them (a vendor's status).
	 */
	protected function changes( array $changes, ?array $item ): array {
		return $changes;
	}

	/** Whether the caller may reach an item that exists; the others answer 404 like unknown ones. */
	protected function reachable( int $id ): bool {
		return true;
	}

	/**
	 * What people read when something is wrong.
	 *
	 * @return array{not_found: string, missing_ids: string, trashed: string, already_trashed: string, not_trashed: string, trash_first: string, changed: string, busy: string}
	 *   missing_ids takes the ids as %s.
	 */
	abstract protected function messages(): array;

	/**
	 * Further actions on `/{id}/{action}`: action => [ methods, callback, the properties of what
	 * it answers ].
	 *
	 * @return array<string, array{0: string[], 1: string, 2: array}>
	 */
	protected function actions(): array {
		return array();
	}

	protected function item_schema(): array {
		$model = $this->model();
		return $model::schema();
	}

	/** An update also takes `modified`: the time of the item it was made on. */
	protected function write_args( string $method ): array {
		$args = parent::write_args( $method );
		if ( WP_REST_Server::EDITABLE === $method ) {
			$args['modified'] = Modified::arg( __( 'When the item was last changed, as it was read: when it changed since, nothing is written and the answer is 409. Left out, the change is written whatever changed since.', 'eventin' ) );
		}
		return $args;
	}

	public function register_routes(): void {
		$permission = $this->require_capability( ...$this->capabilities() );
		$this->register_crud_routes(
			$permission,
			array(
				'force' => array(
					'description' => __( 'Delete an item in the trash for good instead of moving it to the trash.', 'eventin' ),
					'type'        => 'boolean',
					'default'     => false,
				),
			)
		);
		$item    = array( $this, 'get_public_item_schema' );
		$actions = array(
			'restore' => array( array( WP_REST_Server::CREATABLE ), 'restore_item', $item ),
			// A GET clones too, for clients that call it so; ours POSTs.
			'clone'   => array( array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE ), 'clone_item', $item ),
		) + $this->actions();
		foreach ( $actions as $action => $spec ) {
			list( $methods, $callback, $answer ) = $spec;
			$more                                = $spec[3] ?? array();
			register_rest_route(
				$this->namespace,
				'/' . $this->rest_base . '/(?P<id>\d+)/' . $action,
				array(
					$this->endpoint( $methods, $callback, $permission, $this->id_arg() + ( in_array( WP_REST_Server::READABLE, $methods, true ) ? $this->context_arg() : array() ) + $more ),
					'schema' => is_callable( $answer ) ? $answer : fn() => array(
						'$schema'    => 'http://json-schema.org/draft-04/schema#',
						'title'      => 'eventin-' . $this->entity() . '-' . $action,
						'type'       => 'object',
						'properties' => $answer,
					),
				)
			);
		}
	}

	/** @param WP_REST_Request $request */
	public function get_item( $request ) {
		$item = $this->find( $request );
		return is_wp_error( $item ) ? $item : rest_ensure_response( $item );
	}

	/** @param WP_REST_Request $request */
	public function create_item( $request ) {
		$model   = $this->model();
		$changes = $model::validate( $this->body( $request ), null );
		if ( is_wp_error( $changes ) ) {
			return $changes;
		}
		$id = $model::save( 0, $this->changes( $changes, null ) );
		return $this->saved( $id, 201 );
	}

	/** @param WP_REST_Request $request */
	public function update_item( $request ) {
		$model = $this->model();
		return $this->locked(
			$request,
			function ( array $item ) use ( $model, $request ) {
				if ( 'trash' === $item['status'] ) {
					return $this->fail( 'trashed', $this->messages()['trashed'], 409 );
				}
				if ( null !== $request['modified'] && ! Modified::same( $request['modified'], $item['modified'] ) ) {
					return $this->fail( 'changed', $this->messages()['changed'], 409 );
				}
				$changes = $model::validate( $this->body( $request ), $item );
				if ( is_wp_error( $changes ) ) {
					return $changes;
				}
				$id = $model::save( $item['id'], $this->changes( $changes, $item ) );
				if ( ! is_wp_error( $id ) ) {
					Modified::moved( $id, $item['modified'] );
				}
				return $this->saved( $id );
			}
		);
	}

	/** @param WP_REST_Request $request */
	public function delete_item( $request ) {
		$model = $this->model();
		return $this->locked(
			$request,
			function ( array $item ) use ( $model, $request ) {
				$in_trash = 'trash' === $item['status'];
				if ( $request['force'] && ! $in_trash ) {
					return $this->fail( 'not_trashed', $this->messages()['trash_first'] );
				}
				if ( ! $request['force'] && $in_trash ) {
					return $this->fail( 'trashed', $this->messages()['already_trashed'] );
				}
				if ( $request['force'] ) {
					$model::destroy( $item['id'] );
				} else {
					$model::trash( $item['id'] );
					Modified::moved( $item['id'], $item['modified'] );
				}
				return rest_ensure_response(
					array(
						'deleted' => array( $item['id'] ),
						'trashed' => ! $request['force'],
					)
				);
			}
		);
	}

	/**
	 * Moves every id to the trash or, when one is unknown, none of them. It holds the lock of
	 * every item (taken in ascending order of the ids, so two of these never wait for each other) and
	 * reads them again once it does.
	 */
	public function delete_items( WP_REST_Request $request ) {
		$model   = $this->model();
		$missing = function ( array $ids ) use ( $model ) {
			$missing = array_values( array_filter( $ids, fn( $id ) => ! $model::exists( $id ) || ! $this->reachable( $id ) ) );
			return $missing ? self::error( 'rest_' . $this->entity() . '_not_found', sprintf( $this->messages()['missing_ids'], implode( ', ', $missing ) ), 404 ) : null;
		};
		$error = $missing( $request['ids'] );
		if ( $error ) {
			return $error;
		}
		$trash = function () use ( $model, $request, $missing ) {
			$ids = $request['ids'];
			// Deleted for good while this request waited.
			array_map( 'clean_post_cache', $ids );
			$error = $missing( $ids );
			if ( $error ) {
				return $error;
			}
			foreach ( $ids as $id ) {
				$item = $model::read( $id );
				if ( 'trash' !== $item['status'] ) {
					$model::trash( $id );
					Modified::moved( $id, $item['modified'] );
				}
			}
			return rest_ensure_response(
				array(
					'deleted' => $ids,
					'trashed' => true,
				)
			);
		};
		$ids = array_unique( $request['ids'] );
		rsort( $ids );
		foreach ( $ids as $id ) {
			$inner = $trash;
			$trash = fn() => Lock::run( $this->lock_name( $id ), $inner, fn() => $this->fail( 'busy', $this->messages()['busy'], 409 ) );
		}
		return $trash();
	}

	/** @param WP_REST_Request $request */
	public function restore_item( $request ) {
		$model = $this->model();
		return $this->locked(
			$request,
			function ( array $item ) use ( $model ) {
				if ( 'trash' !== $item['status'] ) {
					return $this->fail( 'not_trashed', $this->messages()['not_trashed'] );
				}
				$model::restore( $item['id'] );
				Modified::moved( $item['id'], $item['modified'] );
				return rest_ensure_response( $model::read( $item['id'] ) );
			}
		);
	}

	/** @param WP_REST_Request $request */
	public function clone_item( $request ) {
		$model = $this->model();
		$item  = $this->find( $request );
		return is_wp_error( $item ) ? $item : $this->saved( $model::duplicate( $item['id'] ), 201 );
	}

	/** @return array|\WP_Error The item as the model reads it, or 404. */
	protected function find( WP_REST_Request $request ) {
		$model = $this->model();
		$id    = (int) $request['id'];
		return $model::exists( $id ) && $this->reachable( $id )
			? $model::read( $id )
			: self::error( 'rest_' . $this->entity() . '_not_found', $this->messages()['not_found'], 404 );
	}

	/**
	 * Runs a write to the item of the request holding its lock, with the item as it is once the
	 * lock is held (404 when it is gone by then). Another write holding it for too long: 409.
	 *
	 * @param callable $write ( array $item ) => the answer.
	 * @return mixed
	 */
	private function locked( WP_REST_Request $request, callable $write ) {
		$item = $this->find( $request );
		if ( is_wp_error( $item ) ) {
			return $item;
		}
		return Lock::run(
			$this->lock_name( $item['id'] ),
			function () use ( $request, $item, $write ) {
				// What other requests wrote while this one waited.
				clean_post_cache( $item['id'] );
				$item = $this->find( $request );
				return is_wp_error( $item ) ? $item : $write( $item );
			},
			fn() => $this->fail( 'busy', $this->messages()['busy'], 409 )
		);
	}

	private function lock_name( int $id ): string {
		return 'post_' . $id;
	}

	private function fail( string $state, string $message, int $status = 400 ): \WP_Error {
		return self::error( 'eventin_' . $this->entity() . '_' . $state, $message, $status );
	}

	/** @param int|\WP_Error $id */
	private function saved( $id, int $status = 200 ) {
		if ( is_wp_error( $id ) ) {
			return self::error( 'eventin_' . $this->entity() . '_not_saved', $id->get_error_message(), 500 );
		}
		$model    = $this->model();
		$response = new WP_REST_Response( $model::read( $id ) );
		$response->set_status( $status );
		return $response;
	}
}

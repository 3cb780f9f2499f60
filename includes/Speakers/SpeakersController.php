<?php
namespace Eventin\Speakers;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * eventin/v2/speakers: speakers and organizers. The list answers a plain array with the total in
 * X-WP-Total, as existing clients expect. Writes need etn_manage_organizer; reading also suits
 * schedule managers, who pick slot speakers (without seeing e-mail addresses). The contract is in
 * includes/README.md.
 */
final class SpeakersController extends Controller {
	/** @var string */
	protected $rest_base = 'speakers';

	public function register_routes(): void {
		$manage = $this->require_capability( Capabilities::ORGANIZER );
		$read   = static function ( WP_REST_Request $request ) use ( $manage ) {
			return 'GET' === $request->get_method() && current_user_can( Capabilities::SCHEDULE ) ? true : $manage( $request );
		};
		$this->register_crud_routes( $read );
	}

	protected function item_schema(): array {
		return Speaker::schema();
	}

	public function get_collection_params(): array {
		return $this->list_args() + array(
			'speaker_group' => array(
				'description' => __( 'Only the speakers of this group (its id).', 'eventin' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
			'category'      => array(
				'description' => __( 'Only speakers, or only organizers.', 'eventin' ),
				'type'        => 'string',
				'enum'        => array_keys( Speaker::ROLES ),
			),
		);
	}

	/**
	 * A page of speakers by name, from the speakers index (Index::query): an index range and a kept
	 * count, whatever the size of the site.
	 *
	 * @param WP_REST_Request $request
	 */
	public function get_items( $request ) {
		$per_page            = (int) $request['per_page'];
		list( $ids, $total ) = Index::query(
			array(
				'role'   => (string) $request['category'],
				'group'  => (int) $request['speaker_group'],
				'search' => (string) $request['search'],
			),
			(int) $request['paged'],
			$per_page
		);
		$items = Speaker::read_many( $ids, $this->may_manage() );
		return $this->with_pagination_headers( new WP_REST_Response( $items ), $total, $per_page );
	}

	/** @param WP_REST_Request $request */
	public function get_item( $request ) {
		$user = $this->find( $request );
		return is_wp_error( $user ) ? $user : rest_ensure_response( Speaker::read( $user->ID, $this->may_manage() ) );
	}

	/** @param WP_REST_Request $request */
	public function create_item( $request ) {
		$changes = Speaker::validate( $this->body( $request ), null );
		if ( is_wp_error( $changes ) ) {
			return $changes;
		}
		return $this->saved( Speaker::save( 0, $changes ), 201 );
	}

	/** @param WP_REST_Request $request */
	public function update_item( $request ) {
		$user = $this->find( $request, 'edit_user' );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$changes = Speaker::validate( $this->body( $request ), $user );
		if ( is_wp_error( $changes ) ) {
			return $changes;
		}
		return $this->saved( Speaker::save( $user->ID, $changes ) );
	}

	/** @param WP_REST_Request $request */
	public function delete_item( $request ) {
		$user = $this->find( $request, 'delete_user' );
		return is_wp_error( $user ) ? $user : $this->removed( array( $user ) );
	}

	/** Deletes every id or, when one cannot be deleted, none of them. */
	public function delete_items( WP_REST_Request $request ) {
		$users = array();
		foreach ( $request['ids'] as $id ) {
			$user = $this->find_by_id( (int) $id, 'delete_user' );
			if ( is_wp_error( $user ) ) {
				return $user;
			}
			$users[] = $user;
		}
		return $this->removed( $users );
	}

	/**
	 * Removes speakers (Speaker::remove) and says what became of their content.
	 *
	 * @param WP_User[] $users
	 */
	private function removed( array $users ): WP_REST_Response {
		$answer = array(
			'deleted'            => array(),
			'reassigned_to'      => get_current_user_id(),
			'posts_reassigned'   => 0,
			'events_unlinked'    => 0,
			'schedules_unlinked' => 0,
			'roles_removed'      => array(),
		);
		foreach ( $users as $user ) {
			$summary             = Speaker::remove( $user, get_current_user_id() );
			$answer['deleted'][] = $user->ID;
			foreach ( array( 'posts_reassigned', 'events_unlinked', 'schedules_unlinked' ) as $key ) {
				$answer[ $key ] += $summary[ $key ];
			}
			if ( $summary['roles_removed'] ) {
				$answer['roles_removed'][] = $user->ID;
			}
		}
		$answer['message'] = sprintf(
			/* translators: 1: number of posts, 2: a user's name, 3: number of events, 4: number of schedules */
			__( 'Posts reassigned to %2$s: %1$d. Events updated: %3$d. Schedules updated: %4$d.', 'eventin' ),
			$answer['posts_reassigned'],
			wp_get_current_user()->display_name,
			$answer['events_unlinked'],
			$answer['schedules_unlinked']
		);
		return new WP_REST_Response( $answer );
	}

	/**
	 * The speaker of the route, when the caller may change them.
	 *
	 * @param string $capability edit_user or delete_user, checked for users who hold other roles.
	 * @return WP_User|WP_Error
	 */
	private function find( WP_REST_Request $request, string $capability = '' ) {
		return $this->find_by_id( (int) $request['id'], $capability );
	}

	/** @return WP_User|WP_Error */
	private function find_by_id( int $id, string $capability ) {
		$user = Speaker::find( $id );
		if ( ! $user ) {
			/* translators: %d: a user id */
			return self::error( 'eventin_speaker_not_found', sprintf( __( 'The speaker %d does not exist.', 'eventin' ), $id ), 404 );
		}
		if ( '' === $capability ) {
			return $user;
		}
		if ( 'delete_user' === $capability && get_current_user_id() === $user->ID ) {
			return self::error( 'eventin_speaker_is_you', __( 'You cannot delete yourself.', 'eventin' ), 403 );
		}
		// An editor who also speaks is changed only by people WordPress lets change that user.
		if ( Speaker::has_other_roles( $user ) && ! current_user_can( 'delete_user' === $capability ? 'promote_user' : 'edit_user', $user->ID ) ) {
			/* translators: %s: a user's name */
			return self::error( 'eventin_speaker_protected', sprintf( __( '%s has another role on this site; only an administrator can change them.', 'eventin' ), $user->display_name ), 403 );
		}
		return $user;
	}

	private function may_manage(): bool {
		return current_user_can( Capabilities::ORGANIZER );
	}

	/** @param int|WP_Error $id */
	private function saved( $id, int $status = 200 ) {
		if ( is_wp_error( $id ) ) {
			return self::error( 'eventin_speaker_not_saved', $id->get_error_message(), 500 );
		}
		$response = new WP_REST_Response( Speaker::read( $id, true ) );
		$response->set_status( $status );
		return $response;
	}
}

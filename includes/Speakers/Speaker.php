<?php
namespace Eventin\Speakers;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Problem;
use Eventin\Rest\Controller;
use WP_Error;
use WP_User;

/**
 * A speaker or organizer: a WordPress user holding the role etn-speaker and/or etn-organizer,
 * with a designation, company, photo and social links in user meta and groups in the
 * etn_speaker_category taxonomy. Reads of many speakers cost a fixed number of queries.
 */
final class Speaker {
	/** REST `category` value => WordPress role. */
	public const ROLES = array(
		'speaker'   => SpeakerGroups::SPEAKER_ROLE,
		'organizer' => SpeakerGroups::ORGANIZER_ROLE,
	);

	public const META = array(
		'designation' => 'etn_speaker_designation',
		'company'     => 'etn_speaker_company',
		'image_id'    => 'etn_speaker_image',
		'social'      => 'etn_speaker_social',
	);

	public const NETWORKS = array( 'website', 'facebook', 'x', 'linkedin', 'instagram', 'youtube' );

	public const MAX_SOCIAL_LINKS = 10;

	/** The user, when they are a speaker or organizer. */
	public static function find( int $id ): ?WP_User {
		$user = $id > 0 ? get_userdata( $id ) : false;
		return $user instanceof WP_User && array_intersect( self::ROLES, (array) $user->roles ) ? $user : null;
	}

	/** Whether the user holds roles besides the speaker ones (an editor who also speaks). */
	public static function has_other_roles( WP_User $user ): bool {
		return (bool) array_diff( (array) $user->roles, self::ROLES );
	}

	/**
	 * Speakers as the REST API answers them, in the order of the ids: what they are made of from
	 * the speakers index (two reads), and from the users themselves for any it lacks; a fixed
	 * number of queries whatever the count.
	 *
	 * @param int[] $ids        User ids.
	 * @param bool  $with_email Whether the reader may see e-mail addresses.
	 * @return array[]
	 */
	public static function read_many( array $ids, bool $with_email ): array {
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$sources = Index::sources( $ids );
		$missing = array_diff( $ids, array_keys( $sources ) );
		if ( $missing ) {
			$sources += self::sources( $missing );
		}
		$images = array_filter( array_map( static fn( $id ) => (int) ( $sources[ $id ]['meta'][ self::META['image_id'] ] ?? 0 ), $ids ) );
		if ( $images ) {
			_prime_post_caches( $images, false, true );
		}
		$speakers = array();
		foreach ( $ids as $id ) {
			if ( isset( $sources[ $id ] ) ) {
				$speakers[] = self::shape( $sources[ $id ], $with_email );
			}
		}
		return $speakers;
	}

	public static function read( int $id, bool $with_email ): ?array {
		return self::read_many( array( $id ), $with_email )[0] ?? null;
	}

	/** @return string[] The meta keys an item is made of (the roles' too). */
	private static function meta_keys(): array {
		global $wpdb;
		return array_merge( array_values( self::META ), array( 'description', $wpdb->get_blog_prefix() . 'capabilities' ) );
	}

	/** Whether a user meta key is one an item is made of (changing it changes the item). */
	public static function is_item_meta( string $key ): bool {
		return in_array( $key, self::meta_keys(), true );
	}

	/**
	 * What users' items are made of, read from the users, only the meta the items need and their
	 * groups (three reads; straight from the tables, so hooks that run before the caches are brought
	 * up to date read the new values), keyed by the users that exist.
	 *
	 * @param int[] $ids
	 * @return array<int, array{user: array, meta: array, roles: string[], groups: array[]}> user: ID,
	 *         display_name, user_email, user_nicename; meta: the values by key (the first of each,
	 *         as get_user_meta( …, true ) reads it), not the roles; roles: the WordPress roles among
	 *         ours; groups: term_id and name, by name.
	 */
	public static function sources( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$list    = Sql::ids( $ids );
		$caps    = $wpdb->get_blog_prefix() . 'capabilities';
		$sources = array();
		foreach ( Reader::rows( Sql::concat( "SELECT ID, display_name, user_email, user_nicename FROM {$wpdb->users} WHERE ID IN (", $list, ')' ) ) as $user ) {
			$sources[ (int) $user['ID'] ] = array(
				'user'   => $user,
				'meta'   => array(),
				'roles'  => array(),
				'groups' => array(),
			);
		}
		// SQLite would read every row of those keys by the key's index: `+` keeps it on the users'.
		$column = Reader::is_sqlite() ? '+meta_key' : 'meta_key';
		$seen   = array();
		foreach ( Reader::rows( Sql::concat( "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} WHERE user_id IN (", $list, ") AND {$column} IN (", Sql::list( self::meta_keys() ), ')' ) ) as $row ) {
			$id = (int) $row['user_id'];
			// The first value of each key (the user_id index keeps a user's rows in the order they
			// were added).
			if ( ! isset( $sources[ $id ] ) || isset( $seen[ $id ][ $row['meta_key'] ] ) ) {
				continue;
			}
			$seen[ $id ][ $row['meta_key'] ] = true;
			$value                           = maybe_unserialize( $row['meta_value'] );
			if ( $caps === $row['meta_key'] ) {
				$sources[ $id ]['roles'] = array_values( array_intersect( self::ROLES, array_keys( is_array( $value ) ? $value : array() ) ) );
			} else {
				$sources[ $id ]['meta'][ $row['meta_key'] ] = $value;
			}
		}
		$rows = Reader::rows(
			Sql::concat(
				Sql::of( "SELECT r.object_id, t.term_id, t.name FROM {$wpdb->term_relationships} r JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = r.term_taxonomy_id JOIN {$wpdb->terms} t ON t.term_id = tt.term_id WHERE tt.taxonomy = ? AND r.object_id IN (", SpeakerGroups::TAXONOMY ),
				$list,
				') ORDER BY t.name, t.term_id'
			)
		);
		foreach ( $rows as $row ) {
			if ( isset( $sources[ (int) $row['object_id'] ] ) ) {
				$sources[ (int) $row['object_id'] ]['groups'][] = array(
					'term_id' => (int) $row['term_id'],
					'name'    => (string) $row['name'],
				);
			}
		}
		return $sources;
	}

	/** @param array{user: array, meta: array, roles: string[], groups: array[]} $source As sources() gives it. */
	private static function shape( array $source, bool $with_email ): array {
		$user     = $source['user'];
		$meta     = $source['meta'];
		$id       = (int) $user['ID'];
		$image_id = (int) ( $meta[ self::META['image_id'] ] ?? 0 );
		$social   = $meta[ self::META['social'] ] ?? array();
		return array(
			'id'            => $id,
			'name'          => (string) $user['display_name'],
			'email'         => $with_email ? (string) $user['user_email'] : '',
			'designation'   => (string) ( $meta[ self::META['designation'] ] ?? '' ),
			'company'       => (string) ( $meta[ self::META['company'] ] ?? '' ),
			'biography'     => (string) ( $meta['description'] ?? '' ),
			'image_id'      => $image_id,
			'image'         => $image_id ? (string) wp_get_attachment_image_url( $image_id, 'thumbnail' ) : '',
			'social'        => is_array( $social ) ? array_values( $social ) : array(),
			'speaker_group' => array_map( static fn( $group ) => (string) $group['name'], $source['groups'] ),
			'group_ids'     => array_map( static fn( $group ) => (int) $group['term_id'], $source['groups'] ),
			'category'      => array_keys( array_intersect( self::ROLES, $source['roles'] ) ),
			'author_url'    => get_author_posts_url( $id, (string) $user['user_nicename'] ),
		);
	}

	/** A speaker as the REST API answers and takes it. */
	public static function schema(): array {
		$text     = static fn( string $description ) => array(
			'description' => $description,
			'type'        => 'string',
			'format'      => 'text-field',
		);
		return array(
			'properties' => array(
				'id'            => Controller::readonly_field( __( 'The user id.', 'eventin' ), 'integer' ),
				'name'          => array(
					'description'  => __( 'The name people see.', 'eventin' ),
					'type'         => 'string',
					'format'       => 'text-field',
					'minLength'    => 1,
					'maxLength'    => 250,
					'required'     => true,
					'errorMessage' => array_fill_keys( array( 'required', 'type', 'minLength' ), __( 'Please enter the name.', 'eventin' ) )
						+ array( 'maxLength' => __( 'The name can be at most 250 characters long.', 'eventin' ) ),
				),
				'email'         => array(
					'description'  => __( 'The e-mail address, not used by another user; empty in answers to those who may not manage speakers.', 'eventin' ),
					'type'         => 'string',
					'format'       => 'email',
					'minLength'    => 1,
					'maxLength'    => 100,
					'required'     => true,
					'errorMessage' => array_fill_keys( array( 'required', 'minLength' ), __( 'Please enter the email.', 'eventin' ) )
						+ array_fill_keys( array( 'type', 'maxLength', 'format' ), __( 'Please enter a valid email.', 'eventin' ) ),
				),
				'designation'   => $text( __( 'The job title.', 'eventin' ) ),
				'company'       => $text( __( 'The company.', 'eventin' ) ),
				'biography'     => array(
					'description' => __( 'A few lines about the speaker.', 'eventin' ),
					'type'        => 'string',
					'format'      => 'textarea-field',
				),
				'image_id'      => array(
					'description'  => __( 'The photo, an image id from the media library; 0 for none.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 0,
					'errorMessage' => __( 'The photo must be an image from the media library.', 'eventin' ),
				),
				'image'         => Controller::readonly_field( __( 'The photo address.', 'eventin' ), 'string' ),
				'social'        => array(
					'description'  => __( 'Social links.', 'eventin' ),
					'type'         => 'array',
					'maxItems'     => self::MAX_SOCIAL_LINKS,
					'items'        => array(
						'type'       => 'object',
						'properties' => array(
							'network' => array(
								'description'  => __( 'The network.', 'eventin' ),
								'type'         => 'string',
								'enum'         => self::NETWORKS,
								'required'     => true,
								'errorMessage' => __( 'Choose a network from the list.', 'eventin' ),
							),
							'url'     => array(
								'description'  => __( 'An http(s) address.', 'eventin' ),
								'type'         => 'string',
								'pattern'      => Controller::WEB_LINK_PATTERN,
								'required'     => true,
								'errorMessage' => __( 'Please enter a valid link starting with http:// or https://.', 'eventin' ),
							),
						),
					),
					'errorMessage' => array(
						'type'     => __( 'Social links must be a list.', 'eventin' ),
						/* translators: %d: the most links a speaker can have */
						'maxItems' => sprintf( __( 'Add at most %d social links.', 'eventin' ), self::MAX_SOCIAL_LINKS ),
					),
				),
				'speaker_group' => Controller::readonly_field( __( 'The names of the groups.', 'eventin' ), 'array', array( 'items' => array( 'type' => 'string' ) ) ),
				'group_ids'     => array(
					'description'  => __( 'Speaker group ids.', 'eventin' ),
					'type'         => 'array',
					'items'        => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'errorMessage' => __( 'One of the chosen groups does not exist.', 'eventin' ),
				),
				'category'      => array(
					'description'  => __( 'The roles: speaker, organizer or both.', 'eventin' ),
					'type'         => 'array',
					'items'        => array(
						'type' => 'string',
						'enum' => array_keys( self::ROLES ),
					),
					'minItems'     => 1,
					'required'     => true,
					'errorMessage' => __( 'Choose at least one role: speaker or organizer.', 'eventin' ),
				),
				'author_url'    => Controller::readonly_field( __( 'The author page.', 'eventin' ), 'string', array( 'format' => 'uri' ) ),
			),
		);
	}

	/**
	 * Checks a create (no $user) or partial update body, once schema() has been checked: what needs
	 * the database. Returns the clean changes keyed by REST field, or a 400 naming the first field
	 * at fault. Nothing is written here.
	 *
	 * @return array|WP_Error
	 */
	public static function validate( array $params, ?WP_User $user ) {
		$has     = static fn( string $field ) => array_key_exists( $field, $params );
		$fields  = self::schema()['properties'];
		$changes = array();
		foreach ( array( 'name', 'designation', 'company' ) as $field ) {
			if ( $has( $field ) ) {
				$changes[ $field ] = sanitize_text_field( $params[ $field ] );
			}
		}
		if ( $has( 'email' ) ) {
			$changes['email'] = trim( $params['email'] );
			$owner            = email_exists( $changes['email'] );
			if ( $owner && ( ! $user || (int) $owner !== $user->ID ) ) {
				return Problem::invalid( 'email', __( 'A user with this email already exists.', 'eventin' ) );
			}
		}
		if ( $has( 'category' ) ) {
			$changes['category'] = array_values( array_unique( $params['category'] ) );
		}
		if ( $has( 'biography' ) ) {
			$changes['biography'] = sanitize_textarea_field( $params['biography'] );
		}
		if ( $has( 'image_id' ) ) {
			$changes['image_id'] = (int) $params['image_id'];
			if ( $changes['image_id'] && ! wp_attachment_is_image( $changes['image_id'] ) ) {
				return Problem::invalid( 'image_id', $fields['image_id']['errorMessage'] );
			}
		}
		if ( $has( 'social' ) ) {
			$changes['social'] = array_map(
				static fn( $link ) => array(
					'network' => $link['network'],
					'url'     => esc_url_raw( trim( $link['url'] ) ),
				),
				array_values( $params['social'] )
			);
		}
		if ( $has( 'group_ids' ) ) {
			$ids = Controller::id_list( $params['group_ids'] );
			if ( $ids && count( get_terms( array( 'taxonomy' => SpeakerGroups::TAXONOMY, 'include' => $ids, 'hide_empty' => false, 'fields' => 'ids' ) ) ) !== count( $ids ) ) {
				return Problem::invalid( 'group_ids', $fields['group_ids']['errorMessage'] );
			}
			$changes['group_ids'] = $ids;
		}
		return $changes;
	}

	/**
	 * Writes validated changes, creating the user when $id is 0, then brings the speakers index up
	 * to date once (not on every hook the write fires).
	 *
	 * @return int|WP_Error The user id.
	 */
	public static function save( int $id, array $changes ) {
		$saved = Index::batch( static fn() => self::write( $id, $changes ) );
		Index::sync( is_wp_error( $saved ) ? $id : $saved );
		return $saved;
	}

	/** @return int|WP_Error The user id. */
	private static function write( int $id, array $changes ) {
		$user = array_filter(
			array(
				'ID'           => $id,
				'user_email'   => $changes['email'] ?? null,
				'display_name' => $changes['name'] ?? null,
				'nickname'     => $changes['name'] ?? null,
				'description'  => $changes['biography'] ?? null,
			),
			static fn( $value ) => null !== $value
		);
		if ( 0 === $id ) {
			$user += array(
				'user_login' => self::new_login( $changes['email'] ),
				'user_pass'  => wp_generate_password( 32 ),
				'role'       => self::ROLES[ $changes['category'][0] ],
			);
			$id = wp_insert_user( wp_slash( $user ) );
		} elseif ( count( $user ) > 1 ) {
			// The speaker is told by the site owner, not by an automatic "your e-mail changed" mail.
			add_filter( 'send_email_change_email', '__return_false' );
			$id = wp_update_user( wp_slash( $user ) );
			remove_filter( 'send_email_change_email', '__return_false' );
		}
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		if ( isset( $changes['category'] ) ) {
			$account = new WP_User( $id );
			foreach ( self::ROLES as $category => $role ) {
				if ( in_array( $category, $changes['category'], true ) ) {
					$account->add_role( $role );
				} else {
					$account->remove_role( $role );
				}
			}
		}
		foreach ( array( 'designation', 'company', 'image_id', 'social' ) as $field ) {
			if ( array_key_exists( $field, $changes ) ) {
				update_user_meta( $id, self::META[ $field ], wp_slash( $changes[ $field ] ) );
			}
		}
		if ( isset( $changes['group_ids'] ) ) {
			wp_set_object_terms( $id, $changes['group_ids'], SpeakerGroups::TAXONOMY );
		}
		return (int) $id;
	}

	/** A free login name from the e-mail's local part: ana, ana-2, ana-3… */
	private static function new_login( string $email ): string {
		$base = sanitize_user( strtolower( strstr( $email, '@', true ) ), true );
		$base = '' !== $base ? substr( $base, 0, 50 ) : 'speaker';
		for ( $n = 1; $n <= 20; $n++ ) {
			$login = 1 === $n ? $base : "$base-$n";
			if ( ! username_exists( $login ) ) {
				return $login;
			}
		}
		return $base . '-' . strtolower( wp_generate_password( 8, false ) );
	}

	/**
	 * Takes a person off every event and schedule slot that names them as a speaker or organizer:
	 * the features that link people do it (the filter below) and say how many of their items changed.
	 *
	 * @return array{events_unlinked: int, schedules_unlinked: int}
	 */
	public static function unlink( int $user_id ): array {
		/**
		 * A speaker or organizer leaves: each feature that links people takes them off and counts
		 * the items it changed (Events: `events_unlinked`, Schedules: `schedules_unlinked`).
		 *
		 * @param array<string, int> $counts
		 * @param int                $user_id
		 */
		return (array) apply_filters(
			'eventin_speaker_unlinked',
			array(
				'events_unlinked'    => 0,
				'schedules_unlinked' => 0,
			),
			$user_id
		);
	}

	/**
	 * Takes a speaker off the site without losing content: a user who is only a speaker or
	 * organizer is deleted and their posts go to $reassign; a user who also holds other roles just
	 * loses the speaker roles and groups. Either way they leave every event and schedule slot.
	 *
	 * @return array{posts_reassigned: int, events_unlinked: int, schedules_unlinked: int, roles_removed: bool}
	 */
	public static function remove( WP_User $user, int $reassign ): array {
		global $wpdb;
		$summary = array( 'posts_reassigned' => 0 ) + self::unlink( $user->ID ) + array( 'roles_removed' => self::has_other_roles( $user ) );
		if ( $summary['roles_removed'] ) {
			foreach ( self::ROLES as $role ) {
				$user->remove_role( $role );
			}
			wp_delete_object_term_relationships( $user->ID, SpeakerGroups::TAXONOMY );
			return $summary;
		}
		$summary['posts_reassigned'] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_author = %d", $user->ID ) );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user->ID, $reassign );
		return $summary;
	}
}

<?php
namespace Eventin\Schedules;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Problem;
use Eventin\Rest\Controller;
use Eventin\Rest\Modified;
use Eventin\Speakers\Speaker;
use Eventin\Time\LocalTime;
use WP_Error;
use WP_Post;

/**
 * A schedule: post type `etn-schedule` whose title is the program title, with a date and its
 * time slots in post meta. Reads of many schedules cost a fixed number of queries.
 */
final class Schedule {
	public const DATE_META  = 'etn_schedule_date';
	public const SLOTS_META = 'etn_schedule_slots';
	public const MAX_SLOTS  = 100;

	private const SLOT = array(
		'topic'      => '',
		'start_time' => '',
		'end_time'   => '',
		'room'       => '',
		'objective'  => '',
		'speakers'   => array(),
	);

	/** A speaker removed leaves the schedules too (filter eventin_speaker_unlinked): counted with the rest. */
	public static function on_speaker_unlinked( $counts, $user_id ) {
		$counts['schedules_unlinked'] = ( $counts['schedules_unlinked'] ?? 0 ) + self::remove_speaker( (int) $user_id );
		return $counts;
	}

	public static function exists( int $id ): bool {
		$post = get_post( $id );
		return $post instanceof WP_Post && PostType::NAME === $post->post_type && in_array( $post->post_status, array( 'publish', 'draft', 'trash' ), true );
	}

	/**
	 * One page of schedules, newest date first, from the schedules index (Index).
	 *
	 * @param array{search: string, year: ?int, trash: bool} $filters
	 * @return array{0: int[], 1: int} Ids of the page, and the total.
	 */
	public static function query( array $filters, int $page, int $per_page ): array {
		return Index::query( $filters, $page, $per_page );
	}

	/** The sort key of a date: 2026-05-01 → 20260501. */
	private static function sort_key( string $date ): int {
		return (int) str_replace( '-', '', $date );
	}

	/**
	 * Fills the sort key of schedules saved before it existed (a migration). The date is also kept
	 * as a number (YYYYMMDD) in menu_order, which the schedule widgets sort by.
	 */
	public static function fill_sort_keys(): void {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT p.ID, m.meta_value FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = %s", self::DATE_META, PostType::NAME ) );
		foreach ( $rows as $row ) {
			if ( LocalTime::is_date( (string) $row->meta_value ) ) {
				$wpdb->update( $wpdb->posts, array( 'menu_order' => self::sort_key( $row->meta_value ) ), array( 'ID' => (int) $row->ID ) );
				clean_post_cache( (int) $row->ID );
			}
		}
	}

	/**
	 * Schedules as the REST API answers them, in the order of the ids: the posts and the two meta
	 * keys the answer needs in two reads (through Reader), whatever the page size.
	 *
	 * @param int[] $ids
	 * @return array[]
	 */
	public static function read_many( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$list  = Sql::ids( $ids );
		$posts = array_column( Reader::rows( Sql::concat( "SELECT ID, post_title, post_status, post_modified, post_modified_gmt FROM {$wpdb->posts} WHERE ID IN (", $list, ')' ) ), null, 'ID' );
		$meta  = array();
		$first = array();
		// Every meta row of the posts (by post, a handful each: SQLite would rather read the key's
		// index, which holds every schedule's), the first value of each key kept as get_post_meta()
		// reads it.
		foreach ( Reader::rows( Sql::concat( "SELECT meta_id, post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN (", $list, ')' ) ) as $row ) {
			$id = (int) $row['post_id'];
			if ( in_array( $row['meta_key'], array( self::DATE_META, self::SLOTS_META ), true ) && (int) $row['meta_id'] < ( $first[ $id ][ $row['meta_key'] ] ?? PHP_INT_MAX ) ) {
				$first[ $id ][ $row['meta_key'] ] = (int) $row['meta_id'];
				$meta[ $id ][ $row['meta_key'] ]  = $row['meta_value'];
			}
		}
		$schedules = array();
		foreach ( $ids as $id ) {
			if ( isset( $posts[ $id ] ) ) {
				$schedules[] = self::shape( new WP_Post( (object) $posts[ $id ] ), $meta[ $id ] ?? array() );
			}
		}
		return $schedules;
	}

	public static function read( int $id ): ?array {
		return self::read_many( array( $id ) )[0] ?? null;
	}

	/** @param array<string, string> $meta The stored date and slots. */
	private static function shape( WP_Post $post, array $meta ): array {
		$slots = maybe_unserialize( $meta[ self::SLOTS_META ] ?? '' );
		return array(
			'id'            => (int) $post->ID,
			'program_title' => $post->post_title,
			'date'          => (string) ( $meta[ self::DATE_META ] ?? '' ),
			'status'        => 'trash' === $post->post_status ? 'trash' : 'publish',
			'slots'         => array_map(
				static fn( $slot ) => array_merge( self::SLOT, array_intersect_key( (array) $slot, self::SLOT ) ),
				is_array( $slots ) ? array_values( $slots ) : array()
			),
			'modified'      => Modified::of( $post ),
		);
	}

	/** A schedule as the REST API answers and takes it. */
	public static function schema(): array {
		$time = static fn( string $description, string $message ) => array(
			'description'  => $description,
			'type'         => 'string',
			'pattern'      => LocalTime::TIME_PATTERN,
			'required'     => true,
			'errorMessage' => $message,
		);
		return array(
			'properties' => array(
				'id'            => Controller::readonly_field( __( 'The schedule id.', 'eventin' ), 'integer' ),
				'program_title' => array(
					'description'  => __( 'The program title.', 'eventin' ),
					'type'         => 'string',
					'format'       => 'text-field',
					'minLength'    => 1,
					'maxLength'    => 255,
					'required'     => true,
					'errorMessage' => array_fill_keys( array( 'required', 'type', 'minLength' ), __( 'Please enter the program title.', 'eventin' ) )
						+ array( 'maxLength' => __( 'The program title can be at most 255 characters long.', 'eventin' ) ),
				),
				'date'          => array(
					'description'  => __( 'The day, YYYY-MM-DD.', 'eventin' ),
					'type'         => 'string',
					'format'       => 'date',
					'minLength'    => 1,
					'required'     => true,
					'errorMessage' => array_fill_keys( array( 'required', 'minLength' ), __( 'Please choose the date.', 'eventin' ) )
						+ array_fill_keys( array( 'type', 'format' ), __( 'The date must be written as YYYY-MM-DD.', 'eventin' ) ),
				),
				'status'        => Controller::readonly_field( __( 'publish, or trash for a schedule in the trash.', 'eventin' ), 'string', array( 'enum' => array( 'publish', 'trash' ) ) ),
				'slots'         => array(
					'description'  => __( 'The time slots, in order; the whole list.', 'eventin' ),
					'type'         => 'array',
					'maxItems'     => self::MAX_SLOTS,
					'items'        => array(
						'type'       => 'object',
						'properties' => array(
							'topic'      => array(
								'description'  => __( 'The topic.', 'eventin' ),
								'type'         => 'string',
								'format'       => 'text-field',
								'minLength'    => 1,
								'required'     => true,
								'errorMessage' => __( 'Please enter the topic.', 'eventin' ),
							),
							'start_time' => $time( __( 'The start, HH:mm (h:mm AM is read too).', 'eventin' ), __( 'Please enter the start time as HH:mm.', 'eventin' ) ),
							'end_time'   => $time( __( 'The end, HH:mm, after the start.', 'eventin' ), __( 'Please enter the end time as HH:mm.', 'eventin' ) ),
							'room'       => array(
								'description' => __( 'The room.', 'eventin' ),
								'type'        => 'string',
								'format'      => 'text-field',
							),
							'objective'  => array(
								'description' => __( 'What the slot is for.', 'eventin' ),
								'type'        => 'string',
								'format'      => 'textarea-field',
							),
							'speakers'   => array(
								'description'  => __( 'User ids of the speakers and organizers in the slot.', 'eventin' ),
								'type'         => 'array',
								'items'        => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'errorMessage' => __( 'One of the chosen speakers does not exist.', 'eventin' ),
							),
						),
					),
					'errorMessage' => array(
						'type'     => __( 'The time slots must be a list.', 'eventin' ),
						/* translators: %d: the most time slots a schedule can have */
						'maxItems' => sprintf( __( 'A schedule can have at most %d time slots.', 'eventin' ), self::MAX_SLOTS ),
					),
				),
				'modified'      => Modified::schema( __( 'When the schedule last changed, a UTC instant; send it back with a change so that a change made by someone else since is not overwritten.', 'eventin' ) ),
			),
		);
	}

	/**
	 * Checks a create (no $current) or partial update body, once schema() has been checked: slots
	 * end after they start and their speakers exist. Returns the clean changes, or a 400 naming the
	 * first field at fault. Nothing is written here.
	 *
	 * @return array|WP_Error
	 */
	public static function validate( array $params, ?array $current ) {
		$changes = array_intersect_key( $params, array_flip( array( 'date' ) ) );
		if ( array_key_exists( 'program_title', $params ) ) {
			$changes['program_title'] = sanitize_text_field( $params['program_title'] );
		}
		if ( array_key_exists( 'slots', $params ) ) {
			$slots = self::validate_slots( $params['slots'] );
			if ( is_wp_error( $slots ) ) {
				return $slots;
			}
			$changes['slots'] = $slots;
		}
		return $changes;
	}

	/** @return array|WP_Error */
	private static function validate_slots( array $slots ) {
		$clean = array();
		foreach ( array_values( $slots ) as $index => $slot ) {
			$clean[] = array(
				'topic'      => sanitize_text_field( $slot['topic'] ),
				'start_time' => LocalTime::parse_time( $slot['start_time'] ),
				'end_time'   => LocalTime::parse_time( $slot['end_time'] ),
				'room'       => sanitize_text_field( (string) ( $slot['room'] ?? '' ) ),
				'objective'  => sanitize_textarea_field( (string) ( $slot['objective'] ?? '' ) ),
				'speakers'   => Controller::id_list( $slot['speakers'] ?? array() ),
			);
			if ( $clean[ $index ]['end_time'] <= $clean[ $index ]['start_time'] ) {
				return Problem::invalid( "slots.$index.end_time", __( 'The slot must end after it starts.', 'eventin' ) );
			}
		}
		// Every slot's speakers in one query.
		$wanted = array_values( array_unique( array_merge( array(), ...array_column( $clean, 'speakers' ) ) ) );
		$known  = $wanted ? array_map( 'intval', get_users( array( 'include' => $wanted, 'role__in' => array_values( Speaker::ROLES ), 'fields' => 'ID' ) ) ) : array();
		foreach ( $clean as $index => $slot ) {
			if ( array_diff( $slot['speakers'], $known ) ) {
				return Problem::invalid( "slots.$index.speakers", self::schema()['properties']['slots']['items']['properties']['speakers']['errorMessage'] );
			}
		}
		return $clean;
	}

	/**
	 * Writes validated changes, creating the schedule (published) when $id is 0.
	 *
	 * @return int|WP_Error The schedule id.
	 */
	public static function save( int $id, array $changes ) {
		$saved = Index::batch( static fn() => self::write( $id, $changes ) );
		Index::sync( is_wp_error( $saved ) ? $id : $saved );
		return $saved;
	}

	/** @return int|WP_Error */
	private static function write( int $id, array $changes ) {
		$post = array_filter(
			array(
				'post_title' => $changes['program_title'] ?? null,
				'menu_order' => isset( $changes['date'] ) ? self::sort_key( $changes['date'] ) : null,
			),
			static fn( $value ) => null !== $value
		);
		if ( 0 === $id ) {
			$id = wp_insert_post(
				wp_slash(
					$post + array(
						'post_type'   => PostType::NAME,
						'post_status' => 'publish',
					)
				),
				true
			);
		} elseif ( $post ) {
			$id = wp_update_post( wp_slash( $post + array( 'ID' => $id ) ), true );
		}
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		if ( isset( $changes['date'] ) ) {
			update_post_meta( $id, self::DATE_META, $changes['date'] );
		}
		if ( isset( $changes['slots'] ) ) {
			update_post_meta( $id, self::SLOTS_META, wp_slash( $changes['slots'] ) );
		}
		return (int) $id;
	}

	/** A published copy titled '… (Copy)' with the same date and slots. @return int|WP_Error */
	public static function duplicate( int $id ) {
		$source = self::read( $id );
		return self::save(
			0,
			array(
				/* translators: %s: the title of what was copied */
				'program_title' => sprintf( __( '%s (Copy)', 'eventin' ), $source['program_title'] ),
				'date'          => $source['date'],
				'slots'         => $source['slots'],
			)
		);
	}

	public static function trash( int $id ): void {
		wp_trash_post( $id );
	}

	/** Out of the trash, published again (WordPress would bring it back as a draft). */
	public static function restore( int $id ): void {
		Index::batch(
			static function () use ( $id ): void {
				wp_untrash_post( $id );
				wp_update_post(
					array(
						'ID'          => $id,
						'post_status' => 'publish',
					)
				);
			}
		);
		Index::sync( $id );
	}

	public static function destroy( int $id ): void {
		wp_delete_post( $id, true );
	}

	/**
	 * Takes a speaker out of every slot they are in.
	 *
	 * @return int How many schedules changed.
	 */
	public static function remove_speaker( int $user_id ): int {
		global $wpdb;
		// Candidates by the serialized integer; the exact check happens on the unserialized slots.
		$rows    = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value LIKE %s",
				self::SLOTS_META,
				'%' . $wpdb->esc_like( 'i:' . $user_id . ';' ) . '%'
			)
		);
		$changed = 0;
		foreach ( $rows as $row ) {
			$slots = maybe_unserialize( $row->meta_value );
			if ( ! is_array( $slots ) ) {
				continue;
			}
			$found = false;
			foreach ( $slots as &$slot ) {
				$ids = array_map( 'intval', (array) ( $slot['speakers'] ?? array() ) );
				if ( in_array( $user_id, $ids, true ) ) {
					$slot['speakers'] = array_values( array_diff( $ids, array( $user_id ) ) );
					$found            = true;
				}
			}
			unset( $slot );
			if ( $found ) {
				update_post_meta( (int) $row->post_id, self::SLOTS_META, $slots );
				++$changed;
			}
		}
		return $changed;
	}
}

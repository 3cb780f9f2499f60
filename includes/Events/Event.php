<?php
namespace Eventin\Events;

use Eventin\Certificates\Certificate;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Problem;
use Eventin\Rest\Controller;
use Eventin\Rest\Modified;
use Eventin\Schedules\PostType as Schedules;
use Eventin\Speakers\SpeakerGroups;
use Eventin\Tickets\Tickets;
use Eventin\Time\LocalTime;
use WP_Error;
use WP_Post;

/**
 * An event: post type `etn`, its meta, terms and ticket types, as the REST API reads and writes
 * it. Reads of many events cost a fixed number of queries whatever their number.
 */
final class Event {
	/** REST field => meta key, for the fields stored as plain meta. */
	public const META = array(
		'start_date'           => 'etn_start_date',
		'end_date'             => 'etn_end_date',
		'start_time'           => 'etn_start_time',
		'end_time'             => 'etn_end_time',
		'timezone'             => 'event_timezone',
		'recurring_enabled'    => 'recurring_enabled',
		'speakers'             => 'etn_event_speaker',
		'organizers'           => 'etn_event_organizer',
		'schedules'            => 'etn_event_schedule',
		'certificate_template' => 'etn_certificate_template',
		'rsvp'                 => 'etn_rsvp_settings',
		'certificate'          => Certificate::META,
	);

	/** A recurrence child's occurrence date ('Y-m-d'). */
	public const OCCURRENCE = '_etn_occurrence';

	public const RSVP_DEFAULTS = array(
		'enabled'        => false,
		'limit'          => -1,
		'min_attendees'  => 1,
		'max_attendees'  => 0,
		'waiting_list'   => false,
		'signed_in_only' => false,
	);

	/** What a copy (a recurrence child, a clone) takes over from its source, besides dates. */
	private const COPIED_META = array( 'etn_start_time', 'etn_end_time', 'event_timezone', Location::META, 'etn_event_speaker', 'etn_event_organizer', 'etn_event_schedule', 'etn_certificate_template', Certificate::META, 'etn_rsvp_settings', '_thumbnail_id' );

	/**
	 * Takes an id out of the given link lists of every event: a speaker who leaves
	 * (`speakers`, `organizers`), a schedule deleted for good (`schedules`).
	 *
	 * @param string[] $fields Keys of META holding id lists.
	 * @return int How many events changed.
	 */
	public static function unlink( array $fields, int $id ): int {
		global $wpdb;
		$keys         = array_map( static fn( $field ) => self::META[ $field ], $fields );
		$placeholders = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		// Candidates by the serialized integer; the exact check happens on the unserialized list.
		$rows    = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key IN ($placeholders) AND meta_value LIKE %s",
				...array_merge( $keys, array( '%' . $wpdb->esc_like( 'i:' . $id . ';' ) . '%' ) )
			)
		);
		$changed = array();
		foreach ( $rows as $row ) {
			$ids = self::ids( maybe_unserialize( $row->meta_value ) );
			if ( in_array( $id, $ids, true ) ) {
				update_post_meta( (int) $row->post_id, $row->meta_key, array_values( array_diff( $ids, array( $id ) ) ) );
				$changed[ (int) $row->post_id ] = true;
			}
		}
		return count( $changed );
	}

	public static function exists( int $id ): bool {
		$post = get_post( $id );
		return $post instanceof WP_Post && PostType::NAME === $post->post_type && 'auto-draft' !== $post->post_status;
	}

	/**
	 * Events as the REST API answers them, in the order of the ids.
	 *
	 * @param int[]                   $ids
	 * @param array<int, array>|null $rows Their index rows, when the caller has read them already.
	 * @return array[]
	 */
	public static function read_many( array $ids, ?int $now = null, ?array $rows = null ): array {
		if ( ! $ids ) {
			return array();
		}
		$now  = $now ?? time();
		$rows = $rows ?? Index::rows( $ids );
		// Rows with a card hold the item's meta and terms: their posts are read without meta.
		$cards = array_filter( array_map( static fn( $id ) => $rows[ $id ]['card'] ?? null, array_combine( $ids, $ids ) ) );
		$bare  = array_values( array_diff( $ids, array_keys( $cards ) ) );
		self::prime( array_keys( $cards ), false );
		self::prime( $bare );
		$tickets = Tickets::for_events( $ids );
		$terms   = array_map( static fn( $card ) => $card['terms'], $cards ) + ( $bare ? Index::terms_of( $bare ) : array() );
		$meta    = static fn( int $id ) => isset( $cards[ $id ] ) ? $cards[ $id ]['meta'] : get_post_meta( $id );
		$related = array();
		foreach ( $ids as $id ) {
			$post      = get_post( $id );
			$related[] = $post ? (int) $post->post_parent : 0;
			$related[] = (int) ( $meta( $id )['_thumbnail_id'][0] ?? 0 );
		}
		// Parents (for permalinks) and banners (with their meta, for image URLs), in one go.
		self::prime( array_diff( array_filter( array_unique( $related ) ), $ids ) );
		$items = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post ) {
				$items[] = self::shape( $post, $rows[ $id ] ?? null, $tickets[ $id ] ?? array(), $terms[ $id ], $now, $meta( $id ) );
			}
		}
		return $items;
	}

	/**
	 * Loads posts and their meta into WordPress's caches with one query each, for the
	 * posts not cached yet; what _prime_post_caches() does, through the fast reader.
	 *
	 * @param int[] $ids
	 * @param bool  $with_meta Whether to load their meta too.
	 */
	private static function prime( array $ids, bool $with_meta = true ): void {
		$missing = array_map( 'intval', _get_non_cached_ids( $ids, 'posts' ) );
		if ( $missing ) {
			global $wpdb;
			$list  = Sql::ids( $missing );
			$posts = array_map( static fn( $row ) => (object) $row, Reader::rows( Sql::concat( "SELECT * FROM {$wpdb->posts} WHERE ID IN (", $list, ')' ) ) );
			update_post_cache( $posts );
			if ( ! $with_meta ) {
				return;
			}
			$meta = array_fill_keys( $missing, array() );
			foreach ( Reader::rows( Sql::concat( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN (", $list, ') ORDER BY meta_id' ) ) as $row ) {
				$meta[ (int) $row['post_id'] ][ $row['meta_key'] ][] = $row['meta_value'];
			}
			wp_cache_add_multiple( $meta, 'post_meta' );
		}
	}

	public static function read( int $id ): ?array {
		return self::read_many( array( $id ) )[0] ?? null;
	}

	/** Events keep no links to a schedule deleted for good, wherever it was deleted (action deleted_post). */
	public static function on_post_deleted( int $id, WP_Post $post ): void {
		if ( Schedules::NAME === $post->post_type ) {
			self::unlink( array( 'schedules' ), $id );
		}
	}

	/** A speaker removed leaves the events too (filter eventin_speaker_unlinked): counted with the rest. */
	public static function on_speaker_unlinked( $counts, $user_id ) {
		$counts['events_unlinked'] = ( $counts['events_unlinked'] ?? 0 ) + self::unlink( array( 'speakers', 'organizers' ), (int) $user_id );
		return $counts;
	}

	/** A published event as read() gives it, or null (no such event, or not published). */
	public static function published( int $id ): ?array {
		if ( $id <= 0 || PostType::NAME !== get_post_type( $id ) ) {
			return null;
		}
		$event = self::read( $id );
		return $event && 'publish' === $event['status'] ? $event : null;
	}

	/** @param array<string, string[]> $all The event's stored meta (get_post_meta( $id ), or its card's). */
	private static function shape( WP_Post $post, ?array $row, array $tickets, array $terms, int $now, array $all ): array {
		$id   = $post->ID;
		$meta = static fn( string $key ) => isset( $all[ $key ][0] ) ? maybe_unserialize( $all[ $key ][0] ) : '';
		if ( ! $row ) {
			$row                 = Index::row( $post, array_combine( Index::TIMING_KEYS, array_map( $meta, Index::TIMING_KEYS ) ), 0, 0 );
			list( $total, $sold ) = Tickets::totals( $tickets );
			$row['total_ticket'] = $total;
			$row['sold_tickets'] = $sold;
		}
		$timezone   = (string) $meta( 'event_timezone' );
		$timezone   = LocalTime::is_timezone( $timezone ) ? $timezone : 'UTC';
		$start      = LocalTime::local( $row['start_utc'], $timezone );
		$end        = LocalTime::local( $row['end_utc'], $timezone );
		$stored     = $meta( Location::META );
		$recurrence = $meta( Recurrence::META );
		$banner     = (int) $meta( '_thumbnail_id' );
		$rsvp       = $meta( self::META['rsvp'] );
		return array(
			'id'                   => $id,
			'title'                => $post->post_title,
			'description'          => $post->post_content,
			'status'               => $post->post_status,
			'display_status'       => Status::of( $post->post_status, $row['start_utc'], $row['end_utc'], $now ),
			'start_date'           => $start->format( 'Y-m-d' ),
			'end_date'             => $end->format( 'Y-m-d' ),
			'start_time'           => $start->format( 'H:i' ),
			'end_time'             => $end->format( 'H:i' ),
			'timezone'             => $timezone,
			'utc_offset'           => $start->format( 'P' ),
			'start_utc'            => LocalTime::iso( $row['start_utc'] ),
			'end_utc'              => LocalTime::iso( $row['end_utc'] ),
			'location'             => Location::read( $stored ),
			'location_problem'     => Location::has_problem( $stored ),
			'parent'               => (int) $post->post_parent,
			'recurring_enabled'    => 'yes' === $meta( 'recurring_enabled' ) ? 'yes' : 'no',
			'recurrence'           => is_array( $recurrence ) && $recurrence ? array_merge( Recurrence::DEFAULTS, $recurrence ) : null,
			'sold_tickets'         => (int) $row['sold_tickets'],
			'total_ticket'         => (int) $row['total_ticket'],
			'tickets'              => $tickets,
			'link'                 => 'publish' === $post->post_status ? (string) get_permalink( $post ) : (string) get_preview_post_link( $post ),
			'slug'                 => $post->post_name,
			'certificate_template' => (int) $meta( self::META['certificate_template'] ),
			'certificate'          => Certificate::read( $meta( self::META['certificate'] ), $meta( self::META['certificate_template'] ) ),
			'categories'           => $terms[ Taxonomies::CATEGORY ],
			'tags'                 => $terms[ Taxonomies::TAG ],
			'banner'               => $banner,
			'banner_url'           => $banner ? (string) wp_get_attachment_image_url( $banner, 'large' ) : '',
			'speakers'             => self::ids( $meta( self::META['speakers'] ) ),
			'organizers'           => self::ids( $meta( self::META['organizers'] ) ),
			'schedules'            => self::ids( $meta( self::META['schedules'] ) ),
			'rsvp'                 => self::rsvp( $rsvp ),
			'modified'             => Modified::of( $post ),
		);
	}

	/** @return int[] */
	private static function term_ids( int $id, string $taxonomy ): array {
		$terms = get_the_terms( $id, $taxonomy );
		return is_array( $terms ) ? array_map( static fn( $term ) => (int) $term->term_id, $terms ) : array();
	}

	/** @return int[] */
	private static function ids( $value ): array {
		return is_array( $value ) ? array_values( array_map( 'intval', $value ) ) : array();
	}

	/** An event's RSVP settings as stored (defaults for what is missing). */
	public static function rsvp( $value ): array {
		$rsvp = array_merge( self::RSVP_DEFAULTS, is_array( $value ) ? array_intersect_key( $value, self::RSVP_DEFAULTS ) : array() );
		return array(
			'enabled'        => (bool) $rsvp['enabled'],
			'limit'          => (int) $rsvp['limit'],
			'min_attendees'  => (int) $rsvp['min_attendees'],
			'max_attendees'  => (int) $rsvp['max_attendees'],
			'waiting_list'   => (bool) $rsvp['waiting_list'],
			'signed_in_only' => (bool) $rsvp['signed_in_only'],
		);
	}

	/**
	 * The event's fields as the REST API answers and takes them: types, formats, limits and what
	 * people read when one is wrong. WordPress checks these before validate() runs.
	 */
	public static function schema(): array {
		$ids = static fn( string $description, string $message ) => array(
			'description'  => $description,
			'type'         => 'array',
			'items'        => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'errorMessage' => $message,
		);
		/* translators: %s: what was sent as a timezone */
		$timezone = sprintf( __( '"%s" is not a timezone; use a name such as Europe/Berlin or America/New_York.', 'eventin' ), '${0}' );
		return array(
			'properties' => array(
				'id'                   => Controller::readonly_field( __( 'The event id.', 'eventin' ), 'integer' ),
				'title'                => array(
					'description'  => __( 'The title.', 'eventin' ),
					'type'         => 'string',
					'format'       => 'text-field',
					'minLength'    => 1,
					'maxLength'    => 255,
					'required'     => true,
					'errorMessage' => array_fill_keys( array( 'required', 'type', 'minLength' ), __( 'The event title is required.', 'eventin' ) )
						+ array( 'maxLength' => __( 'The event title can be at most 255 characters long.', 'eventin' ) ),
				),
				'description'          => array(
					'description' => __( 'The description, HTML as posts allow it.', 'eventin' ),
					'type'        => 'string',
				),
				'status'               => array(
					'description' => __( 'publish, draft (the default) or pending (awaiting review) when writing; reads answer the post status, which may also be future or trash.', 'eventin' ),
					'type'        => 'string',
					'enum'        => array( 'publish', 'draft', 'pending' ),
				),
				'display_status'       => Controller::readonly_field( __( 'What lists show, from the post status and the UTC instants.', 'eventin' ), 'string', array( 'enum' => array( 'draft', 'pending', 'upcoming', 'ongoing', 'expired' ) ) ),
				'start_date'           => array(
					'description'  => __( 'The local start date, YYYY-MM-DD, in the event timezone. Required when creating.', 'eventin' ),
					'type'         => 'string',
					'format'       => 'date',
					'errorMessage' => __( 'The start date must be a date written as YYYY-MM-DD.', 'eventin' ),
				),
				'end_date'             => array(
					'description'  => __( 'The local end date, YYYY-MM-DD; the start date when left out.', 'eventin' ),
					'type'         => 'string',
					'format'       => 'date',
					'errorMessage' => __( 'The end date must be a date written as YYYY-MM-DD.', 'eventin' ),
				),
				'start_time'           => array(
					'description'  => __( 'The local start time: 24-hour HH:mm (answered so) or 12-hour h:mm AM; 00:00 when left out.', 'eventin' ),
					'type'         => 'string',
					'pattern'      => LocalTime::TIME_PATTERN,
					'errorMessage' => __( 'The start time must be a time such as 14:30 or 2:30 PM.', 'eventin' ),
				),
				'end_time'             => array(
					'description'  => __( 'The local end time, as start_time; 23:59 when left out.', 'eventin' ),
					'type'         => 'string',
					'pattern'      => LocalTime::TIME_PATTERN,
					'errorMessage' => __( 'The end time must be a time such as 16:00 or 4:00 PM.', 'eventin' ),
				),
				'timezone'             => array(
					'description'  => __( 'An IANA timezone name; the site timezone when left out.', 'eventin' ),
					'type'         => 'string',
					'enum'         => \DateTimeZone::listIdentifiers( \DateTimeZone::ALL_WITH_BC ),
					'errorMessage' => $timezone,
				),
				'utc_offset'           => Controller::readonly_field( __( 'The timezone offset at the start, e.g. +01:00.', 'eventin' ), 'string' ),
				'start_utc'            => Controller::readonly_field( __( 'The start as a UTC instant.', 'eventin' ), 'string', array( 'format' => 'date-time' ) ),
				'end_utc'              => Controller::readonly_field( __( 'The end as a UTC instant.', 'eventin' ), 'string', array( 'format' => 'date-time' ) ),
				'location'             => Location::schema(),
				'location_problem'     => Controller::readonly_field( __( 'Whether the saved location cannot be used (no address, or no valid link).', 'eventin' ), 'boolean' ),
				'parent'               => Controller::readonly_field( __( 'The recurring parent event; 0 for a top-level event.', 'eventin' ), 'integer' ),
				'recurring_enabled'    => array(
					'description' => __( 'yes when the event repeats by its recurrence.', 'eventin' ),
					'type'        => 'string',
					'enum'        => array( 'yes', 'no' ),
				),
				'recurrence'           => Recurrence::schema(),
				'sold_tickets'         => Controller::readonly_field( __( 'Tickets sold, over all ticket types.', 'eventin' ), 'integer' ),
				'total_ticket'         => Controller::readonly_field( __( 'Tickets on offer over all ticket types; -1 when any is unlimited.', 'eventin' ), 'integer' ),
				'tickets'              => array(
					'description'  => __( 'The ticket types, the whole list: those with an id are updated, id 0 creates one, those left out are removed.', 'eventin' ),
					'type'         => 'array',
					'items'        => Tickets::item_schema(),
					'errorMessage' => array( 'type' => __( 'Tickets must be a list of ticket types.', 'eventin' ) ),
				),
				'link'                 => Controller::readonly_field( __( 'The public address (a preview for drafts).', 'eventin' ), 'string', array( 'format' => 'uri' ) ),
				'slug'                 => Controller::readonly_field( __( 'The post slug.', 'eventin' ), 'string' ),
				'certificate_template' => array(
					'description'  => __( 'Whether the event gives certificates: 0 for none; any other number turns them on (kept as given; `certificate.enabled` writes 1 or 0).', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 0,
					'errorMessage' => __( 'The certificate template must be a template id, or 0 for none.', 'eventin' ),
				),
				'certificate'          => Certificate::schema(),
				'categories'           => $ids( __( 'Event category ids.', 'eventin' ), __( 'One of the chosen categories does not exist.', 'eventin' ) ),
				'tags'                 => $ids( __( 'Event tag ids.', 'eventin' ), __( 'One of the chosen tags does not exist.', 'eventin' ) ),
				'banner'               => array(
					'description'  => __( 'The banner, an image id from the media library; 0 for none.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 0,
					'errorMessage' => __( 'The banner must be an image from the media library.', 'eventin' ),
				),
				'banner_url'           => Controller::readonly_field( __( 'The banner image address.', 'eventin' ), 'string' ),
				'speakers'             => $ids( __( 'User ids of speakers.', 'eventin' ), __( 'One of the chosen speakers is not a speaker.', 'eventin' ) ),
				'organizers'           => $ids( __( 'User ids of organizers.', 'eventin' ), __( 'One of the chosen organizers is not an organizer.', 'eventin' ) ),
				'schedules'            => $ids( __( 'Schedule ids.', 'eventin' ), __( 'One of the chosen schedules does not exist.', 'eventin' ) ),
				'rsvp'                 => array(
					'description'  => __( 'RSVP settings; fields left out keep their value.', 'eventin' ),
					'type'         => 'object',
					'properties'   => array(
						'enabled'       => array(
							'description' => __( 'Whether people can respond.', 'eventin' ),
							'type'        => 'boolean',
						),
						'limit'         => array(
							'description' => __( 'Attendees allowed in all; -1 for no limit.', 'eventin' ),
							'type'        => 'integer',
							'minimum'     => -1,
						),
						'min_attendees' => array(
							'description' => __( 'The least attendees per response.', 'eventin' ),
							'type'        => 'integer',
							'minimum'     => 1,
						),
						'max_attendees' => array(
							'description' => __( 'The most attendees per response; 0 for no limit.', 'eventin' ),
							'type'        => 'integer',
							'minimum'     => 0,
						),
						'waiting_list'  => array(
							'description' => __( 'Whether people who answer going when it is fully booked go on a waiting list (moved up in order as places free) instead of being refused.', 'eventin' ),
							'type'        => 'boolean',
						),
						'signed_in_only' => array(
							'description' => __( 'Whether only signed-in users may respond.', 'eventin' ),
							'type'        => 'boolean',
						),
					),
					'errorMessage' => __( 'RSVP limits must be whole numbers: the limit -1 (unlimited) or more, at least 1 attendee per response, and a most of 0 (no limit) or more.', 'eventin' ),
				),
				'modified'             => Modified::schema( __( 'When the event last changed, a UTC instant; send it back with a change so that a change made by someone else since is not overwritten.', 'eventin' ) ),
			),
		);
	}

	/**
	 * Checks a create (no $current) or partial update against the event as it is, once schema()
	 * has been checked: the rules that span fields or need the database. Returns the clean changes,
	 * or the first problem as a 400 naming its field in data.params.
	 *
	 * @param array      $params  The fields sent.
	 * @param array|null $current The event as read(), when updating.
	 * @return array|WP_Error
	 */
	public static function validate( array $params, ?array $current ) {
		$has      = static fn( string $field ) => array_key_exists( $field, $params );
		$messages = array_map( static fn( $field ) => $field['errorMessage'] ?? '', self::schema()['properties'] );
		$changes  = array_intersect_key( $params, array_flip( array( 'status', 'timezone', 'start_date', 'end_date', 'recurring_enabled' ) ) );
		if ( $has( 'title' ) ) {
			$changes['title'] = sanitize_text_field( $params['title'] );
		}
		if ( $has( 'description' ) ) {
			$changes['description'] = wp_kses_post( $params['description'] );
		}
		foreach ( array( 'start_time', 'end_time' ) as $field ) {
			if ( $has( $field ) ) {
				$changes[ $field ] = LocalTime::parse_time( $params[ $field ] );
			}
		}

		// The timing as it will be once saved.
		$timing = array_merge(
			array(
				'start_date' => '',
				'end_date'   => '',
				'start_time' => '00:00',
				'end_time'   => '23:59',
				'timezone'   => LocalTime::default_timezone(),
			),
			$current ? array_intersect_key( $current, array_flip( array( 'start_date', 'end_date', 'start_time', 'end_time', 'timezone' ) ) ) : array(),
			array_intersect_key( $changes, array_flip( array( 'start_date', 'end_date', 'start_time', 'end_time', 'timezone' ) ) )
		);
		if ( '' === $timing['start_date'] ) {
			return Problem::invalid( 'start_date', __( 'Choose the date the event starts.', 'eventin' ) );
		}
		if ( '' === $timing['end_date'] ) {
			$timing['end_date'] = $timing['start_date'];
		}
		if ( LocalTime::to_utc( $timing['end_date'], $timing['end_time'], $timing['timezone'] ) <= LocalTime::to_utc( $timing['start_date'], $timing['start_time'], $timing['timezone'] ) ) {
			return Problem::invalid( 'end_date', __( 'The event must end after it starts.', 'eventin' ) );
		}
		if ( null === $current ) {
			$changes = array_merge( $timing, $changes );
		}

		if ( $has( 'location' ) ) {
			$changes['location'] = Location::sanitize( $params['location'] );
		}
		if ( $has( 'tickets' ) ) {
			$tickets = Tickets::validate( $params['tickets'], $current['tickets'] ?? array() );
			if ( is_wp_error( $tickets ) ) {
				return Problem::invalid( self::field_of( $tickets, 'tickets' ), $tickets->get_error_message() );
			}
			$changes['tickets'] = $tickets;
		}
		// A rule is checked against the start date, so a stored one again when the start moves.
		$rule = $has( 'recurrence' ) ? $params['recurrence'] : ( isset( $changes['start_date'] ) ? $current['recurrence'] ?? null : null );
		if ( null !== $rule ) {
			$rule = Recurrence::validate( $rule, $timing['start_date'] );
			if ( is_wp_error( $rule ) ) {
				return Problem::invalid( self::field_of( $rule, 'recurrence' ), $rule->get_error_message() );
			}
		}
		if ( $has( 'recurrence' ) ) {
			$changes['recurrence'] = $rule ?? array();
		}
		if ( 'yes' === ( $changes['recurring_enabled'] ?? $current['recurring_enabled'] ?? 'no' ) ) {
			if ( ( $current['parent'] ?? 0 ) > 0 ) {
				return Problem::invalid( 'recurring_enabled', __( 'Only a top-level event can repeat; change the recurrence of its parent event instead.', 'eventin' ) );
			}
			if ( ! ( $changes['recurrence'] ?? $current['recurrence'] ?? null ) ) {
				return Problem::invalid( 'recurrence', __( 'Choose how the event repeats.', 'eventin' ) );
			}
		}

		// Linked things must exist: terms, speakers and organizers by role, schedules (trashed ones too).
		$found = array(
			'categories' => static fn( $ids ) => get_terms( array( 'taxonomy' => Taxonomies::CATEGORY, 'include' => $ids, 'hide_empty' => false, 'fields' => 'ids' ) ),
			'tags'       => static fn( $ids ) => get_terms( array( 'taxonomy' => Taxonomies::TAG, 'include' => $ids, 'hide_empty' => false, 'fields' => 'ids' ) ),
			'speakers'   => static fn( $ids ) => get_users( array( 'include' => $ids, 'role' => SpeakerGroups::SPEAKER_ROLE, 'fields' => 'ID' ) ),
			'organizers' => static fn( $ids ) => get_users( array( 'include' => $ids, 'role' => SpeakerGroups::ORGANIZER_ROLE, 'fields' => 'ID' ) ),
			'schedules'  => static fn( $ids ) => get_posts( array( 'post_type' => Schedules::NAME, 'post__in' => $ids, 'post_status' => array( 'publish', 'draft', 'trash' ), 'fields' => 'ids', 'numberposts' => -1 ) ),
		);
		foreach ( $found as $field => $query ) {
			if ( $has( $field ) ) {
				$ids = Controller::id_list( $params[ $field ] );
				if ( $ids && count( (array) $query( $ids ) ) !== count( $ids ) ) {
					return Problem::invalid( $field, $messages[ $field ] );
				}
				$changes[ $field ] = $ids;
			}
		}
		if ( $has( 'banner' ) ) {
			$changes['banner'] = (int) $params['banner'];
			if ( $changes['banner'] && ! wp_attachment_is_image( $changes['banner'] ) ) {
				return Problem::invalid( 'banner', $messages['banner'] );
			}
		}
		if ( $has( 'certificate_template' ) ) {
			$changes['certificate_template'] = (int) $params['certificate_template'];
		}
		if ( $has( 'certificate' ) ) {
			$certificate = Certificate::validate( (array) $params['certificate'], $current['certificate'] ?? null );
			if ( is_wp_error( $certificate ) ) {
				return $certificate;
			}
			$changes['certificate'] = $certificate['stored'];
			// On keeps a template number given or stored before; off is 0.
			$template                        = (int) ( $changes['certificate_template'] ?? $current['certificate_template'] ?? 0 );
			$changes['certificate_template'] = $certificate['enabled'] ? ( $template ? $template : 1 ) : 0;
		}
		if ( $has( 'rsvp' ) ) {
			$rsvp = self::rsvp( array_merge( $current['rsvp'] ?? array(), $params['rsvp'] ) );
			if ( $rsvp['max_attendees'] > 0 && $rsvp['max_attendees'] < $rsvp['min_attendees'] ) {
				return Problem::invalid( 'rsvp.max_attendees', __( 'The maximum cannot be below the minimum.', 'eventin' ) );
			}
			// A limit below the least a response brings would let nobody answer going.
			if ( -1 !== $rsvp['limit'] && $rsvp['limit'] < $rsvp['min_attendees'] ) {
				return Problem::invalid( 'rsvp.limit', __( 'The limit cannot be below the minimum per response.', 'eventin' ) );
			}
			$changes['rsvp'] = $rsvp;
		}
		return $changes;
	}

	/** The field a nested check names (e.g. 'tickets.0.price'), else the top-level one. */
	private static function field_of( WP_Error $error, string $field ): string {
		$data = $error->get_error_data();
		return is_array( $data ) && isset( $data['field'] ) ? $field . '.' . $data['field'] : $field;
	}

	/**
	 * Writes validated changes (creating the event when $id is 0), then brings the index and the
	 * recurrence children up to date.
	 *
	 * @return int|WP_Error The event id.
	 */
	public static function save( int $id, array $changes ) {
		return Index::batch(
			static function () use ( $id, $changes ) {
				$post = array_filter(
					array(
						'post_title'   => $changes['title'] ?? null,
						'post_content' => $changes['description'] ?? null,
						'post_status'  => $changes['status'] ?? null,
					),
					static fn( $value ) => null !== $value
				);
				if ( ! $id ) {
					$id = wp_insert_post( wp_slash( $post ) + array( 'post_type' => PostType::NAME, 'post_status' => 'draft' ), true );
				} elseif ( $post ) {
					$id = wp_update_post( wp_slash( $post ) + array( 'ID' => $id ), true );
				}
				if ( is_wp_error( $id ) ) {
					return $id;
				}
				foreach ( self::META as $field => $key ) {
					if ( array_key_exists( $field, $changes ) ) {
						update_post_meta( $id, $key, wp_slash( $changes[ $field ] ) );
					}
				}
				if ( array_key_exists( 'location', $changes ) ) {
					update_post_meta( $id, Location::META, wp_slash( $changes['location'] ) );
				}
				if ( array_key_exists( 'recurrence', $changes ) ) {
					update_post_meta( $id, Recurrence::META, wp_slash( $changes['recurrence'] ) );
				}
				if ( isset( $changes['categories'] ) ) {
					wp_set_object_terms( $id, $changes['categories'], Taxonomies::CATEGORY );
				}
				if ( isset( $changes['tags'] ) ) {
					wp_set_object_terms( $id, $changes['tags'], Taxonomies::TAG );
				}
				if ( isset( $changes['banner'] ) ) {
					$changes['banner'] ? set_post_thumbnail( $id, $changes['banner'] ) : delete_post_thumbnail( $id );
				}
				if ( isset( $changes['tickets'] ) ) {
					Tickets::save( $id, $changes['tickets'] );
				}
				Index::sync( $id );
				if ( 0 === (int) get_post( $id )->post_parent ) {
					self::sync_children( $id );
				}
				return $id;
			}
		);
	}

	/**
	 * Makes the parent's children match its rule: future children without sales are updated or
	 * removed, missing future occurrences created; past children and children with sales are left
	 * as they are. On the first generation every occurrence is created, past ones included.
	 */
	public static function sync_children( int $parent_id, ?int $now = null ): void {
		$now      = $now ?? time();
		$rule     = get_post_meta( $parent_id, Recurrence::META, true );
		$start    = (string) get_post_meta( $parent_id, 'etn_start_date', true );
		$enabled  = 'yes' === get_post_meta( $parent_id, 'recurring_enabled', true ) && is_array( $rule ) && $rule && LocalTime::is_date( $start );
		$dates    = $enabled ? ( Recurrence::dates( $rule, $start ) ?? array() ) : array();
		$children = get_posts(
			array(
				'post_type'   => PostType::NAME,
				'post_parent' => $parent_id,
				'post_status' => array( 'publish', 'draft', 'pending', 'future', 'private' ),
				'numberposts' => -1,
				'orderby'     => 'ID',
				'order'       => 'ASC',
			)
		);
		if ( ! $children && ! $dates ) {
			return;
		}
		$rows     = Index::rows( wp_list_pluck( $children, 'ID' ) );
		$first    = ! $children;
		$occupied = array();
		foreach ( $children as $child ) {
			$date = (string) get_post_meta( $child->ID, self::OCCURRENCE, true );
			$row  = $rows[ $child->ID ] ?? array(
				'sold_tickets' => 0,
				'start_utc'    => 0,
			);
			if ( $row['sold_tickets'] > 0 || $row['start_utc'] <= $now ) {
				$occupied[ $date ] = true;
				continue;
			}
			if ( in_array( $date, $dates, true ) && ! isset( $occupied[ $date ] ) ) {
				self::copy( $parent_id, $child->ID, $date );
				$occupied[ $date ] = true;
			} else {
				wp_delete_post( $child->ID, true );
			}
		}
		$span     = LocalTime::days_between( $start, (string) get_post_meta( $parent_id, 'etn_end_date', true ) ?: $start );
		$timezone = (string) get_post_meta( $parent_id, 'event_timezone', true );
		$time     = (string) get_post_meta( $parent_id, 'etn_start_time', true ) ?: '00:00';
		foreach ( $dates as $date ) {
			if ( isset( $occupied[ $date ] ) ) {
				continue;
			}
			if ( $first || LocalTime::to_utc( $date, $time, $timezone ) > $now ) {
				self::copy( $parent_id, 0, $date, $span );
			}
		}
	}

	/**
	 * Copies an event into another (0: a new post): a recurrence child on $date, or, without a
	 * date, a draft clone. Ticket types come without their sales.
	 *
	 * @return int The copy's id.
	 */
	public static function copy( int $source_id, int $target_id, ?string $date = null, ?int $span = null ): int {
		$source = get_post( $source_id );
		$child  = null !== $date;
		$fields = array(
			'post_type'    => PostType::NAME,
			'post_title'   => $child
				? $source->post_title
				/* translators: %s: an event title */
				: sprintf( __( '%s (Copy)', 'eventin' ), $source->post_title ),
			'post_content' => $source->post_content,
			'post_excerpt' => $source->post_excerpt,
			'post_status'  => $child ? $source->post_status : 'draft',
			'post_author'  => $source->post_author,
			'post_parent'  => $child ? $source_id : 0,
		);
		$target = $target_id ? wp_update_post( wp_slash( $fields + array( 'ID' => $target_id ) ) ) : wp_insert_post( wp_slash( $fields ) );
		$keys   = self::COPIED_META;
		if ( ! $child ) {
			$keys = array_merge( $keys, array( 'etn_start_date', 'etn_end_date' ), $source->post_parent ? array() : array( 'recurring_enabled', Recurrence::META ) );
		}
		foreach ( $keys as $key ) {
			$value = get_post_meta( $source_id, $key, true );
			if ( '' === $value ) {
				delete_post_meta( $target, $key );
			} else {
				update_post_meta( $target, $key, wp_slash( $value ) );
			}
		}
		if ( $child ) {
			$span = $span ?? LocalTime::days_between( (string) get_post_meta( $source_id, 'etn_start_date', true ), (string) get_post_meta( $source_id, 'etn_end_date', true ) );
			update_post_meta( $target, 'etn_start_date', $date );
			update_post_meta( $target, 'etn_end_date', LocalTime::add_days( $date, max( 0, $span ) ) );
			update_post_meta( $target, self::OCCURRENCE, $date );
			update_post_meta( $target, 'recurring_enabled', 'no' );
		}
		foreach ( array( Taxonomies::CATEGORY, Taxonomies::TAG ) as $taxonomy ) {
			wp_set_object_terms( $target, self::term_ids( $source_id, $taxonomy ), $taxonomy );
		}
		Tickets::delete_for( $target );
		Tickets::copy( $source_id, $target );
		Index::sync( $target );
		return $target;
	}

	/** A draft copy of an event, with its ticket types but no sales (and its own children). */
	public static function duplicate( int $id ): int {
		return Index::batch(
			static function () use ( $id ) {
				$copy = self::copy( $id, 0 );
				self::sync_children( $copy );
				return $copy;
			}
		);
	}

	/** @return int[] The children of a parent event in the given statuses. */
	public static function children( int $parent_id, array $statuses ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'   => PostType::NAME,
					'post_parent' => $parent_id,
					'post_status' => $statuses,
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			)
		);
	}

	/** Moves an event and its recurrence children to the trash. */
	public static function trash( int $id ): void {
		foreach ( self::children( $id, array( 'publish', 'draft', 'pending', 'future', 'private' ) ) as $child ) {
			wp_trash_post( $child );
		}
		wp_trash_post( $id );
	}

	/** Brings an event (as a draft) and the children trashed with it back. */
	public static function restore( int $id ): void {
		wp_untrash_post( $id );
		foreach ( self::children( $id, array( 'trash' ) ) as $child ) {
			wp_untrash_post( $child );
		}
	}

	/** Deletes a trashed event for good, with its trashed children and ticket types. */
	public static function destroy( int $id ): void {
		foreach ( self::children( $id, array( 'trash' ) ) as $child ) {
			wp_delete_post( $child, true );
		}
		wp_delete_post( $id, true );
	}
}

<?php
namespace Eventin\Widgets;

use DateTimeImmutable;
use DateTimeZone;
use Eventin\Events\PostType;
use Eventin\Events\Taxonomies;
use Eventin\Rest\Controller;
use Eventin\Time\LocalTime;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * GET eventin/v2/calendar/events?start=…&end=…: the published events of a date range as
 * FullCalendar event objects, for the calendar widgets.
 *
 * Times are wall times: an event shows on its own local day and time wherever the visitor is.
 * `start`/`end` of an event are its local date-time without an offset (a date alone for all-day
 * events), and the range asked for is read the same way: its instants written in UTC are the
 * wall times of the range (the widget runs FullCalendar with timeZone 'UTC', which sends
 * 2026-12-01T00:00:00Z for December 1st). So an event at 09:00 in Pacific/Kiritimati on
 * December 5th is in the range of December 5th and shows at 09:00.
 *
 * The query (CalendarQuery): local wall times lie between UTC−12 and UTC+14 of the instants, so
 * the instant range is widened by those offsets, then events whose local times miss the range are
 * dropped. It reads the events index from (range start − the longest published event) to the range end: a short
 * range of the status_start key (MariaDB may take start_utc, the same range) whatever the number
 * of events. Its rows hold all an entry shows (title, slug, timezone, place): one more read
 * only for the slugs of recurring events' parents outside the range. Plus the cache's queries.
 * Answers are cached for five minutes under a version that every change to an event moves (see
 * bump()), and may be cached by browsers and proxies as long.
 */
final class CalendarController extends Controller {
	/** @var string */
	protected $rest_base = 'calendar/events';

	/** The longest range answered, in days: six weeks of a month grid and a margin. */
	public const MAX_DAYS = 45;

	/** Seconds an answer stays fresh, here and in browsers. */
	public const TTL = 300;

	/** The option holding the version of the events, moved by every change to one. */
	public const VERSION_OPTION = 'eventin_calendar_version';

	/** What a range bound may be: a date, or a date-time with an optional offset. */
	private const INSTANT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:Z|z|[+\\- ]\\d{2}(?::?\\d{2})?)?)?$';

	private static bool $bumped = false;

	/**
	 * Moves the version whenever an event (or what the calendar shows of it) changes, so cached
	 * answers are not used again: saving, trashing, restoring or deleting an event, its meta or
	 * its terms. Once per request, unless the calendar was read since (and may have cached what
	 * is now stale).
	 */
	/** An event's status moved (action transition_post_status): the calendar's answers are stale. */
	public static function on_transition( $new_status, $old_status, $post ): void {
		if ( $new_status !== $old_status && $post instanceof \WP_Post && PostType::NAME === $post->post_type ) {
			self::bump();
		}
	}

	/** An event deleted for good (action deleted_post). */
	public static function on_deleted_post( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && PostType::NAME === $post->post_type ) {
			self::bump();
		}
	}

	/** An event's meta changed (actions added_post_meta, updated_post_meta, deleted_post_meta). */
	public static function on_meta( $meta_ids, $post_id ): void {
		self::on_terms( $post_id );
	}

	/** An event's terms changed (action set_object_terms). */
	public static function on_terms( $object_id ): void {
		if ( PostType::NAME === get_post_type( (int) $object_id ) ) {
			self::bump();
		}
	}

	public static function bump(): void {
		if ( ! self::$bumped ) {
			self::$bumped = true;
			update_option( self::VERSION_OPTION, (string) microtime( true ), true );
		}
	}

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				// Anyone may read it, signed in or not: it answers only published events,
				// and only what their public pages show (title, time, place, link).
				$this->endpoint( WP_REST_Server::READABLE, 'get_items', '__return_true', $this->context_arg() + $this->query_args() ),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	private function query_args(): array {
		$instant = static fn( string $description, string $message ) => array(
			'description'  => $description,
			'type'         => 'string',
			'required'     => true,
			'pattern'      => self::INSTANT_PATTERN,
			'errorMessage' => $message,
		);
		$ids     = static fn( string $description ) => array(
			'description'       => $description,
			'type'              => array( 'array', 'string' ),
			'items'             => array( 'type' => 'integer' ),
			'default'           => array(),
			'sanitize_callback' => static fn( $value ) => self::parse_ids( $value ),
			'validate_callback' => static fn( $value, $request, $param ) => array() === $value || '' === $value || self::parse_ids( $value )
				? true
				/* translators: %s: categories or tags */
				: self::invalid( $param, sprintf( __( '%s must be a list of ids.', 'eventin' ), $param ) ),
		);
		return array(
			'start'      => $instant(
				__( 'Start of the range (included): an ISO 8601 date-time such as 2026-12-01T00:00:00Z; its UTC wall time is the local time of events.', 'eventin' ),
				__( 'start must be a date-time such as 2026-12-01T00:00:00Z.', 'eventin' )
			),
			'end'        => $instant(
				__( 'End of the range (excluded), as start.', 'eventin' ),
				__( 'end must be a date-time such as 2027-01-01T00:00:00Z.', 'eventin' )
			),
			'categories' => $ids( __( 'Only events in any of these categories (ids).', 'eventin' ) ),
			'tags'       => $ids( __( 'Only events with any of these tags (ids).', 'eventin' ) ),
		);
	}

	/** One event as FullCalendar reads it. */
	protected function item_schema(): array {
		$string = static fn( string $description ) => array(
			'description' => $description,
			'type'        => 'string',
			'readonly'    => true,
		);
		return array(
			'title'      => 'eventin-calendar-event',
			'properties' => array(
				'id'            => $string( __( 'The event id.', 'eventin' ) ),
				'title'         => $string( __( 'The event title, as plain text.', 'eventin' ) ),
				'start'         => $string( __( 'Local start: YYYY-MM-DDTHH:mm:ss without an offset, or YYYY-MM-DD when all day.', 'eventin' ) ),
				'end'           => $string( __( 'Local end (excluded), as start; for all-day events the day after the last.', 'eventin' ) ),
				'url'           => $string( __( 'The event page.', 'eventin' ) ),
				'allDay'        => self::readonly_field( __( 'Present and true when the event takes whole days (00:00 to 23:59).', 'eventin' ), 'boolean' ),
				'extendedProps' => array(
					'description' => __( 'What else the calendar shows.', 'eventin' ),
					'type'        => 'object',
					'readonly'    => true,
					'properties'  => array(
						'timezone' => $string( __( 'The event timezone (IANA name).', 'eventin' ) ),
						'location' => $string( __( 'The venue and address, "Online", or empty.', 'eventin' ) ),
					),
				),
			),
		);
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function get_items( $request ) {
		$start = self::instant( (string) $request['start'] );
		$end   = self::instant( (string) $request['end'] );
		if ( null === $start ) {
			return self::invalid( 'start', __( 'start must be a date-time such as 2026-12-01T00:00:00Z.', 'eventin' ) );
		}
		if ( null === $end ) {
			return self::invalid( 'end', __( 'end must be a date-time such as 2027-01-01T00:00:00Z.', 'eventin' ) );
		}
		if ( $end <= $start ) {
			return self::invalid( 'end', __( 'end must be after start.', 'eventin' ) );
		}
		if ( $end - $start > self::MAX_DAYS * DAY_IN_SECONDS ) {
			/* translators: %d: a number of days */
			return self::invalid( 'end', sprintf( __( 'The range can span %d days at most.', 'eventin' ), self::MAX_DAYS ) );
		}
		$response = new WP_REST_Response( self::events( $start, $end, (array) $request['categories'], (array) $request['tags'] ) );
		$response->header( 'Cache-Control', 'public, max-age=' . self::TTL );
		return $response;
	}

	/**
	 * The Unix seconds of a range bound, or null when it is no date-time. Without an offset it is
	 * UTC; a space where the offset's '+' was (an unencoded query string) reads as '+'.
	 */
	public static function instant( string $value ): ?int {
		$value = trim( $value );
		if ( ! preg_match( '/' . self::INSTANT_PATTERN . '/', $value ) ) {
			return null;
		}
		$value = preg_replace( '/ (\d{2}(?::?\d{2})?)$/', '+$1', $value );
		try {
			$date = new DateTimeImmutable( $value, new DateTimeZone( 'UTC' ) );
		} catch ( \Exception $error ) {
			return null;
		}
		$errors = DateTimeImmutable::getLastErrors();
		if ( $errors && ( $errors['warning_count'] || $errors['error_count'] ) ) {
			return null; // 2026-02-30 and the like.
		}
		return $date->getTimestamp();
	}

	/**
	 * The events whose local times overlap [$start, $end) read as wall times, by start.
	 *
	 * @param int[] $categories Any of these categories.
	 * @param int[] $tags       Any of these tags.
	 * @return array[]
	 */
	public static function events( int $start, int $end, array $categories = array(), array $tags = array() ): array {
		$categories   = self::positive( $categories );
		$tags         = self::positive( $tags );
		$version      = self::version();
		self::$bumped = false;
		// In the object cache, not in transients: visitors choose the ranges, and a transient per
		// range would let anyone fill the options table. A persistent object cache keeps answers
		// (and evicts them); without one they last the request, and pages rely on Cache-Control.
		$key    = 'eventin_cal_' . md5( wp_json_encode( array( $start, $end, $categories, $tags, $version ) ) );
		$cached = self::unpack( wp_cache_get( $key, 'eventin' ) );
		if ( null !== $cached ) {
			return $cached;
		}
		$events = self::read( $start, $end, $categories, $tags, self::longest( $version ) );
		wp_cache_set( $key, wp_using_ext_object_cache() ? self::pack( $events ) : $events, 'eventin', self::TTL );
		return $events;
	}

	/**
	 * What the cache holds of an answer: its JSON deflated (a month of 1,000 events is 320 KB
	 * serialized, 35 KB so; writing it costs a third, reading it about the same).
	 */
	private static function pack( array $events ) {
		$json = wp_json_encode( $events );
		// Base64: option values are text.
		return function_exists( 'gzdeflate' ) && is_string( $json ) ? 'z:' . base64_encode( (string) gzdeflate( $json, 1 ) ) : $events;
	}

	/** An answer from the cache, or null when it holds none. */
	private static function unpack( $cached ): ?array {
		if ( is_array( $cached ) ) {
			return $cached;
		}
		if ( ! is_string( $cached ) || ! str_starts_with( $cached, 'z:' ) || ! function_exists( 'gzinflate' ) ) {
			return null;
		}
		$json   = gzinflate( (string) base64_decode( substr( $cached, 2 ), true ) );
		$events = is_string( $json ) ? json_decode( $json, true ) : null;
		return is_array( $events ) ? $events : null;
	}

	/**
	 * The version answers are cached under: the option every change moves, and the number of
	 * published events (which writes that bypass WordPress, such as seeding, change).
	 */
	private static function version(): string {
		return get_option( self::VERSION_OPTION, '0' ) . '/' . ( CalendarQuery::published() ?? '0' );
	}

	/** The longest published event, in seconds (cached with the version). */
	private static function longest( string $version ): int {
		$key    = 'eventin_cal_span_' . md5( $version );
		$cached = get_transient( $key );
		if ( is_numeric( $cached ) ) {
			return (int) $cached;
		}
		$longest = CalendarQuery::longest();
		set_transient( $key, $longest, DAY_IN_SECONDS );
		return $longest;
	}

	/** @return array[] */
	private static function read( int $start, int $end, array $categories, array $tags, int $longest ): array {
		$rows = CalendarQuery::candidates( $start, $end, $categories, $tags, $longest );
		if ( ! $rows ) {
			return array();
		}
		$links = self::links( $rows );
		// Each timezone's offsets over the rows' span, once: an instant's offset is the last
		// transition at or before it (a DateTime per instant costs several times the rest).
		$first  = (int) min( array_column( $rows, 'start_utc' ) );
		$last   = (int) max( array_column( $rows, 'end_utc' ) );
		$zones  = array();
		$offset = static function ( array $transitions, int $instant ): int {
			$found = $transitions[0]['offset'];
			foreach ( $transitions as $transition ) {
				if ( $transition['ts'] > $instant ) {
					break;
				}
				$found = $transition['offset'];
			}
			return $found;
		};
		$online = __( 'Online', 'eventin' );
		$events = array();
		foreach ( $rows as $row ) {
			$timezone = $row['timezone'];
			if ( ! isset( $zones[ $timezone ] ) ) {
				// The index keeps known names (an unknown one as UTC, as LocalTime::local() reads it).
				$zone               = new DateTimeZone( LocalTime::is_timezone( $timezone ) ? $timezone : 'UTC' );
				$zones[ $timezone ] = $zone->getTransitions( $first, $last ) ?: array( array( 'ts' => $first, 'offset' => 0 ) );
			}
			// The wall times as seconds, to compare with the range's.
			$wall_start = (int) $row['start_utc'] + $offset( $zones[ $timezone ], (int) $row['start_utc'] );
			$wall_end   = (int) $row['end_utc'] + $offset( $zones[ $timezone ], (int) $row['end_utc'] );
			if ( $wall_start >= $end || ( $wall_end <= $start && $wall_start < $start ) ) {
				continue;
			}
			// Whole days: from 00:00 to 23:59.
			$all_day = 0 === $wall_start % DAY_IN_SECONDS && 1439 === intdiv( $wall_end % DAY_IN_SECONDS, MINUTE_IN_SECONDS );
			$id      = (int) $row['event_id'];
			$event   = array(
				'id'            => (string) $id,
				'title'         => html_entity_decode( wp_strip_all_tags( (string) $row['title'] ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'start'         => gmdate( $all_day ? 'Y-m-d' : 'Y-m-d\TH:i:s', $wall_start ),
				// All day: the day after the last (FullCalendar's end is excluded).
				'end'           => $all_day ? gmdate( 'Y-m-d', $wall_end + MINUTE_IN_SECONDS ) : gmdate( 'Y-m-d\TH:i:s', $wall_end ),
				'url'           => $links[ $id ] ?? '',
				'extendedProps' => array(
					'timezone' => $timezone,
					'location' => $row['online_only'] ? $online : $row['place'],
				),
			);
			if ( $all_day ) {
				$event = array_slice( $event, 0, 5, true ) + array( 'allDay' => true ) + $event;
			}
			$events[] = $event;
		}
		return $events;
	}

	/**
	 * The permalinks of published events, as get_permalink() writes them, from their index rows
	 * (event_id, parent_id, slug) and one read of the slugs of parents not among them (one more
	 * per further level): the post type is hierarchical, so a recurring event's child's link
	 * holds its parent's slug.
	 *
	 * @param array[] $rows
	 * @return array<int, string>
	 */
	public static function links( array $rows ): array {
		global $wp_rewrite;
		// A plugin filtering links is given the post: then posts are read whole.
		$filtered = has_filter( 'post_type_link' );
		$posts    = array();
		foreach ( $rows as $row ) {
			$posts[ (int) $row['event_id'] ] = array(
				'ID'          => (int) $row['event_id'],
				'post_name'   => (string) $row['slug'],
				'post_parent' => (int) $row['parent_id'],
			);
		}
		$ids     = array_keys( $posts );
		$missing = $filtered ? $ids : array();
		for ( $depth = 0; $depth < 5; $depth++ ) {
			$missing = array_unique( array_merge( $missing, array_diff( array_filter( array_column( $posts, 'post_parent' ) ), array_keys( $posts ) ) ) );
			if ( ! $missing ) {
				break;
			}
			foreach ( CalendarQuery::posts( $missing, $filtered ) as $row ) {
				$posts[ (int) $row['ID'] ] = $row;
			}
			$missing = array();
		}
		$struct    = $wp_rewrite instanceof \WP_Rewrite ? $wp_rewrite->get_extra_permastruct( PostType::NAME ) : false;
		$type      = get_post_type_object( PostType::NAME );
		$query_var = $type && $type->query_var ? $type->query_var : PostType::NAME;
		// home_url() once: what it adds to a path is the same for every event.
		$home  = untrailingslashit( home_url() );
		$links = array();
		foreach ( $ids as $id ) {
			$uri    = $posts[ $id ]['post_name'];
			$parent = (int) $posts[ $id ]['post_parent'];
			for ( $seen = array( $id ); $parent && isset( $posts[ $parent ] ) && ! in_array( $parent, $seen, true ); $parent = (int) $posts[ $parent ]['post_parent'] ) {
				$seen[] = $parent;
				if ( '' !== $posts[ $parent ]['post_name'] ) {
					$uri = $posts[ $parent ]['post_name'] . '/' . $uri;
				}
			}
			$link = $home . '/' . ltrim(
				$struct
					? user_trailingslashit( str_replace( '%' . PostType::NAME . '%', $uri, $struct ) )
					: add_query_arg( array( $query_var => $uri ), '' ),
				'/'
			);
			// What get_permalink() would give: plugins may change links through this filter.
			$links[ $id ] = $filtered ? (string) apply_filters( 'post_type_link', $link, new \WP_Post( (object) $posts[ $id ] ), false, false ) : $link;
		}
		return $links;
	}

	/** @return int[] */
	private static function positive( array $ids ): array {
		return array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ) => $id > 0 ) ) );
	}
}

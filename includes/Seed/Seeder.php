<?php
namespace Eventin\Seed;

use Eventin\Database\Bulk;
use Eventin\Events\Index;
use Eventin\Events\PostType;
use Eventin\Tickets\Tickets;
use Eventin\Events\Taxonomies;

/**
 * Demo data at any size: categories, tags and events (past, ongoing and upcoming, across timezones).
 * Events are written with multi-row INSERTs in one transaction per batch, so 100k take seconds,
 * not the hours wp_insert_post would. Seeding tops up to the requested count: running it again adds
 * nothing.
 */
final class Seeder {
	public const MARKER = '_eventin_seed';

	private const CATEGORIES = array(
		'Conferences' => array( 'Technology', 'Business', 'Science' ),
		'Music'       => array( 'Concerts', 'Festivals' ),
		'Workshops'   => array( 'Design', 'Programming' ),
		'Community'   => array( 'Meetups', 'Charity' ),
		'Sports'      => array(),
	);

	private const TAGS = array( 'Free', 'Online', 'Family', 'Networking', 'Outdoor', 'Beginner', 'Premium', 'Weekend' );

	private const TIMEZONES = array(
		'UTC',
		'Europe/London',
		'Europe/Berlin',
		'America/New_York',
		'America/Los_Angeles',
		'Asia/Dhaka',
		'Asia/Tokyo',
		'Australia/Sydney',
		'Pacific/Auckland',
		'Pacific/Kiritimati',
		'Pacific/Pago_Pago',
	);

	private const CITIES = array(
		'Berlin, Alexanderplatz 1',
		'London, 10 Downing Street',
		'New York, 350 5th Ave',
		'San Francisco, 1 Market St',
		'Dhaka, Gulshan Avenue 42',
		'Tokyo, 1-1 Chiyoda',
		'Sydney, Circular Quay',
		'Auckland, Queen Street 100',
	);

	private const TOPICS = array( 'Summit', 'Meetup', 'Workshop', 'Festival', 'Conference', 'Hackathon', 'Concert', 'Webinar', 'Expo', 'Retreat' );

	private const THEMES = array( 'WordPress', 'Design', 'Open Source', 'Jazz', 'Startup', 'Data', 'Climate', 'Marathon', 'Photography', 'Food' );

	/** @return array{categories: int[], tags: int[]} Term ids. */
	public static function terms(): array {
		$categories = array();
		foreach ( self::CATEGORIES as $parent => $children ) {
			$parent_id    = self::term( $parent, Taxonomies::CATEGORY, 0 );
			$categories[] = $parent_id;
			foreach ( $children as $child ) {
				$categories[] = self::term( $child, Taxonomies::CATEGORY, $parent_id );
			}
		}
		$tags = array_map( fn( $tag ) => self::term( $tag, Taxonomies::TAG, 0 ), self::TAGS );
		return array(
			'categories' => $categories,
			'tags'       => $tags,
		);
	}

	private static function term( string $name, string $taxonomy, int $parent ): int {
		$existing = term_exists( $name, $taxonomy, $parent ?: null );
		if ( $existing ) {
			return (int) $existing['term_id'];
		}
		$created = wp_insert_term(
			$name,
			$taxonomy,
			array(
				'parent'      => $parent,
				/* translators: %s: a category or tag name */
				'description' => sprintf( __( 'Demo events about %s.', 'eventin' ), strtolower( $name ) ),
			)
		);
		return is_wp_error( $created ) ? 0 : (int) $created['term_id'];
	}

	public static function seeded_events(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", self::MARKER ) );
	}

	/**
	 * Adds seeded events until there are $target of them. Each batch is its own transaction unless
	 * the caller already holds one ($own_transactions false). Demo events ($demo) name the year
	 * they start in and have sold nothing: their sales are the demo's bookings (OrderSeeder).
	 *
	 * @return int How many were added.
	 */
	public static function events( int $target, array $terms, ?callable $progress = null, bool $own_transactions = true, bool $demo = false ): int {
		global $wpdb;
		$existing = self::seeded_events();
		$missing  = max( 0, $target - $existing );
		$author   = (int) ( get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ID' ) )[0] ?? 1 );
		$now      = time();
		$batch    = 500;
		$term_ids = array_merge( $terms['categories'], $terms['tags'] );
		$tt_ids   = self::term_taxonomy_ids( $term_ids );

		for ( $done = 0; $done < $missing; $done += $batch ) {
			$count = min( $batch, $missing - $done );
			if ( $own_transactions ) {
				$wpdb->query( 'START TRANSACTION' );
			}
			$posts = array();
			$metas = array();
			for ( $i = 0; $i < $count; $i++ ) {
				$n       = $existing + $done + $i;
				$metas[] = self::event_meta( $n, $now );
				$year    = $demo ? (int) substr( $metas[ $i ]['etn_start_date'], 0, 4 ) : 2025 + $n % 3;
				$title   = sprintf( '%s %s %d', self::THEMES[ $n % count( self::THEMES ) ], self::TOPICS[ intdiv( $n, count( self::THEMES ) ) % count( self::TOPICS ) ], $year );
				$date    = gmdate( 'Y-m-d H:i:s', $now - ( $n % 400 ) * 3600 );
				/* translators: %s: event title */
				$content = sprintf( __( 'Join us for %s: talks, people and ideas.', 'eventin' ), $title );
				$posts[] = array( $author, $date, $date, $content, $title, '', 0 === $n % 10 ? 'draft' : 'publish', sanitize_title( $title . '-' . $n ), '', '', $date, $date, '', PostType::NAME );
			}
			$ids = Bulk::insert(
				$wpdb->posts,
				array( 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'post_name', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'post_type' ),
				$posts
			);
			$meta      = array();
			$relations = array();
			$tickets   = array();
			$indexed   = array();
			foreach ( $ids as $i => $id ) {
				$n = $existing + $done + $i;
				foreach ( $metas[ $i ] as $key => $value ) {
					$meta[] = array( $id, $key, maybe_serialize( $value ) );
				}
				$ticket = self::ticket( $n );
				if ( $demo ) {
					$ticket[5] = 0;
				}
				$tickets[] = array_merge( array( $id ), $ticket );
				$indexed[] = (object) array(
					'ID'          => $id,
					'post_parent' => 0,
					'post_author' => $posts[ $i ][0],
					'post_status' => $posts[ $i ][6],
					'post_title'  => $posts[ $i ][4],
					'post_name'   => $posts[ $i ][7],
				);
				if ( $tt_ids ) {
					$picked = array_unique( array( $tt_ids[ $n % count( $tt_ids ) ], $tt_ids[ ( $n * 7 + 3 ) % count( $tt_ids ) ] ) );
					foreach ( $picked as $tt_id ) {
						$relations[] = array( $id, $tt_id );
					}
				}
			}
			Bulk::insert( $wpdb->postmeta, array( 'post_id', 'meta_key', 'meta_value' ), $meta );
			if ( $relations ) {
				Bulk::insert( $wpdb->term_relationships, array( 'object_id', 'term_taxonomy_id' ), $relations );
			}
			Bulk::insert( Tickets::table(), array( 'event_id', 'name', 'price_minor', 'capacity', 'min_per_order', 'max_per_order', 'sold' ), $tickets );
			Index::index_posts( $indexed );
			if ( $own_transactions ) {
				$wpdb->query( 'COMMIT' );
			}
			if ( $progress ) {
				$progress( $done + $count, $missing );
			}
		}
		if ( $missing ) {
			wp_update_term_count_now( $tt_ids, Taxonomies::CATEGORY );
			wp_update_term_count_now( $tt_ids, Taxonomies::TAG );
			wp_cache_flush();
		}
		return $missing;
	}

	/** @return array<int, int> term_taxonomy ids of the given terms. */
	private static function term_taxonomy_ids( array $term_ids ): array {
		$ids = array();
		foreach ( array_filter( $term_ids ) as $term_id ) {
			$term = get_term( $term_id );
			if ( $term && ! is_wp_error( $term ) ) {
				$ids[] = (int) $term->term_taxonomy_id;
			}
		}
		return $ids;
	}

	/**
	 * Event number n, spread from a year ago to a year ahead: a few are running right now (every
	 * 7th of the first 700, so a big site holds one day of about a hundred, not a seventh of it all).
	 */
	private static function event_meta( int $n, int $now ): array {
		$timezone = self::TIMEZONES[ $n % count( self::TIMEZONES ) ];
		$today    = 0 === $n % 7 && $n < 700;
		$offset   = $today ? 0 : ( ( $n * 7919 ) % 730 ) - 365; // Days from today.
		$length   = 0 === $n % 5 ? 2 : 0; // Some last three days.
		$zone     = new \DateTimeZone( $timezone );
		$start    = ( new \DateTimeImmutable( '@' . $now ) )->setTimezone( $zone )->modify( "{$offset} days" );
		$hour     = $today ? 0 : 8 + $n % 12;
		$start    = $start->setTime( $hour, 0 === $n % 2 ? 0 : 30 );
		$end      = $start->modify( "+{$length} days" )->setTime( $today ? 23 : min( 23, $hour + 2 ), $today ? 59 : 0 );
		return array(
			self::MARKER             => 1,
			'etn_start_date'         => $start->format( 'Y-m-d' ),
			'etn_end_date'           => $end->format( 'Y-m-d' ),
			'etn_start_time'         => $start->format( 'H:i' ),
			'etn_end_time'           => $end->format( 'H:i' ),
			'event_timezone'         => $timezone,
			'etn_event_location'     => array(
				'type'        => 'venue',
				'venue'       => self::THEMES[ $n % count( self::THEMES ) ] . ' Hall',
				'address'     => array( 'address' => self::CITIES[ $n % count( self::CITIES ) ] ),
				'online_link' => '',
			),
			'recurring_enabled'      => 'no',
		);
	}

	/** Event number n's one ticket type: [name, price in cents, capacity, min, max, sold]; every 6th unlimited. */
	private static function ticket( int $n ): array {
		$capacity = 0 === $n % 6 ? -1 : 50 + ( $n % 10 ) * 25;
		$sold     = -1 === $capacity ? $n % 40 : ( $n * 13 ) % ( $capacity + 1 );
		return array( __( 'General admission', 'eventin' ), 0 === $n % 4 ? 0 : ( 10 + $n % 5 * 15 ) * 100, $capacity, 1, 10, $sold );
	}
}

<?php
namespace Eventin\Seed;

use Eventin\Schedules\PostType;
use Eventin\Schedules\Schedule;
use Eventin\Speakers\Speaker;
use Eventin\Speakers\SpeakerGroups;

/**
 * Demo speakers, organizers, speaker groups and schedules, written through the same models the
 * REST API uses. Like events, seeding tops up to the requested counts: running it again adds nothing.
 */
final class ProgramSeeder {
	/** Marks seeded users and schedules (events have their own marker, counted on its own). */
	public const MARKER = '_eventin_seed_program';

	private const GROUPS = array( 'Keynote Speakers', 'Panelists', 'Workshop Hosts', 'Organizing Team' );

	private const FIRST_NAMES = array( 'Ada', 'Grace', 'Linus', 'Margaret', 'Tim', 'Radia', 'Alan', 'Barbara', 'Dennis', 'Frances', 'Ken', 'Hedy' );

	private const LAST_NAMES = array( 'Okafor', 'Lindqvist', 'Tanaka', 'Moreau', 'Haddad', 'Novak', 'Silva', 'Kowalski', 'Mensah', 'Rahman' );

	private const DESIGNATIONS = array( 'Principal Engineer', 'Product Designer', 'Community Manager', 'Research Lead', 'Founder', 'Developer Advocate' );

	private const COMPANIES = array( 'Northwind Labs', 'Bluebird Studio', 'Open Harbor', 'Lumen Data', 'Greenfield Co.' );

	private const TOPICS = array( 'Registration and coffee', 'Opening keynote', 'Panel: the year ahead', 'Lunch break', 'Hands-on workshop', 'Lightning talks', 'Closing remarks' );

	private const ROOMS = array( 'Main Hall', 'Room A', 'Room B', 'Garden Terrace' );

	/** @return int[] Group term ids, the first $count of the demo list (then "Speaker Group N"). */
	public static function groups( int $count ): array {
		$ids = array();
		for ( $n = 0; $n < $count; $n++ ) {
			$name     = self::GROUPS[ $n ] ?? sprintf( 'Speaker Group %d', $n + 1 );
			$existing = term_exists( $name, SpeakerGroups::TAXONOMY );
			$created  = $existing ? $existing : wp_insert_term( $name, SpeakerGroups::TAXONOMY );
			if ( ! is_wp_error( $created ) ) {
				$ids[] = (int) $created['term_id'];
			}
		}
		return $ids;
	}

	/** How many seeded users hold the role of `category` (speaker or organizer). */
	public static function seeded_people( string $category ): int {
		return count(
			get_users(
				array(
					'role'     => Speaker::ROLES[ $category ],
					'meta_key' => self::MARKER,
					'fields'   => 'ID',
				)
			)
		);
	}

	/**
	 * Adds seeded speakers (or organizers) until there are $target of them.
	 *
	 * @param string $category speaker or organizer.
	 * @param int[]  $groups   Group ids handed out in turn.
	 * @return int How many were added.
	 */
	public static function people( string $category, int $target, array $groups ): int {
		$existing = self::seeded_people( $category );
		for ( $n = $existing; $n < $target; $n++ ) {
			// Organizers draw from further along the list, so the demo has no namesakes.
			$k     = 'organizer' === $category ? $n + 60 : $n;
			$first = self::FIRST_NAMES[ $k % count( self::FIRST_NAMES ) ];
			$last  = self::LAST_NAMES[ ( $k + intdiv( $k, count( self::FIRST_NAMES ) ) ) % count( self::LAST_NAMES ) ];
			$id    = Speaker::save(
				0,
				array(
					'name'        => "$first $last",
					'email'       => strtolower( "$first.$last.$category.$n@example.com" ),
					'designation' => self::DESIGNATIONS[ $k % count( self::DESIGNATIONS ) ],
					'company'     => self::COMPANIES[ $k % count( self::COMPANIES ) ],
					/* translators: 1: a person's name, 2: a company */
					'biography'   => sprintf( __( '%1$s works at %2$s and speaks about building things people love.', 'eventin' ), $first, self::COMPANIES[ $k % count( self::COMPANIES ) ] ),
					'social'      => array(
						array(
							'network' => 'website',
							'url'     => 'https://example.com/' . strtolower( "$first-$last" ),
						),
					),
					'group_ids'   => $groups ? array( $groups[ $n % count( $groups ) ] ) : array(),
					'category'    => array( $category ),
				)
			);
			if ( is_wp_error( $id ) ) {
				return $n - $existing;
			}
			update_user_meta( $id, self::MARKER, 1 );
		}
		return max( 0, $target - $existing );
	}

	public static function seeded_schedules(): int {
		return count(
			get_posts(
				array(
					'post_type'   => PostType::NAME,
					'post_status' => 'any',
					'meta_key'    => self::MARKER,
					'fields'      => 'ids',
					'numberposts' => -1,
				)
			)
		);
	}

	/**
	 * Adds seeded schedules until there are $target: one a week from a month ago, each a day of
	 * 3 to 6 slots with the given speakers.
	 *
	 * @param int[] $speakers Speaker ids handed out to the slots.
	 * @return int How many were added.
	 */
	public static function schedules( int $target, array $speakers ): int {
		$existing = self::seeded_schedules();
		$start    = strtotime( '-4 weeks', time() );
		for ( $n = $existing; $n < $target; $n++ ) {
			$date  = gmdate( 'Y-m-d', $start + $n * WEEK_IN_SECONDS );
			$slots = array();
			$count = 3 + $n % 4;
			for ( $s = 0; $s < $count; $s++ ) {
				$hour    = 9 + $s;
				$slots[] = array(
					'topic'      => self::TOPICS[ ( $n + $s ) % count( self::TOPICS ) ],
					'start_time' => sprintf( '%02d:00', $hour ),
					'end_time'   => sprintf( '%02d:45', $hour ),
					'room'       => self::ROOMS[ $s % count( self::ROOMS ) ],
					'objective'  => '',
					'speakers'   => $speakers ? array( $speakers[ ( $n * 3 + $s ) % count( $speakers ) ] ) : array(),
				);
			}
			$id = Schedule::save(
				0,
				array(
					/* translators: 1: a day number, 2: a date */
					'program_title' => sprintf( __( 'Day %1$d program (%2$s)', 'eventin' ), $n + 1, $date ),
					'date'          => $date,
					'slots'         => $slots,
				)
			);
			if ( is_wp_error( $id ) ) {
				return $n - $existing;
			}
			update_post_meta( $id, self::MARKER, 1 );
		}
		return max( 0, $target - $existing );
	}
}

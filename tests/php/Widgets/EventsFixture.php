<?php
namespace Eventin\Tests\Widgets;

use Eventin\Events\Event;

/**
 * Events for the widget tests, placed in time relative to now (UTC unless said).
 */
trait EventsFixture {
	/**
	 * A published event starting $from_now seconds from now and lasting $length seconds.
	 *
	 * @param array $fields Further event fields (status, categories, tags, timezone, …).
	 */
	protected function event( string $title, int $from_now, int $length = HOUR_IN_SECONDS, array $fields = array() ): int {
		$start = time() + $from_now;
		$end   = $start + $length;
		$zone  = new \DateTimeZone( $fields['timezone'] ?? 'UTC' );
		$local = static fn( int $instant, string $format ) => ( new \DateTimeImmutable( '@' . $instant ) )->setTimezone( $zone )->format( $format );
		$id    = Event::save(
			0,
			$fields + array(
				'title'      => $title,
				'status'     => 'publish',
				'start_date' => $local( $start, 'Y-m-d' ),
				'start_time' => $local( $start, 'H:i' ),
				'end_date'   => $local( $end, 'Y-m-d' ),
				'end_time'   => $local( $end, 'H:i' ),
				'timezone'   => 'UTC',
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/** 'Weekly Yoga' on $count weeks at 18:00 UTC from $first (Y-m-d): the parent's id. */
	protected function weekly_series( string $first, int $count ): int {
		$parent = Event::save(
			0,
			array(
				'title'             => 'Weekly Yoga',
				'status'            => 'publish',
				'start_date'        => $first,
				'end_date'          => $first,
				'start_time'        => '18:00',
				'end_time'          => '19:00',
				'timezone'          => 'UTC',
				'recurring_enabled' => 'yes',
				'recurrence'        => array( 'frequency' => 'weekly', 'interval' => 1, 'ends' => 'after', 'count' => $count ),
			)
		);
		$this->assertIsInt( $parent );
		return $parent;
	}

	/** A term of a taxonomy ('etn_category' or 'etn_tags'), by name. */
	protected function term( string $name, string $taxonomy = 'etn_category' ): int {
		$term = wp_insert_term( $name, $taxonomy );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/** Sets an event's post date (for orderby post_date). */
	protected function posted( int $id, string $date ): void {
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_date' => $date, 'post_date_gmt' => $date ), array( 'ID' => $id ) );
		clean_post_cache( $id );
	}
}

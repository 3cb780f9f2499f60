<?php
namespace Eventin\Tests\Seed;

use Eventin\Seed\Seeder;
use Eventin\Tests\TestCase;

final class SeederTest extends TestCase {
	public function test_seeding_tops_up_to_the_target_and_is_idempotent(): void {
		$terms = Seeder::terms();
		$this->assertCount( 14, array_filter( $terms['categories'] ) );
		$this->assertSame( $terms, Seeder::terms(), 'terms are reused' );

		$before = Seeder::seeded_events();
		$this->assertSame( 700 - $before, Seeder::events( 700, $terms, null, false ) );
		$this->assertSame( 0, Seeder::events( 700, $terms, null, false ) );
		$this->assertSame( 700, Seeder::seeded_events() );
	}

	public function test_seeded_events_are_complete_posts(): void {
		$terms = Seeder::terms();
		Seeder::events( 30, $terms, null, false );
		$events = get_posts( array( 'post_type' => 'etn', 'post_status' => 'any', 'numberposts' => -1, 'meta_key' => Seeder::MARKER ) );
		$this->assertCount( 30, $events );
		$timezones = array();
		foreach ( $events as $event ) {
			$this->assertNotSame( '', $event->post_title );
			$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}$/', get_post_meta( $event->ID, 'etn_start_date', true ) );
			$this->assertMatchesRegularExpression( '/^\d{2}:\d{2}$/', get_post_meta( $event->ID, 'etn_start_time', true ) );
			$this->assertIsArray( get_post_meta( $event->ID, 'etn_event_location', true ) );
			$this->assertNotEmpty( wp_get_object_terms( $event->ID, array( 'etn_category', 'etn_tags' ) ) );
			$timezones[] = get_post_meta( $event->ID, 'event_timezone', true );
		}
		$this->assertGreaterThan( 5, count( array_unique( $timezones ) ) );
		$this->assertContains( 'draft', wp_list_pluck( $events, 'post_status' ) );
	}
}

<?php
namespace Eventin\Tests\Seed;

use Eventin\Schedules\Index as ScheduleIndex;
use Eventin\Schedules\Schedule;
use Eventin\Seed\ProgramSeeder;
use Eventin\Seed\Seeder;
use Eventin\Speakers\Speaker;
use Eventin\Tests\TestCase;

final class ProgramSeederTest extends TestCase {
	public function test_people_groups_and_schedules_top_up_to_their_targets(): void {
		$groups = ProgramSeeder::groups( 5 );
		$this->assertCount( 5, $groups );
		$this->assertSame( $groups, ProgramSeeder::groups( 5 ), 'groups are reused' );
		$this->assertSame( 'Keynote Speakers', get_term( $groups[0] )->name );
		$this->assertSame( 'Speaker Group 5', get_term( $groups[4] )->name );

		$events = Seeder::seeded_events();
		$this->assertSame( 3 - ProgramSeeder::seeded_people( 'speaker' ), ProgramSeeder::people( 'speaker', 3, $groups ) );
		$this->assertSame( 0, ProgramSeeder::people( 'speaker', 3, $groups ) );
		ProgramSeeder::people( 'organizer', 2, $groups );
		$this->assertSame( 2, ProgramSeeder::seeded_people( 'organizer' ) );

		$speakers = get_users( array( 'role' => 'etn-speaker', 'meta_key' => ProgramSeeder::MARKER, 'fields' => 'ID' ) );
		$speaker  = Speaker::read( (int) $speakers[0], true );
		$this->assertNotSame( '', $speaker['designation'] );
		$this->assertCount( 1, $speaker['speaker_group'] );
		$this->assertSame( array( 'speaker' ), $speaker['category'] );

		ProgramSeeder::schedules( 4, array_map( 'intval', $speakers ) );
		$this->assertSame( 0, ProgramSeeder::schedules( 4, array() ) );
		$this->assertSame( 4, ProgramSeeder::seeded_schedules() );
		$this->assertSame( $events, Seeder::seeded_events(), 'schedules do not count as events' );
		$ids      = get_posts( array( 'post_type' => 'etn-schedule', 'meta_key' => ProgramSeeder::MARKER, 'fields' => 'ids', 'numberposts' => 1 ) );
		$schedule = Schedule::read( $ids[0] );
		$this->assertGreaterThanOrEqual( 3, count( $schedule['slots'] ) );
		$this->assertIsArray( Schedule::validate( $schedule, null ), 'seeded schedules pass validation' );
		$counts = wp_count_posts( 'etn-schedule' );
		$this->assertSame( (int) $counts->publish + (int) $counts->draft, ScheduleIndex::query( array(), 1, 1 )[1], 'the schedules index holds the seeded schedules' );
		$this->assertCount( 1, ScheduleIndex::query( array( 'search' => 'day 1 program' ), 1, 10 )[0] );
	}
}

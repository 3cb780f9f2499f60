<?php
namespace Eventin\Tests\Seed;

use Eventin\Rsvp\Responses;
use Eventin\Rsvp\Rsvp;
use Eventin\Seed\RsvpSeeder;
use Eventin\Settings\Settings;
use Eventin\Tests\TestCase;
use Eventin\Widgets\Widgets;

final class RsvpSeederTest extends TestCase {
	public function test_the_demo_turns_rsvp_on_for_the_next_event_with_answers_and_a_page_once(): void {
		$before = Settings::get()['modules'];
		$day    = gmdate( 'Y-m-d', time() + 3 * DAY_IN_SECONDS );
		$event  = $this->rest(
			'POST',
			'events',
			array(
				'title'      => 'Demo soiree',
				'status'     => 'publish',
				'start_date' => $day,
				'start_time' => '18:00',
				'end_date'   => $day,
				'end_time'   => '21:00',
			),
			$this->admin()
		)->get_data();
		wp_delete_post( (int) get_page_by_path( RsvpSeeder::PAGE )?->ID, true );

		$this->assertSame( 6, RsvpSeeder::demo() );
		$this->assertTrue( Rsvp::module_on() );
		$page = get_page_by_path( RsvpSeeder::PAGE );
		preg_match( '/\[etn_rsvp_form event_id="(\d+)"\]/', $page->post_content, $form );
		$this->assertNotEmpty( $form, 'the page holds the RSVP form' );
		$this->assertSame( 'rsvp-form', Widgets::kind_of_tag( 'etn_rsvp_form' ) );
		$event_id = (int) $form[1];
		$settings = Rsvp::settings( $event_id );
		$this->assertSame( array( true, 40, true ), array( $settings['enabled'], $settings['limit'], $settings['waiting_list'] ) );
		$counts = Responses::counts( array( $event_id ) )[ $event_id ];
		$this->assertSame( array( 3, 2, 1, 0, 6 ), array( $counts['going'], $counts['maybe'], $counts['not_going'], $counts['waiting'], $counts['going_people'] ) );
		$start = (int) \Eventin\Database\Reader::column( 'SELECT start_utc FROM ' . \Eventin\Events\Index::table() . ' WHERE event_id = ' . $event_id )[0];
		$this->assertGreaterThan( time() + DAY_IN_SECONDS, $start, 'an event more than a day ahead (here or one seeded before)' );
		$this->assertLessThanOrEqual( strtotime( "{$day} 18:00 UTC" ), $start, 'the soonest' );
		unset( $event );

		$this->assertSame( 0, RsvpSeeder::demo(), 'added once' );
		Settings::update( array( 'modules' => $before ) );
	}
}

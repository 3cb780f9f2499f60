<?php
namespace Eventin\Tests\Widgets;

use Eventin\Tests\TestCase;
use Eventin\Widgets\Catalogue;
use Eventin\Widgets\Render\Countdown;
use Eventin\Widgets\Widgets;

require_once __DIR__ . '/EventsFixture.php';

final class CountdownTest extends TestCase {
	use EventsFixture;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'date_format', 'F j, Y' );
		update_option( 'time_format', 'H:i' );
	}

	private function render( $given, ?int $now = null ): string {
		return Countdown::render( Catalogue::attributes( 'countdown', $given ), $now );
	}

	public function test_the_time_left_to_the_chosen_event(): void {
		$id   = $this->event( 'Launch', 0, HOUR_IN_SECONDS, array( 'start_date' => '2030-01-10', 'start_time' => '09:30', 'end_date' => '2030-01-10', 'end_time' => '11:00', 'timezone' => 'Europe/Berlin' ) );
		$now  = strtotime( '2030-01-08T05:15:20Z' ); // Start: 2030-01-10T08:30:00Z, 2 days 3 h 14 min 40 s later.
		$html = $this->render( array( 'event_id' => (string) $id ), $now );
		$this->assertStringStartsWith( '<div class="eventin-widget eventin-countdown"><h3 class="eventin-countdown__title"><a href="' . esc_url( get_permalink( $id ) ) . '">Launch</a></h3>', $html );
		$this->assertStringContainsString( 'data-eventin-countdown="2030-01-10T08:30:00Z"', $html );
		preg_match_all( '~data-unit="(\w+)">(\d+)</span> <span class="eventin-countdown__label">(\w+)</span>~', $html, $units, PREG_SET_ORDER );
		$this->assertSame(
			array( array( 'days', '2', 'Days' ), array( 'hours', '03', 'Hours' ), array( 'minutes', '14', 'Minutes' ), array( 'seconds', '40', 'Seconds' ) ),
			array_map( static fn( $unit ) => array_slice( $unit, 1 ), $units )
		);
		$this->assertStringContainsString( '<p class="eventin-visually-hidden eventin-countdown__sentence" role="timer" aria-live="off" data-template="The event starts in %s.">The event starts in 2 days, 3 hours and 14 minutes.</p>', $html );
		$this->assertStringContainsString( '<div class="eventin-countdown__units" aria-hidden="true">', $html );
		$this->assertStringContainsString( '<p class="eventin-countdown__when"><time datetime="2030-01-10T08:30:00Z">January 10, 2030 09:30</time> <abbr class="eventin-card__zone" title="Europe/Berlin">CET</abbr></p>', $html );
		$this->assertStringContainsString( 'data-started="This event has started."', $html );
		$this->assertTrue( wp_script_is( 'eventin-widgets-countdown', 'enqueued' ) );
		// One of each unit: singular words.
		$this->assertStringContainsString( 'The event starts in 1 day, 1 hour and 1 minute.', $this->render( array( 'event_id' => (string) $id ), strtotime( '2030-01-09T07:28:59Z' ) ) );
	}

	public function test_started_and_ended_events_say_so(): void {
		$id = $this->event( 'Talk', -HOUR_IN_SECONDS, 2 * HOUR_IN_SECONDS );
		$html = $this->render( array( 'event_id' => (string) $id ) );
		$this->assertStringContainsString( '<p class="eventin-countdown__done">This event has started.</p>', $html );
		$this->assertStringNotContainsString( 'data-eventin-countdown', $html );
		$old = $this->event( 'Old talk', -3 * DAY_IN_SECONDS );
		$this->assertStringContainsString( '<p class="eventin-countdown__done">This event has ended.</p>', $this->render( array( 'event_id' => (string) $old ) ) );
	}

	public function test_without_an_event_the_next_one_to_start(): void {
		$empty = '<div class="eventin-widget eventin-countdown"><p class="eventin-empty">No upcoming event to count down to.</p></div>';
		$this->assertSame( $empty, $this->render( '' ) );
		$this->event( 'Past', -DAY_IN_SECONDS );
		$this->event( 'Later', 5 * DAY_IN_SECONDS );
		$this->event( 'Draft', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'status' => 'draft' ) );
		$this->event( 'Soon', 2 * DAY_IN_SECONDS );
		$this->event( 'Sooner but private', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'status' => 'private' ) );
		$this->assertStringContainsString( '>Soon</a></h3>', $this->render( '' ) );
		$this->assertStringContainsString( '>Soon</a></h3>', $this->render( array( 'event_id' => 'abc' ) ) );
		$draft = $this->event( 'Hidden', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'status' => 'draft' ) );
		$this->assertSame( $empty, $this->render( array( 'event_id' => (string) $draft ) ) );
		$this->assertSame( $empty, $this->render( array( 'event_id' => '999999' ) ) );
	}

	public function test_the_shortcode_escapes_the_title(): void {
		$id = $this->event( 'Placeholder', DAY_IN_SECONDS );
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_title' => '<script>alert(1)</script>' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$html = Widgets::render( 'countdown', array( 'event_id' => (string) $id ) );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;</a></h3>', $html );
		$this->assertStringNotContainsString( '<script', $html );
	}

	public function test_the_time_left_in_units(): void {
		$this->assertSame( array( 'days' => 0, 'hours' => 0, 'minutes' => 0, 'seconds' => 0 ), Countdown::left( -5 ) );
		$this->assertSame( array( 'days' => 0, 'hours' => 0, 'minutes' => 0, 'seconds' => 59 ), Countdown::left( 59 ) );
		$this->assertSame( array( 'days' => 1, 'hours' => 0, 'minutes' => 0, 'seconds' => 0 ), Countdown::left( DAY_IN_SECONDS ) );
		$this->assertSame( array( 'days' => 400, 'hours' => 23, 'minutes' => 59, 'seconds' => 59 ), Countdown::left( 401 * DAY_IN_SECONDS - 1 ) );
	}
}

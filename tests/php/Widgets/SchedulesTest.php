<?php
namespace Eventin\Tests\Widgets;

use Eventin\Schedules\Schedule;
use Eventin\Speakers\Speaker;
use Eventin\Tests\TestCase;

require_once __DIR__ . '/WidgetTesting.php';

final class SchedulesTest extends TestCase {
	use WidgetTesting;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'date_format', 'F j, Y' );
		update_option( 'time_format', 'g:i a' );
	}

	private function schedule( string $title, string $date, array $slots = array() ): int {
		$id = Schedule::save(
			0,
			array(
				'program_title' => $title,
				'date'          => $date,
				'slots'         => array_map(
					static fn( array $slot ) => $slot + array(
						'topic'      => 'Welcome',
						'start_time' => '09:00',
						'end_time'   => '09:30',
						'room'       => '',
						'objective'  => '',
						'speakers'   => array(),
					),
					$slots
				),
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	private function speaker( string $name ): int {
		$id = Speaker::save(
			0,
			array(
				'name'     => $name,
				'email'    => sanitize_title( $name ) . '-' . wp_generate_password( 6, false ) . '@example.com',
				'category' => array( 'speaker' ),
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/** The program titles of a widget's schedules, in order. */
	private function titles( string $html ): array {
		preg_match_all( '~<span class="eventin-schedule__title">([^<]*)</span></h3>~', $html, $m );
		return array_map( 'html_entity_decode', $m[1] );
	}

	/** The tab labels, in order (date and title). */
	private function tabs( string $html ): array {
		preg_match_all( '~<button type="button" role="tab"[^>]*>(.*?)</button>~', $html, $m );
		return array_map( static fn( $tab ) => html_entity_decode( wp_strip_all_tags( str_replace( '</span><span', '</span> | <span', $tab ) ) ), $m[1] );
	}

	public function test_tabs_a_tab_per_schedule_with_its_slots(): void {
		$ana  = $this->speaker( 'Ana Talks' );
		$ben  = $this->speaker( 'Ben Speaks' );
		$day1 = $this->schedule(
			'Opening',
			'2091-05-04',
			array(
				array(
					'topic'      => 'Keynote',
					'start_time' => '09:00',
					'end_time'   => '10:30',
					'room'       => 'Hall A',
					'objective'  => "Why we meet.\nAnd more.",
					'speakers'   => array( $ana, $ben ),
				),
				array(
					'topic'      => 'Lunch',
					'start_time' => '12:00',
					'end_time'   => '13:00',
				),
			)
		);
		$day2 = $this->schedule( 'Workshops', '2091-05-05', array( array( 'topic' => 'Hands on', 'start_time' => '14:00', 'end_time' => '16:15', 'speakers' => array( $ben ) ) ) );
		$html = $this->shortcode( "[schedules ids=\"{$day1},{$day2}\"]" );

		$this->assertStringStartsWith( '<div class="eventin-widget eventin-schedules eventin-style-schedule-1"><div class="eventin-tabs" data-eventin-tabs><div role="tablist" class="eventin-tabs__list eventin-schedule__tabs" aria-label="Schedules">', $html );
		// Tabs go by date, the first day first, whatever the order (it chooses which MAX schedules).
		$this->assertSame( array( 'May 4, 2091 | Opening', 'May 5, 2091 | Workshops' ), $this->tabs( $html ) );
		$this->assertSame( array( 'Opening', 'Workshops' ), $this->titles( $html ) );
		$this->assertSame( array( 'May 4, 2091 | Opening', 'May 5, 2091 | Workshops' ), $this->tabs( $this->shortcode( "[schedules ids=\"{$day1},{$day2}\" order=\"ASC\"]" ) ) );

		// ARIA: the first tab selected and in the tab order, its panel shown; the other hidden.
		preg_match_all( '~<button type="button" role="tab" class="[^"]*" id="([^"]+)" aria-controls="([^"]+)" aria-selected="(true|false)" tabindex="(0|-1)">~', $html, $tab, PREG_SET_ORDER );
		$this->assertCount( 2, $tab );
		$this->assertSame( array( 'true', '0' ), array( $tab[0][3], $tab[0][4] ) );
		$this->assertSame( array( 'false', '-1' ), array( $tab[1][3], $tab[1][4] ) );
		$this->assertStringContainsString( '<div role="tabpanel" class="eventin-tabs__panel eventin-schedule" id="' . $tab[0][2] . '" aria-labelledby="' . $tab[0][1] . '" tabindex="0">', $html );
		$this->assertStringContainsString( '<div role="tabpanel" class="eventin-tabs__panel eventin-schedule" id="' . $tab[1][2] . '" aria-labelledby="' . $tab[1][1] . '" tabindex="0" hidden>', $html );
		$this->assertTrue( wp_script_is( 'eventin-widgets-tabs', 'enqueued' ) );

		// Slots: time in the site's format, topic, room, objective, speakers linked to their pages.
		$this->assertStringContainsString( '<p class="eventin-slot__time"><time datetime="09:00">9:00 am</time> <span aria-hidden="true">–</span><span class="eventin-visually-hidden">to</span> <time datetime="10:30">10:30 am</time></p>', $html );
		$this->assertStringContainsString( '<h4 class="eventin-slot__topic">Keynote</h4><p class="eventin-slot__room"><span class="eventin-visually-hidden">Room: </span>Hall A</p><p class="eventin-slot__objective">Why we meet.<br />' . "\n" . 'And more.</p>', $html );
		$this->assertStringContainsString( '<a class="eventin-slot__speaker" href="' . esc_url( get_author_posts_url( $ana ) ) . '"><span>Ana Talks</span></a></li><li><a class="eventin-slot__speaker" href="' . esc_url( get_author_posts_url( $ben ) ) . '"><span>Ben Speaks</span></a>', $html );
		$this->assertStringContainsString( '<time datetime="14:00">2:00 pm</time>', $html );
		$this->assertStringContainsString( '<time datetime="16:15">4:15 pm</time>', $html );
		$this->assertStringContainsString( 'eventin-style-schedule-2', $this->shortcode( "[schedules ids=\"{$day1}\" style=\"schedule-2\"]" ) );
	}

	public function test_tabs_open_on_todays_day_else_the_first(): void {
		$today    = wp_date( 'Y-m-d' );
		$day      = static fn( int $offset ): string => wp_date( 'Y-m-d', strtotime( "{$today} 12:00:00 UTC {$offset} days" ) );
		$days     = array();
		$selected = static function ( string $html ): array {
			preg_match_all( '~<button type="button" role="tab"[^>]* aria-selected="true"[^>]*>.*?<span class="eventin-schedule__tab-title">([^<]*)</span></button>~', $html, $m );
			return $m[1];
		};
		$panels   = static function ( string $html ): array {
			preg_match_all( '~<div role="tabpanel"[^>]*?( hidden)?>.*?<span class="eventin-schedule__title">([^<]*)</span>~', $html, $m, PREG_SET_ORDER );
			return array_map( static fn( $panel ) => $panel[2] . ( '' === $panel[1] ? ' shown' : ' hidden' ), $m );
		};
		// An eight-day program around today, saved last day first (as a QA site had it).
		foreach ( array( 5, 4, 3, 2, 1, 0, -1, -2 ) as $offset ) {
			$days[ $offset ] = $this->schedule( 'Day ' . ( $offset + 3 ), $day( $offset ) );
		}
		$html = $this->shortcode( '[schedules ids="' . implode( ',', $days ) . '"]' );
		$this->assertSame( array( 'Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6', 'Day 7', 'Day 8' ), $this->titles( $html ) );
		$this->assertSame( array( 'Day 3' ), $selected( $html ) );
		$this->assertSame( array( 'Day 1 hidden', 'Day 2 hidden', 'Day 3 shown', 'Day 4 hidden', 'Day 5 hidden', 'Day 6 hidden', 'Day 7 hidden', 'Day 8 hidden' ), $panels( $html ) );
		$this->assertSame( 1, substr_count( $html, 'tabindex="0"><span class="eventin-schedule__tab-date">' ) );
		$this->assertSame( array( 'Day 3' ), $selected( $this->shortcode( '[schedules order="ASC" ids="' . implode( ',', $days ) . '"]' ) ) );

		// No day is today: the first day opens, in either order.
		unset( $days[0] );
		$this->assertSame( array( 'Day 1' ), $selected( $this->shortcode( '[schedules ids="' . implode( ',', $days ) . '"]' ) ) );
		$this->assertSame( array( 'Day 1' ), $selected( $this->shortcode( '[schedules order="ASC" ids="' . implode( ',', $days ) . '"]' ) ) );
	}

	public function test_list_and_the_schedules_it_chooses(): void {
		$old   = $this->schedule( 'Old Day', '2092-01-01' );
		$new   = $this->schedule( 'New Day', '2092-03-01' );
		$mid   = $this->schedule( 'Mid Day', '2092-02-01' );
		$trash = $this->schedule( 'Binned Day', '2092-04-01' );
		Schedule::trash( $trash );

		$html = $this->shortcode( "[schedules_list ids=\"{$old},{$mid},{$new},{$trash}\"]" );
		$this->assertStringStartsWith( '<div class="eventin-widget eventin-schedules-list eventin-style-schedule-1"><div class="eventin-schedule-list"><section class="eventin-schedule"><h3 class="eventin-schedule__heading"><span class="eventin-schedule__date"><time datetime="2092-03-01">March 1, 2092</time></span> <span class="eventin-schedule__title">New Day</span></h3><p class="eventin-empty">No time slots yet.</p></section>', $html );
		$this->assertSame( array( 'New Day', 'Mid Day', 'Old Day' ), $this->titles( $html ) );
		$this->assertSame( array( 'Old Day', 'Mid Day', 'New Day' ), $this->titles( $this->shortcode( "[schedules_list ids=\"{$new},{$old},{$mid}\" order=\"ASC\"]" ) ) );
		$this->assertSame( array( 'Mid Day' ), $this->titles( $this->shortcode( "[schedules_list ids=\"{$mid}\"]" ) ) );

		// None chosen: every published schedule, by date (these are the newest on the site).
		$this->assertSame( array( 'New Day', 'Mid Day', 'Old Day' ), array_slice( $this->titles( $this->shortcode( '[schedules_list]' ) ), 0, 3 ) );
		$tabs = array_values( array_intersect( $this->titles( $this->shortcode( '[schedules]' ) ), array( 'New Day', 'Mid Day', 'Old Day' ) ) );
		$this->assertSame( array( 'Old Day', 'Mid Day', 'New Day' ), $tabs );

		// Nothing to show: the trashed one only, or an id that is no schedule.
		$this->assertSame( '<div class="eventin-widget eventin-schedules-list eventin-style-schedule-1"><p class="eventin-empty">No schedules to show.</p></div>', $this->shortcode( "[schedules_list ids=\"{$trash}\"]" ) );
		$this->assertSame( '<div class="eventin-widget eventin-schedules eventin-style-schedule-1"><p class="eventin-empty">No schedules to show.</p></div>', $this->shortcode( '[schedules ids="999999"]' ) );
	}

	public function test_values_outside_the_limits_fall_back_silently(): void {
		$a       = $this->schedule( 'A Day', '2093-01-01', array( array( 'topic' => 'Talk' ) ) );
		$b       = $this->schedule( 'B Day', '2093-01-02' );
		$default = $this->shortcode( "[schedules_list ids=\"{$a},{$b}\"]" );
		foreach ( array( 'style="schedule-3"', 'style="<b>"', 'order="sideways"', 'order=""', 'nonsense="1"' ) as $attribute ) {
			$this->assertSame( $default, $this->shortcode( "[schedules_list ids=\"{$a},{$b}\" {$attribute}]" ), $attribute );
		}
		foreach ( array( 'ids="abc"', 'ids="-5"', 'ids=","', 'style="x" order="y"' ) as $attribute ) {
			$this->assertStringContainsString( 'class="eventin-widget eventin-schedules ', $this->shortcode( "[schedules {$attribute}]" ), $attribute );
		}
		// A slot stored with odd values still renders without a warning.
		update_post_meta( $a, Schedule::SLOTS_META, array( array( 'topic' => 'Odd', 'start_time' => 'noon', 'speakers' => 'x' ), 'not a slot' ) );
		$odd = $this->shortcode( "[schedules ids=\"{$a}\"]" );
		$this->assertStringContainsString( '<h4 class="eventin-slot__topic">Odd</h4>', $odd );
	}

	public function test_titles_topics_and_names_are_escaped(): void {
		$speaker = $this->speaker( 'Safe Name' );
		global $wpdb;
		$wpdb->update( $wpdb->users, array( 'display_name' => '<script>alert(1)</script>' ), array( 'ID' => $speaker ) );
		clean_user_cache( $speaker );
		$id = $this->schedule( 'Title', '2094-01-01', array( array( 'speakers' => array( $speaker ) ) ) );
		$wpdb->update( $wpdb->posts, array( 'post_title' => '<script>alert(2)</script> & "Co"' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		update_post_meta(
			$id,
			Schedule::SLOTS_META,
			array(
				array(
					'topic'      => '<script>alert(3)</script>',
					'start_time' => '09:00',
					'end_time'   => '10:00',
					'room'       => '<b>Room</b>',
					'objective'  => '<img src=x onerror=alert(4)>',
					'speakers'   => array( $speaker ),
				),
			)
		);
		foreach ( array( "[schedules ids=\"{$id}\"]", "[schedules_list ids=\"{$id}\"]" ) as $shortcode ) {
			$html = $this->shortcode( $shortcode );
			$this->assertStringNotContainsString( '<script', $html, $shortcode );
			$this->assertStringNotContainsString( '<img src=x', $html, $shortcode );
			$this->assertStringNotContainsString( '<b>Room', $html, $shortcode );
			$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html, $shortcode );
			$this->assertStringContainsString( '&lt;script&gt;alert(2)&lt;/script&gt; &amp; &quot;Co&quot;', $html, $shortcode );
			$this->assertStringContainsString( '&lt;script&gt;alert(3)&lt;/script&gt;', $html, $shortcode );
		}
	}

	public function test_aliases_render_as_their_tag(): void {
		$id = $this->schedule( 'Alias Day', '2095-01-01', array( array( 'topic' => 'Talk' ) ) );
		// Tab ids are unique per render: compare without them.
		$same = static fn( string $html ) => preg_replace( '~eventin-schedule-\d+~', 'ID', $html );
		$this->assertSame( $same( $this->shortcode( "[schedules ids=\"{$id}\" style=\"schedule-2\"]" ) ), $same( $this->shortcode( "[etn_pro_schedules_tab ids=\"{$id}\" style=\"schedule-2\"]" ) ) );
		$this->assertSame( $this->shortcode( "[schedules_list ids=\"{$id}\"]" ), $this->shortcode( "[etn_pro_schedules_list ids=\"{$id}\"]" ) );
	}

	public function test_queries_do_not_grow_with_schedules_or_speakers(): void {
		$speaker = $this->speaker( 'Counted Speaker' );
		$ids     = array( $this->schedule( 'Count 1', '2096-01-01', array( array( 'speakers' => array( $speaker ) ) ) ) );
		$few     = $this->queries( fn() => $this->shortcode( '[schedules_list ids="' . implode( ',', $ids ) . '"]' ) );
		for ( $i = 2; $i <= 8; $i++ ) {
			$ids[] = $this->schedule( "Count {$i}", "2096-01-0{$i}", array( array( 'speakers' => array( $this->speaker( "Speaker {$i}" ), $speaker ) ), array( 'topic' => 'Second' ) ) );
		}
		$many = $this->queries( fn() => $this->shortcode( '[schedules_list ids="' . implode( ',', $ids ) . '"]' ) );
		$this->assertLessThanOrEqual( $few, $many );
	}
}

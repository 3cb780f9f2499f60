<?php
namespace Eventin\Tests\Widgets;

use Eventin\Schedules\Schedule;
use Eventin\Speakers\Speaker;
use Eventin\Tests\TestCase;
use Eventin\Widgets\Catalogue;

require_once __DIR__ . '/EventsFixture.php';

/**
 * The scripts a widget puts on a page (issue 13): only its own behaviour's, never jQuery,
 * FullCalendar only with a calendar, and a page with one list widget ships at most 30 KB of JS.
 */
final class AssetsTest extends TestCase {
	use EventsFixture;

	/** The behaviour scripts each kind may load; a kind not listed loads none. */
	private const SCRIPTS = array(
		'events-calendar'      => array( 'eventin-widgets-calendar' ),
		'events-calendar-list' => array( 'eventin-widgets-calendar' ),
		'events-tab'           => array( 'eventin-widgets-tabs' ),
		'events-slider'        => array( 'eventin-widgets-slider' ),
		'countdown'            => array( 'eventin-widgets-countdown' ),
		'speakers-slider'      => array( 'eventin-widgets-slider' ),
		'schedules'            => array( 'eventin-widgets-tabs' ),
		'ticket-form'          => array( 'eventin-widgets-ticket-form' ),
		'rsvp-form'            => array( 'eventin-widgets-rsvp-form' ),
		'certificate'          => array( 'eventin-widgets-certificate-lookup' ),
	);

	/** Kinds whose script depends on data this test does not make (tickets for sale, RSVP on). */
	private const WITHOUT_DATA = array( 'ticket-form', 'rsvp-form' );

	private function clear_queue(): void {
		foreach ( wp_scripts()->queue as $handle ) {
			wp_dequeue_script( $handle );
		}
		foreach ( wp_styles()->queue as $handle ) {
			wp_dequeue_style( $handle );
		}
	}

	/** The scripts enqueued while $render runs, each with the scripts it depends on, recursively. */
	private function scripts_of( callable $render ): array {
		$this->clear_queue();
		$render();
		$scripts = wp_scripts();
		$all     = array();
		$visit   = static function ( string $handle ) use ( &$visit, &$all, $scripts ): void {
			if ( isset( $all[ $handle ] ) ) {
				return;
			}
			$all[ $handle ] = true;
			foreach ( $scripts->registered[ $handle ]->deps ?? array() as $dep ) {
				$visit( $dep );
			}
		};
		foreach ( $scripts->queue as $handle ) {
			$visit( $handle );
		}
		$this->clear_queue();
		$names = array_keys( $all );
		sort( $names );
		return $names;
	}

	/** The bytes of a registered script's file (a plugin's build or WordPress's own). */
	private function bytes( string $handle ): int {
		$src = (string) ( wp_scripts()->registered[ $handle ]->src ?? '' );
		if ( '' === $src ) {
			return 0; // A group of other scripts, counted as themselves.
		}
		$path = (string) wp_parse_url( $src, PHP_URL_PATH );
		if ( str_starts_with( $src, plugins_url( '', EVENTIN_FILE ) ) ) {
			$file = dirname( EVENTIN_FILE ) . substr( $path, strlen( (string) wp_parse_url( plugins_url( '', EVENTIN_FILE ), PHP_URL_PATH ) ) );
		} else {
			$file = untrailingslashit( ABSPATH ) . '/' . ltrim( preg_replace( '~^' . preg_quote( (string) wp_parse_url( site_url(), PHP_URL_PATH ), '~' ) . '~', '', $path ), '/' );
		}
		$this->assertFileExists( $file, $handle );
		return (int) filesize( $file );
	}

	public function test_each_kind_loads_only_its_own_script_without_jquery_and_fullcalendar_only_with_a_calendar(): void {
		$category = $this->term( 'Music' );
		$event    = $this->event( 'Gig', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $category ) ) );
		$this->event( 'Other gig', 2 * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $category ) ) );
		$this->assertIsInt( Speaker::save( 0, array( 'name' => 'Ada', 'email' => 'ada-' . wp_generate_password( 6, false ) . '@example.com', 'category' => array( 'speaker' ) ) ) );
		$this->assertIsInt( Schedule::save( 0, array( 'program_title' => 'Day 1', 'date' => gmdate( 'Y-m-d', time() + DAY_IN_SECONDS ), 'slots' => array() ) ) );

		$kinds = Catalogue::kinds();
		$this->assertNotEmpty( $kinds );
		foreach ( array_keys( self::SCRIPTS ) as $name ) {
			$this->assertArrayHasKey( $name, $kinds );
		}
		foreach ( $kinds as $name => $kind ) {
			$given   = isset( $kind['fields']['event_id'] ) ? array( 'event_id' => (string) $event ) : array();
			$given  += isset( $kind['fields']['id'] ) ? array( 'id' => (string) $event ) : array();
			$scripts = $this->scripts_of( static fn() => do_shortcode( '[' . $kind['tag'] . ' ' . implode( ' ', array_map( static fn( $k, $v ) => "{$k}=\"{$v}\"", array_keys( $given ), $given ) ) . ']' ) );
			$this->assertNotContains( 'jquery', $scripts, $name );
			$this->assertNotContains( 'jquery-core', $scripts, $name );
			// Besides its own, only WordPress's translation functions (wp_set_script_translations).
			$this->assertSame( array(), array_values( array_diff( preg_grep( '/^eventin-/', $scripts, PREG_GREP_INVERT ), array( 'wp-i18n', 'wp-hooks' ) ) ), $name );
			$own      = array_values( preg_grep( '/^eventin-/', $scripts ) );
			$expected = self::SCRIPTS[ $name ] ?? array();
			if ( in_array( $name, self::WITHOUT_DATA, true ) ) {
				$this->assertSame( array(), array_values( array_diff( $own, $expected ) ), $name );
				continue;
			}
			$this->assertSame( $expected, $own, $name );
		}
	}

	public function test_right_to_left_languages_get_the_mirrored_stylesheets_that_the_build_wrote(): void {
		global $wp_locale;
		$this->event( 'Gig', DAY_IN_SECONDS );
		$direction = $wp_locale->text_direction;
		$done      = wp_styles()->done;
		// As a request in such a language starts: the locale, then the styles read it.
		$wp_locale->text_direction    = 'rtl';
		wp_styles()->text_direction = 'rtl';
		try {
			$this->clear_queue();
			do_shortcode( '[events_calendar]' );
			ob_start();
			wp_print_styles();
			$html = (string) ob_get_clean();
		} finally {
			$wp_locale->text_direction    = $direction;
			wp_styles()->text_direction = $direction;
			// Printed here, not on the pages of the tests that follow.
			wp_styles()->done = $done;
		}
		preg_match_all( "~href='([^']*/build/widgets-style[^']*)'~", $html, $found );
		$this->assertContains( 'widgets-style-rtl.css', array_map( static fn( $href ) => basename( (string) wp_parse_url( $href, PHP_URL_PATH ) ), $found[1] ), $html );
		$this->assertContains( 'widgets-style-calendar-rtl.css', array_map( static fn( $href ) => basename( (string) wp_parse_url( $href, PHP_URL_PATH ) ), $found[1] ), $html );
		foreach ( $found[1] as $href ) {
			$this->assertStringEndsWith( '-rtl.css', (string) wp_parse_url( $href, PHP_URL_PATH ), 'no left-to-right sheet is left' );
			$this->assertFileExists( dirname( EVENTIN_FILE ) . '/build/' . basename( (string) wp_parse_url( $href, PHP_URL_PATH ) ) );
		}
	}

	public function test_a_page_without_a_widget_loads_no_widget_script(): void {
		$this->event( 'Gig', DAY_IN_SECONDS );
		$scripts = $this->scripts_of(
			static function (): void {
				do_action( 'wp_enqueue_scripts' );
				do_action( 'enqueue_block_assets' );
			}
		);
		$this->assertSame( array(), preg_grep( '/^eventin-/', $scripts ) );
	}

	public function test_a_page_with_one_list_widget_ships_at_most_30_kb_of_script(): void {
		$category = $this->term( 'Music' );
		$event    = $this->event( 'Gig', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $category ) ) );
		$calendar = 0;
		foreach ( array( '[events]', '[events_tab]', '[etn_pro_events_sliders]', "[etn_pro_countdown event_id=\"{$event}\"]", '[etn_pro_events_one_line]' ) as $shortcode ) {
			$scripts = $this->scripts_of( static fn() => do_shortcode( $shortcode ) );
			$bytes   = array_sum( array_map( array( $this, 'bytes' ), $scripts ) );
			$this->assertLessThanOrEqual( 30 * 1024, $bytes, $shortcode . ': ' . implode( ', ', $scripts ) );
		}
		// FullCalendar is the calendar's script, far above the budget: only calendars load it.
		foreach ( $this->scripts_of( static fn() => do_shortcode( '[events_calendar]' ) ) as $handle ) {
			$calendar += $this->bytes( $handle );
		}
		$this->assertGreaterThan( 30 * 1024, $calendar );
	}
}

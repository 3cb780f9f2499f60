<?php
namespace Eventin\Tests\Widgets;

use Eventin\Events\CalendarFile;
use Eventin\Events\Event;
use Eventin\Tests\TestCase;

require_once __DIR__ . '/WidgetTesting.php';

final class AddToCalendarTest extends TestCase {
	use WidgetTesting;

	protected function tearDown(): void {
		$GLOBALS['post'] = null;
		parent::tearDown();
	}

	/** An event on 2031-06-10, 09:00–10:00 in Pacific/Kiritimati (UTC+14) unless said. */
	private function kiritimati( array $fields = array() ): int {
		$id = Event::save(
			0,
			$fields + array(
				'title'       => 'Island Sunrise Talk',
				'description' => '<!-- wp:paragraph --><p>Bring <strong>snacks</strong> &amp; water; sit, relax.</p><!-- /wp:paragraph --><p>Second line [events]</p>',
				'status'      => 'publish',
				'start_date'  => '2031-06-10',
				'start_time'  => '09:00',
				'end_date'    => '2031-06-10',
				'end_time'    => '10:00',
				'timezone'    => 'Pacific/Kiritimati',
				'location'    => array(
					'type'        => 'venue',
					'venue'       => 'Reef Hall',
					'address'     => array( 'address' => 'Main Road 1, London' ),
					'online_link' => '',
				),
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/** The lines of an iCalendar text, unfolded (RFC 5545 3.1). */
	private function lines( string $ics ): array {
		return explode( "\r\n", rtrim( preg_replace( "/\r\n[ \t]/", '', $ics ), "\r\n" ) );
	}

	/** The value of the first property of that name. */
	private function property( string $ics, string $name ): ?string {
		foreach ( $this->lines( $ics ) as $line ) {
			if ( str_starts_with( $line, $name . ':' ) || str_starts_with( $line, $name . ';' ) ) {
				return substr( $line, strpos( $line, ':' ) + 1 );
			}
		}
		return null;
	}

	public function test_the_google_link_has_the_exact_utc_dates(): void {
		$id   = $this->kiritimati();
		$html = $this->shortcode( "[etn_pro_add_calendar event_id=\"{$id}\"]" );
		$this->assertMatchesRegularExpression( '~href="https://calendar\.google\.com/calendar/render\?action=TEMPLATE&amp;text=Island%20Sunrise%20Talk&amp;dates=20310609T190000Z/20310609T200000Z&amp;details=[^"]+&amp;location=Reef%20Hall%2C%20Main%20Road%201%2C%20London" target="_blank" rel="noopener noreferrer">~', $html );
		$url = html_entity_decode( preg_replace( '~.*href="(https://calendar[^"]+)".*~s', '$1', $html ) );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( '20310609T190000Z/20310609T200000Z', $query['dates'] );
		$this->assertSame( "Bring snacks & water; sit, relax.\nSecond line\n\n" . get_permalink( $id ), $query['details'] );
	}

	public function test_the_widget_links_the_ics_and_google_calendar(): void {
		$id   = $this->kiritimati();
		$html = $this->shortcode( "[etn_pro_add_calendar event_id=\"{$id}\"]" );
		$this->assertStringStartsWith( '<div class="eventin-widget eventin-add-to-calendar"><ul class="eventin-add-to-calendar__links" role="list" aria-label="Add Island Sunrise Talk to your calendar">', $html );
		$this->assertStringContainsString( '<a class="eventin-button eventin-add-to-calendar__ics" href="' . esc_url( home_url( '/?eventin-ics=' . $id ) ) . '" download="island-sunrise-talk.ics">', $html );
		$this->assertStringContainsString( '<span>Download .ics</span></a>', $html );
		$this->assertStringContainsString( '<span>Add to Google Calendar<span class="eventin-visually-hidden"> (opens in a new tab)</span></span></a>', $html );

		// Without event_id: the event the page shows; elsewhere nothing to add.
		$none = '<div class="eventin-widget eventin-add-to-calendar"><p class="eventin-empty">No event to add to a calendar.</p></div>';
		$this->assertSame( $none, $this->shortcode( '[etn_pro_add_calendar]' ) );
		$GLOBALS['post'] = get_post( $id );
		$this->assertSame( $html, $this->shortcode( '[etn_pro_add_calendar]' ) );
		$GLOBALS['post'] = null;

		// Drafts, missing ids and values out of shape: nothing, silently.
		$draft = $this->kiritimati( array( 'status' => 'draft' ) );
		foreach ( array( "event_id=\"{$draft}\"", 'event_id="999999"', 'event_id="abc"', 'event_id="0"', 'event_id="-4"', 'nonsense="x"' ) as $attribute ) {
			$this->assertSame( $none, $this->shortcode( "[etn_pro_add_calendar {$attribute}]" ), $attribute );
		}
	}

	public function test_the_ics_file(): void {
		$id     = $this->kiritimati();
		$answer = $this->silently( static fn() => CalendarFile::answer( (string) $id ), 'ics' );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'text/calendar; charset=utf-8', $answer['headers']['Content-Type'] );
		$this->assertSame( 'attachment; filename="island-sunrise-talk.ics"', $answer['headers']['Content-Disposition'] );
		$ics = $answer['body'];
		$this->assertSame( 'BEGIN:VCALENDAR', $this->lines( $ics )[0] );
		$this->assertSame( 'END:VCALENDAR', array_slice( $this->lines( $ics ), -1 )[0] );
		$this->assertSame( '2.0', $this->property( $ics, 'VERSION' ) );
		$this->assertSame( 'event-' . $id . '@localhost', $this->property( $ics, 'UID' ) );
		$this->assertContains( 'DTSTART:20310609T190000Z', $this->lines( $ics ) );
		$this->assertContains( 'DTEND:20310609T200000Z', $this->lines( $ics ) );
		$this->assertSame( 'Island Sunrise Talk', $this->property( $ics, 'SUMMARY' ) );
		$this->assertSame( 'Bring snacks & water\\; sit\\, relax.\\nSecond line', $this->property( $ics, 'DESCRIPTION' ) );
		$this->assertSame( 'Reef Hall\\, Main Road 1\\, London', $this->property( $ics, 'LOCATION' ) );
		$this->assertSame( get_permalink( $id ), $this->property( $ics, 'URL' ) );
		// The same event gives the same UID every time.
		$this->assertSame( $this->property( $ics, 'UID' ), $this->property( CalendarFile::answer( (string) $id )['body'], 'UID' ) );
		// Long lines are folded at 75 octets.
		foreach ( explode( "\r\n", $ics ) as $physical ) {
			$this->assertLessThanOrEqual( 75, strlen( $physical ), $physical );
		}
	}

	public function test_unpublished_and_missing_events_answer_404(): void {
		$draft = $this->kiritimati( array( 'status' => 'draft' ) );
		$page  = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Not an event',
			)
		);
		foreach ( array( (string) $draft, (string) $page, '999999', 'abc', '', '1e3', array( 1 ), null ) as $id ) {
			$answer = CalendarFile::answer( $id );
			$this->assertSame( 404, $answer['status'], wp_json_encode( $id ) );
			$this->assertSame( 'text/plain; charset=utf-8', $answer['headers']['Content-Type'] );
			$this->assertSame( 'This event does not exist.', $answer['body'] );
		}
		$trashed = $this->kiritimati();
		Event::trash( $trashed );
		$this->assertSame( 404, CalendarFile::answer( (string) $trashed )['status'] );
	}

	public function test_titles_and_places_are_escaped(): void {
		$id = $this->kiritimati();
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_title' => '<script>alert(1)</script> "x"' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$html = $this->shortcode( "[etn_pro_add_calendar event_id=\"{$id}\"]" );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringContainsString( 'aria-label="Add &lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot; to your calendar"', $html );
		$this->assertStringContainsString( 'text=%3Cscript%3Ealert%281%29%3C%2Fscript%3E%20%22x%22', $html );
		$this->assertSame( '<script>alert(1)</script> "x"', $this->property( CalendarFile::answer( (string) $id )['body'], 'SUMMARY' ) );
	}

	public function test_online_events_and_events_without_a_place(): void {
		$online = $this->kiritimati(
			array(
				'location' => array(
					'type'        => 'online',
					'venue'       => '',
					'address'     => array( 'address' => '' ),
					'online_link' => 'https://meet.example/x',
				),
			)
		);
		$this->assertSame( 'Online', $this->property( CalendarFile::answer( (string) $online )['body'], 'LOCATION' ) );
		$this->assertStringContainsString( '&amp;location=Online"', $this->shortcode( "[etn_pro_add_calendar event_id=\"{$online}\"]" ) );
		$nowhere = $this->kiritimati( array( 'location' => '', 'description' => '' ) );
		$ics     = CalendarFile::answer( (string) $nowhere )['body'];
		$this->assertNull( $this->property( $ics, 'LOCATION' ) );
		$this->assertNull( $this->property( $ics, 'DESCRIPTION' ) );
		$this->assertStringNotContainsString( 'location=', $this->shortcode( "[etn_pro_add_calendar event_id=\"{$nowhere}\"]" ) );
	}
}

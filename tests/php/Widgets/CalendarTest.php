<?php
namespace Eventin\Tests\Widgets;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Event;
use Eventin\Tests\TestCase;
use Eventin\Widgets\CalendarController;
use Eventin\Widgets\CalendarQuery;
use Eventin\Widgets\Catalogue;
use Eventin\Widgets\Render\Calendar;
use Eventin\Widgets\Widgets;

/**
 * The calendar widgets' markup and the range query behind GET calendar/events. Events are in
 * December 2031, clear of any demo data.
 */
final class CalendarTest extends TestCase {
	/** A published event at a local date and time in a timezone. */
	private function event( string $title, string $date, string $start, string $end, string $timezone = 'UTC', array $fields = array() ): int {
		$id = Event::save(
			0,
			$fields + array(
				'title'      => $title,
				'status'     => 'publish',
				'start_date' => $date,
				'start_time' => $start,
				'end_date'   => $fields['end_date'] ?? $date,
				'end_time'   => $end,
				'timezone'   => $timezone,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/** The data attributes of a widget's root element. */
	private function data( string $html ): array {
		$document = new \DOMDocument();
		libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		$root = ( new \DOMXPath( $document ) )->query( '//div[contains(@class, "eventin-widget")]' )->item( 0 );
		$this->assertNotNull( $root, $html );
		$data = array( 'class' => $root->getAttribute( 'class' ) );
		foreach ( $root->attributes as $attribute ) {
			if ( str_starts_with( $attribute->name, 'data-' ) ) {
				$data[ substr( $attribute->name, 5 ) ] = $attribute->value;
			}
		}
		return $data;
	}

	private function range( string $start, string $end, array $categories = array() ): array {
		return CalendarController::events( CalendarController::instant( $start ), CalendarController::instant( $end ), $categories );
	}

	public function test_the_calendar_renders_its_data_with_the_catalogue_defaults(): void {
		update_option( 'start_of_week', 1 );
		update_option( 'time_format', 'g:i a' );
		$html = do_shortcode( '[events_calendar]' );
		$data = $this->data( $html );
		$this->assertSame( 'eventin-widget eventin-events-calendar', $data['class'] );
		$this->assertSame( Catalogue::defaults( 'events-calendar' )['calendar_view'], $data['view'] );
		$this->assertSame( 'timeGridWeek', $data['view'] );
		$this->assertSame( 'dayGridMonth,timeGridWeek,timeGridDay', $data['views'] );
		$this->assertSame( rest_url( 'eventin/v2/calendar/events' ), $data['endpoint'] );
		$this->assertSame( '', $data['categories'] );
		$this->assertSame( '', $data['tags'] );
		$this->assertSame( '1', $data['first-day'] );
		$this->assertSame( 'yes', $data['hour12'] );
		$this->assertSame( str_replace( '_', '-', determine_locale() ), $data['locale'] );
		$this->assertSame( 'ltr', $data['direction'] );
		$labels = json_decode( $data['labels'], true );
		$this->assertSame( 'Today', $labels['today'] );
		$this->assertSame( 'Previous $0', $labels['prev'] );
		$this->assertSame( Calendar::labels(), $labels );
		$this->assertStringContainsString( '<div class="eventin-calendar__calendar"></div>', $html );
		$this->assertStringContainsString( '<noscript>', $html );
		$this->assertStringNotContainsString( 'eventin-calendar__upcoming', $html, 'full width by default: no list' );
		$this->assertTrue( wp_script_is( 'eventin-widgets-calendar', 'enqueued' ) );

		update_option( 'time_format', 'H:i' );
		$this->assertSame( 'no', $this->data( do_shortcode( '[etn_pro_calendar_standard]' ) )['hour12'], 'the alias renders it too' );
	}

	public function test_the_list_renders_with_its_views_and_filters(): void {
		$data = $this->data( do_shortcode( '[etn_pro_calendar_list calendar_view="listWeek" event_cat_ids="7, 9" event_tag_ids="3"]' ) );
		$this->assertSame( 'eventin-widget eventin-events-calendar eventin-events-calendar-list', $data['class'] );
		$this->assertSame( 'listWeek', $data['view'] );
		$this->assertSame( 'listMonth,listWeek,listDay', $data['views'] );
		$this->assertSame( '7,9', $data['categories'] );
		$this->assertSame( '3', $data['tags'] );
		$this->assertSame( 'listMonth', $this->data( do_shortcode( '[etn_pro_calendar_list]' ) )['view'] );
	}

	public function test_an_invalid_view_falls_back_silently(): void {
		$this->assertSame( 'timeGridWeek', $this->data( Widgets::render( 'events-calendar', array( 'calendar_view' => 'listWeek' ) ) )['view'] );
		$this->assertSame( 'timeGridWeek', $this->data( Widgets::render( 'events-calendar', array( 'calendar_view' => '<script>' ) ) )['view'] );
		$this->assertSame( 'dayGridMonth', $this->data( Widgets::render( 'events-calendar', array( 'calendar_view' => 'daygridmonth' ) ) )['view'] );
		$this->assertSame( 'listMonth', $this->data( Widgets::render( 'events-calendar-list', array( 'calendar_view' => 'dayGridMonth' ) ) )['view'] );
		$this->assertSame( 'listMonth', $this->data( Widgets::render( 'events-calendar-list', array( 'calendar_view' => array( 'x' ) ) ) )['view'] );
		// The renderer itself, given a view of the other kind.
		$this->assertSame( 'listMonth', Calendar::view( 'list', array( 'calendar_view' => 'timeGridDay' ) ) );
		$this->assertSame( 'timeGridWeek', Calendar::view( 'calendar', array() ) );
	}

	public function test_upcoming_events_beside_the_calendar(): void {
		$right = do_shortcode( '[events_calendar show_upcoming_event="yes" calendar_show="right" limit="4"]' );
		$data  = $this->data( $right );
		$this->assertSame( 'eventin-widget eventin-events-calendar eventin-calendar--beside eventin-calendar--upcoming-right', $data['class'] );
		$this->assertStringContainsString( '<aside class="eventin-calendar__upcoming" aria-label="Upcoming events">', $right );
		$this->assertStringContainsString( 'eventin-calendar--upcoming-left', do_shortcode( '[events_calendar show_upcoming_event="yes" calendar_show="left"]' ) );
		$this->assertStringNotContainsString( '<aside', do_shortcode( '[events_calendar show_upcoming_event="yes" calendar_show="full_width"]' ) );
		$this->assertStringNotContainsString( '<aside', do_shortcode( '[events_calendar show_upcoming_event="no" calendar_show="right"]' ) );
	}

	public function test_the_upcoming_events_show_their_descriptions_with_show_desc(): void {
		$this->event( 'Told', gmdate( 'Y-m-d', time() + 5 * DAY_IN_SECONDS ), '10:00', '11:00', 'UTC', array( 'description' => 'Bring your own instrument.' ) );
		$beside = '[events_calendar show_upcoming_event="yes" calendar_show="right"';
		$this->assertStringContainsString( '<p class="eventin-card__desc">Bring your own instrument.</p>', do_shortcode( $beside . ' show_desc="yes"]' ) );
		$this->assertStringNotContainsString( 'eventin-card__desc', do_shortcode( $beside . ']' ) );
		$this->assertStringNotContainsString( 'eventin-card__desc', do_shortcode( $beside . ' show_desc="maybe"]' ) );
	}

	public function test_a_range_answers_the_published_events_overlapping_it_in_their_own_local_time(): void {
		$music   = (int) wp_insert_term( 'Calendar music', 'etn_category' )['term_id'];
		$inside  = $this->event( 'Inside', '2031-12-10', '10:00', '12:00', 'Europe/Berlin', array( 'categories' => array( $music ) ) );
		$before  = $this->event( 'Before', '2031-11-30', '22:00', '23:00', 'UTC' );
		$across  = $this->event( 'Across', '2031-11-30', '20:00', '02:00', 'UTC', array( 'end_date' => '2031-12-01' ) );
		$kiri    = $this->event( 'Kiritimati', '2031-12-05', '09:00', '10:00', 'Pacific/Kiritimati' );
		$pago    = $this->event( 'Pago Pago', '2031-12-31', '20:00', '21:00', 'Pacific/Pago_Pago' );
		$next    = $this->event( 'Next year', '2032-01-01', '00:00', '01:00', 'Pacific/Kiritimati' );
		$all_day = $this->event( 'All day', '2031-12-20', '00:00', '23:59', 'Asia/Tokyo', array( 'end_date' => '2031-12-21' ) );
		$this->event( 'Draft', '2031-12-11', '10:00', '11:00', 'UTC', array( 'status' => 'draft' ) );
		$this->event( 'Pending', '2031-12-11', '10:00', '11:00', 'UTC', array( 'status' => 'pending' ) );
		wp_trash_post( $this->event( 'Trashed', '2031-12-12', '10:00', '11:00' ) );

		$events = $this->range( '2031-12-01T00:00:00Z', '2032-01-01T00:00:00Z' );
		$this->assertSame( array( 'Across', 'Kiritimati', 'Inside', 'All day', 'Pago Pago' ), array_column( $events, 'title' ) );
		$by_id = array_column( $events, null, 'id' );
		// Kiritimati is UTC+14: 09:00 on December 5th there is 19:00 on the 4th in UTC.
		$this->assertSame(
			array(
				'id'            => (string) $kiri,
				'title'         => 'Kiritimati',
				'start'         => '2031-12-05T09:00:00',
				'end'           => '2031-12-05T10:00:00',
				'url'           => get_permalink( $kiri ),
				'extendedProps' => array(
					'timezone' => 'Pacific/Kiritimati',
					'location' => '',
				),
			),
			$by_id[ (string) $kiri ]
		);
		$this->assertSame( array( '2031-11-30T20:00:00', '2031-12-01T02:00:00' ), array( $by_id[ (string) $across ]['start'], $by_id[ (string) $across ]['end'] ) );
		$this->assertSame( '2031-12-31T20:00:00', $by_id[ (string) $pago ]['start'], 'UTC−11: still December there' );
		$this->assertSame( array( '2031-12-20', '2031-12-22', true ), array( $by_id[ (string) $all_day ]['start'], $by_id[ (string) $all_day ]['end'], $by_id[ (string) $all_day ]['allDay'] ) );
		$this->assertArrayNotHasKey( 'allDay', $by_id[ (string) $inside ] );

		// The Kiritimati event is on December 5th, not the 4th (its UTC date).
		$this->assertSame( array( 'Kiritimati' ), array_column( $this->range( '2031-12-05T00:00:00Z', '2031-12-06T00:00:00Z' ), 'title' ) );
		$this->assertSame( array(), $this->range( '2031-12-04T00:00:00Z', '2031-12-05T00:00:00Z' ) );
		// Hours of a day: 09:00–10:00 overlaps 09:30–11:00 but not 10:00–11:00 (the end is excluded).
		$this->assertSame( array( 'Kiritimati' ), array_column( $this->range( '2031-12-05T09:30:00Z', '2031-12-05T11:00:00Z' ), 'title' ) );
		$this->assertSame( array(), $this->range( '2031-12-05T10:00:00Z', '2031-12-05T11:00:00Z' ) );
		// An offset in the range is an instant: 11:00+02:00 is 09:00 UTC.
		$this->assertSame( array( 'Kiritimati' ), array_column( $this->range( '2031-12-05T11:00:00+02:00', '2031-12-05T12:00:00+02:00' ), 'title' ) );
		$this->assertSame( array(), $this->range( '2031-12-05T10:00:00+02:00', '2031-12-05T11:00:00+02:00' ) );
		$this->assertSame( array( 'Across', 'Before' ), array_column( $this->range( '2031-11-30T00:00:00Z', '2031-12-01T00:00:00Z' ), 'title' ) );
		$this->assertSame( array( 'Next year' ), array_column( $this->range( '2032-01-01T00:00:00Z', '2032-01-02T00:00:00Z' ), 'title' ) );

		$this->assertSame( array( 'Inside' ), array_column( $this->range( '2031-12-01T00:00:00Z', '2032-01-01T00:00:00Z', array( $music ) ), 'title' ) );
		unset( $before, $next );
	}

	public function test_titles_places_and_links(): void {
		update_option( 'permalink_structure', '/%postname%/' );
		global $wp_rewrite;
		$wp_rewrite->init();
		$parent = $this->event(
			'Fish & <b>Chips</b>',
			'2031-12-08',
			'18:00',
			'19:00',
			'Europe/London',
			array(
				'location' => array(
					'type'        => 'venue',
					'venue'       => 'Harbour Hall',
					'address'     => array( 'address' => 'Quay 1, Hull' ),
					'online_link' => '',
				),
			)
		);
		$child  = $this->event( 'Fish again', '2031-12-15', '18:00', '19:00', 'Europe/London' );
		wp_update_post(
			array(
				'ID'          => $child,
				'post_parent' => $parent,
			)
		);
		$online = $this->event(
			'Online talk',
			'2031-12-09',
			'18:00',
			'19:00',
			'UTC',
			array(
				'location' => array(
					'type'        => 'online',
					'venue'       => '',
					'address'     => array( 'address' => '' ),
					'online_link' => 'https://example.com/live',
				),
			)
		);
		$events = array_column( $this->range( '2031-12-01T00:00:00Z', '2031-12-31T00:00:00Z' ), null, 'id' );
		$this->assertSame( 'Fish & Chips', $events[ (string) $parent ]['title'] );
		$this->assertSame( 'Harbour Hall, Quay 1, Hull', $events[ (string) $parent ]['extendedProps']['location'] );
		$this->assertSame( 'Online', $events[ (string) $online ]['extendedProps']['location'] );
		foreach ( array( $parent, $child, $online ) as $id ) {
			clean_post_cache( $id );
			$this->assertSame( get_permalink( $id ), $events[ (string) $id ]['url'] );
		}
		$this->assertStringContainsString( '/event/' . get_post( $parent )->post_name . '/' . get_post( $child )->post_name . '/', $events[ (string) $child ]['url'] );
		update_option( 'permalink_structure', '' );
		$wp_rewrite->init();
	}

	public function test_slugs_places_and_timezones_follow_changes_and_parents_outside_the_range(): void {
		update_option( 'permalink_structure', '/%postname%/' );
		global $wp_rewrite;
		$wp_rewrite->init();
		$parent = $this->event( 'Series', '2031-11-20', '18:00', '19:00' );
		$child  = $this->event( 'Series again', '2031-12-15', '18:00', '19:00', 'Europe/London' );
		wp_update_post(
			array(
				'ID'          => $child,
				'post_parent' => $parent,
			)
		);
		wp_update_post(
			array(
				'ID'        => $parent,
				'post_name' => 'renamed-series',
			)
		);
		Event::save(
			$child,
			array(
				'timezone' => 'Asia/Tokyo',
				'location' => array(
					'type'        => 'hybrid',
					'venue'       => '',
					'address'     => array( 'address' => '' ),
					'online_link' => 'https://example.com/live',
				),
			)
		);
		$filtered = static fn( string $link, \WP_Post $post ) => $link . '#' . $post->post_type;
		foreach ( array( false, true ) as $filter ) {
			if ( $filter ) {
				add_filter( 'post_type_link', $filtered, 10, 2 );
			}
			$events = array_column( $this->range( '2031-12-01T00:00:00Z', '2031-12-31T00:00:00Z' ), null, 'id' );
			$this->assertSame( array( $child ), array_keys( $events ) );
			clean_post_cache( $child );
			$this->assertSame( get_permalink( $child ), $events[ (string) $child ]['url'] );
			$this->assertStringContainsString( '/event/renamed-series/', $events[ (string) $child ]['url'] );
			$this->assertSame( $filter, str_ends_with( $events[ (string) $child ]['url'], '#etn' ) );
			$this->assertSame( 'Online', $events[ (string) $child ]['extendedProps']['location'] );
			$this->assertSame( 'Asia/Tokyo', $events[ (string) $child ]['extendedProps']['timezone'] );
			$this->assertSame( '2031-12-15T18:00:00', $events[ (string) $child ]['start'] );
			CalendarController::bump();
		}
		remove_filter( 'post_type_link', $filtered );
		update_option( 'permalink_structure', '' );
		$wp_rewrite->init();
	}

	public function test_ranges_visitors_choose_write_nothing_to_the_options(): void {
		global $wpdb;
		$this->event( 'Stored', '2031-12-03', '10:00', '11:00' );
		$this->range( '2031-12-01T00:00:00Z', '2031-12-08T00:00:00Z' );
		$options = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" );
		foreach ( range( 1, 5 ) as $second ) {
			$this->range( "2031-12-01T00:00:0{$second}Z", '2031-12-08T00:00:00Z' );
		}
		$this->assertSame( $options, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ) );
	}

	public function test_answers_are_cached_until_an_event_changes(): void {
		$id    = $this->event( 'Cached', '2031-12-03', '10:00', '11:00' );
		$range = array( '2031-12-01T00:00:00Z', '2031-12-08T00:00:00Z' );
		$this->assertSame( array( 'Cached' ), array_column( $this->range( ...$range ), 'title' ) );
		global $wpdb;
		$before = $wpdb->num_queries;
		$this->range( ...$range );
		$this->assertLessThanOrEqual( 3, $wpdb->num_queries - $before, 'a cached answer: the version, read from the counts' );

		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'Renamed',
			)
		);
		$this->assertSame( array( 'Renamed' ), array_column( $this->range( ...$range ), 'title' ) );
		wp_trash_post( $id );
		$this->assertSame( array(), $this->range( ...$range ) );
	}

	public function test_the_query_reads_a_bounded_range_of_the_status_start_key(): void {
		global $wpdb;
		$sql = CalendarQuery::sql( strtotime( '2031-12-01' ), strtotime( '2032-01-01' ), array(), array(), 3 * DAY_IN_SECONDS );
		if ( method_exists( $wpdb, 'get_driver' ) ) {
			$plan = implode( "\n", array_column( Reader::rows( Sql::concat( 'EXPLAIN QUERY PLAN ', $sql ) ), 'detail' ) );
			$this->assertStringContainsString( 'status_start (post_status=? AND start_utc>? AND start_utc<?)', $plan, $plan );
			$this->assertStringNotContainsString( 'TEMP B-TREE', $plan, $plan );
		} else {
			$plan = $wpdb->get_results( 'EXPLAIN ' . $sql->prepared(), ARRAY_A );
			$this->assertStringContainsString( 'status_start', (string) $plan[0]['possible_keys'], wp_json_encode( $plan ) );
		}
	}

	public function test_queries_do_not_grow_with_the_events(): void {
		$count = static function (): int {
			global $wpdb;
			CalendarController::bump();
			$before = $wpdb->num_queries;
			CalendarController::events( CalendarController::instant( '2031-12-01' ), CalendarController::instant( '2032-01-01' ) );
			return $wpdb->num_queries - $before;
		};
		$this->event( 'One', '2031-12-03', '10:00', '11:00' );
		$one = $count();
		for ( $i = 0; $i < 6; $i++ ) {
			$this->event( "More {$i}", '2031-12-0' . ( 4 + $i ), '10:00', '11:00' );
		}
		$this->assertSame( $one, $count() );
	}

	public function test_range_bounds_are_read_strictly(): void {
		$this->assertSame( gmmktime( 0, 0, 0, 12, 1, 2026 ), CalendarController::instant( '2026-12-01T00:00:00Z' ) );
		$this->assertSame( gmmktime( 0, 0, 0, 12, 1, 2026 ), CalendarController::instant( '2026-12-01' ) );
		$this->assertSame( gmmktime( 22, 0, 0, 11, 30, 2026 ), CalendarController::instant( '2026-12-01T00:00:00+02:00' ) );
		$this->assertSame( gmmktime( 22, 0, 0, 11, 30, 2026 ), CalendarController::instant( '2026-12-01T00:00:00 02:00' ), 'an unencoded +' );
		$this->assertSame( gmmktime( 5, 0, 0, 12, 1, 2026 ), CalendarController::instant( '2026-12-01T00:00:00-0500' ) );
		foreach ( array( '', 'tomorrow', '2026-02-30', '2026-12-01T25:00:00Z', '1733011200', '2026-12-01T00:00:00Zjunk' ) as $bad ) {
			$this->assertNull( CalendarController::instant( $bad ), $bad );
		}
	}
}

<?php
namespace Eventin\Tests\Widgets;

use Eventin\Events\Event;
use Eventin\Events\Index;
use Eventin\Tests\TestCase;

require_once __DIR__ . '/EventsFixture.php';

final class EventCardsTest extends TestCase {
	use EventsFixture;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'date_format', 'F j, Y' );
		update_option( 'time_format', 'g:i a' );
	}

	/** The titles of the cards in a widget's HTML, in order. */
	private function titles( string $html ): array {
		preg_match_all( '~<h3 class="eventin-card__title"><a href="[^"]*">([^<]*)</a></h3>~', $html, $m );
		return array_map( 'html_entity_decode', $m[1] );
	}

	/** Renders a shortcode, failing on any PHP notice or warning it raises. */
	private function shortcode( string $shortcode ): string {
		$raised = array();
		set_error_handler(
			static function ( int $errno, string $message ) use ( &$raised ): bool {
				$raised[] = $message;
				return true;
			}
		);
		try {
			$html = do_shortcode( $shortcode );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $raised, $shortcode );
		return $html;
	}

	private function many( int $count ): array {
		$ids = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$ids[] = $this->event( sprintf( 'Event %02d', $i ), $i * HOUR_IN_SECONDS );
		}
		return $ids;
	}

	public function test_defaults_come_from_the_catalogue(): void {
		$this->many( 23 );
		$grid = $this->shortcode( '[events]' );
		$this->assertStringStartsWith( '<div class="eventin-widget eventin-events eventin-style-event-1">', $grid );
		$this->assertStringContainsString( '<ul class="eventin-grid eventin-cols-1" role="list">', $grid );
		// At most 20, newest id first.
		$this->assertSame( array_map( static fn( $i ) => sprintf( 'Event %02d', $i ), range( 23, 4 ) ), $this->titles( $grid ) );
		// Show flags default to no: no end date, place or description.
		$this->assertStringNotContainsString( 'eventin-card__location', $grid );
		$this->assertStringNotContainsString( 'eventin-card__desc', $grid );
		$this->assertSame( array( 'Event 23', 'Event 22', 'Event 21' ), $this->titles( $this->shortcode( '[etn_pro_events_one_line]' ) ) );
		$this->assertCount( 20, $this->titles( $this->shortcode( '[etn_pro_events_sliders]' ) ) );
		$this->assertCount( 20, $this->titles( $this->shortcode( '[events_tab]' ) ) );
	}

	public function test_values_outside_the_limits_fall_back_silently(): void {
		$this->many( 21 );
		$default = $this->shortcode( '[events]' );
		foreach ( array( 'limit="0"', 'limit="abc"', 'limit="-3"', 'limit="2.5"', 'etn_event_col="9"', 'etn_event_col="0"', 'style="event-9"', 'style="<b>"', 'order="sideways"', 'orderby="meta_value"', 'filter_with_status="draft"', 'desc_limit="x"', 'show_end_date="maybe"', 'event_cat_ids="abc"' ) as $attribute ) {
			$this->assertSame( $default, $this->shortcode( "[events {$attribute}]" ), $attribute );
		}
		$this->assertCount( 2, $this->titles( $this->shortcode( '[events limit="2"]' ) ) );
		$this->assertStringContainsString( 'eventin-cols-4', $this->shortcode( '[events etn_event_col="4"]' ) );
		$this->assertStringContainsString( 'eventin-style-event-5', $this->shortcode( '[events style="event-5"]' ) );
		// A shortcode with nothing valid, in tags that have no such attribute, or attributes in any case.
		$this->assertSame( $this->shortcode( '[events limit="2" order="ASC"]' ), $this->shortcode( '[events LIMIT="2" Order="asc" colour="red"]' ) );
	}

	public function test_aliases_render_as_their_tag(): void {
		$this->many( 3 );
		$this->assertSame( $this->shortcode( '[events limit="2"]' ), $this->shortcode( '[etn_pro_events_standard limit="2"]' ) );
		$this->assertSame( $this->shortcode( '[events style="event-3"]' ), $this->shortcode( '[etn_pro_events_classic style="event-3"]' ) );
		$tab   = preg_replace( '/eventin-tabs-\d+/', 'ID', $this->shortcode( '[events_tab]' ) );
		$alias = preg_replace( '/eventin-tabs-\d+/', 'ID', $this->shortcode( '[etn_pro_events_tab]' ) );
		$this->assertSame( $tab, $alias );
	}

	public function test_a_card_shows_date_place_description_banner_and_link(): void {
		$id   = $this->event(
			'Jazz Night',
			0,
			0,
			array(
				'start_date'  => '2030-12-05',
				'start_time'  => '10:00',
				'end_date'    => '2030-12-05',
				'end_time'    => '12:30',
				'timezone'    => 'Asia/Tokyo',
				'description' => '<p>One <strong>two</strong> three four five six.</p>[events]',
				'location'    => array(
					'type'    => 'hybrid',
					'venue'   => 'Blue Hall',
					'address' => array( 'address' => 'Main St 1' ),
					'online_link' => 'https://example.com/live',
				),
			)
		);
		$link = get_permalink( $id );
		$html = $this->shortcode( '[events show_end_date="yes" show_event_location="yes" etn_desc_show="yes" desc_limit="4"]' );
		$this->assertStringContainsString( '<h3 class="eventin-card__title"><a href="' . esc_url( $link ) . '">Jazz Night</a></h3>', $html );
		$this->assertStringContainsString(
			'<time datetime="2030-12-05T01:00:00Z">December 5, 2030 10:00 am</time> <span aria-hidden="true">–</span><span class="eventin-visually-hidden">to</span> <time datetime="2030-12-05T03:30:00Z">12:30 pm</time> <abbr class="eventin-card__zone" title="Asia/Tokyo">JST</abbr>',
			$html
		);
		$this->assertStringContainsString( '<span class="eventin-card__day">5</span><span class="eventin-card__month">Dec</span>', $html );
		$this->assertStringContainsString( '<p class="eventin-card__location">Blue Hall, Main St 1, Online</p>', $html );
		$this->assertStringContainsString( '<p class="eventin-card__desc">One two three four…</p>', $html );
		// Without the flags: the start only, no place, no description.
		$plain = $this->shortcode( '[events]' );
		$this->assertStringContainsString( '<time datetime="2030-12-05T01:00:00Z">December 5, 2030 10:00 am</time> <abbr', $plain );
		$this->assertStringNotContainsString( '12:30 pm', $plain );
		// Ending another day: the end date too; an offset-only zone reads as UTC+14.
		Event::save( $id, array( 'end_date' => '2030-12-06', 'timezone' => 'Pacific/Kiritimati' ) );
		$this->assertStringContainsString( '<time datetime="2030-12-04T20:00:00Z">December 5, 2030 10:00 am</time> <span aria-hidden="true">–</span><span class="eventin-visually-hidden">to</span> <time datetime="2030-12-05T22:30:00Z">December 6, 2030 12:30 pm</time> <abbr class="eventin-card__zone" title="Pacific/Kiritimati">UTC+14</abbr>', $this->shortcode( '[events show_end_date="yes"]' ) );

		// Whole days (00:00 to 23:59 where the event is): the dates and 'All day', no times or zone.
		Event::save( $id, array( 'start_time' => '00:00', 'end_time' => '23:59' ) );
		$this->assertStringContainsString( '<time datetime="2030-12-04T10:00:00Z">December 5, 2030</time> <span aria-hidden="true">–</span><span class="eventin-visually-hidden">to</span> <time datetime="2030-12-06T09:59:00Z">December 6, 2030</time> <span aria-hidden="true">·</span> <span class="eventin-card__all-day">All day</span>', $this->shortcode( '[events show_end_date="yes"]' ) );
		Event::save( $id, array( 'end_date' => '2030-12-05' ) );
		$this->assertStringContainsString( '<time datetime="2030-12-04T10:00:00Z">December 5, 2030</time> <span aria-hidden="true">·</span> <span class="eventin-card__all-day">All day</span></span>', $this->shortcode( '[events show_end_date="yes"]' ) );

		// The banner, with the title as its alternative text.
		$image = wp_insert_attachment( array( 'post_title' => 'Banner', 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit' ), 'banner.jpg' );
		Event::save( $id, array( 'banner' => $image ) );
		$this->assertMatchesRegularExpression( '~<div class="eventin-card__media"><img src="[^"]*banner\.jpg" alt="Jazz Night" loading="lazy" decoding="async"></div>~', $this->shortcode( '[events]' ) );
		$this->assertStringContainsString( 'eventin-card--no-media', $this->shortcode( '[etn_pro_events_one_line]' ) );
	}

	public function test_titles_and_descriptions_are_escaped(): void {
		$id = $this->event( 'Placeholder', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'location' => array( 'type' => 'venue', 'venue' => '<b>Hall</b>', 'address' => array( 'address' => 'x' ) ) ) );
		// Written behind WordPress's back (an import, another plugin): kses did not clean it.
		global $wpdb;
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_title'   => '<script>alert(1)</script> & "Co"',
				'post_content' => '<script>alert(2)</script><img src=x onerror=alert(3)> Hello',
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
		Index::sync( $id );
		foreach ( array( '[events etn_desc_show="yes" show_event_location="yes"]', '[etn_pro_events_one_line]', '[events_tab]', '[etn_pro_events_sliders]' ) as $shortcode ) {
			$html = $this->shortcode( $shortcode );
			$this->assertStringNotContainsString( '<script', $html, $shortcode );
			$this->assertStringNotContainsString( '<img src=x', $html, $shortcode );
			$this->assertStringNotContainsString( '<b>', $html, $shortcode );
			$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;', $html, $shortcode );
		}
		$html = $this->shortcode( '[events etn_desc_show="yes" show_event_location="yes"]' );
		$this->assertStringContainsString( '<p class="eventin-card__desc">Hello</p>', $html );
		$this->assertStringContainsString( '<p class="eventin-card__location">&lt;b&gt;Hall&lt;/b&gt;, x</p>', $html );
	}

	public function test_the_single_related_recurring_and_calendar_beside_lists_escape_a_script_title(): void {
		$music  = $this->term( 'Music' );
		$main   = $this->event( 'Main', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $music ) ) );
		$other  = $this->event( 'Other', 2 * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $music ) ) );
		$parent = $this->weekly_series( gmdate( 'Y-m-d', time() + DAY_IN_SECONDS ), 2 );
		// Written behind WordPress's back (an import, another plugin): kses did not clean them.
		global $wpdb;
		foreach ( array_merge( array( $main, $other, $parent ), Event::children( $parent, array( 'publish' ) ) ) as $id ) {
			$wpdb->update( $wpdb->posts, array( 'post_title' => '<script>alert(1)</script> & "Co"' ), array( 'ID' => $id ) );
			clean_post_cache( $id );
			Index::sync( $id );
		}
		foreach ( array( "[eventin_event event_id=\"{$main}\"]", "[etn_pro_related_events event_id=\"{$main}\"]", "[etn_event_recurring event_id=\"{$parent}\"]", '[events_calendar show_upcoming_event="yes" calendar_show="right"]' ) as $shortcode ) {
			$html = $this->shortcode( $shortcode );
			$this->assertStringNotContainsString( '<script', $html, $shortcode );
			$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;', $html, $shortcode );
		}
	}

	public function test_empty_lists_say_so_in_the_words_of_their_filter(): void {
		$this->event( 'Past', -2 * DAY_IN_SECONDS );
		$this->assertSame( '<div class="eventin-widget eventin-events eventin-style-event-1"><p class="eventin-empty">No upcoming events.</p></div>', $this->shortcode( '[events filter_with_status="upcoming"]' ) );
		$this->assertStringContainsString( 'No events are happening right now.', $this->shortcode( '[etn_pro_events_one_line filter_with_status="ongoing"]' ) );
		$this->assertStringContainsString( 'No events to show.', $this->shortcode( '[etn_pro_events_sliders event_cat_ids="999999"]' ) );
		$this->assertStringContainsString( 'No past events.', $this->shortcode( '[events filter_with_status="expire" event_tag_ids="999999"]' ) );
	}

	public function test_one_event_card(): void {
		$id    = $this->event( 'Solo', DAY_IN_SECONDS );
		$draft = $this->event( 'Hidden', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'status' => 'draft' ) );
		$html  = $this->shortcode( "[eventin_event event_id=\"{$id}\"]" );
		$this->assertStringStartsWith( '<div class="eventin-widget eventin-event eventin-style-event-1"><article class="eventin-card', $html );
		$this->assertSame( array( 'Solo' ), $this->titles( $html ) );
		$this->assertSame( '', $this->shortcode( "[eventin_event event_id=\"{$draft}\"]" ) );
		$this->assertSame( '', $this->shortcode( '[eventin_event event_id="999999"]' ) );
		$this->assertSame( '', $this->shortcode( '[eventin_event]' ) );
		$page = wp_insert_post( array( 'post_title' => 'Page', 'post_type' => 'page', 'post_status' => 'publish' ) );
		$this->assertSame( '', $this->shortcode( "[eventin_event event_id=\"{$page}\"]" ) );
	}

	public function test_tabs_per_category_with_aria(): void {
		$music = $this->term( 'Music' );
		$art   = $this->term( 'Art' );
		$this->term( 'Empty' );
		$gig   = $this->event( 'Gig', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $music ) ) );
		$show  = $this->event( 'Show', 2 * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $art, $music ) ) );
		$this->event( 'Old show', -2 * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $art ) ) );
		unset( $gig, $show );

		$html = $this->shortcode( '[events_tab filter_with_status="upcoming" order="ASC" orderby="etn_start_date"]' );
		preg_match_all( '~<button type="button" role="tab" class="eventin-tabs__tab" id="([^"]+)" aria-controls="([^"]+)" aria-selected="(true|false)" tabindex="(0|-1)">([^<]*)</button>~', $html, $tabs, PREG_SET_ORDER );
		$this->assertSame( array( 'All', 'Art', 'Music' ), array_column( $tabs, 5 ), 'All, then the categories with events, by name' );
		$this->assertSame( array( 'true', 'false', 'false' ), array_column( $tabs, 3 ) );
		$this->assertSame( array( '0', '-1', '-1' ), array_column( $tabs, 4 ) );
		preg_match_all( '~<div role="tabpanel" class="eventin-tabs__panel" id="([^"]+)" aria-labelledby="([^"]+)" tabindex="0"( hidden)?>(.*?)</div>(?=<div role="tabpanel"|</div></div>$)~s', $html, $panels, PREG_SET_ORDER );
		$this->assertCount( 3, $panels );
		foreach ( $tabs as $i => $tab ) {
			$this->assertSame( $tab[2], $panels[ $i ][1] );
			$this->assertSame( $tab[1], $panels[ $i ][2] );
			$this->assertSame( 0 === $i ? '' : ' hidden', $panels[ $i ][3] );
		}
		$this->assertSame( array( 'Gig', 'Show' ), $this->titles( $panels[0][4] ) );
		$this->assertSame( array( 'Show' ), $this->titles( $panels[1][4] ) );
		$this->assertSame( array( 'Gig', 'Show' ), $this->titles( $panels[2][4] ) );
		$this->assertStringContainsString( 'aria-label="Event categories"', $html );
		$this->assertStringContainsString( 'data-eventin-tabs', $html );

		// Chosen categories: those tabs, in the order chosen, even when one has nothing.
		$empty  = get_term_by( 'name', 'Empty', 'etn_category' )->term_id;
		$chosen = $this->shortcode( "[events_tab event_cat_ids=\"{$music},{$empty}\" filter_with_status=\"upcoming\"]" );
		preg_match_all( '~role="tab"[^>]*>([^<]*)</button>~', $chosen, $names );
		$this->assertSame( array( 'All', 'Music', 'Empty' ), $names[1] );
		$this->assertStringContainsString( 'No upcoming events.', $chosen );
		$this->assertTrue( wp_script_is( 'eventin-widgets-tabs', 'enqueued' ) );
	}

	public function test_the_slider_contract(): void {
		$this->many( 5 );
		$html = $this->shortcode( '[etn_pro_events_sliders slider_count="2" limit="4" style="event-3"]' );
		$this->assertStringContainsString( '<div class="eventin-slider" data-per-view="2" style="--eventin-per-view:2" role="region" aria-roledescription="carousel" aria-label="Events"><div class="eventin-slider__track">', $html );
		$this->assertStringContainsString( 'eventin-style-event-3', $html );
		preg_match_all( '~<div class="eventin-slider__slide" role="group" aria-roledescription="slide" aria-label="([^"]+)">~', $html, $slides );
		$this->assertSame( array( '1 of 4', '2 of 4', '3 of 4', '4 of 4' ), $slides[1] );
		$this->assertStringContainsString( '<button type="button" class="eventin-slider__prev" aria-label="Previous">', $html );
		$this->assertStringContainsString( '<button type="button" class="eventin-slider__next" aria-label="Next">', $html );
		$this->assertSame( array( 'Event 05', 'Event 04', 'Event 03', 'Event 02' ), $this->titles( $html ) );
		$this->assertTrue( wp_script_is( 'eventin-widgets-slider', 'enqueued' ) );
		$this->assertStringContainsString( 'data-per-view="3"', $this->shortcode( '[etn_pro_events_sliders slider_count="0"]' ) );
	}

	public function test_related_events_share_a_category_or_tag_and_are_upcoming(): void {
		$music = $this->term( 'Music' );
		$art   = $this->term( 'Art' );
		$free  = $this->term( 'Free', 'etn_tags' );
		$main  = $this->event( 'Main', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $music ), 'tags' => array( $free ) ) );
		$this->event( 'Later gig', 5 * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $music ) ) );
		$this->event( 'Free show', 3 * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $art ), 'tags' => array( $free ) ) );
		$this->event( 'Past gig', -3 * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $music ) ) );
		$this->event( 'Art only', 2 * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $art ) ) );
		$this->event( 'Draft gig', 2 * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $music ), 'status' => 'draft' ) );

		$html = $this->shortcode( "[etn_pro_related_events event_id=\"{$main}\"]" );
		$this->assertSame( array( 'Free show', 'Later gig' ), $this->titles( $html ) );
		$this->assertSame( array( 'Free show' ), $this->titles( $this->shortcode( "[etn_pro_related_events event_id=\"{$main}\" limit=\"1\"]" ) ) );
		// On the event's own page, without event_id.
		$GLOBALS['post'] = get_post( $main );
		try {
			$this->assertSame( array( 'Free show', 'Later gig' ), $this->titles( $this->shortcode( '[etn_pro_related_events]' ) ) );
		} finally {
			unset( $GLOBALS['post'] );
		}
		$this->assertStringContainsString( '<p class="eventin-empty">No related events coming up.</p>', $this->shortcode( '[etn_pro_related_events]' ) );
		$lonely = $this->event( 'Lonely', DAY_IN_SECONDS );
		$this->assertStringContainsString( 'No related events coming up.', $this->shortcode( "[etn_pro_related_events event_id=\"{$lonely}\"]" ) );
	}

	public function test_a_recurring_event_lists_its_dates(): void {
		$first  = gmdate( 'Y-m-d', time() - 8 * DAY_IN_SECONDS );
		$parent = $this->weekly_series( $first, 4 );
		$children = Event::children( $parent, array( 'publish' ) );
		$this->assertCount( 3, $children );
		$dates = static function ( string $html ): array {
			preg_match_all( '~<span class="eventin-card__when"><time datetime="(\d{4}-\d\d-\d\d)~', $html, $m );
			return $m[1];
		};
		$week = static fn( int $n ) => gmdate( 'Y-m-d', strtotime( "{$first} +{$n} weeks" ) );
		$html = $this->shortcode( "[etn_event_recurring event_id=\"{$parent}\"]" );
		$this->assertStringStartsWith( '<div class="eventin-widget eventin-recurring-event"><ul class="eventin-lines" role="list">', $html );
		$this->assertSame( array( $first, $week( 1 ), $week( 2 ), $week( 3 ) ), $dates( $html ) );
		$this->assertSame( array( $week( 2 ), $week( 3 ) ), $dates( $this->shortcode( "[etn_event_recurring event_id=\"{$parent}\" filter_with_status=\"upcoming\"]" ) ) );
		$this->assertSame( array( $first, $week( 1 ) ), $dates( $this->shortcode( "[etn_event_recurring event_id=\"{$parent}\" filter_with_status=\"expire\"]" ) ) );
		$this->assertSame( array( $first, $week( 1 ) ), $dates( $this->shortcode( "[etn_event_recurring event_id=\"{$parent}\" limit=\"2\"]" ) ) );
		// A date of the series stands for the series.
		$this->assertSame( array( $first, $week( 1 ), $week( 2 ), $week( 3 ) ), $dates( $this->shortcode( "[etn_event_recurring event_id=\"{$children[0]}\"]" ) ) );
		$this->assertStringContainsString( 'No events to show.', $this->shortcode( '[etn_event_recurring event_id="999999"]' ) );
	}

	public function test_a_render_costs_the_same_queries_for_few_or_many_events(): void {
		$music = $this->term( 'Music' );
		$art   = $this->term( 'Art' );
		$count = static function ( string $shortcode ): int {
			global $wpdb;
			wp_cache_flush();
			$before = $wpdb->num_queries;
			do_shortcode( $shortcode );
			return $wpdb->num_queries - $before;
		};
		$this->event( 'One', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $music ) ) );
		$this->event( 'Two', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $art ) ) );
		$few = array_map( $count, array( '[events]', '[events_tab]', '[etn_pro_events_sliders]' ) );
		for ( $i = 0; $i < 6; $i++ ) {
			$this->event( "More {$i}", DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $i % 2 ? $music : $art ) ) );
		}
		$this->assertSame( $few, array_map( $count, array( '[events]', '[events_tab]', '[etn_pro_events_sliders]' ) ) );
	}
}

<?php
namespace Eventin\Tests\Widgets;

use Eventin\Speakers\Speaker;
use Eventin\Speakers\SpeakerGroups;
use Eventin\Tests\TestCase;

require_once __DIR__ . '/WidgetTesting.php';

final class PeopleTest extends TestCase {
	use WidgetTesting;

	/** A speaker (or organizer) saved as the REST API saves them; their user id. */
	private function person( string $name, array $fields = array() ): int {
		$id = Speaker::save(
			0,
			$fields + array(
				'name'     => $name,
				'email'    => sanitize_title( $name ) . '-' . wp_generate_password( 6, false ) . '@example.com',
				'category' => array( 'speaker' ),
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	private function group( string $name ): int {
		$term = wp_insert_term( $name, SpeakerGroups::TAXONOMY );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/** The names on the cards, in order. */
	private function names( string $html ): array {
		preg_match_all( '~<h3 class="eventin-person__name"><a href="[^"]*">([^<]*)</a></h3>~', $html, $m );
		return array_map( 'html_entity_decode', $m[1] );
	}

	/** Sets a user's registration date (orderby post_date). */
	private function registered( int $id, string $date ): void {
		global $wpdb;
		$wpdb->update( $wpdb->users, array( 'user_registered' => $date ), array( 'ID' => $id ) );
		clean_user_cache( $id );
	}

	public function test_defaults_come_from_the_catalogue(): void {
		for ( $i = 1; $i <= 22; $i++ ) {
			$this->person( sprintf( 'Speaker %02d', $i ) );
		}
		$html = $this->shortcode( '[speakers]' );
		$this->assertStringStartsWith( '<div class="eventin-widget eventin-speakers eventin-style-speaker-1">', $html );
		$this->assertStringContainsString( '<ul class="eventin-grid eventin-people eventin-cols-1" role="list">', $html );
		// At most 20, newest first.
		$this->assertSame( array_map( static fn( $i ) => sprintf( 'Speaker %02d', $i ), range( 22, 3 ) ), $this->names( $html ) );

		$slider = $this->shortcode( '[etn_pro_speakers_sliders]' );
		$this->assertStringStartsWith( '<div class="eventin-widget eventin-speakers-slider eventin-style-speaker-1">', $slider );
		$this->assertStringContainsString( 'data-per-view="3"', $slider );
		$this->assertCount( 20, $this->names( $slider ) );
		$this->assertSame( 20, substr_count( $slider, 'class="eventin-slider__slide" role="group" aria-roledescription="slide"' ) );
		$this->assertStringContainsString( 'aria-label="1 of 20"', $slider );
		$this->assertStringContainsString( 'role="region" aria-roledescription="carousel" aria-label="Speakers"', $slider );
		$this->assertTrue( wp_script_is( 'eventin-widgets-slider', 'enqueued' ) );
	}

	public function test_values_outside_the_limits_fall_back_silently(): void {
		for ( $i = 1; $i <= 21; $i++ ) {
			$this->person( sprintf( 'Speaker %02d', $i ) );
		}
		$default = $this->shortcode( '[speakers]' );
		foreach ( array( 'limit="0"', 'limit="abc"', 'limit="-3"', 'limit="2.5"', 'etn_speaker_col="5"', 'etn_speaker_col="0"', 'style="speaker-4"', 'style="<b>"', 'order="up"', 'orderby="meta_value"', 'cat_id="abc"', 'cat_id=","', 'cat_id="-1"' ) as $attribute ) {
			$this->assertSame( $default, $this->shortcode( "[speakers {$attribute}]" ), $attribute );
		}
		$this->assertCount( 2, $this->names( $this->shortcode( '[speakers limit="2"]' ) ) );
		$this->assertStringContainsString( 'eventin-cols-4', $this->shortcode( '[speakers etn_speaker_col="4"]' ) );
		$this->assertStringContainsString( 'eventin-style-speaker-3', $this->shortcode( '[speakers style="speaker-3"]' ) );

		$slider = $this->shortcode( '[etn_pro_speakers_sliders]' );
		foreach ( array( 'slider_count="0"', 'slider_count="11"', 'slider_count="x"', 'style="speaker-6"' ) as $attribute ) {
			$this->assertSame( $slider, $this->shortcode( "[etn_pro_speakers_sliders {$attribute}]" ), $attribute );
		}
		$this->assertStringContainsString( 'data-per-view="10"', $this->shortcode( '[etn_pro_speakers_sliders slider_count="10"]' ) );
		$this->assertStringContainsString( 'eventin-style-speaker-5', $this->shortcode( '[etn_pro_speakers_sliders style="speaker-5"]' ) );
	}

	public function test_order_and_orderby_in_a_group(): void {
		$group = $this->group( 'Keynotes' );
		$carol = $this->person( 'Carol', array( 'group_ids' => array( $group ) ) );
		$alice = $this->person( 'Alice', array( 'group_ids' => array( $group ) ) );
		$bob   = $this->person( 'Bob', array( 'group_ids' => array( $group ) ) );
		$this->person( 'Outsider' );
		$this->registered( $bob, '2020-01-01 00:00:00' );
		$this->registered( $carol, '2020-01-02 00:00:00' );
		$this->registered( $alice, '2020-01-03 00:00:00' );

		$in = static fn( string $more ) => "[speakers cat_id=\"{$group}\" {$more}]";
		// ID (the default): newest first.
		$this->assertSame( array( 'Bob', 'Alice', 'Carol' ), $this->names( $this->shortcode( $in( '' ) ) ) );
		$this->assertSame( array( 'Carol', 'Alice', 'Bob' ), $this->names( $this->shortcode( $in( 'order="ASC"' ) ) ) );
		// title and name: the display name.
		$this->assertSame( array( 'Alice', 'Bob', 'Carol' ), $this->names( $this->shortcode( $in( 'orderby="title" order="ASC"' ) ) ) );
		$this->assertSame( array( 'Carol', 'Bob', 'Alice' ), $this->names( $this->shortcode( $in( 'orderby="name"' ) ) ) );
		// post_date: when they registered.
		$this->assertSame( array( 'Bob', 'Carol', 'Alice' ), $this->names( $this->shortcode( $in( 'orderby="post_date" order="asc"' ) ) ) );
		$this->assertSame( array( 'Alice', 'Carol' ), $this->names( $this->shortcode( $in( 'orderby="post_date" limit="2"' ) ) ) );
	}

	public function test_groups_filter_speakers_and_organizers(): void {
		$panel   = $this->group( 'Panel' );
		$hosts   = $this->group( 'Hosts' );
		$empty   = $this->group( 'Nobody' );
		$this->person( 'Pia Panel', array( 'group_ids' => array( $panel ) ) );
		$this->person( 'Hal Host', array( 'group_ids' => array( $hosts ) ) );
		$this->person( 'Orla Org', array( 'group_ids' => array( $hosts ), 'category' => array( 'organizer' ) ) );
		$this->person( 'Both Ways', array( 'group_ids' => array( $panel, $hosts ), 'category' => array( 'speaker', 'organizer' ) ) );

		$this->assertSame( array( 'Both Ways', 'Pia Panel' ), $this->names( $this->shortcode( "[speakers cat_id=\"{$panel}\"]" ) ) );
		$this->assertSame( array( 'Both Ways', 'Hal Host', 'Pia Panel' ), $this->names( $this->shortcode( "[speakers cat_id=\"{$panel},{$hosts}\"]" ) ) );
		$this->assertSame( array( 'Both Ways', 'Orla Org' ), $this->names( $this->shortcode( "[etn_pro_organizers cat_id=\"{$hosts}\"]" ) ) );
		$nobody = $this->shortcode( "[speakers cat_id=\"{$empty}\"]" );
		$this->assertSame( '<div class="eventin-widget eventin-speakers eventin-style-speaker-1"><p class="eventin-empty">No speakers to show.</p></div>', $nobody );
		$this->assertStringContainsString( 'No organizers to show.', $this->shortcode( "[etn_pro_organizers cat_id=\"{$empty}\"]" ) );
	}

	public function test_a_card_shows_photo_name_title_company_and_links(): void {
		$photo = $this->image( 'ada.png' );
		$id    = $this->person(
			'Ada Lovelace',
			array(
				'designation' => 'Engineer',
				'company'     => 'Analytical Co',
				'image_id'    => $photo,
				'social'      => array(
					array(
						'network' => 'linkedin',
						'url'     => 'https://www.linkedin.com/in/ada',
					),
					array(
						'network' => 'website',
						'url'     => 'https://ada.example',
					),
				),
			)
		);
		$this->person( 'No Photo Person' );
		$html = $this->shortcode( '[speakers limit="2" style="speaker-2" etn_speaker_col="2"]' );
		$this->assertSame( array( 'No Photo Person', 'Ada Lovelace' ), $this->names( $html ) );
		$this->assertStringContainsString( '<a href="' . esc_url( get_author_posts_url( $id ) ) . '">Ada Lovelace</a>', $html );
		$this->assertMatchesRegularExpression( '~<img [^>]*src="[^"]*ada[^"]*\.png"[^>]*alt="Ada Lovelace"|<img [^>]*alt="Ada Lovelace"[^>]*src="[^"]*ada~', $html );
		$this->assertStringContainsString( '<p class="eventin-person__role"><span class="eventin-person__designation">Engineer</span><span class="eventin-visually-hidden">, </span><span class="eventin-person__company">Analytical Co</span></p>', $html );
		$this->assertStringContainsString( 'href="https://www.linkedin.com/in/ada" aria-label="Ada Lovelace on LinkedIn"', $html );
		$this->assertStringContainsString( 'href="https://ada.example" aria-label="Ada Lovelace’s website"', $html );
		$this->assertStringContainsString( '<span class="eventin-person__initials" aria-hidden="true">NP</span>', $html );
		// Every image has alt text.
		preg_match_all( '~<img\b[^>]*>~', $html, $images );
		foreach ( $images[0] as $img ) {
			$this->assertMatchesRegularExpression( '~\balt="[^"]+"~', $img );
		}
	}

	public function test_names_and_titles_are_escaped(): void {
		$group = $this->group( 'Escapes' );
		$this->person(
			'<script>alert(1)</script> & "Co"',
			array(
				'designation' => '<img src=x onerror=alert(2)>',
				'group_ids'   => array( $group ),
			)
		);
		// The REST API sanitizes names; a name written by other means reaches the widget raw.
		$raw = $this->person( 'Raw Name', array( 'group_ids' => array( $group ) ) );
		global $wpdb;
		$wpdb->update( $wpdb->users, array( 'display_name' => '<script>alert(3)</script>' ), array( 'ID' => $raw ) );
		update_user_meta( $raw, Speaker::META['company'], '<script>alert(4)</script>' );
		clean_user_cache( $raw );
		foreach ( array( "[speakers cat_id=\"{$group}\"]", "[etn_pro_speakers_sliders cat_id=\"{$group}\"]" ) as $shortcode ) {
			$html = $this->shortcode( $shortcode );
			$this->assertStringNotContainsString( '<script', $html, $shortcode );
			$this->assertStringNotContainsString( '<img src=x', $html, $shortcode );
			$this->assertStringContainsString( '&lt;script&gt;alert(3)&lt;/script&gt;', $html, $shortcode );
			$this->assertStringContainsString( '&lt;script&gt;alert(4)&lt;/script&gt;', $html, $shortcode );
		}
	}

	public function test_aliases_render_as_their_tag(): void {
		$this->person( 'Alias Speaker' );
		$tag = $this->shortcode( '[speakers limit="3" style="speaker-2"]' );
		$this->assertSame( $tag, $this->shortcode( '[etn_pro_speakers_standard limit="3" style="speaker-2"]' ) );
		$this->assertSame( $tag, $this->shortcode( '[etn_pro_speakers_classic limit="3" style="speaker-2"]' ) );
	}

	public function test_queries_do_not_grow_with_the_number_of_people(): void {
		$group = $this->group( 'Counted' );
		$this->person( 'One', array( 'group_ids' => array( $group ) ) );
		$few = $this->queries( fn() => $this->shortcode( "[speakers cat_id=\"{$group}\"]" ) );
		for ( $i = 0; $i < 8; $i++ ) {
			$this->person(
				"More {$i}",
				array(
					'group_ids'   => array( $group ),
					'designation' => 'Talker',
					'image_id'    => $this->image( "p{$i}.png" ),
				)
			);
		}
		$many = $this->queries( fn() => $this->shortcode( "[speakers cat_id=\"{$group}\"]" ) );
		$this->assertLessThanOrEqual( $few + 2, $many );
	}
}

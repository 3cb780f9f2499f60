<?php
namespace Eventin\Tests\Widgets;

use Eventin\Schedules\Schedule;
use Eventin\Speakers\Speaker;
use Eventin\Tests\TestCase;
use Eventin\Widgets\Render\EventDetails;
use WP_Query;

require_once __DIR__ . '/EventsFixture.php';
require_once __DIR__ . '/WidgetTesting.php';

/**
 * An event's own page: when, where, terms and add to calendar above its description, speakers,
 * organizers and schedule after it; only on the single event's main query.
 */
final class EventDetailsTest extends TestCase {
	use EventsFixture;
	use WidgetTesting;

	/** @var array{0: mixed, 1: mixed, 2: mixed} The queries and post before a test. */
	private array $saved;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'date_format', 'F j, Y' );
		update_option( 'time_format', 'g:i a' );
		$this->saved = array( $GLOBALS['wp_query'] ?? null, $GLOBALS['wp_the_query'] ?? null, $GLOBALS['post'] ?? null );
	}

	protected function tearDown(): void {
		list( $GLOBALS['wp_query'], $GLOBALS['wp_the_query'], $GLOBALS['post'] ) = $this->saved;
		remove_all_filters( 'eventin_event_details' );
		wp_dequeue_style( 'eventin-widgets-style' );
		parent::tearDown();
	}

	/**
	 * Makes $id the page's main query, in the loop as a theme would be, and answers its content
	 * through `the_content`.
	 */
	private function page_of( int $id, array $flags = array() ): string {
		$query = new WP_Query(
			array(
				'p'         => $id,
				'post_type' => get_post_type( $id ),
			)
		);
		foreach ( $flags as $flag => $value ) {
			$query->$flag = $value;
		}
		$GLOBALS['wp_query']     = $query;
		$GLOBALS['wp_the_query'] = $query;
		$this->assertTrue( $query->have_posts(), 'the post is found' );
		$query->the_post();
		return $this->silently( static fn() => apply_filters( 'the_content', get_the_content() ), 'the_content' );
	}

	private function venue( string $venue, string $address, string $type = 'venue' ): array {
		return array(
			'type'        => $type,
			'venue'       => $venue,
			'address'     => array( 'address' => $address ),
			'online_link' => 'venue' === $type ? '' : 'https://meet.example/room',
		);
	}

	public function test_the_page_says_when_in_the_events_timezone_and_where_with_a_map_link(): void {
		$category = $this->term( 'Jazz nights' );
		$tag      = $this->term( 'outdoor', 'etn_tags' );
		$id       = $this->event(
			'Harbour Concert',
			0,
			HOUR_IN_SECONDS,
			array(
				'start_date'  => '2031-03-05',
				'start_time'  => '19:30',
				'end_date'    => '2031-03-05',
				'end_time'    => '21:00',
				'timezone'    => 'Asia/Tokyo',
				'location'    => $this->venue( 'Harbour Hall', 'Pier 4, 20457 Hamburg' ),
				'categories'  => array( $category ),
				'tags'        => array( $tag ),
				'description' => '<p>Bring a coat.</p>',
			)
		);
		$html = $this->page_of( $id );

		// Above the description: the when and where; after it nothing but the ticket form's place.
		$this->assertMatchesRegularExpression( '~^<section class="eventin-widget eventin-event-page"~', $html );
		$this->assertLessThan( strpos( $html, 'Bring a coat.' ), strpos( $html, 'eventin-event-page__facts' ) );
		// 19:30 in Tokyo, whatever the site's timezone (10:30 UTC).
		$this->assertStringContainsString( '<time datetime="2031-03-05T10:30:00Z">March 5, 2031 7:30 pm</time>', $html );
		$this->assertStringContainsString( '<time datetime="2031-03-05T12:00:00Z">9:00 pm</time>', $html );
		$this->assertStringContainsString( 'Times are in Asia/Tokyo (UTC+09:00).', $html );
		$this->assertStringContainsString( '<p class="eventin-event-page__place">Harbour Hall</p>', $html );
		$this->assertStringContainsString( '<p class="eventin-event-page__address">Pier 4, 20457 Hamburg</p>', $html );
		$this->assertStringContainsString( 'href="https://www.openstreetmap.org/search?query=Pier%204%2C%2020457%20Hamburg" target="_blank" rel="noopener noreferrer">View on OpenStreetMap', $html );
		$this->assertStringContainsString( 'href="' . esc_url( get_term_link( $category ) ) . '" rel="tag">Jazz nights</a>', $html );
		$this->assertStringContainsString( 'href="' . esc_url( get_term_link( $tag ) ) . '" rel="tag">outdoor</a>', $html );
		$this->assertStringContainsString( 'eventin-add-to-calendar__ics', $html );
		$this->assertStringContainsString( '?eventin-ics=' . $id, $html );
		$this->assertStringNotContainsString( 'eventin-event-page__program', $html, 'no speakers or schedule: no section for them' );
		$this->assertTrue( wp_style_is( 'eventin-widgets-style-event-details', 'enqueued' ) );
	}

	public function test_get_tickets_jumps_to_the_ticket_form_where_it_follows(): void {
		$admin   = $this->admin();
		$selling = function ( string $title, int $from_now, string $description = '' ) use ( $admin ): int {
			$day      = gmdate( 'Y-m-d', time() + $from_now );
			$response = $this->rest(
				'POST',
				'events',
				array(
					'title'       => $title,
					'status'      => 'publish',
					'start_date'  => $day,
					'start_time'  => '09:00',
					'end_date'    => $day,
					'end_time'    => '17:00',
					'timezone'    => 'UTC',
					'description' => $description,
					'tickets'     => array(
						array(
							'name'     => 'Day pass',
							'price'    => '0',
							'capacity' => 10,
						),
					),
				),
				$admin
			);
			$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
			return (int) $response->get_data()['id'];
		};
		$link = '<p class="eventin-event-page__get-tickets"><a class="eventin-event-page__get-tickets-link" href="#' . EventDetails::TICKETS_ANCHOR . '">Get tickets</a></p>';
		$html = $this->page_of( $selling( 'Harbour Days', 2 * DAY_IN_SECONDS ) );
		$this->assertStringContainsString( $link, $html );
		// Just before the ticket form, after the program.
		$this->assertMatchesRegularExpression( '~<span id="eventin-get-tickets" class="eventin-event-page__tickets-anchor"></span><form class="eventin-widget eventin-ticket-form~', $html );
		$this->assertLessThan( strpos( $html, 'eventin-event-page__tickets-anchor' ), strpos( $html, $link ) );

		$none = array(
			'no tickets'   => $this->event( 'Harbour Walk', DAY_IN_SECONDS ),
			'over'         => $selling( 'Harbour Days 2020', -2 * DAY_IN_SECONDS ),
			'its own form' => $selling( 'Harbour Fair', 2 * DAY_IN_SECONDS, '<p>Book below.</p>[etn_pro_ticket_form]' ),
		);
		foreach ( $none as $why => $id ) {
			$this->assertStringNotContainsString( 'Get tickets', $this->page_of( $id ), $why );
		}
	}

	public function test_online_events_say_online_and_the_program_follows_the_description(): void {
		$speaker   = Speaker::save(
			0,
			array(
				'name'     => 'Ada Lovelace',
				'email'    => 'ada-' . wp_generate_password( 6, false ) . '@example.com',
				'category' => array( 'speaker' ),
			)
		);
		$organizer = Speaker::save(
			0,
			array(
				'name'     => 'Harbour Society',
				'email'    => 'society-' . wp_generate_password( 6, false ) . '@example.com',
				'category' => array( 'organizer' ),
			)
		);
		$schedule  = Schedule::save(
			0,
			array(
				'program_title' => 'Day one',
				'date'          => '2031-03-05',
				'slots'         => array(
					array(
						'topic'      => 'Opening words',
						'start_time' => '09:00',
						'end_time'   => '09:30',
						'room'       => '',
						'objective'  => '',
						'speakers'   => array(),
					),
				),
			)
		);
		$this->assertIsInt( $speaker );
		$this->assertIsInt( $organizer );
		$this->assertIsInt( $schedule );
		$id   = $this->event(
			'Web Talk',
			DAY_IN_SECONDS,
			HOUR_IN_SECONDS,
			array(
				'location'    => $this->venue( '', '', 'online' ),
				'speakers'    => array( $speaker ),
				'organizers'  => array( $organizer ),
				'schedules'   => array( $schedule ),
				'description' => '<p>The talk.</p>',
			)
		);
		$html = $this->page_of( $id );
		$this->assertStringContainsString( '<p class="eventin-event-page__place">Online</p>', $html );
		$this->assertStringContainsString( 'Held online: the link is shared with attendees.', $html );
		$this->assertStringNotContainsString( 'openstreetmap', $html );
		$this->assertStringNotContainsString( 'meet.example', $html, 'the online link stays for attendees' );
		$this->assertStringContainsString( 'Times are in UTC.', $html );
		$after = substr( $html, (int) strpos( $html, 'The talk.' ) );
		foreach ( array( '>Speakers</h2>', 'Ada Lovelace', '>Organizers</h2>', 'Harbour Society', '>Schedule</h2>', 'Opening words' ) as $text ) {
			$this->assertStringContainsString( $text, $after, "{$text} after the description" );
		}
		$this->assertLessThan( strpos( $after, 'Harbour Society' ), strpos( $after, 'Ada Lovelace' ) );
		$this->assertLessThan( strpos( $after, 'Opening words' ), strpos( $after, 'Harbour Society' ) );
	}

	public function test_a_malicious_title_venue_and_term_show_as_text(): void {
		$payload  = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
		$category = $this->term( 'Cat' . $payload );
		$id       = $this->event(
			'Title' . $payload,
			DAY_IN_SECONDS,
			HOUR_IN_SECONDS,
			array(
				'location'   => $this->venue( 'Venue' . $payload, 'Street' . $payload ),
				'categories' => array( $category ),
			)
		);
		global $wpdb;
		// Past the sanitizers, as a database edited by hand would hold them.
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Title' . $payload ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$html = $this->page_of( $id );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$document = new \DOMDocument();
		$errors   = libxml_use_internal_errors( true ); // libxml knows no HTML5 tags.
		$this->assertTrue( $document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' ) );
		libxml_clear_errors();
		libxml_use_internal_errors( $errors );
		$xpath = new \DOMXPath( $document );
		$this->assertSame( 0, $xpath->query( '//img | //script | //*[@onerror]' )->length, 'no element or handler injected' );
		$this->assertSame( html_entity_decode( get_term( $category )->name ), $xpath->query( '//a[@rel="tag"]' )->item( 0 )->textContent, 'the term name as text' );
		$this->assertSame( 'Venue' . $payload, $xpath->query( '//*[@class="eventin-event-page__place"]' )->item( 0 )->textContent, 'the venue as text' );
		$this->assertStringContainsString( 'Venue&quot;&gt;&lt;img src=x onerror=alert(1)&gt;', $html );
		$this->assertStringContainsString( 'query=Street%22%3E%3Cimg', $html );
	}

	public function test_only_the_single_events_main_query_gets_the_details(): void {
		$id   = $this->event( 'Quiet Event', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'description' => '<p>Only this.</p>' ) );
		$post = wp_insert_post(
			array(
				'post_title'   => 'A blog post',
				'post_content' => '<p>Post text.</p>',
				'post_status'  => 'publish',
			)
		);
		$this->assertIsInt( $post );
		$this->assertStringNotContainsString( 'eventin-event-page', $this->page_of( $post ), 'not on other post types' );
		$this->assertStringNotContainsString( 'eventin-event-page', $this->page_of( $id, array( 'is_feed' => true ) ), 'not in feeds' );

		$this->assertStringContainsString( 'eventin-event-page', $this->page_of( $id ) );
		// Still in the event's loop: an excerpt, a REST answer and another query's content get none.
		$this->assertStringNotContainsString( 'eventin-event-page', (string) apply_filters( 'get_the_excerpt', '', get_post( $id ) ) );
		$this->assertStringNotContainsString( 'Times are in', get_the_excerpt( $id ) );
		add_action(
			'rest_api_init',
			static function () {
				register_rest_route(
					'eventin-test/v1',
					'/content',
					array(
						'methods'             => 'GET',
						'permission_callback' => '__return_true',
						'callback'            => static fn() => array( 'content' => apply_filters( 'the_content', get_the_content() ) ),
					)
				);
			}
		);
		$answer = rest_do_request( new \WP_REST_Request( 'GET', '/eventin-test/v1/content' ) );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertStringContainsString( 'Only this.', $answer->get_data()['content'] );
		$this->assertStringNotContainsString( 'eventin-event-page', $answer->get_data()['content'], 'not in REST answers' );
		$GLOBALS['wp_query']->in_the_loop = false;
		$this->assertStringNotContainsString( 'eventin-event-page', (string) apply_filters( 'the_content', 'Widget text' ), 'not outside the loop' );

		add_filter( 'eventin_event_details', '__return_false' );
		$html = $this->page_of( $id );
		$this->assertStringContainsString( 'Only this.', $html );
		$this->assertStringNotContainsString( 'eventin-event-page', $html, 'a site can turn them off' );
	}

	public function test_block_themes_get_a_single_event_template_without_the_blog_bits(): void {
		$template = \WP_Block_Templates_Registry::get_instance()->get_registered( 'eventin//single-etn' );
		$this->assertNotNull( $template );
		$this->assertSame( array( 'etn' ), $template->post_types );
		$this->assertStringContainsString( 'wp:post-content', $template->content );
		$this->assertStringContainsString( '"slug":"header"', $template->content );
		$this->assertStringNotContainsString( 'written-by', $template->content );
		$this->assertStringNotContainsString( 'comments', $template->content );
		$this->assertSame( EventDetails::template_content(), $template->content );
	}

	public function test_a_themes_own_single_etn_template_wins_over_the_plugins(): void {
		$ours = array_values( get_block_templates( array( 'slug__in' => array( 'single-etn' ) ) ) );
		$this->assertCount( 1, $ours );
		$this->assertSame( 'plugin', $ours[0]->source );
		$this->assertSame( EventDetails::template_content(), $ours[0]->content );

		// A theme holding templates/single-etn.html, in a folder of its own, made the active one.
		$dir = get_theme_root() . '/eventin-test-theme-' . wp_generate_password( 6, false, false );
		$this->assertTrue( wp_mkdir_p( $dir . '/templates' ) );
		file_put_contents( $dir . '/style.css', "/*\nTheme Name: Eventin test theme\n*/\n" );
		file_put_contents( $dir . '/templates/single-etn.html', '<!-- wp:paragraph --><p>The theme’s own event page</p><!-- /wp:paragraph -->' );
		$theme = static fn() => basename( $dir );
		add_filter( 'stylesheet', $theme );
		add_filter( 'template', $theme );
		try {
			$found = array_values( get_block_templates( array( 'slug__in' => array( 'single-etn' ) ) ) );
		} finally {
			remove_filter( 'stylesheet', $theme );
			remove_filter( 'template', $theme );
			unlink( $dir . '/templates/single-etn.html' );
			unlink( $dir . '/style.css' );
			rmdir( $dir . '/templates' );
			rmdir( $dir );
		}
		$this->assertCount( 1, $found );
		$this->assertSame( 'theme', $found[0]->source );
		$this->assertStringContainsString( 'The theme’s own event page', $found[0]->content );
	}
}

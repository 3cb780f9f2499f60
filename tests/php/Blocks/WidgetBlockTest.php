<?php
namespace Eventin\Tests\Blocks;

use Eventin\Blocks\WidgetBlock;
use Eventin\Events\Event;
use Eventin\Schedules\Schedule;
use Eventin\Settings\Settings;
use Eventin\Speakers\Speaker;
use Eventin\Speakers\SpeakerGroups;
use Eventin\Tests\TestCase;
use Eventin\Tests\Widgets\EventsFixture;
use Eventin\Tests\Widgets\WidgetTesting;
use Eventin\Front\Assets;
use Eventin\Widgets\Catalogue;
use Eventin\Widgets\Widgets;
use WP_Block_Type_Registry;

// The widget tests' traits (PHPUnit loads the test folders in name order).
require_once dirname( __DIR__ ) . '/Widgets/EventsFixture.php';
require_once dirname( __DIR__ ) . '/Widgets/WidgetTesting.php';

final class WidgetBlockTest extends TestCase {
	use EventsFixture;
	use WidgetTesting;

	/** @var array<string, int> An id per ids source, for attribute sets that choose one. */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		$category   = $this->term( 'Jazz' );
		$tag        = $this->term( 'Outdoor', 'etn_tags' );
		$group      = wp_insert_term( 'Keynotes', SpeakerGroups::TAXONOMY );
		$event      = $this->event(
			'Night Concert',
			3 * DAY_IN_SECONDS,
			HOUR_IN_SECONDS,
			array(
				'categories' => array( $category ),
				'tags'       => array( $tag ),
			)
		);
		$this->event( 'Morning Talk', 5 * DAY_IN_SECONDS );
		$this->event( 'Past Fair', -5 * DAY_IN_SECONDS );
		// The RSVP form shows for an event taking RSVPs while the module is on.
		Settings::update( array( 'modules' => array( 'rsvp' => 'on' ) ) );
		update_post_meta( $event, Event::META['rsvp'], array( 'enabled' => true ) );
		$speaker = Speaker::save(
			0,
			array(
				'name'     => 'Ada Lovelace',
				'email'    => 'ada-' . wp_generate_password( 6, false ) . '@example.com',
				'category' => array( 'speaker', 'organizer' ),
				'group_ids' => array( (int) $group['term_id'] ),
			)
		);
		$this->assertIsInt( $speaker );
		$schedule = Schedule::save(
			0,
			array(
				'program_title' => 'Main stage',
				'date'          => gmdate( 'Y-m-d', time() + 3 * DAY_IN_SECONDS ),
				'slots'         => array(
					array(
						'topic'      => 'Opening',
						'start_time' => '09:00',
						'end_time'   => '09:30',
						'room'       => 'Hall A',
						'objective'  => '',
						'speakers'   => array( $speaker ),
					),
				),
			)
		);
		$this->assertIsInt( $schedule );
		$this->ids = array(
			'event'          => $event,
			'event_category' => $category,
			'event_tag'      => $tag,
			'speaker_group'  => (int) $group['term_id'],
			'schedule'       => $schedule,
		);
	}

	/** What the renders enqueued goes, as after a request (the embed tests read the queue). */
	protected function tearDown(): void {
		$this->dequeue_widget_files();
		parent::tearDown();
	}

	private function dequeue_widget_files(): void {
		foreach ( wp_styles()->queue as $handle ) {
			if ( str_starts_with( $handle, 'eventin-widgets-' ) ) {
				wp_dequeue_style( $handle );
			}
		}
		foreach ( wp_scripts()->queue as $handle ) {
			if ( str_starts_with( $handle, 'eventin-widgets-' ) ) {
				wp_dequeue_script( $handle );
			}
		}
	}

	public function test_the_block_is_registered_with_api_version_3_and_a_variation_per_kind(): void {
		$block = WP_Block_Type_Registry::get_instance()->get_registered( 'eventin/widget' );
		$this->assertNotNull( $block );
		$this->assertSame( 3, $block->api_version );
		$this->assertSame( 'Eventin widget', $block->title );
		$this->assertSame( 'widgets', $block->category );
		// WordPress keeps block.json's textdomain only as the editor script's translations.
		$metadata = json_decode( (string) file_get_contents( dirname( EVENTIN_FILE ) . '/block.json' ), true );
		$this->assertSame( 'eventin', $metadata['textdomain'] );
		$this->assertSame( 'eventin', wp_scripts()->registered['eventin-widget-editor-script']->textdomain );
		$this->assertTrue( $block->is_dynamic(), 'rendered in PHP (block.json render)' );
		$this->assertSame( array( 'eventin-widgets-style' ), $block->style_handles );
		$this->assertSame( array( 'eventin-widget-editor-script' ), $block->editor_script_handles );
		$this->assertSame( array(), $block->script_handles, 'no script of the block loads on the front end' );

		$variations = $block->get_variations();
		$this->assertSame( array_keys( Catalogue::kinds() ), array_column( $variations, 'name' ) );
		$by_name = array_column( $variations, null, 'name' );
		$this->assertSame( 'Events calendar', $by_name['events-calendar']['title'] );
		$this->assertSame( 'Speakers slider', $by_name['speakers-slider']['title'] );
		$this->assertSame( 'Event countdown', $by_name['countdown']['title'] );
		$this->assertSame( array( 'kind' => 'speakers-slider' ), $by_name['speakers-slider']['attributes'] );
		$this->assertSame( array( 'events_calendar', 'etn_pro_calendar_standard' ), $by_name['events-calendar']['keywords'] );
		foreach ( Catalogue::kinds() as $name => $kind ) {
			$this->assertSame( $kind['title'], $by_name[ $name ]['title'], $name );
			$this->assertSame( $kind['description'], $by_name[ $name ]['description'], $name );
			$this->assertSame( $kind['icon'], $by_name[ $name ]['icon'], $name );
			$this->assertNotSame( '', $kind['description'], $name );
		}

		// Every field of every kind is an attribute (block.json is written from the catalogue), Style
		// as `widget_style`: WordPress's block supports own `style`.
		foreach ( Catalogue::kinds() as $kind ) {
			foreach ( array_keys( $kind['fields'] ) as $field ) {
				$attribute = 'style' === $field ? WidgetBlock::STYLE : $field;
				$this->assertSame( array( 'type' => 'string' ), $block->attributes[ $attribute ] ?? null, $field );
			}
		}
		$this->assertArrayNotHasKey( 'style', $block->attributes );
	}

	/**
	 * Attribute sets of a kind: none, every field changed to another valid value, and every field
	 * invalid (each falls back to its default).
	 *
	 * @return array<string, array<string, string>>
	 */
	private function attribute_sets( array $kind ): array {
		$changed = array();
		$invalid = array();
		foreach ( $kind['fields'] as $name => $field ) {
			switch ( $field['type'] ) {
				case 'number':
					$value            = $field['default'] + 1;
					$changed[ $name ] = (string) ( isset( $field['max'] ) && $value > $field['max'] ? $field['min'] : $value );
					$invalid[ $name ] = '0';
					break;
				case 'select':
					$others           = array_values( array_diff( $field['choices'], array( $field['default'] ) ) );
					$changed[ $name ] = (string) end( $others );
					$invalid[ $name ] = 'nope';
					break;
				case 'toggle':
					$changed[ $name ] = 'yes';
					$invalid[ $name ] = 'maybe';
					break;
				case 'ids':
					$changed[ $name ] = (string) $this->ids[ $field['source'] ];
					$invalid[ $name ] = 'x,-3';
					break;
			}
		}
		return array(
			'no attributes' => array(),
			'changed'       => $changed,
			'invalid'       => $invalid,
		);
	}

	/** The widget's HTML with its unique ids (tabs, schedules) made comparable. */
	private function comparable( string $html ): string {
		return (string) preg_replace( '/\b(eventin-(?:tabs|schedule|tickets-\d+|rsvp-\d+|certificate|front-dashboard)-)\d+/', '$1N', $html );
	}

	public function test_the_block_renders_as_the_shortcode_with_the_same_attributes_for_every_kind(): void {
		foreach ( Catalogue::kinds() as $name => $kind ) {
			foreach ( $this->attribute_sets( $kind ) as $set => $attributes ) {
				$what      = "{$name}, {$set}";
				$shortcode = '[' . $kind['tag'];
				foreach ( $attributes as $attribute => $value ) {
					$shortcode .= sprintf( ' %s="%s"', $attribute, $value );
				}
				$shortcode .= ']';
				$block      = $this->silently(
					static fn() => render_block(
						array(
							'blockName'    => 'eventin/widget',
							'attrs'        => array( 'kind' => $name ) + $attributes,
							'innerBlocks'  => array(),
							'innerHTML'    => '',
							'innerContent' => array(),
						)
					),
					$what
				);
				$html       = $this->shortcode( $shortcode );
				if ( 'changed' === $set ) {
					// With its items chosen, every kind shows something.
					$this->assertNotSame( '', trim( $html ), $what );
				}
				$this->assertSame( $this->comparable( $html ), $this->comparable( $block ), $what );
			}
		}
	}

	/**
	 * Every Style of every kind that has one, as the block's `widget_style` with its items chosen,
	 * renders in that style's class: what the editor's preview asks the block renderer for (e2e
	 * editor-blocks drives the preview of two kinds in the editor).
	 */
	public function test_every_style_of_every_kind_renders_in_its_class(): void {
		// The ticket form shows its form, in its style, for an event with tickets (made as the
		// dashboard makes it: REST checks the ticket types).
		$ticketed = $this->rest(
			'POST',
			'events',
			array(
				'title'      => 'Ticketed Night',
				'status'     => 'publish',
				'start_date' => gmdate( 'Y-m-d', time() + 4 * DAY_IN_SECONDS ),
				'start_time' => '19:00',
				'end_date'   => gmdate( 'Y-m-d', time() + 4 * DAY_IN_SECONDS ),
				'end_time'   => '22:00',
				'timezone'   => 'UTC',
				'tickets'    => array(
					array(
						'name'     => 'Community',
						'price'    => '0',
						'capacity' => 10,
					),
				),
			),
			$this->admin()
		);
		$this->assertSame( 201, $ticketed->get_status() );
		$ids      = array( 'event' => $ticketed->get_data()['id'] ) + $this->ids;
		$rendered = 0;
		foreach ( Catalogue::kinds() as $name => $kind ) {
			if ( ! isset( $kind['fields']['style'] ) ) {
				continue;
			}
			$chosen = array( 'kind' => $name );
			foreach ( $kind['fields'] as $field_name => $field ) {
				if ( 'ids' === $field['type'] ) {
					$chosen[ $field_name ] = (string) $ids[ $field['source'] ];
				}
			}
			foreach ( $kind['fields']['style']['choices'] as $style ) {
				$what = "{$name}, {$style}";
				$html = $this->silently(
					static fn() => render_block(
						array(
							'blockName'    => 'eventin/widget',
							'attrs'        => $chosen + array( WidgetBlock::STYLE => $style ),
							'innerBlocks'  => array(),
							'innerHTML'    => '',
							'innerContent' => array(),
						)
					),
					$what
				);
				$this->assertMatchesRegularExpression( '/class="[^"]*-' . preg_quote( $style, '/' ) . '[\s"]/', $html, $what );
				++$rendered;
			}
		}
		$this->assertGreaterThan( 0, $rendered, 'some kind has a Style' );
	}

	public function test_the_style_renders_from_widget_style_and_from_a_block_saved_with_style(): void {
		$render = static fn( array $attrs ) => render_block(
			array(
				'blockName'    => 'eventin/widget',
				'attrs'        => array( 'kind' => 'events' ) + $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$this->assertStringContainsString( 'eventin-style-event-3', $render( array( 'widget_style' => 'event-3' ) ) );
		// Saved before the rename.
		$this->assertStringContainsString( 'eventin-style-event-2', $render( array( 'style' => 'event-2' ) ) );
		$this->assertStringContainsString( 'eventin-style-event-4', $render( array( 'widget_style' => 'event-4', 'style' => 'event-2' ) ) );
		// WordPress's block supports' `style` (an object) is not a Style.
		$this->assertStringContainsString( 'eventin-style-event-1', $render( array( 'style' => array( 'color' => array( 'text' => '#000' ) ) ) ) );
	}

	public function test_a_block_shows_what_its_data_holds(): void {
		$block = render_block(
			array(
				'blockName'    => 'eventin/widget',
				'attrs'        => array(
					'kind'               => 'events',
					'filter_with_status' => 'upcoming',
					'order'              => 'ASC',
					'orderby'            => 'etn_start_date',
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		preg_match_all( '~<h3 class="eventin-card__title"><a [^>]*>([^<]*)</a>~', $block, $titles );
		$this->assertSame( array( 'Night Concert', 'Morning Talk' ), $titles[1] );
	}

	public function test_a_block_without_a_known_kind_renders_nothing(): void {
		foreach ( array( array(), array( 'kind' => 'nope' ), array( 'kind' => array( 'events' ) ) ) as $attrs ) {
			$this->assertSame( '', WidgetBlock::render( $attrs ) );
		}
	}

	public function test_the_front_end_loads_only_the_widgets_files(): void {
		$this->dequeue_widget_files();
		render_block(
			array(
				'blockName'    => 'eventin/widget',
				'attrs'        => array( 'kind' => 'speakers-slider' ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$this->assertTrue( wp_style_is( 'eventin-widgets-style', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'eventin-widgets-slider', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'eventin-widgets-calendar', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'eventin-widget-editor-script', 'enqueued' ) );
		// Its stylesheets (the base, the slider's and the people's), none of the other widgets'.
		$this->assertSame( array( 'eventin-widgets-style', 'eventin-widgets-style-people', 'eventin-widgets-style-slider' ), $this->widget_styles() );
	}

	/**
	 * For every kind, as a block and as a shortcode: the page loads the base stylesheet and the
	 * kind's own (Widgets::STYLES), each a registered file of the build that depends on the base,
	 * and not one stylesheet of another widget family.
	 */
	public function test_a_page_with_one_widget_kind_loads_only_its_stylesheets(): void {
		$families = array_diff( Assets::STYLES, array( 'page', 'event-details' ) ); // The booking pages' and the event page's own.
		$used     = array();
		foreach ( Catalogue::kinds() as $kind => $entry ) {
			$this->assertArrayHasKey( $kind, Widgets::STYLES, $kind );
			$expected = array_merge( array( 'eventin-widgets-style' ), array_map( static fn( $name ) => 'eventin-widgets-style-' . $name, Widgets::STYLES[ $kind ] ) );
			if ( 'events-calendar' === $kind ) {
				// With its upcoming events beside it, a calendar holds a one-line events widget.
				$atts = array(
					'calendar_show'       => 'left',
					'show_upcoming_event' => 'yes',
				);
			} else {
				$atts = array();
			}
			foreach ( array( 'block', 'shortcode' ) as $form ) {
				$this->dequeue_widget_files();
				if ( 'block' === $form ) {
					render_block(
						array(
							'blockName'    => 'eventin/widget',
							'attrs'        => array( 'kind' => $kind ) + $atts,
							'innerBlocks'  => array(),
							'innerHTML'    => '',
							'innerContent' => array(),
						)
					);
				} else {
					do_shortcode( '[' . $entry['tag'] . ( $atts ? ' calendar_show="left" show_upcoming_event="yes"' : '' ) . ']' );
				}
				$want = 'events-calendar' === $kind ? array_merge( $expected, array( 'eventin-widgets-style-events' ) ) : $expected;
				sort( $want );
				$this->assertSame( $want, $this->widget_styles(), "$kind as a $form" );
			}
			$used = array_merge( $used, Widgets::STYLES[ $kind ] );
		}
		// Every family stylesheet belongs to some kind, and each is a file of the build.
		$this->assertEqualsCanonicalizing( array_values( $families ), array_values( array_unique( $used ) ) );
		foreach ( Assets::STYLES as $name ) {
			$style = wp_styles()->registered[ 'eventin-widgets-style-' . $name ];
			$this->assertSame( array( 'eventin-widgets-style' ), $style->deps, $name );
			$this->assertStringEndsWith( '/build/widgets-style-' . $name . '.css', $style->src );
			$this->assertFileExists( dirname( EVENTIN_FILE ) . '/build/widgets-style-' . $name . '.css' );
		}
		// The build makes no widget stylesheet that no widget loads.
		foreach ( glob( dirname( EVENTIN_FILE ) . '/build/widgets-style-*.css' ) as $file ) {
			if ( 'widgets-style-rtl.css' === basename( $file ) ) {
				continue;
			}
			$name = preg_replace( '/^widgets-style-(.*?)(-rtl)?\.css$/', '$1', basename( $file ) );
			$this->assertContains( $name, Assets::STYLES, basename( $file ) );
		}
	}

	/** The widget stylesheets enqueued, sorted. */
	private function widget_styles(): array {
		$handles = array_values( array_filter( wp_styles()->queue, static fn( $handle ) => str_starts_with( $handle, 'eventin-widgets-style' ) ) );
		sort( $handles );
		return $handles;
	}

	public function test_a_theme_that_loads_every_blocks_style_loads_the_widgets_only_with_a_widget(): void {
		$this->dequeue_widget_files();
		$style_wanted = new \ReflectionProperty( \Eventin\Front\Assets::class, 'style_wanted' );
		$style_wanted->setValue( null, false );
		// A classic theme: WordPress enqueues every registered block's style on every page.
		add_filter( 'should_load_block_assets_on_demand', '__return_false', 99 );
		try {
			do_action( 'enqueue_block_assets' );
			$this->assertFalse( wp_style_is( 'eventin-widgets-style', 'enqueued' ), 'a page without a widget' );

			render_block(
				array(
					'blockName'    => 'eventin/widget',
					'attrs'        => array( 'kind' => 'events' ),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			);
			$this->assertTrue( wp_style_is( 'eventin-widgets-style', 'enqueued' ), 'the page of a widget' );

			// A widget rendered before the head (a page built ahead) keeps it.
			do_action( 'enqueue_block_assets' );
			$this->assertTrue( wp_style_is( 'eventin-widgets-style', 'enqueued' ) );
		} finally {
			remove_filter( 'should_load_block_assets_on_demand', '__return_false', 99 );
		}
	}

	public function test_the_sidebar_loads_in_the_post_and_site_editors_only(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		foreach ( array( 'widgets' => false, 'post' => true, 'site-editor' => true ) as $screen => $loads ) {
			wp_dequeue_script( 'eventin-widgets-sidebar' );
			set_current_screen( $screen );
			WidgetBlock::sidebar();
			$this->assertSame( $loads, wp_script_is( 'eventin-widgets-sidebar', 'enqueued' ), $screen );
			if ( $loads ) {
				$this->assertContains( 'wp-editor', wp_scripts()->registered['eventin-widgets-sidebar']->deps );
			}
		}
		wp_dequeue_script( 'eventin-widgets-sidebar' );
		unset( $GLOBALS['current_screen'] );
	}
}

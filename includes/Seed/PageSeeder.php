<?php
namespace Eventin\Seed;

/**
 * Demo pages showing the public widgets, one page per family, each widget in a shortcode block.
 * Added once: a page whose slug exists is left as it is.
 */
final class PageSeeder {
	/** Not the events' marker: Seeder counts events by theirs. */
	public const MARKER = '_eventin_seed_page';

	/** slug => [ title, shortcodes ]. */
	private const PAGES = array(
		'eventin-events'    => array(
			'Upcoming events',
			array(
				'[events style="event-2" limit="6" etn_event_col="3" filter_with_status="upcoming" order="ASC" orderby="etn_start_date" etn_desc_show="yes" show_event_location="yes"]',
				'[etn_pro_countdown]',
				'[etn_pro_events_sliders limit="9" filter_with_status="upcoming" order="ASC" orderby="etn_start_date"]',
				'[events_tab limit="6" etn_event_col="2" filter_with_status="upcoming" order="ASC" orderby="etn_start_date"]',
				'[etn_pro_events_one_line limit="5" filter_with_status="upcoming" order="ASC" orderby="etn_start_date"]',
				'[etn_pro_event_location_list]',
			),
		),
		'eventin-calendar'  => array(
			'Event calendar',
			array(
				'[events_calendar calendar_view="dayGridMonth" show_upcoming_event="yes" calendar_show="right" limit="5"]',
				'[etn_pro_calendar_list]',
			),
		),
		'eventin-speakers'  => array(
			'Speakers',
			array(
				'[speakers style="speaker-2" etn_speaker_col="4" limit="8" order="ASC" orderby="name"]',
				'[etn_pro_speakers_sliders slider_count="4"]',
				'[etn_pro_organizers etn_speaker_col="4"]',
			),
		),
		'eventin-schedules' => array(
			'Schedules',
			array(
				'[schedules]',
				'[schedules_list]',
			),
		),
	);

	/** @return int How many pages were added. */
	public static function pages(): int {
		$added = 0;
		foreach ( self::PAGES as $slug => list( $title, $shortcodes ) ) {
			if ( get_page_by_path( $slug ) ) {
				continue;
			}
			$blocks = array_map( static fn( string $shortcode ) => "<!-- wp:shortcode -->\n{$shortcode}\n<!-- /wp:shortcode -->", $shortcodes );
			$id     = wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => $title,
					'post_name'    => $slug,
					'post_content' => implode( "\n\n", $blocks ),
					'meta_input'   => array( self::MARKER => 1 ),
				)
			);
			$added += $id && ! is_wp_error( $id ) ? 1 : 0;
		}
		return $added;
	}
}

<?php
namespace Eventin\Tests\Widgets;

use Eventin\Tests\TestCase;
use Eventin\Widgets\Catalogue;

final class CatalogueTest extends TestCase {
	public function test_every_kind_has_its_defaults_when_the_shortcode_has_no_attributes(): void {
		$kinds = Catalogue::kinds();
		$this->assertSame(
			array( 'event', 'events-calendar', 'events-calendar-list', 'events', 'events-one-line', 'events-tab', 'events-slider', 'countdown', 'ticket-form', 'rsvp-form', 'attendee-list', 'certificate', 'frontend-dashboard', 'related-events', 'add-to-calendar', 'recurring-event', 'event-location', 'speakers', 'organizers', 'speakers-slider', 'schedules', 'schedules-list' ),
			array_keys( $kinds )
		);
		foreach ( $kinds as $name => $kind ) {
			$expected = array_map( static fn( array $field ) => 'ids' === $field['type'] ? array() : $field['default'], $kind['fields'] );
			$this->assertSame( $expected, Catalogue::attributes( $name, '' ), $name );
			$this->assertSame( $expected, Catalogue::attributes( $name, array() ), $name );
		}
	}

	public function test_the_defaults_of_the_specification(): void {
		$events = Catalogue::attributes( 'events', '' );
		$this->assertSame(
			array(
				'style'               => 'event-1',
				'event_cat_ids'       => array(),
				'event_tag_ids'       => array(),
				'filter_with_status'  => 'all',
				'limit'               => 20,
				'order'               => 'DESC',
				'orderby'             => 'ID',
				'etn_event_col'       => '1',
				'desc_limit'          => 20,
				'etn_desc_show'       => 'no',
				'show_end_date'       => 'no',
				'show_event_location' => 'no',
				'show_parent_event'   => 'no',
				'show_child_event'    => 'no',
			),
			$events
		);
		$this->assertSame( 3, Catalogue::attributes( 'events-one-line', '' )['limit'] );
		$this->assertSame( 3, Catalogue::attributes( 'events-slider', '' )['slider_count'] );
		$this->assertSame( 3, Catalogue::attributes( 'speakers-slider', '' )['slider_count'] );
		$this->assertSame( 5, Catalogue::attributes( 'event-location', '' )['limit'] );
		$this->assertSame( 'timeGridWeek', Catalogue::attributes( 'events-calendar', '' )['calendar_view'] );
		$this->assertSame( 'listMonth', Catalogue::attributes( 'events-calendar-list', '' )['calendar_view'] );
		// Eventin Pro's attendee list: `id` of the event, pictures shown unless `show_avatar="no"`.
		$this->assertSame(
			array(
				'id'          => array(),
				'limit'       => 50,
				'show_avatar' => 'yes',
			),
			Catalogue::attributes( 'attendee-list', '' )
		);
		// Eventin Pro's RSVP form: the event of the page unless `event_id` names one.
		$this->assertSame( array( 'event_id' => array() ), Catalogue::attributes( 'rsvp-form', '' ) );
		$this->assertSame( array( 'event_id' => array( 12 ) ), Catalogue::attributes( 'rsvp-form', array( 'event_id' => '12' ) ) );
	}

	public function test_numbers_and_choices_are_clamped_to_their_limits(): void {
		$events = static fn( array $given ) => Catalogue::attributes( 'events', $given );
		foreach ( array( '0', '-1', 'abc', '2.5', '', ' ', '1e3', '0x10' ) as $bad ) {
			$this->assertSame( 20, $events( array( 'limit' => $bad ) )['limit'], "limit '{$bad}'" );
			$this->assertSame( 20, $events( array( 'desc_limit' => $bad ) )['desc_limit'], "desc_limit '{$bad}'" );
		}
		$this->assertSame( 1, $events( array( 'limit' => '1' ) )['limit'] );
		$this->assertSame( 500, $events( array( 'limit' => ' 500 ' ) )['limit'] );
		$this->assertSame( 20, $events( array( 'limit' => array( 5 ) ) )['limit'], 'not a scalar' );

		$slider = static fn( string $count ) => Catalogue::attributes( 'speakers-slider', array( 'slider_count' => $count ) )['slider_count'];
		$this->assertSame( array( 1, 10, 3, 3, 7 ), array( $slider( '1' ), $slider( '10' ), $slider( '11' ), $slider( '0' ), $slider( '7' ) ) );
		$this->assertSame( 50, Catalogue::attributes( 'events-slider', array( 'slider_count' => '50' ) )['slider_count'], 'the events slider has no maximum' );

		foreach ( array( '1', '2', '3', '4' ) as $columns ) {
			$this->assertSame( $columns, $events( array( 'etn_event_col' => $columns ) )['etn_event_col'] );
			$this->assertSame( $columns, Catalogue::attributes( 'speakers', array( 'etn_speaker_col' => $columns ) )['etn_speaker_col'] );
		}
		foreach ( array( '0', '5', '9', 'x' ) as $columns ) {
			$this->assertSame( '1', $events( array( 'etn_event_col' => $columns ) )['etn_event_col'] );
		}

		$this->assertSame( 'event-5', $events( array( 'style' => 'event-5' ) )['style'] );
		$this->assertSame( 'event-1', $events( array( 'style' => 'event-6' ) )['style'] );
		$this->assertSame( 'event-1', Catalogue::attributes( 'events-tab', array( 'style' => 'event-5' ) )['style'], 'tabs have styles 1–4' );
		$this->assertSame( 'event-1', Catalogue::attributes( 'events-slider', array( 'style' => 'event-4' ) )['style'], 'the slider has styles 1–3' );
		$this->assertSame( 'ASC', $events( array( 'order' => 'asc' ) )['order'] );
		$this->assertSame( 'etn_start_date', $events( array( 'orderby' => 'ETN_START_DATE' ) )['orderby'] );
		$this->assertSame( 'ID', Catalogue::attributes( 'speakers', array( 'orderby' => 'etn_start_date' ) )['orderby'], 'speakers do not sort by event dates' );
		$this->assertSame( 'expire', $events( array( 'filter_with_status' => 'expire' ) )['filter_with_status'] );
		$this->assertSame( 'all', $events( array( 'filter_with_status' => 'past' ) )['filter_with_status'] );
		$this->assertSame( 'yes', $events( array( 'show_end_date' => 'YES' ) )['show_end_date'] );
		$this->assertSame( 'no', $events( array( 'show_end_date' => 'true' ) )['show_end_date'] );

		$this->assertSame( array( 3, 5 ), $events( array( 'event_cat_ids' => '3, 5,3,,x' ) )['event_cat_ids'] );
		$this->assertSame( array( 4 ), $events( array( 'event_cat_ids' => '-2,2x,0,4' ) )['event_cat_ids'], 'only whole positive numbers are ids' );
		$this->assertSame( array( 12 ), Catalogue::attributes( 'countdown', array( 'event_id' => '12,13' ) )['event_id'], 'one event at most' );
		$this->assertSame( array(), Catalogue::attributes( 'countdown', array( 'event_id' => 'abc' ) )['event_id'] );
		$this->assertArrayNotHasKey( 'colour', $events( array( 'colour' => 'red' ) ) );
		$this->assertSame( array(), Catalogue::attributes( 'no-such-kind', array( 'limit' => 3 ) ) );
	}
}

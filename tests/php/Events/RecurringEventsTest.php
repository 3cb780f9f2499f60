<?php
namespace Eventin\Tests\Events;

use Eventin\Events\Event;
use Eventin\Tickets\Tickets;
use Eventin\Tests\TestCase;

final class RecurringEventsTest extends TestCase {
	private int $admin;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->admin();
	}

	private function children( int $parent ): array {
		$items = $this->rest( 'GET', 'events', array( 'search_keyword' => 'Weekly Yoga', 'per_page' => 100 ), $this->admin )->get_data()['items'];
		$kids  = array_values( array_filter( $items, static fn( $item ) => $item['parent'] === $parent ) );
		usort( $kids, static fn( $a, $b ) => strcmp( $a['start_date'], $b['start_date'] ) );
		return $kids;
	}

	public function test_a_rule_generates_children_and_edits_spare_those_with_sales(): void {
		$first  = gmdate( 'Y-m-d', strtotime( 'next monday', time() + 7 * DAY_IN_SECONDS ) );
		$parent = $this->rest(
			'POST',
			'events',
			array(
				'title'             => 'Weekly Yoga',
				'status'            => 'publish',
				'start_date'        => $first,
				'end_date'          => $first,
				'start_time'        => '18:00',
				'end_time'          => '19:00',
				'timezone'          => 'Europe/London',
				'tickets'           => array( array( 'name' => 'Mat', 'capacity' => 20 ) ),
				'recurring_enabled' => 'yes',
				'recurrence'        => array( 'frequency' => 'weekly', 'interval' => 1, 'weekdays' => array( 1 ), 'ends' => 'after', 'count' => 4 ),
			),
			$this->admin
		)->get_data();
		$this->assertSame( 'yes', $parent['recurring_enabled'] );
		$kids = $this->children( $parent['id'] );
		$this->assertCount( 3, $kids );
		foreach ( $kids as $i => $kid ) {
			$this->assertSame( gmdate( 'Y-m-d', strtotime( $first . ' +' . ( $i + 1 ) . ' weeks' ) ), $kid['start_date'] );
			$this->assertSame( array( '18:00', '19:00', 'Europe/London' ), array( $kid['start_time'], $kid['end_time'], $kid['timezone'] ) );
			$this->assertSame( 'no', $kid['recurring_enabled'] );
			$this->assertSame( 'publish', $kid['status'] );
			$this->assertSame( 20, $kid['total_ticket'] );
			$this->assertNotSame( $parent['tickets'][0]['id'], $kid['tickets'][0]['id'] );
		}
		// A child cannot repeat on its own.
		$this->assertError(
			$this->rest( 'PUT', "events/{$kids[0]['id']}", array( 'recurring_enabled' => 'yes', 'recurrence' => array( 'frequency' => 'daily', 'count' => 2 ) ), $this->admin ),
			400,
			'Only a top-level event can repeat; change the recurrence of its parent event instead.'
		);

		// The second child sells a ticket; then the parent changes time and shrinks to 3 events.
		Tickets::sell( $kids[1]['tickets'][0]['id'], 1 );
		$this->rest(
			'PUT',
			"events/{$parent['id']}",
			array(
				'start_time' => '17:00',
				'recurrence' => array( 'frequency' => 'weekly', 'weekdays' => array( 1 ), 'ends' => 'after', 'count' => 2 ),
			),
			$this->admin
		);
		$after = $this->children( $parent['id'] );
		$this->assertSame( array( $kids[0]['id'], $kids[1]['id'] ), array_column( $after, 'id' ), 'the third child is gone; the one with sales stays' );
		$this->assertSame( '17:00', $after[0]['start_time'], 'future children without sales follow the parent' );
		$this->assertSame( '18:00', $after[1]['start_time'], 'children with sales are left as they are' );
		$this->assertSame( 1, $after[1]['sold_tickets'] );

		// Turning recurrence off removes future children without sales only.
		$this->rest( 'PUT', "events/{$parent['id']}", array( 'recurring_enabled' => 'no' ), $this->admin );
		$this->assertSame( array( $kids[1]['id'] ), array_column( $this->children( $parent['id'] ), 'id' ) );

		// Trashing the parent trashes its children; restoring brings them back.
		$this->rest( 'DELETE', "events/{$parent['id']}", array(), $this->admin );
		$this->assertSame( 'trash', get_post_status( $kids[1]['id'] ) );
		$this->rest( 'POST', "events/{$parent['id']}/restore", array(), $this->admin );
		$this->assertSame( 'draft', get_post_status( $kids[1]['id'] ) );
	}

	public function test_children_keep_wall_clock_times_across_daylight_saving(): void {
		$parent = Event::save(
			0,
			array(
				'title'             => 'Weekly Yoga DST',
				'status'            => 'publish',
				'start_date'        => '2030-03-27',
				'end_date'          => '2030-03-27',
				'start_time'        => '09:00',
				'end_time'          => '10:00',
				'timezone'          => 'Europe/Berlin',
				'recurring_enabled' => 'yes',
				'recurrence'        => array( 'frequency' => 'weekly', 'interval' => 1, 'weekdays' => array(), 'monthly_by' => 'date', 'ends' => 'after', 'until' => '', 'count' => 2 ),
			)
		);
		$kid = Event::read( Event::children( $parent, array( 'publish' ) )[0] );
		$this->assertSame( '2030-04-03', $kid['start_date'] );
		$this->assertSame( '09:00', $kid['start_time'] );
		$this->assertSame( '2030-03-27T08:00:00Z', Event::read( $parent )['start_utc'] );
		$this->assertSame( '2030-04-03T07:00:00Z', $kid['start_utc'] );
	}
}

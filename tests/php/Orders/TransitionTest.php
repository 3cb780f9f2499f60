<?php
namespace Eventin\Tests\Orders;

use Eventin\Attendees\AttendeeCounts;
use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;
use Eventin\Jobs\Jobs;
use Eventin\Orders\History;
use Eventin\Orders\OrderCounts;
use Eventin\Orders\Orders;
use Eventin\Orders\OrderSums;
use Eventin\Orders\Status;

/**
 * A booking's change of status is all or nothing: the booking, its attendees, its history, its
 * mail jobs, the kept counts and sums, its seats. A failure half-way (here a listener that throws
 * or whose write fails, as PHP dying or the database going away would) leaves the booking as it
 * was in every table.
 */
final class TransitionTest extends OrdersTestCase {
	/** Everything a move of status writes to, as it stands. */
	private function state( int $order_id, int $ticket_id ): array {
		return array(
			'status'    => Orders::get( $order_id )['status'],
			'attendees' => array_column( Attendees::for_orders( array( $order_id ) )[ $order_id ], 'status' ),
			'history'   => count( History::for_order( $order_id ) ),
			'counts'    => array( OrderCounts::total( Status::PENDING ), OrderCounts::total( Status::COMPLETED ), AttendeeCounts::total( Status::PENDING ), AttendeeCounts::total( Status::COMPLETED ) ),
			'sums'      => OrderSums::of( array( $order_id ) ),
			'jobs'      => $this->count_rows( Jobs::table() ),
			'sold'      => $this->sold( $ticket_id ),
		);
	}

	public function test_a_move_that_fails_half_way_changes_nothing(): void {
		$event = $this->event();
		$this->assertSame( 201, $this->book( $event, array( 2 ), array( 'gateway' => 'offline' ) )->get_status() );
		$order  = (int) $this->book( $event, array( 1 ), array( 'gateway' => 'offline' ) )->get_data()['id'];
		$ticket = $event['tickets'][0]['id'];
		$before = $this->state( $order, $ticket );
		$this->assertSame( 'pending', $before['status'] );

		// Paid: a listener dies after the booking, its attendees and its history were written.
		$dies = static function () {
			throw new \RuntimeException( 'PHP died here' );
		};
		add_action( 'eventin_order_status_changed', $dies );
		try {
			Orders::transition( $order, Status::COMPLETED, 'Paid at the door.' );
			$this->fail( 'the failure reaches the caller' );
		} catch ( \RuntimeException $thrown ) {
			$this->assertSame( 'PHP died here', $thrown->getMessage() );
		} finally {
			remove_action( 'eventin_order_status_changed', $dies );
		}
		$this->assertSame( $before, $this->state( $order, $ticket ), 'the booking is as it was, everywhere' );

		// Cancelled: a write fails. (On MariaDB only: SQLite's driver ends the whole transaction on
		// a failed query, the test's own with it, which a request's own transaction survives alike.)
		if ( ! Reader::is_sqlite() ) {
			$this->assertNothingOnFailedWrite( $order, $ticket, $before );
		}

		// Without the fault, the same move is whole.
		$done  = Orders::transition( $order, Status::COMPLETED, 'Paid at the door.' );
		$after = $this->state( $order, $ticket );
		$this->assertSame( 'completed', $done['status'] );
		$this->assertSame( array( 'completed' ), $after['attendees'] );
		$this->assertSame( $before['history'] + 1, $after['history'] );
		$this->assertGreaterThan( $before['jobs'], $after['jobs'], 'its confirmation is queued with it' );
	}

	private function assertNothingOnFailedWrite( int $order, int $ticket, array $before ): void {
		global $wpdb;
		$fails = static function () use ( $wpdb ) {
			$wpdb->suppress_errors( true );
			$wpdb->query( 'UPDATE eventin_no_such_table SET x = 1' );
			$wpdb->suppress_errors( false );
		};
		add_action( 'eventin_order_status_changed', $fails );
		$moved = Orders::transition( $order, Status::CANCELLED, 'Cancelled.' );
		remove_action( 'eventin_order_status_changed', $fails );
		$this->assertWPError( $moved );
		$this->assertSame( \Eventin\Problem::UNAVAILABLE, $moved->kind(), 'try again later' );
		$this->assertSame( $before, $this->state( $order, $ticket ), 'no seat was given back, no count moved' );
	}

	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}
}

<?php
namespace Eventin\Tests\Attendees;

use Eventin\Attendees\AttendeeCounts;
use Eventin\Attendees\AttendeeFilter;
use Eventin\Attendees\Attendees;
use Eventin\Attendees\AttendeeWords;
use Eventin\Tests\Orders\OrdersTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrdersTestCase.php';

/**
 * The attendee list's search and totals: words found by their beginnings, common words counted from
 * the kept word counts, rare ones while their rarity is measured, and the payment status counts
 * kept exact as attendees are added, moved and erased.
 */
final class AttendeeSearchTest extends OrdersTestCase {
	/** Words rows for attendee ids from $first on, without attendees (the search reads only words). */
	private function words( string $word, int $first, int $count ): array {
		return array_map( static fn( $i ) => array( $word, $first + $i ), range( 0, $count - 1 ) );
	}

	private function kept( string $word ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT total FROM ' . AttendeeWords::counts_table() . ' WHERE word = %s', $word ) );
	}

	public function test_a_common_word_is_totalled_from_its_kept_count_and_a_rare_one_exactly(): void {
		AttendeeWords::add( $this->words( 'zqcommon', 9000000, 1200 ) );
		AttendeeWords::add( $this->words( 'zqcomet', 9100000, 3 ) );
		$this->assertSame( 1200, $this->kept( 'zqcommon' ) );

		$this->assertSame( 1200, AttendeeFilter::page( array( 'search' => 'zqcommon' ), 20, 1 )[1] );
		$this->assertStringStartsWith( 'SELECT total FROM', AttendeeWords::search( 'zqcommon' )['count']->text );
		$this->assertSame( 3, AttendeeFilter::page( array( 'search' => 'ZQComet' ), 20, 1 )[1] );
		$count = AttendeeWords::search( 'zqcomet' )['count'];
		$this->assertSame( array( 'SELECT ?', array( 3 ) ), array( $count->text, $count->values ) );
		// A beginning of both words finds the rows of both.
		$this->assertSame( 1203, AttendeeFilter::page( array( 'search' => 'zqcom' ), 20, 1 )[1] );
		$this->assertSame( 0, AttendeeFilter::page( array( 'search' => 'zqcomz' ), 20, 1 )[1] );

		AttendeeWords::remove( range( 9000000, 9000199 ) );
		$this->assertSame( 1000, $this->kept( 'zqcommon' ) );
		$this->assertSame( 1000, AttendeeFilter::page( array( 'search' => 'zqcommon' ), 20, 1 )[1] );
	}

	public function test_corrections_and_erasures_keep_the_words_and_their_counts(): void {
		$event = $this->event();
		$this->assertSame( 201, $this->book( $event, array( 2 ), array(
			'gateway'  => 'offline',
			'customer' => array(
				'name'  => 'Xavi Qorbel',
				'email' => 'xq@example.com',
			),
		) )->get_status() );
		$ids = array_map( 'intval', array_column( Attendees::many( AttendeeFilter::page( array( 'search' => 'qorbel' ), 20, 1 )[0] ), 'id' ) );
		$this->assertCount( 2, $ids );
		$this->assertSame( 2, $this->kept( 'qorbel' ) );

		Attendees::update( $ids[0], array( 'name' => 'Yara Quenby' ) );
		$this->assertSame( 1, $this->kept( 'qorbel' ) );
		$this->assertSame( 1, $this->kept( 'quenby' ) );
		$this->assertSame( array( $ids[0] ), AttendeeFilter::page( array( 'search' => 'yara quen' ), 20, 1 )[0] );

		// Deleted once it is cancelled (its words stay); twice, erased with its words.
		$this->rest( 'DELETE', 'attendees/' . $ids[1], array(), 1 );
		$this->assertSame( 1, $this->kept( 'qorbel' ) );
		$this->rest( 'DELETE', 'attendees/' . $ids[1], array(), 1 );
		$this->assertNull( Attendees::get( $ids[1] ) );
		$this->assertSame( 0, $this->kept( 'qorbel' ) );
		$this->assertSame( 0, AttendeeFilter::page( array( 'search' => 'qorbel' ), 20, 1 )[1] );
	}

	public function test_payment_status_counts_stay_exact_through_sales_refunds_and_removals(): void {
		$exact = static function (): array {
			global $wpdb;
			$counted = array_map( 'intval', array_column( $wpdb->get_results( 'SELECT status, COUNT(*) AS n FROM ' . Attendees::table() . ' GROUP BY status', ARRAY_A ), 'n', 'status' ) );
			$kept    = array();
			foreach ( array( 'pending', 'completed', 'refunded', 'cancelled', 'failed' ) as $status ) {
				$kept[ $status ]    = AttendeeCounts::total( $status );
				$counted[ $status ] = $counted[ $status ] ?? 0;
			}
			ksort( $kept );
			$counted = array_intersect_key( $counted, $kept );
			ksort( $counted );
			return array( $kept, $counted );
		};
		AttendeeCounts::rebuild();
		$event = $this->event( array( array( 'name' => 'Paid', 'price' => '10' ) ) );
		$order = $this->book( $event, array( 3 ), array( 'gateway' => 'offline' ) )->get_data();
		$this->rest( 'POST', "orders/{$order['id']}/mark-paid", array(), 1 );
		$attendees = Attendees::for_orders( array( $order['id'] ) )[ $order['id'] ];
		$this->rest( 'POST', "orders/{$order['id']}/refunds", array( 'type' => 'ticket', 'attendee_ids' => array( $attendees[0]['id'] ) ), 1 );
		$this->rest( 'DELETE', 'attendees/' . $attendees[1]['id'], array(), 1 );
		$this->rest( 'DELETE', 'attendees/' . $attendees[1]['id'], array(), 1 );
		[ $kept, $counted ] = $exact();
		$this->assertSame( $counted, $kept );
		$this->assertSame( 1, $counted['refunded'] );
	}
}

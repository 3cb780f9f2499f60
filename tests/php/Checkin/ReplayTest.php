<?php
namespace Eventin\Tests\Checkin;

use Eventin\Checkin\Replay;
use PHPUnit\Framework\TestCase;

/**
 * Where a ticket stands after its scans, in scan-time order whatever order they arrived in.
 */
final class ReplayTest extends TestCase {
	private static function scan( int $id, string $direction, int $at ): array {
		return array(
			'id'         => $id,
			'direction'  => $direction,
			'scanned_at' => $at,
		);
	}

	/** @return array<int, string> id => result and reason */
	private static function results( array $outcome ): array {
		ksort( $outcome['scans'] );
		return array_map( static fn( $scan ) => trim( $scan['result'] . ' ' . $scan['reason'] ), $outcome['scans'] );
	}

	public function test_the_earliest_entry_admits_even_when_it_arrived_last(): void {
		$outcome = Replay::run( array( self::scan( 1, 'in', 2000 ), self::scan( 2, 'in', 1000 ) ) );
		$this->assertSame(
			array(
				1 => 'rejected already_redeemed',
				2 => 'ok',
			),
			self::results( $outcome )
		);
		$this->assertSame( 2, $outcome['entry_id'] );
		$this->assertSame( 2, $outcome['scans'][1]['redeemed_by'] );
		$this->assertSame( 1000, $outcome['checked_in_at'] );
	}

	public function test_exit_and_re_entry_keep_the_first_check_in_time(): void {
		$outcome = Replay::run(
			array(
				self::scan( 1, 'out', 500 ),
				self::scan( 2, 'in', 1000 ),
				self::scan( 3, 'out', 2000 ),
				self::scan( 4, 'out', 2500 ),
				self::scan( 5, 'in', 3000 ),
			)
		);
		$this->assertSame(
			array(
				1 => 'rejected not_inside',
				2 => 'ok',
				3 => 'ok',
				4 => 'rejected not_inside',
				5 => 'ok',
			),
			self::results( $outcome )
		);
		$this->assertSame( 5, $outcome['entry_id'] );
		$this->assertSame( 1000, $outcome['checked_in_at'] );
	}

	public function test_the_same_instant_goes_by_arrival(): void {
		$outcome = Replay::run( array( self::scan( 8, 'in', 1000 ), self::scan( 7, 'in', 1000 ) ) );
		$this->assertSame( 7, $outcome['entry_id'] );
		$this->assertSame( 'already_redeemed', $outcome['scans'][8]['reason'] );
	}

	public function test_no_scans_is_never_checked_in(): void {
		$this->assertSame(
			array(
				'scans'         => array(),
				'entry_id'      => 0,
				'checked_in_at' => 0,
			),
			Replay::run( array() )
		);
	}
}

<?php
namespace Eventin\Orders;

/**
 * Booking statuses, named as Eventin names them, and the moves between them the server allows.
 */
final class Status {
	public const PENDING            = 'pending';
	public const COMPLETED          = 'completed';
	public const FAILED             = 'failed';
	public const REFUNDED           = 'refunded';
	public const PARTIALLY_REFUNDED = 'partially_refunded';
	public const WAITING            = 'waiting';
	public const CANCELLED          = 'cancelled';

	/** @return array<string, string[]> status => the statuses it may become */
	private static function moves(): array {
		return array(
			self::WAITING            => array( self::PENDING, self::CANCELLED ),
			self::PENDING            => array( self::COMPLETED, self::FAILED, self::CANCELLED ),
			self::COMPLETED          => array( self::REFUNDED, self::PARTIALLY_REFUNDED ),
			self::PARTIALLY_REFUNDED => array( self::REFUNDED, self::COMPLETED ),
			self::FAILED             => array(),
			self::REFUNDED           => array(),
			self::CANCELLED          => array(),
		);
	}

	/** @return string[] */
	public static function all(): array {
		return array_keys( self::moves() );
	}

	public static function can_move( string $from, string $to ): bool {
		return in_array( $to, self::moves()[ $from ] ?? array(), true );
	}

	/** Statuses whose seats are taken (held or sold). */
	public static function holds_seats( string $status ): bool {
		return in_array( $status, array( self::PENDING, self::COMPLETED, self::PARTIALLY_REFUNDED ), true );
	}

	/** @return array<string, string> status => its name for people */
	public static function labels(): array {
		return array(
			self::PENDING            => __( 'Pending', 'eventin' ),
			self::COMPLETED          => __( 'Completed', 'eventin' ),
			self::FAILED             => __( 'Failed', 'eventin' ),
			self::REFUNDED           => __( 'Refunded', 'eventin' ),
			self::PARTIALLY_REFUNDED => __( 'Partially refunded', 'eventin' ),
			self::WAITING            => __( 'Waiting', 'eventin' ),
			self::CANCELLED          => __( 'Cancelled', 'eventin' ),
		);
	}
}

<?php
namespace Eventin\Checkin;

/**
 * Where a ticket stands after its scans, decided from all of them in scan-time order, whatever
 * order they reached the server in: an entry admits someone outside, an exit lets out someone
 * inside; an entry of someone inside is `already_redeemed`, an exit of someone outside is
 * `not_inside`. So the earliest entry by scan time admits, and a later-arriving earlier scan turns
 * the entry another device made into `already_redeemed`.
 *
 * A ticket that no longer admits (refunded, cancelled after its holder came in) has no entry in
 * force, and every exit of it is taken: its holder is leaving.
 */
final class Replay {
	public const OK       = 'ok';
	public const REJECTED = 'rejected';

	/**
	 * @param array[] $scans  One ticket's scans that count (not undone, not refused for the ticket's
	 *                        payment), each { id, direction, scanned_at }.
	 * @param bool    $admits Whether the ticket admits now (paid, not refunded or cancelled).
	 * @return array{scans: array<int, array{result: string, reason: string, redeemed_by: int}>, entry_id: int, checked_in_at: int}
	 *         What each scan became (by id), the entry in force (0 when outside) and the first
	 *         admitting entry's time (ms, 0 when never).
	 */
	public static function run( array $scans, bool $admits = true ): array {
		usort( $scans, static fn( $a, $b ) => array( (int) $a['scanned_at'], (int) $a['id'] ) <=> array( (int) $b['scanned_at'], (int) $b['id'] ) );
		$entry_id      = 0;
		$checked_in_at = 0;
		$results       = array();
		foreach ( $scans as $scan ) {
			$id = (int) $scan['id'];
			if ( 'in' === $scan['direction'] ) {
				if ( $entry_id ) {
					$results[ $id ] = array(
						'result'      => self::REJECTED,
						'reason'      => 'already_redeemed',
						'redeemed_by' => $entry_id,
					);
					continue;
				}
				$entry_id      = $id;
				$checked_in_at = $checked_in_at ? $checked_in_at : (int) $scan['scanned_at'];
				$results[ $id ] = array(
					'result'      => self::OK,
					'reason'      => '',
					'redeemed_by' => 0,
				);
			} elseif ( $entry_id || ! $admits ) {
				$entry_id       = 0;
				$results[ $id ] = array(
					'result'      => self::OK,
					'reason'      => '',
					'redeemed_by' => 0,
				);
			} else {
				$results[ $id ] = array(
					'result'      => self::REJECTED,
					'reason'      => 'not_inside',
					'redeemed_by' => 0,
				);
			}
		}
		return array(
			'scans'         => $results,
			'entry_id'      => $admits ? $entry_id : 0,
			'checked_in_at' => $checked_in_at,
		);
	}
}

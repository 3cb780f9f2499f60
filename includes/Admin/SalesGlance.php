<?php
namespace Eventin\Admin;

use Eventin\Events\Index;
use Eventin\Orders\Money;
use Eventin\Orders\Report;
use Eventin\Permissions\Capabilities;
use Eventin\Vendors\Ownership;
use Eventin\Events\EventDate;

/**
 * Sales at a glance: a widget on wp-admin's Dashboard with today's and this month's paid bookings
 * and revenue (in the site's timezone, per currency, from the purchase report's kept sums) and the
 * next events with their seats left, each linking to its purchase report. Only for users who may
 * see bookings (etn_manage_order); a vendor's, of their own events.
 */
final class SalesGlance {
	public const ID = 'eventin_sales_glance';

	/** How many of the next events it lists. */
	public const EVENTS = 5;

	public static function add(): void {
		if ( ! current_user_can( Capabilities::ORDER ) ) {
			return;
		}
		// First in its column: people who sell tickets come to the Dashboard for this.
		wp_add_dashboard_widget( self::ID, __( 'Eventin sales at a glance', 'eventin' ), array( self::class, 'render' ), null, null, 'normal', 'high' );
		wp_add_inline_style( 'dashboard', self::css() );
	}

	/**
	 * Paid bookings and revenue of today and of this month so far, on the site's days:
	 * [ 'today' => [ currency => { bookings, revenue } ], 'month' => … ].
	 */
	public static function sales( ?int $now = null ): array {
		$now   = $now ?? time();
		$today = wp_date( 'Y-m-d', $now );
		return array(
			'today' => Report::paid_by_currency(
				Ownership::narrow(
					array(
						'date_from' => $today,
						'date_to'   => $today,
					)
				)
			),
			'month' => Report::paid_by_currency(
				Ownership::narrow(
					array(
						'date_from' => wp_date( 'Y-m-01', $now ),
						'date_to'   => $today,
					)
				)
			),
		);
	}

	/**
	 * The next published events to start (a vendor's own), soonest first, from the events index:
	 * [ { id, title, start_utc, end_utc, timezone, total, sold } ] (total -1: unlimited, 0: no tickets).
	 */
	public static function next_events( ?int $now = null ): array {
		$rows = Index::next_published( $now ?? time(), Ownership::vendor_id(), self::EVENTS );
		return array_map(
			static fn( array $row ) => array(
				'id'        => (int) $row['event_id'],
				'title'     => (string) $row['title'],
				'start_utc' => (int) $row['start_utc'],
				'end_utc'   => (int) $row['end_utc'],
				// The index keeps a valid zone (UTC for none).
				'timezone'  => (string) $row['timezone'],
				'total'     => (int) $row['total_ticket'],
				'sold'      => (int) $row['sold_tickets'],
			),
			$rows
		);
	}

	/** What an event has left: '12 seats left', 'Sold out', 'Unlimited seats' or 'No tickets'. */
	public static function seats_left( int $total, int $sold ): string {
		if ( $total < 0 ) {
			return __( 'Unlimited seats', 'eventin' );
		}
		if ( 0 === $total ) {
			return __( 'No tickets', 'eventin' );
		}
		$left = max( 0, $total - $sold );
		/* translators: %s: how many seats are left */
		return 0 === $left ? __( 'Sold out', 'eventin' ) : sprintf( _n( '%s seat left', '%s seats left', $left, 'eventin' ), number_format_i18n( $left ) );
	}

	/** An event's bookings in the dashboard app. */
	public static function report_url( int $event_id = 0 ): string {
		return admin_url( 'admin.php?page=' . Dashboard::SLUG . '#/purchase-report' . ( $event_id ? '/' . $event_id : '' ) );
	}

	public static function render(): void {
		$sales   = self::sales();
		$periods = array(
			'today' => __( 'Today', 'eventin' ),
			'month' => __( 'This month', 'eventin' ),
		);
		echo '<table class="eventin-glance__sales"><thead><tr><td></td><th scope="col">' . esc_html__( 'Bookings', 'eventin' ) . '</th><th scope="col">' . esc_html__( 'Revenue', 'eventin' ) . '</th></tr></thead><tbody>';
		foreach ( $periods as $period => $label ) {
			$totals = $sales[ $period ];
			// Nothing paid yet: nothing in the site's currency.
			$amounts = $totals ? array() : array( Money::format( 0, Money::currency() ) );
			foreach ( $totals as $currency => $sums ) {
				$amounts[] = Money::format( $sums['revenue'], $currency );
			}
			$bookings = array_sum( array_column( $totals, 'bookings' ) );
			echo '<tr class="eventin-glance__' . esc_attr( $period ) . '"><th scope="row">' . esc_html( $label ) . '</th>'
				. '<td class="eventin-glance__bookings">' . esc_html( number_format_i18n( $bookings ) ) . '</td>'
				. '<td class="eventin-glance__revenue">';
			foreach ( $amounts as $index => $amount ) {
				echo ( $index ? '<br>' : '' ) . esc_html( $amount );
			}
			echo '</td></tr>';
		}
		echo '</tbody></table>';

		echo '<h3 class="eventin-glance__heading">' . esc_html__( 'Next events', 'eventin' ) . '</h3>';
		$events = self::next_events();
		if ( ! $events ) {
			echo '<p class="eventin-glance__empty">' . esc_html__( 'No upcoming events.', 'eventin' ) . '</p>';
		} else {
			echo '<ul class="eventin-glance__events">';
			foreach ( $events as $event ) {
				$title = '' === $event['title'] ? __( '(no title)', 'eventin' ) : $event['title'];
				$when  = array(
					'timezone'  => $event['timezone'],
					'start_utc' => gmdate( 'c', $event['start_utc'] ),
					'end_utc'   => gmdate( 'c', $event['end_utc'] ),
				);
				echo '<li><a href="' . esc_url( self::report_url( $event['id'] ) ) . '">' . esc_html( $title ) . '</a>'
					. '<span class="eventin-glance__when">' . EventDate::html( $when, false ) . '</span>'
					. '<span class="eventin-glance__seats">' . esc_html( self::seats_left( $event['total'], $event['sold'] ) ) . '</span></li>';
			}
			echo '</ul>';
		}
		echo '<p class="eventin-glance__more"><a href="' . esc_url( self::report_url() ) . '">' . esc_html__( 'Purchase report', 'eventin' ) . '</a></p>';
	}

	private static function css(): string {
		return '#' . self::ID . ' .eventin-glance__sales{width:100%;border-collapse:collapse;margin-bottom:12px}'
			. '#' . self::ID . ' .eventin-glance__sales th,#' . self::ID . ' .eventin-glance__sales td{padding:6px 4px;text-align:left;vertical-align:top;border-bottom:1px solid #f0f0f1}'
			. '#' . self::ID . ' .eventin-glance__sales td{font-size:16px;font-weight:600}'
			. '#' . self::ID . ' .eventin-glance__heading{margin:0 0 6px;font-weight:600}'
			. '#' . self::ID . ' .eventin-glance__events{margin:0}'
			. '#' . self::ID . ' .eventin-glance__events li{display:flex;flex-wrap:wrap;gap:2px 8px;padding:6px 0;margin:0;border-bottom:1px solid #f0f0f1}'
			. '#' . self::ID . ' .eventin-glance__events a{flex:1 1 100%;font-weight:600}'
			. '#' . self::ID . ' .eventin-glance__when{color:#50575e}'
			. '#' . self::ID . ' .eventin-glance__seats{margin-left:auto}'
			. '#' . self::ID . ' .eventin-glance__more{margin:12px 0 0}';
	}
}

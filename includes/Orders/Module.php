<?php
namespace Eventin\Orders;

use Eventin\Database\Projection;
use Eventin\Jobs\Runners;
use Eventin\Mail\Module as Mail;
use Eventin\Modules\Module as Base;

/**
 * Ticket sales: bookings, their mails, holds, sums, the booking and ticket pages, checkout without JavaScript.
 */
final class Module extends Base {
	/** The hold release's job (Holds::HOOK), here so declaring it loads no Holds. */
	public const HOLDS_HOOK = 'eventin_release_holds';

	public function hooks(): array {
		return array(
			array( 'eventin_event_owner_changed', array( OrderSums::class, 'move_owner' ), 10, 3 ),
			// No arguments: do_action() without any passes '' as the first, which is no time.
			array( self::HOLDS_HOOK, array( Orders::class, 'release_expired_holds' ), 10, 0 ),
			array( Runners::TICK, array( Holds::class, 'queue' ) ),
			array( 'eventin_job_label', array( Holds::class, 'label' ), 10, 2 ),
			array( Mail::MESSAGES_HOOK, array( Mails::class, 'define' ) ),
			array( 'eventin_order_status_changed', array( Mails::class, 'status_changed' ), 10, 2 ),
			array( 'eventin_order_placed', array( Mails::class, 'placed' ) ),
			array( 'eventin_order_refunded', array( Mails::class, 'send_refund' ) ),
			array( 'eventin_mail_sent', array( Mails::class, 'sent' ), 10, 2 ),
			array( 'eventin_mail_not_sent', array( Mails::class, 'not_sent' ), 10, 3 ),
			array( 'eventin_mail_given_up', array( Mails::class, 'given_up' ), 10, 3 ),
			array( 'eventin_mail_label', array( Mails::class, 'label' ), 10, 3 ),
			array( 'template_redirect', self::on_our_requests( array( TicketPage::class, 'serve' ) ), 0 ),
			array( 'template_redirect', self::on_our_requests( array( CheckoutPage::class, 'serve' ) ), 0 ),
		);
	}

	public function controllers(): array {
		return array( OrdersController::class, CheckoutController::class );
	}

	public function migrations(): array {
		return array(
			4  => array( Migrations::class, 'add_order_tables' ),
			5  => array( Migrations::class, 'add_report_indexes' ),
			12 => array( OrderSums::class, 'rebuild' ),
			22 => array( Migrations::class, 'add_owners_to_order_sums' ),
		);
	}

	public function projections(): array {
		return array(
			'booking counts' => new Projection( static fn() => array( OrderCounts::table() ), array( OrderCounts::class, 'rebuild' ) ),
			'buyer words'    => new Projection( static fn() => array( BuyerWords::table() ), array( BuyerWords::class, 'rebuild' ) ),
			'booking sums'   => new Projection( static fn() => array( OrderSums::table() ), array( OrderSums::class, 'rebuild' ), array( 'owner' ) ),
		);
	}

	public function settings(): array {
		return array(
			'currency'            => 'USD',
			'hold_minutes'        => 15,
			// Days an offline booking has to be paid (0: no deadline).
			'offline_days'        => 3,
			'checkout_rate_limit' => 10,
		);
	}

	public function data(): array {
		return array(
			'tables'     => array( Orders::table(), History::table(), Refunds::table(), BuyerWords::table(), OrderCounts::table(), OrderSums::table() ),
			'transients' => array( Report::EVENTS_TRANSIENT ),
		);
	}

	public function uninstall(): void {
		wp_clear_scheduled_hook( Holds::HOOK );
		wp_clear_scheduled_hook( Mails::RETRY_HOOK );
	}
}

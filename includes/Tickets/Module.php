<?php
namespace Eventin\Tickets;

use Eventin\Modules\Module as Base;

/**
 * Ticket types of events.
 */
final class Module extends Base {
	public function migrations(): array {
		return array( 20 => array( Migrations::class, 'add_ticket_minor_prices' ) );
	}

	public function data(): array {
		return array( 'tables' => array( Tickets::table() ) );
	}
}

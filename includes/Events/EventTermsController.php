<?php
namespace Eventin\Events;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\TermsController;

/**
 * The event taxonomies' routes (categories, tags): vendors choose their events' categories and
 * tags; only event managers change them.
 */
abstract class EventTermsController extends TermsController {
	protected function readers(): array {
		return array( Capabilities::EVENT, Capabilities::OWN_EVENTS );
	}

	protected function capability(): string {
		return Capabilities::EVENT;
	}
}

<?php
namespace Eventin\Http;

use Eventin\Modules\Module as Base;

/**
 * HTTP: compressed REST answers, rate limits and idempotency keys.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			// Last, once every filter has set its headers or served the answer another way.
			array( 'rest_pre_serve_request', array( Compression::class, 'serve' ), 1000, 4 ),
		);
	}

	public function migrations(): array {
		return array(
			15 => array( Migrations::class, 'add_rate_limits_table' ),
			21 => array( Migrations::class, 'add_idempotency_table' ),
		);
	}

	public function data(): array {
		return array( 'tables' => array( RateLimit::table(), Idempotency::table() ) );
	}
}

<?php
namespace Eventin\Rest;

use Eventin\Database\Outage;
use Eventin\Modules\Module as Base;

/**
 * The REST base: our error messages and problems, and the database gone mid-request on our
 * routes (Database\Outage: a JSON 503), on REST requests only.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'rest_api_init', array( self::class, 'register_once' ), 0 ),
			// Before Controller's own messages (priority 10), which read `data.params`.
			array( 'rest_request_after_callbacks', array( Problems::class, 'after_callbacks' ), 5 ),
		);
	}

	/** When the first REST server of the request is made (tests make one per test): what adds its own hooks. */
	public static function register_once(): void {
		if ( 1 === did_action( 'rest_api_init' ) ) {
			Controller::register_error_messages();
			Outage::register( Controller::NAMESPACE, array( Problems::class, 'response' ) );
		}
	}
}

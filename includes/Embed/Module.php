<?php
namespace Eventin\Embed;

use Eventin\Modules\Module as Base;

/**
 * Widgets on other sites: the embeds' post type, the external script and its CORS headers.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'parse_request', self::on_our_requests( array( ExternalScript::class, 'maybe_serve' ) ), 0 ),
			array( 'rest_pre_serve_request', array( ExternalScript::class, 'cors_headers' ), 20, 3 ),
		);
	}

	public function content(): array {
		return array( array( PostType::class, 'register' ) );
	}

	public function controllers(): array {
		return array( ShortcodesController::class );
	}

	public function settings(): array {
		return array( 'registered_domains' => array() );
	}

	public function data(): array {
		return array( 'post_types' => array( PostType::NAME ) );
	}
}

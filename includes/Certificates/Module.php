<?php
namespace Eventin\Certificates;

use Eventin\Jobs\Module as Jobs;
use Eventin\Mail\Module as Mail;
use Eventin\Modules\Module as Base;

/**
 * Certificates: their page and lookup, their sends (a kind of batch), their routes.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'eventin_certificate_recipients', array( Certificate::class, 'recipients' ), 10, 3 ),
			array( Mail::MESSAGES_HOOK, array( Sends::class, 'define_mail' ) ),
			array( Jobs::KINDS_HOOK, array( Sends::class, 'define_kind' ) ),
			array( 'template_redirect', self::on_our_requests( array( Page::class, 'serve' ) ), 0 ),
		);
	}

	public function controllers(): array {
		return array( CertificatesController::class );
	}

	public function migrations(): array {
		return array( 23 => array( Migrations::class, 'move_sends_to_batches' ) );
	}
}

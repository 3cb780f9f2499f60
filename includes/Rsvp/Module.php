<?php
namespace Eventin\Rsvp;

use Eventin\Database\Projection;
use Eventin\Jobs\Module as Jobs;
use Eventin\Mail\Module as Mail;
use Eventin\Modules\Module as Base;

/**
 * RSVP: responses, their mails and invitations (a kind of batch), the pages of links, the routes.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( Mail::MESSAGES_HOOK, array( Mails::class, 'define' ) ),
			array( 'eventin_mail_label', array( Mails::class, 'label' ), 10, 3 ),
			array( Mail::MESSAGES_HOOK, array( Invitations::class, 'define_mail' ) ),
			array( Jobs::KINDS_HOOK, array( Invitations::class, 'define_kind' ) ),
			array( 'added_post_meta', array( Rsvp::class, 'on_meta' ), 10, 3 ),
			array( 'updated_post_meta', array( Rsvp::class, 'on_meta' ), 10, 3 ),
			array( 'deleted_post_meta', array( Rsvp::class, 'on_meta' ), 10, 3 ),
			array( 'deleted_post', array( Rsvp::class, 'on_deleted_post' ), 10, 2 ),
			array( 'template_redirect', self::on_our_requests( array( Pages::class, 'serve' ) ), 0 ),
		);
	}

	public function controllers(): array {
		return array( RegistrationController::class, ReportController::class );
	}

	public function migrations(): array {
		return array(
			16 => array( Migrations::class, 'add_rsvp_tables' ),
			23 => array( Migrations::class, 'move_sends_to_batches' ),
		);
	}

	public function projections(): array {
		return array( 'RSVP counts' => new Projection( static fn() => array( Responses::events_table() ), array( Responses::class, 'recount' ) ) );
	}

	public function settings(): array {
		return array( 'modules' => array( 'rsvp' => 'off' ) );
	}

	public function data(): array {
		return array( 'tables' => array( Responses::table(), Responses::events_table(), Responses::words_table() ) );
	}
}

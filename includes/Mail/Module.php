<?php
namespace Eventin\Mail;

use Eventin\Jobs\Module as Jobs;
use Eventin\Modules\Module as Base;

/**
 * Every e-mail: the mail jobs, their failures and names.
 */
final class Module extends Base {
	/** The mail job's hook (Mailer::HOOK), here so declaring it loads no Mailer. */
	public const SEND_HOOK = 'eventin_send_mail';

	/** Where features define their messages (Mailer::MESSAGES_HOOK). */
	public const MESSAGES_HOOK = 'eventin_define_mails';

	public function hooks(): array {
		return array(
			array( self::SEND_HOOK, array( Mailer::class, 'deliver' ), 10, 2 ),
			array( 'eventin_job_failed', array( Mailer::class, 'job_failed' ), 10, 2 ),
			array( 'eventin_job_label', array( Mailer::class, 'job_label' ), 10, 3 ),
			array( Jobs::MAIL_HOOK, array( Mailer::class, 'queue' ), 10, 3 ),
		);
	}

	public function settings(): array {
		return array(
			// What the mails look like and who they are from ('' sender: the site's name, WordPress's address).
			'emails' => array(
				'sender_name'    => '',
				'sender_address' => '',
				'logo_url'       => '',
				'brand_color'    => '#2271b1',
			),
		);
	}
}

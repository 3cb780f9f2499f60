<?php
namespace Eventin\Mail;

use Eventin\Jobs\Batches;
use Eventin\Modules\Module as Base;

/**
 * Every e-mail: the mail jobs, their failures and names.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( Mailer::HOOK, array( Mailer::class, 'deliver' ), 10, 2 ),
			array( 'eventin_job_failed', array( Mailer::class, 'job_failed' ), 10, 2 ),
			array( 'eventin_job_label', array( Mailer::class, 'job_label' ), 10, 3 ),
			array( Batches::MAIL_HOOK, array( Mailer::class, 'queue' ), 10, 3 ),
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

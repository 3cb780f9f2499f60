<?php
namespace Eventin\Jobs;

use Eventin\Modules\Module as Base;

/**
 * Background jobs: the runners (loopback kick, wp-cron tick, system cron), batches, their routes.
 */
final class Module extends Base {
	/** Batches' hooks (Batches::HOOK, ITEM_HOOK, MAIL_HOOK, KINDS_HOOK), here so declaring them loads no Batches. */
	public const FEED_HOOK  = 'eventin_batch_feed';
	public const ITEM_HOOK  = 'eventin_batch_item';
	public const MAIL_HOOK  = 'eventin_batch_mail';
	public const KINDS_HOOK = 'eventin_define_batch_kinds';

	public function hooks(): array {
		return array(
			array( 'cron_schedules', array( Runners::class, 'schedules' ) ),
			// No arguments: do_action() without any passes '' as the first.
			array( Runners::CRON_HOOK, array( Runners::class, 'wp_cron_tick' ), 10, 0 ),
			array( 'init', array( Runners::class, 'schedule' ) ),
			array( 'wp_ajax_nopriv_' . Runners::AJAX, array( Runners::class, 'answer_kick' ) ),
			array( 'wp_ajax_' . Runners::AJAX, array( Runners::class, 'answer_kick' ) ),
			array( self::FEED_HOOK, array( Batches::class, 'feed' ), 10, 3 ),
			array( self::ITEM_HOOK, array( Batches::class, 'run_item' ), 10, 3 ),
			array( 'eventin_job_failed', array( Batches::class, 'item_job_failed' ), 10, 2 ),
			array( 'eventin_mail_sent', array( Batches::class, 'mail_sent' ), 10, 2 ),
			array( 'eventin_mail_not_sent', array( Batches::class, 'mail_not_sent' ), 10, 3 ),
			array( 'eventin_mail_given_up', array( Batches::class, 'mail_given_up' ), 10, 3 ),
			array( 'eventin_job_label', array( Batches::class, 'job_label' ), 10, 3 ),
		);
	}

	public function controllers(): array {
		return array( JobsController::class, BatchesController::class );
	}

	public function migrations(): array {
		return array(
			14 => array( Migrations::class, 'add_jobs_table' ),
			23 => array( Migrations::class, 'add_batches' ),
		);
	}

	public function data(): array {
		return array(
			'tables'  => array( Jobs::table(), Batches::table(), Batches::items_table() ),
			'options' => array( Runners::MARK ),
		);
	}

	public function uninstall(): void {
		wp_clear_scheduled_hook( Runners::CRON_HOOK );
	}
}

<?php
namespace Eventin;

/**
 * Wires every domain into WordPress. Each domain registers its own hooks.
 */
final class Plugin {
	public static function boot(): void {
		add_action( 'plugins_loaded', array( Install\Migrations::class, 'maybe_run' ) );
		add_action( 'init', array( self::class, 'register_content' ) );
		add_action( 'rest_api_init', array( self::class, 'register_routes' ) );
		Permissions\Capabilities::register();
		Vendors\Ownership::register();
		Rest\Controller::register_error_messages();
		Rest\Problems::register();
		Database\Outage::register( Rest\Controller::NAMESPACE, array( Rest\Problems::class, 'response' ) );
		Admin\Dashboard::register();
		Events\Index::register();
		Embed\ExternalScript::register();
		Widgets\Widgets::register();
		Widgets\Preview::register();
		Blocks\WidgetBlock::register();
		Widgets\CalendarController::register_hooks();
		Events\CalendarFile::register();
		Speakers\SpeakerGroups::register_hooks();
		Speakers\Index::register();
		Schedules\Schedule::register_hooks();
		Schedules\Index::register();
		Jobs\Runners::register();
		Jobs\Batches::register();
		Http\Compression::register();
		License\License::register();
		Orders\Holds::register();
		Orders\OrderSums::register();
		Mail\Mailer::register();
		Certificates\Sends::register();
		Certificates\Page::register();
		Orders\Mails::register();
		Rsvp\Rsvp::register();
		Vendors\Moderation::register();
		Vendors\PostCapabilities::register();
		Orders\TicketPage::register();
		Checkin\ScannerPage::register();
		Checkin\Checkins::register();
		Orders\CheckoutPage::register();
		Exports\Export::register();
		Widgets\Render\TicketForm::register();
		Widgets\Render\RsvpForm::register();
		Rsvp\Pages::register();
		Widgets\Render\EventDetails::register();
		Widgets\Render\FrontDashboard::register();
		Payments\Stripe\StripeGateway::register();
		Payments\PaymentsNotice::register();
	}

	public static function register_content(): void {
		load_plugin_textdomain( 'eventin', false, dirname( plugin_basename( EVENTIN_FILE ) ) . '/languages' );
		Events\PostType::register();
		Events\Taxonomies::register();
		Schedules\PostType::register();
		Embed\PostType::register();
		Speakers\SpeakerGroups::register();
	}

	public static function register_routes(): void {
		$controllers = array(
			new Permissions\CurrentUserController(),
			new Permissions\PermissionsController(),
			new License\LicenseController(),
			new Settings\SettingsController(),
			new Events\CategoriesController(),
			new Events\TagsController(),
			new Events\ChoicesController(),
			new Events\EventsController(),
			new Speakers\SpeakersController(),
			new Speakers\SpeakerGroupsController(),
			new Schedules\SchedulesController(),
			new Embed\ShortcodesController(),
			new Widgets\CalendarController(),
			new Widgets\ChoicesController(),
			new Orders\OrdersController(),
			new Orders\CheckoutController(),
			new Attendees\AttendeesController(),
			new Checkin\CheckinController(),
			new Rsvp\RegistrationController(),
			new Rsvp\ReportController(),
			new Attendees\AttendeeExportsController(),
			new Rsvp\ResponseExportsController(),
			new Jobs\JobsController(),
			new Jobs\BatchesController(),
			new Payments\Stripe\WebhookController(),
			new Certificates\CertificatesController(),
		);
		foreach ( $controllers as $controller ) {
			$controller->register_routes();
		}
	}
}

<?php
namespace Eventin\Widgets;

use Eventin\Events\PostType;
use Eventin\Events\Taxonomies;
use Eventin\Modules\Module as Base;
use Eventin\Widgets\Render\EventDetails;
use Eventin\Widgets\Render\FrontDashboard;
use Eventin\Widgets\Render\RsvpForm;
use Eventin\Widgets\Render\TicketForm;

/**
 * The public widgets: shortcodes, the preview, the calendar route, and what an event's own page adds to its content.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'init', array( Widgets::class, 'register_shortcodes' ) ),
			// Before WordPress sets up the admin bar (template_redirect at 0): the preview has none, so
			// neither its stylesheet nor the margin it adds above the page.
			array( 'template_redirect', self::on_our_requests( array( Preview::class, 'serve' ) ), -1 ),
			// The calendar's cached answers go stale with any change of an event.
			array( 'save_post_' . PostType::NAME, array( CalendarController::class, 'bump' ) ),
			array( 'transition_post_status', array( CalendarController::class, 'on_transition' ), 10, 3 ),
			array( 'deleted_post', array( CalendarController::class, 'on_deleted_post' ), 10, 2 ),
			array( 'added_post_meta', array( CalendarController::class, 'on_meta' ), 10, 2 ),
			array( 'updated_post_meta', array( CalendarController::class, 'on_meta' ), 10, 2 ),
			array( 'deleted_post_meta', array( CalendarController::class, 'on_meta' ), 10, 2 ),
			array( 'set_object_terms', array( CalendarController::class, 'on_terms' ) ),
			array( 'delete_' . Taxonomies::CATEGORY, array( CalendarController::class, 'bump' ) ),
			array( 'delete_' . Taxonomies::TAG, array( CalendarController::class, 'bump' ) ),
			// An event's own page: its details, then its ticket form, then its RSVP form.
			array( 'the_content', self::on_event_pages( array( EventDetails::class, 'filter_content' ) ), 15 ),
			array( 'the_content', self::on_event_pages( array( TicketForm::class, 'append_to_event' ) ), 20 ),
			array( 'the_content', self::on_event_pages( array( RsvpForm::class, 'append_to_event' ) ), 21 ),
			array( 'init', array( EventDetails::class, 'register_template' ) ),
			array( 'init', array( FrontDashboard::class, 'register_shortcodes' ) ),
		);
	}

	public function controllers(): array {
		return array( CalendarController::class, ChoicesController::class );
	}

	/**
	 * A the_content filter of an event's own page, called on such pages only: other pages load
	 * none of its classes.
	 *
	 * @param array{0: class-string, 1: string} $filter Not typed callable: checking it would load its class.
	 */
	private static function on_event_pages( array $filter ): \Closure {
		return static fn( $content ) => is_singular( PostType::NAME ) ? call_user_func( $filter, $content ) : $content;
	}
}

<?php
namespace Eventin\Tests\Widgets;

use Eventin\Tests\TestCase;
use Eventin\Widgets\Preview;

final class PreviewTest extends TestCase {
	public function test_users_who_may_not_manage_events_get_a_403_and_no_widget(): void {
		foreach ( array( 0, $this->user( 'subscriber' ), $this->user( 'schedule_manager', array( 'etn_manage_schedule' ) ) ) as $user ) {
			wp_set_current_user( $user );
			$answer = Preview::answer( array( Preview::ARG => 'events' ) );
			$this->assertSame( 403, $answer['status'] );
			$this->assertSame( 'Sorry, you are not allowed to preview widgets.', $answer['body'] );
			$this->assertSame( 'text/plain; charset=utf-8', $answer['headers']['Content-Type'] );
			$this->assertSame( 'SAMEORIGIN', $answer['headers']['X-Frame-Options'] );
		}
	}

	public function test_an_event_manager_gets_the_widget_in_a_page_of_the_theme_framed_by_this_site_only(): void {
		wp_set_current_user( $this->user( 'event_manager', array( 'etn_manage_event' ) ) );
		$answer = Preview::answer(
			array(
				Preview::ARG => 'events',
				'limit'      => '5',
				'order'      => 'ASC',
			)
		);
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'text/html; charset=utf-8', $answer['headers']['Content-Type'] );
		$this->assertSame( 'SAMEORIGIN', $answer['headers']['X-Frame-Options'] );
		$this->assertSame( 'noindex, nofollow', $answer['headers']['X-Robots-Tag'] );
		$body = $answer['body'];
		$this->assertStringStartsWith( '<!DOCTYPE html>', ltrim( $body ) );
		$this->assertMatchesRegularExpression( "/<meta name='robots' content='[^']*noindex/", $body );
		$this->assertStringContainsString( '<main class="eventin-preview-root">', $body );
		// The theme's head (its fonts and styles), and no admin bar over the widget.
		$this->assertStringContainsString( 'wp-theme-twentytwentyfive', $body );
		$this->assertStringNotContainsString( 'id="wpadminbar"', $body );
		$this->assertStringContainsString( '</body>', $body );
		if ( is_callable( array( 'Eventin\Widgets\Render\EventCards', 'grid' ) ) ) {
			// Rendered before wp_head(), so the stylesheet it enqueued is in the head.
			$this->assertStringContainsString( 'class="eventin-widget eventin-events', $body );
			$style = strpos( $body, 'build/widgets-style.css' );
			$this->assertNotFalse( $style );
			$this->assertLessThan( strpos( $body, '</head>' ), $style );
		} else {
			$this->assertStringContainsString( 'This widget has nothing to show yet.', $body );
		}
	}

	public function test_an_unknown_kind_is_a_404_without_a_page(): void {
		wp_set_current_user( $this->admin() );
		$answer = Preview::answer( array( Preview::ARG => 'no-such-widget' ) );
		$this->assertSame( 404, $answer['status'] );
		$this->assertSame( 'This widget does not exist.', $answer['body'] );
		$this->assertSame( 404, Preview::answer( array( Preview::ARG => array( 'events' ) ) )['status'] );
	}
}

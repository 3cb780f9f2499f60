<?php
namespace Eventin\Tests\Orders;

use Eventin\Front\ThemePage;
use Eventin\Orders\TicketPage;

require_once __DIR__ . '/OrdersTestCase.php';

/**
 * The booking and ticket pages sit in the site's theme (its header and footer around them), stay
 * unindexed, and show a buyer's words as text.
 */
final class TicketPageTest extends OrdersTestCase {
	protected function tearDown(): void {
		remove_filter( 'document_title_parts', array( ThemePage::class, 'title_parts' ) );
		remove_filter( 'body_class', array( ThemePage::class, 'body_class' ) );
		remove_action( 'wp_head', array( ThemePage::class, 'head' ), 1 );
		remove_filter( 'wp_robots', 'wp_robots_no_robots' );
		// The page printed its styles and scripts: the tests after it print theirs again.
		wp_styles()->done  = array();
		wp_scripts()->done = array();
		parent::tearDown();
	}

	private function document( array $page ): string {
		list( $title, $body, , $refresh ) = $page;
		// One page a request: forget what an earlier test's page printed.
		wp_styles()->done = array();
		return ThemePage::document( $title, $body, $refresh );
	}

	public function test_the_booking_page_sits_in_the_block_themes_header_and_footer(): void {
		$this->assertTrue( wp_is_block_theme(), 'the site runs its default block theme' );
		$event   = $this->event();
		$booking = $this->book( $event, array( 1 => 1 ), array( 'customer' => array( 'name' => 'Ada [events] Lovelace', 'email' => 'ada@example.com' ) ) )->get_data();
		$page    = TicketPage::booking( $booking['id'], $this->order_key( $booking['id'] ) );
		$this->assertSame( array( 'Your booking', 200, 0 ), array( $page[0], $page[2], $page[3] ) );
		$html = $this->document( $page );

		$this->assertStringStartsWith( '<!DOCTYPE html>', $html );
		$this->assertStringContainsString( '<title>Your booking &#8211; ' . get_bloginfo( 'name', 'display' ) . '</title>', $html );
		$this->assertMatchesRegularExpression( "~<meta name='robots' content='[^']*\\bnoindex\\b~", $html );
		$this->assertStringContainsString( '<meta name="viewport" content="width=device-width, initial-scale=1">', $html );
		$this->assertMatchesRegularExpression( '~<body class="[^"]*\beventin-page\b~', $html );
		$this->assertStringContainsString( 'build/widgets-style-page.css', $html );
		// The theme's header (its site title) before the page, its footer after; one main landmark.
		$header = strpos( $html, '<header class="eventin-page__header wp-block-template-part">' );
		$main   = strpos( $html, '<div class="eventin-page__main"><h1>Your booking</h1><p class="eventin-booking__status" role="status">Your booking is confirmed.' );
		$footer = strpos( $html, '<footer class="eventin-page__footer wp-block-template-part">' );
		$this->assertNotFalse( $header );
		$this->assertNotFalse( $main );
		$this->assertNotFalse( $footer );
		$this->assertTrue( $header < $main && $main < $footer );
		$this->assertMatchesRegularExpression( '~wp-block-site-title.*>' . preg_quote( get_bloginfo( 'name', 'display' ), '~' ) . '</a>~s', substr( $html, $header, $main - $header ) );
		$this->assertSame( 1, substr_count( $html, '<main' ) );
		$this->assertStringContainsString( "Booking #{$booking['id']} · Total: Free", $html );
		// The buyer's name is text, not a shortcode that renders.
		$this->assertStringContainsString( '<li>Ada [events] Lovelace — Free · <a href="', $html );
	}

	public function test_a_wrong_key_or_code_is_a_404_in_the_theme_too(): void {
		$event   = $this->event();
		$booking = $this->book( $event, array( 1 => 1 ) )->get_data();
		$page    = TicketPage::booking( $booking['id'], 'wrong' );
		$this->assertSame( array( 'Booking not found', '<p>This booking link is not valid.</p>', 404, 0 ), $page );
		$this->assertSame( array( 'Ticket not found', '<p>This ticket link is not valid.</p>', 404, 0 ), TicketPage::ticket( 'nope' ) );
		$html = $this->document( $page );
		$this->assertStringContainsString( '<h1>Booking not found</h1><p>This booking link is not valid.</p>', $html );
		$this->assertStringContainsString( 'eventin-page__footer', $html );
	}

	public function test_a_pending_card_payment_refreshes_and_the_ticket_page_shows_the_ticket(): void {
		$html = ThemePage::document( 'Your booking', '<p>x</p>', 3 );
		$this->assertStringContainsString( '<meta http-equiv="refresh" content="3">', $html );

		$event   = $this->event();
		$booking = $this->book( $event, array( 1 => 1 ) )->get_data();
		$code    = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data()['attendees'][0]['code'];
		$html    = $this->document( TicketPage::ticket( $code ) );
		$this->assertStringContainsString( '<h1>Your ticket</h1><figure class="eventin-ticket__qr"', $html );
		$this->assertMatchesRegularExpression( '#<div role="img" aria-label="Ticket QR code"[^>]*><svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="240" height="240"#', $html, 'the code as a QR code, drawn inline' );
		$this->assertStringContainsString( '</figure><dl class="eventin-ticket"><dt>Event</dt><dd>' . esc_html( $event['title'] ) . '</dd>', $html );
		$this->assertStringContainsString( '<dd><code>' . $code . '</code></dd>', $html );
		$this->assertStringNotContainsString( 'http-equiv="refresh"', $html );
		$this->assertStringContainsString( 'eventin-page__header', $html );
	}

	public function test_a_classic_theme_gives_its_header_and_footer(): void {
		global $wp_stylesheet_path, $wp_template_path;
		$saved = array( $wp_stylesheet_path, $wp_template_path );
		register_theme_directory( __DIR__ . '/themes' );
		delete_site_transient( 'theme_roots' );
		$theme = static fn() => 'eventin-classic';
		add_filter( 'stylesheet', $theme );
		add_filter( 'template', $theme );
		$wp_stylesheet_path = __DIR__ . '/themes/eventin-classic';
		$wp_template_path   = $wp_stylesheet_path;
		try {
			$this->assertFalse( wp_is_block_theme() );
			$event   = $this->event();
			$booking = $this->book( $event, array( 1 => 1 ) )->get_data();
			$html    = $this->document( TicketPage::booking( $booking['id'], $this->order_key( $booking['id'] ) ) );
		} finally {
			remove_filter( 'stylesheet', $theme );
			remove_filter( 'template', $theme );
			list( $wp_stylesheet_path, $wp_template_path ) = $saved;
			delete_site_transient( 'theme_roots' );
		}
		$header = strpos( $html, '<header class="site-header"><p class="site-title">' . get_bloginfo( 'name', 'display' ) . '</p></header>' );
		$main   = strpos( $html, '<main class="eventin-page__classic"><div class="eventin-page__main"><h1>Your booking</h1>' );
		$footer = strpos( $html, '<footer class="site-footer">Classic footer</footer>' );
		$this->assertNotFalse( $header );
		$this->assertNotFalse( $main );
		$this->assertNotFalse( $footer );
		$this->assertTrue( $header < $main && $main < $footer );
		$this->assertStringContainsString( "Booking #{$booking['id']} · Total: Free", $html );
		$this->assertMatchesRegularExpression( "~<meta name='robots' content='[^']*\\bnoindex\\b~", $html );
		$this->assertStringContainsString( 'build/widgets-style-page.css', $html );
		$this->assertStringNotContainsString( '<div class="wp-site-blocks">', $html, 'no block template' );
	}

	private function order_key( int $id ): string {
		return \Eventin\Orders\Orders::get( $id )['order_key'];
	}
}

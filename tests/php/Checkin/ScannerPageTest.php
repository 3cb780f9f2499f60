<?php
namespace Eventin\Tests\Checkin;

use Eventin\Checkin\ScannerPage;
use Eventin\Tests\Orders\OrdersTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrdersTestCase.php';

/**
 * The scanner's page outside the theme, for those who may scan; its manifest and its service
 * worker.
 */
final class ScannerPageTest extends OrdersTestCase {
	public function test_the_page_loads_the_scanner_alone_with_its_configuration(): void {
		$event = $this->event( array(), array( 'title' => 'Gala & "friends"' ) );
		wp_set_current_user( $this->user( 'qr_scanner', array( 'etn_manage_qr_scan' ) ) );
		list( $status, $html ) = ScannerPage::page( $event['id'] );

		$this->assertSame( 200, $status );
		$this->assertStringStartsWith( '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8">', $html );
		$this->assertStringContainsString( '<title>Scanner: ' . esc_html( $event['title'] ) . '</title>', $html );
		$this->assertStringContainsString( 'href="' . esc_url( home_url( '/?eventin-scanner-manifest=' . $event['id'] ) ) . '"', $html );
		// Only the scanner's files: no theme, no WordPress script.
		$this->assertSame( 1, substr_count( $html, '<script' ) );
		$this->assertMatchesRegularExpression( '~<script src="[^"]*/build/scanner\.js\?ver=[0-9a-f]{12}"></script>~', $html );
		$this->assertSame( 1, substr_count( $html, 'rel="stylesheet"' ) );
		$this->assertStringNotContainsString( 'wp-block', $html );
		$this->assertSame( 1, preg_match( '~data-config="([^"]*)"~', $html, $match ) );
		$config = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		$this->assertSame( $event['id'], $config['eventId'] );
		$this->assertStringContainsString( '"friends"', $config['eventTitle'] );
		$this->assertSame( $event['title'], $config['eventTitle'] );
		$this->assertSame( 'Europe/Berlin', $config['timezone'] );
		$this->assertSame( 1, wp_verify_nonce( $config['nonce'], 'wp_rest' ) );
		$this->assertSame( home_url( '/?eventin-scanner-sw=1' ), $config['serviceWorker']['url'] );
		$this->assertSame( home_url( '/?eventin-scanner=' ), $config['serviceWorker']['scope'] );
		$this->assertStringEndsWith( '/build/zxing_reader.wasm?ver=' . ScannerPage::version(), $config['wasmUrl'] );
	}

	public function test_others_get_a_refusal_and_unknown_events_a_404(): void {
		$event = $this->event();
		wp_set_current_user( $this->user( 'attendee_manager', array( 'etn_manage_attendee' ) ) );
		list( $status, $html ) = ScannerPage::page( $event['id'] );
		$this->assertSame( 403, $status );
		$this->assertStringContainsString( 'Sorry, you are not allowed to scan tickets.', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( $event['title'], $html );

		wp_set_current_user( $this->admin() );
		$this->assertSame( 404, ScannerPage::page( 999999 )[0] );
		$this->assertSame( 404, ScannerPage::page( (int) get_option( 'page_on_front' ) )[0] );
	}

	public function test_the_manifest_names_the_event_only_for_scanners_or_when_published(): void {
		$draft = $this->event( array(), array( 'status' => 'draft' ) );
		wp_set_current_user( 0 );
		$this->assertSame( 'Ticket scanner', ScannerPage::manifest( $draft['id'] )['name'] );
		wp_set_current_user( $this->user( 'qr_scanner', array( 'etn_manage_qr_scan' ) ) );
		$manifest = ScannerPage::manifest( $draft['id'] );
		$this->assertSame( 'Scanner: ' . $draft['title'], $manifest['name'] );
		$this->assertSame( 'standalone', $manifest['display'] );
		$this->assertSame( ScannerPage::url( $draft['id'] ), $manifest['start_url'] );
		// PNG icons of the sizes phones ask for to install it, then the SVG for any size.
		$this->assertSame(
			array(
				array( home_url( '/?eventin-scanner-icon=192' ), '192x192', 'image/png' ),
				array( home_url( '/?eventin-scanner-icon=512' ), '512x512', 'image/png' ),
			),
			array_map( static fn( $icon ) => array( $icon['src'], $icon['sizes'], $icon['type'] ), array_slice( $manifest['icons'], 0, 2 ) )
		);
		$this->assertStringStartsWith( 'data:image/svg+xml,', $manifest['icons'][2]['src'] );
		foreach ( array( 192, 512 ) as $size ) {
			$this->assertSame( array( $size, $size, IMAGETYPE_PNG ), array_slice( getimagesizefromstring( ScannerPage::icon_png( $size ) ), 0, 3 ) );
		}
		$this->assertNull( ScannerPage::icon_png( 100 ) );
	}

	public function test_the_service_worker_keeps_the_files_of_this_version(): void {
		$worker = ScannerPage::worker();
		$this->assertStringContainsString( '"cache":"eventin-scanner-' . ScannerPage::version() . '"', $worker );
		$this->assertStringContainsString( '"pages":"' . home_url( '/?eventin-scanner=' ) . '"', $worker );
		foreach ( array( 'scanner.js?ver=', 'scanner.css?ver=', 'scanner-zxing.js"', 'zxing_reader.wasm?ver=' ) as $file ) {
			$this->assertStringContainsString( '/build/' . $file, $worker );
		}
		// The configuration first, then the built worker (src/scanner/worker/) that reads it.
		$this->assertStringStartsWith( 'self.eventinScannerWorker = {', $worker );
		$this->assertStringEndsWith( (string) file_get_contents( EVENTIN_DIR . '/build/scanner-sw.js' ), $worker );
		$this->assertStringContainsString( 'eventinScannerWorker', (string) file_get_contents( EVENTIN_DIR . '/build/scanner-sw.js' ) );
	}
}

<?php
namespace Eventin\Tests\Embed;

use Eventin\Embed\ExternalScript;
use Eventin\Embed\Origins;
use Eventin\Settings\Settings;
use Eventin\Tests\TestCase;

final class OriginsTest extends TestCase {
	public function test_a_host_matches_a_domain_exactly_and_a_wildcard_its_subdomains_only(): void {
		$domains = array( 'registered.test', '*.example.test' );
		foreach ( array( 'registered.test', 'a.example.test', 'a.b.example.test' ) as $host ) {
			$this->assertTrue( Origins::registered( $host, $domains ), $host );
		}
		foreach ( array( 'example.test', 'example.test.evil', 'aexample.test', 'evilregistered.test', 'registered.test.evil', 'www.registered.test', 'a.example.testx', '' ) as $host ) {
			$this->assertFalse( Origins::registered( $host, $domains ), $host );
		}
		$this->assertFalse( Origins::registered( 'registered.test', array() ) );
	}

	public function test_the_host_of_an_origin_is_read_without_scheme_port_or_case(): void {
		$this->assertSame( 'a.example.test', Origins::host( 'https://A.Example.test:8443' ) );
		$this->assertSame( 'registered.test', Origins::host( 'http://registered.test' ) );
		$this->assertNull( Origins::host( 'null' ) );
		$this->assertNull( Origins::host( 'file:///tmp/page.html' ) );
		$this->assertNull( Origins::host( 'registered.test' ) );
		$this->assertNull( Origins::host( '' ) );
	}

	public function test_pages_of_registered_domains_and_of_this_site_may_read_widgets_others_not(): void {
		Settings::update( array( 'registered_domains' => array( 'registered.test', '*.example.test' ) ) );
		$this->assertTrue( Origins::allows( 'https://registered.test' ) );
		$this->assertTrue( Origins::allows( 'http://registered.test:4000' ) );
		$this->assertTrue( Origins::allows( 'https://shop.example.test' ) );
		$this->assertTrue( Origins::allows( home_url() ), 'this site' );
		$this->assertFalse( Origins::allows( 'https://evil.test' ) );
		$this->assertFalse( Origins::allows( 'https://example.test' ) );
		$this->assertFalse( Origins::allows( 'https://example.test.evil' ) );
		$this->assertFalse( Origins::allows( 'null' ) );
		// No Origin: only a browser's GET to its own site (which then sends Sec-Fetch-Site).
		$this->assertFalse( Origins::allows( null ) );
		$this->assertFalse( Origins::allows( '' ) );
		$this->assertFalse( Origins::allows( null, 'cross-site' ) );
		$this->assertTrue( Origins::allows( null, 'same-origin' ) );

		Settings::update( array( 'registered_domains' => array() ) );
		$this->assertFalse( Origins::allows( 'https://registered.test' ) );
	}

	public function test_the_allowed_origin_is_answered_as_browsers_send_it_and_nothing_else(): void {
		Settings::update( array( 'registered_domains' => array( 'registered.test' ) ) );
		$this->assertSame( 'https://registered.test', ExternalScript::allowed_origin( 'https://registered.test' ) );
		$this->assertSame( 'http://registered.test:8080', ExternalScript::allowed_origin( 'http://Registered.Test:8080' ) );
		foreach ( array( null, '', 'null', 'https://evil.test', 'https://registered.test/path', "https://registered.test\r\nX: y", 'https://registered.test.evil', 'ftp://registered.test' ) as $origin ) {
			$this->assertNull( ExternalScript::allowed_origin( $origin ), (string) $origin );
		}
	}
}

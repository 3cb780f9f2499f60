<?php
namespace Eventin\Tests\Http;

use Eventin\Http\ClientAddress;
use Eventin\Tests\TestCase;

final class ClientAddressTest extends TestCase {
	private const PROXIES = array( '10.0.0.0/8', '192.0.2.10', '2001:db8:ffff::/48' );

	protected function tearDown(): void {
		unset( $_SERVER['REMOTE_ADDR'], $_SERVER['HTTP_X_FORWARDED_FOR'] );
		remove_all_filters( 'eventin_trusted_proxies' );
		parent::tearDown();
	}

	public function test_addresses_in_ranges(): void {
		$cases = array(
			array( '10.1.2.3', '10.0.0.0/8', true ),
			array( '11.1.2.3', '10.0.0.0/8', false ),
			array( '192.168.1.77', '192.168.1.64/26', true ),
			array( '192.168.1.128', '192.168.1.64/26', false ),
			array( '203.0.113.7', '203.0.113.7', true ),
			array( '203.0.113.8', '203.0.113.7', false ),
			array( '203.0.113.8', '203.0.113.7/32', false ),
			array( '8.8.8.8', '0.0.0.0/0', true ),
			array( '::ffff:10.1.2.3', '10.0.0.0/8', true ),
			array( '2001:db8:ffff:1::5', '2001:db8:ffff::/48', true ),
			array( '2001:DB8:FFFF:0:0:0:0:5', '2001:db8:ffff::/48', true ),
			array( '2001:db8:fffe::5', '2001:db8:ffff::/48', false ),
			array( '2001:db8::1', '2001:db8::1/128', true ),
			array( '2001:db8::2', '2001:db8::1/128', false ),
			array( '2001:db8:0:1::1', '2001:db8::/63', true ),
			array( '2001:db8:0:2::1', '2001:db8::/63', false ),
			// An IPv4 address is never in an IPv6 range, nor the other way.
			array( '10.1.2.3', '::/0', false ),
			array( '2001:db8::1', '0.0.0.0/0', false ),
			// What is not a range matches nothing.
			array( '10.1.2.3', '10.0.0.0/33', false ),
			array( '10.1.2.3', '10.0.0.0/', false ),
			array( '10.1.2.3', '10.0.0.0/-1', false ),
			array( '10.1.2.3', 'ten.0.0.0/8', false ),
			array( '10.1.2.3', '', false ),
			array( 'not an address', '0.0.0.0/0', false ),
		);
		foreach ( $cases as list( $address, $range, $inside ) ) {
			$this->assertSame( $inside, ClientAddress::in_range( $address, $range ), "{$address} in {$range}" );
		}
	}

	public function test_the_header_is_read_only_from_a_trusted_proxy(): void {
		$_SERVER['REMOTE_ADDR']          = '203.0.113.7';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.1';
		$this->assertSame( '203.0.113.7', ClientAddress::visitor(), 'no proxies are trusted' );
		$this->trust( self::PROXIES );
		$this->assertSame( '203.0.113.7', ClientAddress::visitor(), 'the visitor is not a trusted proxy' );
		$_SERVER['REMOTE_ADDR'] = '10.1.2.3';
		$this->assertSame( '198.51.100.1', ClientAddress::visitor() );
	}

	public function test_behind_proxies_the_right_most_untrusted_address_is_the_visitor(): void {
		$this->trust( self::PROXIES );
		$_SERVER['REMOTE_ADDR'] = '10.1.2.3';
		$cases                  = array(
			''                                         => '10.1.2.3',
			'198.51.100.1'                             => '198.51.100.1',
			'198.51.100.1, 192.0.2.10'                 => '198.51.100.1',
			'198.51.100.1,10.9.9.9, 192.0.2.10'        => '198.51.100.1',
			// What the visitor wrote stays left of what the proxy saw.
			'6.6.6.6, 198.51.100.1'                    => '198.51.100.1',
			'10.4.4.4, 198.51.100.1'                   => '198.51.100.1',
			'198.51.100.1:51234'                       => '198.51.100.1',
			'[2001:db8:1:2::5]:443'                    => '2001:db8:1:2::/64',
			// Only trusted proxies: the farthest one.
			'10.5.5.5, 192.0.2.10'                     => '10.5.5.5',
			// Not an address: the proxy that passed it on.
			'<script>, 192.0.2.10'                     => '192.0.2.10',
			'198.51.100.1, unknown'                    => '10.1.2.3',
			'::ffff:198.51.100.1'                      => '198.51.100.1',
		);
		foreach ( $cases as $header => $visitor ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = $header;
			$this->assertSame( $visitor, ClientAddress::visitor(), "X-Forwarded-For: {$header}" );
		}
	}

	public function test_a_forged_header_never_makes_a_new_visitor(): void {
		$this->trust( self::PROXIES );
		$seen = array();
		foreach ( array( '203.0.113.7', '10.1.2.3' ) as $remote ) {
			$_SERVER['REMOTE_ADDR'] = $remote;
			// Behind the proxy the visitor is 198.51.100.1, whatever they send before it.
			$real = '10.1.2.3' === $remote ? ', 198.51.100.1' : '';
			foreach ( array( '1.1.1.1', '2.2.2.2, 3.3.3.3', '10.0.0.1', '2001:db8::1', 'garbage', '192.0.2.10' ) as $forged ) {
				$_SERVER['HTTP_X_FORWARDED_FOR'] = $forged . $real;
				$seen[ $remote ][]               = ClientAddress::visitor();
			}
		}
		$this->assertSame( array( '203.0.113.7' ), array_unique( $seen['203.0.113.7'] ) );
		$this->assertSame( array( '198.51.100.1' ), array_unique( $seen['10.1.2.3'] ) );
	}

	public function test_an_ipv6_visitor_is_their_64_network(): void {
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2:aaaa::1';
		$this->assertSame( '2001:db8:1:2::/64', ClientAddress::visitor() );
		$_SERVER['REMOTE_ADDR'] = '2001:DB8:1:2:BBBB:0:0:9';
		$this->assertSame( '2001:db8:1:2::/64', ClientAddress::visitor() );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:3::1';
		$this->assertSame( '2001:db8:1:3::/64', ClientAddress::visitor() );
		$_SERVER['REMOTE_ADDR'] = '::ffff:203.0.113.7';
		$this->assertSame( '203.0.113.7', ClientAddress::visitor() );
		unset( $_SERVER['REMOTE_ADDR'] );
		$this->assertSame( '', ClientAddress::visitor() );
	}

	public function test_trusted_proxies_are_a_list_or_a_string(): void {
		$this->assertSame( array( '10.0.0.0/8', '192.0.2.10', '2001:db8::/32' ), ClientAddress::ranges( " 10.0.0.0/8, 192.0.2.10\n2001:db8::/32 ," ) );
		$this->assertSame( array( '10.0.0.0/8', '192.0.2.10', '2001:db8::/32' ), ClientAddress::ranges( array( '10.0.0.0/8', '', '192.0.2.10 2001:db8::/32' ) ) );
		$this->assertSame( array(), ClientAddress::ranges( '' ) );
		$this->trust( array( '10.0.0.0/8, 192.0.2.10' ) );
		$this->assertSame( array( '10.0.0.0/8', '192.0.2.10' ), ClientAddress::trusted_proxies() );
	}

	private function trust( array $ranges ): void {
		add_filter( 'eventin_trusted_proxies', static fn() => $ranges );
	}
}
